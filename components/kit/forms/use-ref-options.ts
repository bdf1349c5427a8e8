'use client';

import { useApiQuery } from '@/lib/request/query';
import type { ColumnDef } from '../screen-defs';

export type Choice = { value: string; label: string };

/** The rows a reference may point at (`GET <api>/all`), labelled by the definition's label fields. */
export function useRefOptions(column: ColumnDef, enabled: boolean): { choices: Choice[]; loading: boolean } {
  const api = column.ref?.api ?? '';
  const rows = useApiQuery<Record<string, unknown>[]>(
    { path: `${api}/all`, query: column.ref?.where ?? {} },
    { enabled: enabled && api !== '', staleTime: 30_000 },
  );
  const choices = (rows.data ?? []).map((row) => ({
    value: String(row.id),
    label: (column.ref?.label ?? ['id'])
      .map((field) => row[field])
      .filter((part) => part !== null && part !== undefined && part !== '')
      .join(' · '),
  }));
  return { choices, loading: rows.isLoading };
}
