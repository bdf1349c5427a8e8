'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useDict } from '@/lib/dict/use-dict';
import { useMemo, type FormEvent, type KeyboardEvent } from 'react';
import type { Menu, MenuNode } from '@/modules/admin/contract';
import { descendantIds, findNode, withDepth } from '@/components/kit/tree/tree';
import { useForm } from '@/components/kit/forms/use-form';
import { IconField } from './icon-field';
import { emptyMenu, menuSchema, ROOT, toMenuForm } from './menu-schema';
import { useSaveMenu } from './use-menus';

type Props = {
  /** The menu being edited, or null to create a child of `parent` (null parent: a root menu). */
  menu: Menu | null;
  parent: MenuNode | null;
  tree: MenuNode[];
  onCancel: () => void;
  onSaved: (id: number | undefined) => void;
};

const hrefFor = (parent: MenuNode | null, code: string) => `${parent?.href ?? ''}/${code}`;

/** Create or edit a menu in place of its details. Enter saves, Esc cancels. */
export function MenuForm({ menu, parent, tree, onCancel, onSaved }: Props) {
  const t = useTranslations('menus');
  const menuType = useDict('menuType');
  const form = useForm(menuSchema, menu ? toMenuForm(menu) : emptyMenu(parent?.id, hrefFor(parent, '')));
  const save = useSaveMenu((created, id) => onSaved(created?.id ?? id));

  // A menu cannot move below itself.
  const parents = useMemo(() => {
    const own = menu ? findNode(tree, menu.id) : undefined;
    const excluded = new Set(own ? [own.id, ...descendantIds(own)] : []);
    return withDepth(tree).filter(({ node }) => !excluded.has(node.id));
  }, [tree, menu]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.submit();
    if (!body) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[data-menu-form] [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    save.mutate({ id: menu?.id, body });
  }

  // While creating, the href follows the code until it is edited by hand.
  const codeField = form.field('code');
  const onCode = (code: string) => {
    if (!menu && form.values.href === hrefFor(parent, form.values.code)) form.set('href', hrefFor(parent, code));
    form.set('code', code);
  };

  const cell = (children: React.ReactNode, wide = false) => (
    <Grid size={{ xs: 12, md: wide ? 12 : 6 }}>{children}</Grid>
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Escape' && !save.isPending) onCancel();
      }}
      data-menu-form
      aria-label={menu ? t('editTitle') : t('createTitle')}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mr: 'auto' }}>
          {menu
            ? t('editTitleOf', { title: menu.title })
            : parent
              ? t('createChildOf', { title: parent.title })
              : t('createRoot')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button color="inherit" onClick={onCancel} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('save')}
          </Button>
        </Stack>
      </Stack>
      <Grid container columnSpacing={2}>
        {cell(
          <TextField
            {...codeField}
            onChange={(e) => onCode(e.target.value)}
            label={t('code')}
            required
            fullWidth
            autoFocus
            autoComplete="off"
          />,
        )}
        {cell(<TextField {...form.field('title')} label={t('menuTitle')} required fullWidth autoComplete="off" />)}
        {cell(
          <TextField
            {...form.field('parentId')}
            select
            label={t('parent')}
            fullWidth
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
          >
            <MenuItem value={ROOT}>
              <em>{t('noParent')}</em>
            </MenuItem>
            {parents.map(({ node, depth }) => (
              <MenuItem key={node.id} value={String(node.id)} sx={{ pl: 2 + depth * 2 }}>
                {node.title}
              </MenuItem>
            ))}
          </TextField>,
        )}
        {cell(
          <TextField {...form.field('type')} select label={t('type')} fullWidth>
            {menuType.choices().map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>,
        )}
        {cell(<TextField {...form.field('href')} label={t('href')} fullWidth autoComplete="off" />)}
        {cell(<TextField {...form.field('orderNum')} label={t('order')} fullWidth inputMode="numeric" />)}
        {cell(
          <IconField
            label={t('icon')}
            value={form.values.icon}
            iconUrl={form.errors.iconUrl ? '' : form.values.iconUrl}
            onChange={(icon) => form.set('icon', icon)}
            error={Boolean(form.errors.icon)}
            helperText={form.field('icon').helperText}
          />,
        )}
        {cell(
          <TextField {...form.field('iconUrl', t('iconUrlHelp'))} label={t('iconUrl')} fullWidth autoComplete="off" />,
        )}
        {cell(
          <TextField {...form.field('description')} label={t('description')} fullWidth multiline minRows={2} />,
          true,
        )}
      </Grid>
    </Box>
  );
}
