import type { SortItem } from '@/components/common/data-table/types';

/** A table's one-column sort as the URL keeps it: `column`, or `-column` for descending. */
export function parseSort(sort: string, sortable: readonly string[]): SortItem[] {
  const field = sort.replace(/^-/, '');
  return sortable.includes(field) ? [{ field, sort: sort.startsWith('-') ? 'desc' : 'asc' }] : [];
}

export function formatSort(model: readonly { field: string; sort?: 'asc' | 'desc' | null }[]): string {
  const first = model[0];
  return first?.sort ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : '';
}
