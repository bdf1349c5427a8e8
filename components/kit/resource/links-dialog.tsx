'use client';

import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAdjust } from '@/components/common/use-adjust';
import { request } from '@/lib/request/request';
import { FormDialog } from '../dialogs/form-dialog';
import { notifySuccess } from '../access/use-write';
import { useGranted } from '../access/use-granted';
import { useElementCode } from '../access/page-code';
import type { LinksDef, ResourceScreenDef } from '../screen-defs';
import { choiceOf, RemoteMultiField } from '../forms/remote-multi-field';
import type { Choice } from '../forms/use-ref-options';

type Row = Record<string, unknown> & { id: number };
type Props = { def: ResourceScreenDef; links: LinksDef; row: Row; name: string; open: boolean; onClose: () => void };

const idsOf = (list: readonly Choice[]) =>
  list
    .map((c) => Number(c.value))
    .sort((a, b) => a - b)
    .join(',');

/**
 * The rows a row is linked to (a position's users, roles and departments), each list a remote-search
 * multi-select. Saving replaces only the lists that changed, one `PUT` each; the holders of the edit code
 * change them, the others read them.
 */
export function LinksDialog({ def, links, row, name, open, onClose }: Props) {
  const t = useTranslations('resource');
  const locale = useLocale() as 'zh' | 'en';
  const granted = useGranted();
  const elementCode = useElementCode(def);
  const canEdit = granted(elementCode(links.element));
  const client = useQueryClient();
  // Each opening reads the stored lists afresh (its own query key, dropped when unused): a cached
  // copy shown at once and replaced by the refetch a moment later would undo the user's first edits.
  const [opening, setOpening] = useState(0);
  useAdjust(() => open && setOpening((n) => n + 1), [open]);
  const saved = useQueries({
    queries: links.lists.map((list) => ({
      queryKey: [`${def.api}/${row.id}/${list.key}`, { opening }],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        request<{ data: Record<string, unknown>[] }>(`${def.api}/${row.id}/${list.key}`, { signal, report: false }),
      enabled: open,
      gcTime: 0,
      refetchOnWindowFocus: false,
    })),
  });
  const loaded = saved.every((q) => q.data !== undefined);
  const failed = saved.some((q) => q.isError);
  const fromServer = () => links.lists.map((list, i) => (saved[i]!.data?.data ?? []).map((r) => choiceOf(list.ref, r)));
  const [chosen, setChosen] = useState<Choice[][]>(() => links.lists.map(() => []));
  const [touched, setTouched] = useState(false);
  // The dialog opens on what is stored; once the user has changed a list, nothing reloaded replaces it.
  useAdjust(() => setTouched(false), [opening]);
  useAdjust(() => !touched && setChosen(fromServer()), [loaded, opening, ...saved.map((q) => q.dataUpdatedAt)]);
  const changed = loaded
    ? links.lists.map((_, i) => idsOf(chosen[i] ?? []) !== idsOf(fromServer()[i]!))
    : links.lists.map(() => false);

  const save = useMutation({
    mutationFn: async () => {
      for (const [i, list] of links.lists.entries()) {
        if (!changed[i]) continue;
        await request(`${def.api}/${row.id}/${list.key}`, {
          method: 'PUT',
          query: { [list.param]: idsOf(chosen[i]!) },
          report: false,
        });
      }
    },
    onSettled: () =>
      void client.invalidateQueries({
        predicate: ({ queryKey: [path] }) => typeof path === 'string' && path.startsWith(def.api),
      }),
    onSuccess: () => {
      notifySuccess(t('linksSaved', { name }));
      onClose();
    },
  });

  return (
    <FormDialog
      open={open}
      title={links.title[locale].replaceAll('{name}', name)}
      width={640}
      pending={save.isPending}
      submitLabel={canEdit ? undefined : t('close')}
      onClose={onClose}
      onSubmit={() => {
        if (!canEdit || !changed.some(Boolean)) return onClose();
        save.mutate();
      }}
    >
      {!loaded && !failed && <LinearProgress aria-label={t('searching')} />}
      {failed && <Alert severity="error">{t('loadFailed')}</Alert>}
      {loaded && (
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!canEdit && (
            <Alert severity="info" variant="outlined" sx={{ py: 0 }}>
              {t('linksReadOnly')}
            </Alert>
          )}
          {links.lists.map((list, i) => (
            <RemoteMultiField
              key={list.key}
              refDef={list.ref}
              label={list.title[locale]}
              value={chosen[i] ?? []}
              disabled={!canEdit || save.isPending}
              onChange={(next) => {
                setTouched(true);
                setChosen((all) => all.map((c, j) => (j === i ? next : c)));
              }}
            />
          ))}
        </Stack>
      )}
    </FormDialog>
  );
}
