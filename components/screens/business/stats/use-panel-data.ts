'use client';

import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '@/lib/request/query';
import type { StatsPanelDef } from '../resource-def';

export interface StatsFilters {
  plantId: string;
  start: string;
  end: string;
}

/** The read of one panel; panels (and KPI rows) naming the same API and parameters share one request. */
export function usePanelData<T = unknown>(plantType: string, filters: StatsFilters, panel: Pick<StatsPanelDef, 'api' | 'params'>, enabled = true) {
  const query = { plantType, plantId: filters.plantId || undefined, start: filters.start || undefined, end: filters.end || undefined, ...panel.params };
  return useApiQuery<{ status: number; data: T }>({ path: panel.api, query }, { placeholderData: keepPreviousData, enabled });
}
