'use client';

import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { RowActionDef } from '../table/actions-column';
import { Deferred } from '@/components/common/deferred';
import { onDemand, useOnDemand } from '@/components/common/use-on-demand';
import { confirmDialog } from '../dialogs/deferred-dialogs';
import { useWrite } from '../access/use-write';
import type { ResourceScreenDef, RowCommandDef } from '../screen-defs';
import { rowName, useColumnDicts } from './cells';
import type { DictLookup } from '@/lib/dict/labels';

type Row = Record<string, unknown> & { id: number };
type Locale = 'zh' | 'en';

// Most definitions have no commands: their icons load with the screen that has some, while its rows load.
const commandIcon = onDemand(() => import('./command-icons').then((m) => m.CommandIcon));
const iconComponents = new Map<RowCommandDef['icon'], ComponentType<SvgIconProps>>();

function iconOf(name: RowCommandDef['icon']): ComponentType<SvgIconProps> {
  let icon = iconComponents.get(name);
  if (!icon) {
    icon = function RowCommandIcon(props: SvgIconProps) {
      const [Loaded, want] = useOnDemand(commandIcon);
      useEffect(want, [want]);
      // until it has arrived, the icon's room (the button already carries its name)
      return Loaded ? (
        <Loaded {...props} command={name} />
      ) : (
        <Box component="span" sx={{ width: '1.25rem', height: '1.25rem' }} />
      );
    };
    iconComponents.set(name, icon);
  }
  return icon;
}

const fill = (text: string, name: string) => text.replaceAll('{name}', name);

/** Runs a definition's row commands: asks first where the command says so, then calls the platform. */
export function useRowCommand(def: ResourceScreenDef, locale: Locale, onRevealed?: (row: Row, value: string) => void) {
  const [pending, setPending] = useState<{ open: boolean; command: RowCommandDef | null; row: Row | null }>({
    open: false,
    command: null,
    row: null,
  });
  const dict = useColumnDicts(def.columns);
  const hasCommands = Boolean(def.commands?.length);
  useEffect(() => {
    if (hasCommands) commandIcon.load().catch(() => undefined); // a failed load is tried again by the icon itself
  }, [hasCommands]);
  const nameOf = useCallback((row: Row) => rowName(def.columns, def.nameField, row, dict), [def, dict]);
  const write = useWrite<{ data?: Record<string, unknown> } | undefined, { command: RowCommandDef; row: Row }>(
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
  const ask = useCallback(
    (command: RowCommandDef, row: Row) =>
      command.confirm ? setPending({ open: true, command, row }) : mutate({ command, row }),
    [mutate],
  );
  return { ask, pending, setPending, write, nameOf, locale };
}

/** The row buttons of a definition's commands, for the actions column (each behind its element code). */
export function commandActions(
  def: ResourceScreenDef,
  locale: Locale,
  ask: (command: RowCommandDef, row: Row) => void,
  dict: DictLookup,
  elementCode: (suffix: string) => string,
): RowActionDef<Row>[] {
  return (def.commands ?? []).map((command) => ({
    code: elementCode(command.element),
    icon: iconOf(command.icon),
    color: 'primary' as const,
    label: (row: Row) => fill(command.label[locale], rowName(def.columns, def.nameField, row, dict)),
    onClick: (row: Row) => ask(command, row),
    shown: command.when
      ? (row: Row) => command.when!.values.includes(String(row[command.when!.field] ?? ''))
      : undefined,
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
