'use client';

import { useQueries } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { request } from '@/lib/request/request';
import { dictLookup, type DictLocale, type DictLookup, type DictValue } from './labels';

/**
 * The dictionary in the browser. Each type is one query (`/api/dict/dictValue/type/<code>`), kept for the
 * page load (a dictionary write on 数据字典 invalidates it, as every write invalidates its API's reads).
 * The types asked for in one render are fetched together in one request (`dictValue/types?codes=`): a
 * screen with six coded columns costs one round trip through the BFF, not six.
 */

const TYPES_PATH = '/api/dict/dictValue/types';
/** The backend's limit per read. */
const MAX_PER_READ = 50;

export const dictQueryKey = (type: string) => [`/api/dict/dictValue/type/${type}`] as const;

type Waiter = { resolve: (values: DictValue[]) => void; reject: (error: unknown) => void };
let pending: Map<string, Waiter[]> | null = null;

async function flush(): Promise<void> {
  const batch = pending!;
  pending = null;
  const types = [...batch.keys()];
  for (let i = 0; i < types.length; i += MAX_PER_READ) {
    const chunk = types.slice(i, i + MAX_PER_READ);
    try {
      const answer = await request<{ data: Record<string, DictValue[]> }>(TYPES_PATH, {
        query: { codes: chunk.join(',') },
        report: false,
      });
      for (const type of chunk) for (const w of batch.get(type)!) w.resolve(answer.data[type] ?? []);
    } catch (error) {
      for (const type of chunk) for (const w of batch.get(type)!) w.reject(error);
    }
  }
}

/** One type's values; calls made before the next macrotask share one request. */
export function loadDictType(type: string): Promise<DictValue[]> {
  return new Promise((resolve, reject) => {
    if (!pending) {
      pending = new Map();
      setTimeout(() => void flush(), 0);
    }
    const waiters = pending.get(type) ?? [];
    waiters.push({ resolve, reject });
    pending.set(type, waiters);
  });
}

const queryOf = (type: string) => ({
  queryKey: dictQueryKey(type),
  queryFn: () => loadDictType(type),
  // Once per page load: labels do not change under a user's eyes except by a dictionary write here.
  staleTime: Infinity,
  gcTime: Infinity,
});

// Module-level, so TanStack keeps the combined array while no query changes: the lookup stays the same object.
const combine = (results: { data?: DictValue[]; isError: boolean }[]) =>
  results.map((r) => r.data ?? (r.isError ? [] : undefined));

/** Labels of several types in the UI language; blank while a type loads, the raw code when the dictionary lacks it. */
export function useDicts(types: readonly string[]): DictLookup {
  const locale = useLocale() as DictLocale;
  const key = [...new Set(types.filter(Boolean))].join(',');
  const unique = useMemo(() => (key ? key.split(',') : []), [key]);
  // A failed type reads as loaded and empty: its codes show as they are rather than nothing forever.
  const data = useQueries({ queries: unique.map(queryOf), combine });
  return useMemo(
    () => dictLookup(Object.fromEntries(unique.map((type, i) => [type, data[i]])), locale),
    [unique, data, locale],
  );
}

/** One type: `label(code)` and `choices(only?)` in the UI language. */
export function useDict(type: string | undefined) {
  const lookup = useDicts(type ? [type] : []);
  return useMemo(
    () => ({
      loading: lookup.loading,
      label: (code: unknown) => lookup.label(type, code),
      choices: (only?: readonly string[]) => lookup.choices(type, only),
    }),
    [lookup, type],
  );
}
