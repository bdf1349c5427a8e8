import { parseSort } from '@/components/kit/table/sort';
import { codecFor } from '@/components/kit/filters/url-codec';

/** The grid's page sizes (the MIT grid allows at most 100 rows a page). */
export const PAGE_SIZES = [10, 20, 50, 100];

/** In the URL: `page` is 1-based like the platform's; `sort` is a column, `-column` descending. */
export const userQueryCodec = codecFor({ page: 1, limit: 20, name: '', sort: '' });
export type UserQuery = ReturnType<typeof userQueryCodec.parse>;

export const SORTABLE = ['username', 'name', 'sex', 'depart', 'mobilePhone', 'email', 'updTime'] as const;

/** `GET /api/admin/user/page` parameters for a screen state. */
export function toApiQuery(query: UserQuery) {
  const limit = PAGE_SIZES.includes(query.limit) ? query.limit : 20;
  const [sort] = parseSort(query.sort, SORTABLE);
  return { page: query.page, limit, name: query.name.trim() || undefined, sort: sort?.field, order: sort?.sort };
}
