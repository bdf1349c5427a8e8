'use client';

import {
  TABLE_SETTINGS_API,
  tableSettingsListSchema,
  type TableSettings,
} from '@console/contract/admin/table-settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { request } from '@/lib/request/request';

type Saved = Readonly<Record<string, TableSettings>>;

const QUERY_KEY = [TABLE_SETTINGS_API];

/** How long a table waits after the last change before it saves (a dragged edge changes its width many times). */
export const SAVE_DELAY_MS = 600;

/**
 * The user's settings of every table, read once a session. A platform that does not keep them (or a failed read)
 * leaves every table as built: the table's own read says what is wrong with the platform, this one stays quiet.
 */
async function readSaved(signal: AbortSignal): Promise<Saved> {
  try {
    const body = await request<{ data?: unknown }>(TABLE_SETTINGS_API, { signal, report: false });
    const parsed = tableSettingsListSchema.safeParse(body.data ?? {});
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

const same = (a: TableSettings, b: TableSettings) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One table's column settings (hidden, order, widths). With a key they are the user's, kept by the platform and
 * restored in any browser after sign-in; without one they live as long as the table does.
 */
export function useTableSettings(key: string | undefined, built: TableSettings) {
  const client = useQueryClient();
  const saved = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => readSaved(signal),
    enabled: key !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const [own, setOwn] = useState<TableSettings | null>(null);
  const settings = (key ? saved.data?.[key] : own) ?? built;
  const customised = key ? saved.data?.[key] !== undefined : own !== null;

  // The last change waits SAVE_DELAY_MS for the next; a table that goes away still saves what it was told.
  const pending = useRef<{ key: string; value: TableSettings | null; timer: ReturnType<typeof setTimeout> } | null>(
    null,
  );
  const flush = () => {
    const p = pending.current;
    if (!p) return;
    clearTimeout(p.timer);
    pending.current = null;
    const path = `${TABLE_SETTINGS_API}/${encodeURIComponent(p.key)}`;
    void request(path, p.value ? { method: 'PUT', body: p.value } : { method: 'DELETE' }).catch(() => undefined);
  };
  useEffect(() => flush, []);

  // Changes apply to the latest settings (a drag's moves come faster than renders); the same as built is a reset.
  const update = (change: (current: TableSettings) => TableSettings | null) => {
    const next = (current: TableSettings | undefined) => {
      const value = change(current ?? built);
      return value && !same(value, built) ? value : null;
    };
    if (!key) {
      setOwn((current) => next(current ?? undefined));
      return;
    }
    const apply = () => {
      const value = next(client.getQueryData<Saved>(QUERY_KEY)?.[key]);
      client.setQueryData<Saved>(QUERY_KEY, (old = {}) => {
        const copy = { ...old };
        if (value) copy[key] = value;
        else delete copy[key];
        return copy;
      });
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { key, value, timer: setTimeout(flush, SAVE_DELAY_MS) };
    };
    // Before the saved settings are read, a change would be overwritten by them when they arrive (and saved all the
    // same): it waits for them.
    if (client.getQueryData<Saved>(QUERY_KEY) !== undefined) apply();
    else void client.ensureQueryData({ queryKey: QUERY_KEY, queryFn: ({ signal }) => readSaved(signal) }).then(apply);
  };

  return {
    settings,
    customised,
    /** The user's saved settings are read (always, for a table without a key): the picker's controls wait for it. */
    ready: key === undefined || saved.data !== undefined,
    /** Changes the table's settings from the latest ones. */
    change: (change: (current: TableSettings) => TableSettings) => update(change),
    reset: () => update(() => null),
  };
}
