'use client';

import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useDict } from '@/lib/dict/use-dict';
import { useAdjust } from '@/components/common/use-adjust';
import type { Element, Menu } from '@/modules/admin/contract';
import { FormDialog } from '@/components/kit/dialogs/form-dialog';
import { useForm } from '@/components/kit/forms/use-form';
import { elementSchema, emptyElement, METHODS, toElementForm } from './element-schema';
import { useSaveElement } from './use-menus';

type Props = { open: boolean; menu: Menu; element: Element | null; onClose: () => void };

/** Create or edit one of a menu's buttons (elements). */
export function ElementDialog({ open, menu, element, onClose }: Props) {
  const t = useTranslations('menus');
  const elementType = useDict('elementType');
  const initial = element ? toElementForm(element) : emptyElement(menu.code);
  const form = useForm(elementSchema(menu.code), initial, { guard: open });
  const save = useSaveElement(onClose);
  const { reset } = form;

  // Filled afresh each time the dialog opens, before it shows.
  useAdjust(() => {
    if (open) reset(element ? toElementForm(element) : emptyElement(menu.code));
  }, [open, element, menu.code]);

  function submit() {
    const parsed = form.submit();
    if (!parsed) return false;
    save.mutate({ id: element?.id, body: { ...parsed, menuId: menu.id } });
  }

  const cell = (children: React.ReactNode, wide = false) => (
    <Grid size={{ xs: 12, sm: wide ? 12 : 6 }}>{children}</Grid>
  );
  return (
    <FormDialog
      open={open}
      title={element ? t('elementEditTitle') : t('elementCreateTitle', { title: menu.title })}
      pending={save.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Grid container columnSpacing={2}>
        {cell(
          <TextField
            {...form.field('code')}
            label={t('elementCode')}
            required
            fullWidth
            autoFocus
            autoComplete="off"
          />,
          true,
        )}
        {cell(<TextField {...form.field('name')} label={t('elementName')} required fullWidth autoComplete="off" />)}
        {cell(
          <TextField {...form.field('type')} select label={t('elementType')} fullWidth>
            {elementType.choices().map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>,
        )}
        {cell(<TextField {...form.field('uri')} label={t('elementUri')} fullWidth autoComplete="off" />)}
        {cell(
          <TextField {...form.field('method')} select label={t('elementMethod')} fullWidth>
            {METHODS.map((m) => (
              <MenuItem key={m} value={m}>
                {m}
              </MenuItem>
            ))}
          </TextField>,
        )}
        {cell(
          <TextField {...form.field('description')} label={t('description')} fullWidth multiline minRows={2} />,
          true,
        )}
      </Grid>
    </FormDialog>
  );
}
