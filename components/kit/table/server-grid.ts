'use client';

import type { PageModel, SortItem } from '@/components/common/data-table/types';
import { useMemo } from 'react';
import { formatSort, parseSort } from './sort';

type Paged = { page: number; limit: number; sort: string };

/**
 * A server-paged table's page and sort, driven by a screen's URL state: only a real change is passed
 * on, and only a new sort or page size starts again at page 1.
 */
export function useServerGridModels<Q extends Paged>(
  query: Q,
  change: (next: Partial<Q>) => void,
  sortable: readonly string[],
) {
  const paginationModel = useMemo<PageModel>(
    () => ({ page: query.page - 1, pageSize: query.limit }),
    [query.page, query.limit],
  );
  const sortModel = useMemo<SortItem[]>(() => parseSort(query.sort, sortable), [query.sort, sortable]);
  return {
    paginationModel,
    sortModel,
    onPaginationModelChange(m: PageModel) {
      if (m.pageSize !== query.limit) change({ page: 1, limit: m.pageSize } as Partial<Q>);
      else if (m.page + 1 !== query.page) change({ page: m.page + 1 } as Partial<Q>);
    },
    onSortModelChange(m: SortItem[]) {
      const sort = formatSort(m);
      if (sort !== query.sort) change({ sort, page: 1 } as Partial<Q>);
    },
  };
}
