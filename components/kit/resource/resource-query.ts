import { parseSort } from '../table/sort';
import { codecFor, type UrlCodec } from '../filters/url-codec';
import type { ResourceScreenDef } from '../screen-defs';

export const PAGE_SIZES = [10, 20, 50, 100];

export type ResourceQuery = Record<string, string | number> & {
  page: number;
  limit: number;
  sort: string;
  keyword: string;
  start: string;
  end: string;
};

export const filterColumns = (def: ResourceScreenDef) => def.columns.filter((c) => c.filter);
export const sortableFields = (def: ResourceScreenDef) => def.columns.filter((c) => c.sortable).map((c) => c.field);

/** The page's filters, paging and sort in the URL; an untouched page keeps a clean URL. */
export function resourceQueryCodec(def: ResourceScreenDef): UrlCodec<ResourceQuery> {
  const defaults: Record<string, string | number> = {
    page: 1,
    limit: 20,
    sort: def.sort ?? '',
    keyword: '',
    start: '',
    end: '',
  };
  for (const column of filterColumns(def)) defaults[column.field] = '';
  return codecFor(defaults) as UrlCodec<ResourceQuery>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A range whose end is before its start matches nothing; the page says so instead of asking. */
export function rangeIsValid(query: Pick<ResourceQuery, 'start' | 'end'>): boolean {
  return !query.start || !query.end || query.start <= query.end;
}

/** Filters the page asks for before it reads anything (e.g. the device of a raw-data page), still empty. */
export function missingFilters(def: ResourceScreenDef, query: ResourceQuery) {
  return filterColumns(def).filter((c) => c.filterRequired && !String(query[c.field] ?? '').trim());
}

/** The `page` (and `export`) parameters; dates that are not `yyyy-MM-dd` and unknown sorts are dropped. */
export function toApiQuery(def: ResourceScreenDef, query: ResourceQuery): Record<string, string | number | undefined> {
  const [sort] = parseSort(query.sort, sortableFields(def));
  const out: Record<string, string | number | undefined> = {
    page: query.page,
    limit: PAGE_SIZES.includes(query.limit) ? query.limit : 20,
    sort: sort?.field,
    order: sort?.sort,
  };
  if (def.keyword) out.keyword = query.keyword.trim() || undefined;
  if (def.range) {
    out.start = DATE.test(query.start) ? query.start : undefined;
    out.end = DATE.test(query.end) ? query.end : undefined;
  }
  for (const column of filterColumns(def)) {
    const value = String(query[column.field] ?? '').trim();
    out[column.field] = value || undefined;
  }
  return out;
}

/** The export link: the same filters and sort, without paging. */
export function exportHref(
  def: ResourceScreenDef,
  query: ResourceQuery,
  fixed?: Record<string, string | number>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...toApiQuery(def, query), ...fixed })) {
    if (key === 'page' || key === 'limit' || value === undefined) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${def.api}/export${search ? `?${search}` : ''}`;
}
