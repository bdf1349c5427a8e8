import { parseSort } from '@/components/kit/table/sort';
import { codecFor } from '@/components/kit/filters/url-codec';

export const PAGE_SIZES = [10, 20, 50, 100];

export const gateLogQueryCodec = codecFor({
  page: 1,
  limit: 20,
  crtName: '',
  menu: '',
  opt: '',
  uri: '',
  startTime: '',
  endTime: '',
  sort: '',
});
export type GateLogQuery = ReturnType<typeof gateLogQueryCodec.parse>;

export const TEXT_FILTERS = ['crtName', 'menu', 'opt', 'uri'] as const;
export const SORTABLE = ['crtTime', 'crtName', 'crtHost', 'menu', 'opt', 'uri'] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An end date before the start date matches nothing; the screen says so instead of asking. */
export function rangeIsValid(query: Pick<GateLogQuery, 'startTime' | 'endTime'>): boolean {
  return !query.startTime || !query.endTime || query.startTime <= query.endTime;
}

/** `GET /api/admin/gateLog/page` parameters; dates that are not `yyyy-MM-dd` are dropped. */
export function toApiQuery(query: GateLogQuery) {
  const [sort] = parseSort(query.sort, SORTABLE);
  return {
    page: query.page,
    limit: PAGE_SIZES.includes(query.limit) ? query.limit : 20,
    ...Object.fromEntries(TEXT_FILTERS.map((key) => [key, query[key].trim() || undefined])),
    startTime: DATE.test(query.startTime) ? query.startTime : undefined,
    endTime: DATE.test(query.endTime) ? query.endTime : undefined,
    sort: sort?.field,
    order: sort?.sort,
  };
}

/** The request body as stored (JSON text), indented for reading; anything else as it is. */
export function prettyBody(body: string | undefined): string {
  if (!body) return '';
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
