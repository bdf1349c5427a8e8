'use client';

import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { formatSort, parseSort } from './sort';

type Paged = { page: number; limit: number; sort: string };

/**
 * The data grid's page and sort, driven by a screen's URL state. The grid also reports models it
 * was merely given (a new array is "a change" to it), so only a real change is passed on, and only a
 * new sort or page size starts again at page 1.
 */
export function useServerGridModels<Q extends Paged>(query: Q, change: (next: Partial<Q>) => void, sortable: readonly string[]) {
  const paginationModel = useMemo<GridPaginationModel>(() => ({ page: query.page - 1, pageSize: query.limit }), [query.page, query.limit]);
  const sortModel = useMemo<GridSortModel>(() => parseSort(query.sort, sortable), [query.sort, sortable]);
  return {
    paginationModel,
    sortModel,
    onPaginationModelChange(m: GridPaginationModel) {
      if (m.pageSize !== query.limit) change({ page: 1, limit: m.pageSize } as Partial<Q>);
      else if (m.page + 1 !== query.page) change({ page: m.page + 1 } as Partial<Q>);
    },
    onSortModelChange(m: GridSortModel) {
      const sort = formatSort(m);
      if (sort !== query.sort) change({ sort, page: 1 } as Partial<Q>);
    },
  };
}
