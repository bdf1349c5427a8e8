'use client';

import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import StopOutlined from '@mui/icons-material/StopOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { RowActionDef } from '../../admin/common/actions-column';
import { Deferred } from '@/components/common/deferred';
import { confirmDialog } from '../../admin/common/deferred-dialogs';
import { useAdminWrite } from '../../admin/common/use-admin-write';
import type { ResourceScreenDef, RowCommandDef } from '../resource-def';
import { rowName, useColumnDicts } from './cells';
import type { DictLookup } from '@/lib/dict/labels';

type Row = Record<string, unknown> & { id: number };
type Locale = 'zh' | 'en';

const icons = {
  start: PlayArrowOutlined,
  stop: StopOutlined,
  finish: FlagOutlined,
  generate: GridOnOutlined,
  send: CampaignOutlined,
  verify: FactCheckOutlined,
  switch: SwapHorizOutlined,
  key: KeyOutlined,
} as const;

const fill = (text: string, name: string) => text.replaceAll('{name}', name);

/** Runs a definition's row commands: asks first where the command says so, then calls the platform. */
export function useRowCommand(def: ResourceScreenDef, locale: Locale, onRevealed?: (row: Row, value: string) => void) {
  const [pending, setPending] = useState<{ open: boolean; command: RowCommandDef | null; row: Row | null }>({ open: false, command: null, row: null });
  const dict = useColumnDicts(def.columns);
  const nameOf = useCallback((row: Row) => rowName(def.columns, def.nameField, row, dict), [def, dict]);
  const write = useAdminWrite<{ data?: Record<string, unknown> } | undefined, { command: RowCommandDef; row: Row }>(
    ({ command, row }) => ({ path: `${def.api}/${row.id}/${command.name}`, method: command.method, body: {} }),
    {
      success: (_d, { command, row }) => fill(command.done[locale], nameOf(row)),
      invalidate: [def.api],
      onSettled: () => setPending((p) => ({ ...p, open: false })),
      onSuccess: (reply, { command, row }) => {
        const value = command.reveals && def.reveal ? reply?.data?.[def.reveal.field] : undefined;
        if (typeof value === 'string') onRevealed?.(row, value);
      },
    },
  );
  const { mutate } = write;
  const ask = useCallback((command: RowCommandDef, row: Row) => (command.confirm ? setPending({ open: true, command, row }) : mutate({ command, row })), [mutate]);
  return { ask, pending, setPending, write, nameOf, locale };
}

/** The row buttons of a definition's commands, for the actions column (each behind its element code). */
export function commandActions(def: ResourceScreenDef, locale: Locale, ask: (command: RowCommandDef, row: Row) => void, dict: DictLookup): RowActionDef<Row>[] {
  return (def.commands ?? []).map((command) => ({
    code: `${def.screen}:${command.element}`,
    icon: icons[command.icon],
    color: 'primary' as const,
    label: (row: Row) => fill(command.label[locale], rowName(def.columns, def.nameField, row, dict)),
    onClick: (row: Row) => ask(command, row),
    shown: command.when ? (row: Row) => command.when!.values.includes(String(row[command.when!.field] ?? '')) : undefined,
  }));
}

/** The confirmation of a command that asks first. */
export function CommandConfirm({ command }: { command: ReturnType<typeof useRowCommand> }) {
  const t = useTranslations('resource');
  const { pending, setPending, write, nameOf, locale } = command;
  if (!pending.command || !pending.row) return null;
  const name = nameOf(pending.row);
  return (
    <Deferred
      entry={confirmDialog}
      open={pending.open}
      props={{
        open: pending.open,
        title: fill(pending.command.label[locale], name),
        message: fill(pending.command.confirm?.[locale] ?? '', name),
        confirmLabel: t('confirm'),
        pending: write.isPending,
        onConfirm: () => write.mutate({ command: pending.command!, row: pending.row! }),
        onClose: () => setPending((p) => ({ ...p, open: false })),
      }}
    />
  );
}
