'use client';

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAdjust } from '@/components/common/use-adjust';
import type { Element, MenuNode } from '@/modules/admin/contract';
import { useGrantElement, useMenuElements, useRoleElements } from './use-roles';

type Props = { roleId: number; menu: MenuNode | null; canGrant: boolean; label: (menu: MenuNode) => string };

/** The buttons of the menu focused in the grant tree; each tick is granted or revoked at once. */
export function ElementGrant({ roleId, menu, canGrant, label }: Props) {
  const t = useTranslations('roles');
  const elements = useMenuElements(menu?.id ?? null);
  const granted = useRoleElements(roleId);
  const grant = useGrantElement(roleId);
  const ids = new Set(granted.data?.data ?? []);
  // A tick shows at once; the server's list replaces it when it reloads, a refusal takes it back.
  const [intended, setIntended] = useState<Record<number, boolean>>({});
  useAdjust(() => setIntended({}), [granted.data]);
  const toggle = (element: Element, on: boolean) => {
    setIntended((m) => ({ ...m, [element.id]: on }));
    grant.mutate(
      { element, granted: on },
      { onError: () => setIntended(({ [element.id]: _dropped, ...rest }) => rest) },
    );
  };
  const rows = elements.data?.data.rows ?? [];

  let body: React.ReactNode;
  if (!menu)
    body = (
      <Typography variant="body2" color="text.secondary">
        {t('pickMenu')}
      </Typography>
    );
  else if (elements.isPending || granted.isPending) body = <LinearProgress aria-label={t('loading')} />;
  else if (rows.length === 0)
    body = (
      <Typography variant="body2" color="text.secondary">
        {t('noElements')}
      </Typography>
    );
  else
    body = (
      <FormGroup>
        {rows.map((element) => (
          <FormControlLabel
            key={element.id}
            disabled={!canGrant || grant.isPending}
            control={
              <Checkbox
                checked={intended[element.id] ?? ids.has(element.id)}
                onChange={(e) => toggle(element, e.target.checked)}
              />
            }
            label={
              <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'baseline' }}>
                {element.name}
                <Typography component="span" variant="caption" color="text.secondary">
                  {element.code}
                </Typography>
              </Box>
            }
          />
        ))}
      </FormGroup>
    );

  return (
    <Stack component="section" aria-labelledby="element-grant-heading" sx={{ width: { md: 320 }, flexShrink: 0 }}>
      <Typography
        id="element-grant-heading"
        component="h3"
        variant="subtitle2"
        sx={{ mb: 1, minHeight: 32, display: 'flex', alignItems: 'center' }}
      >
        {menu ? t('elementGrantsOf', { title: label(menu) }) : t('elementGrants')}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minHeight: 120 }}>{body}</Box>
    </Stack>
  );
}
