'use client';

import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '@/lib/request/query';
import type { StatsPanelDef, StatsScreenDef } from '../resource-def';

export interface StatsFilters {
  plantId: string;
  start: string;
  end: string;
}

export type StatsPage = Pick<StatsScreenDef, 'plantType' | 'params' | 'empty'>;

/** The read of one panel; panels (and KPI rows) naming the same API and parameters share one request. */
export function usePanelData<T = unknown>(
  page: StatsPage,
  filters: StatsFilters,
  panel: Pick<StatsPanelDef, 'api' | 'params'>,
  enabled = true,
) {
  const query = {
    plantType: page.plantType,
    ...page.params,
    plantId: (page.plantType && filters.plantId) || undefined,
    start: filters.start || undefined,
    end: filters.end || undefined,
    ...panel.params,
  };
  return useApiQuery<{ status: number; data: T }>(
    { path: panel.api, query },
    { placeholderData: keepPreviousData, enabled },
  );
}
