'use client';

import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormDialog } from '../dialogs/form-dialog';
import { useWrite } from '../access/use-write';
import type { TreeResourceScreenDef } from '../screen-defs';
import { RemoteMultiField } from '../forms/remote-multi-field';
import type { Choice } from '../forms/use-ref-options';

type Props = { def: TreeResourceScreenDef; node: { id: number }; nodeName: string; open: boolean; onClose: () => void };

/**
 * Several rows found by search, added to a node at once (a department's members): one request, the
 * platform skips those already there and answers how many it added.
 */
export function AddManyDialog({ def, node, nodeName, open, onClose }: Props) {
  const t = useTranslations('treeResource');
  const locale = useLocale() as 'zh' | 'en';
  const many = def.addMany!;
  const [chosen, setChosen] = useState<Choice[]>([]);
  const [error, setError] = useState(false);
  const noun = def.list.noun[locale];
  const pickLabel = def.list.columns.find((c) => c.type === 'ref' && c.form)?.title[locale] ?? noun;
  const close = () => {
    setChosen([]);
    setError(false);
    onClose();
  };
  const add = useWrite<{ data?: number }, Choice[]>(
    (list) => ({
      path: def.list.api,
      method: 'POST',
      query: { [many.nodeParam]: node.id, [many.param]: list.map((c) => c.value).join(',') },
    }),
    {
      success: (reply, list) =>
        t('addedMany', { count: reply?.data ?? list.length, chosen: list.length, noun, name: nodeName }),
      invalidate: [def.list.api, def.tree.api],
      onSuccess: close,
    },
  );
  return (
    <FormDialog
      open={open}
      title={t('addManyTitle', { noun, name: nodeName })}
      pending={add.isPending}
      submitLabel={t('addMany', { count: chosen.length })}
      onClose={close}
      onSubmit={() => {
        if (chosen.length === 0) {
          setError(true);
          return false;
        }
        add.mutate(chosen);
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('addManyHelp', { noun })}
      </Typography>
      <RemoteMultiField
        refDef={many.ref}
        label={pickLabel}
        value={chosen}
        onChange={(next) => {
          setChosen(next);
          setError(false);
        }}
        error={error}
        helperText={error ? t('addManyNone') : undefined}
        disabled={add.isPending}
      />
    </FormDialog>
  );
}
