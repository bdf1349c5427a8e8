'use client';

import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '@/lib/request/query';
import type { StatsPanelDef, StatsScreenDef } from '../screen-defs';

/** The page's filters: the day range, and the value of its choice (empty: all). */
export interface StatsFilters {
  choice: string;
  start: string;
  end: string;
}

export type StatsPage = Pick<StatsScreenDef, 'choice' | 'params' | 'empty' | 'dicts'>;

/** The read of one panel; panels (and KPI rows) naming the same API and parameters share one request. */
export function usePanelData<T = unknown>(
  page: StatsPage,
  filters: StatsFilters,
  panel: Pick<StatsPanelDef, 'api' | 'params'>,
  enabled = true,
) {
  const query = {
    ...page.params,
    ...(page.choice && filters.choice ? { [page.choice.param]: filters.choice } : {}),
    start: filters.start || undefined,
    end: filters.end || undefined,
    ...panel.params,
  };
  return useApiQuery<{ status: number; data: T }>(
    { path: panel.api, query },
    { placeholderData: keepPreviousData, enabled },
  );
}
