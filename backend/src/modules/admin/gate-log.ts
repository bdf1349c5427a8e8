import type { Actor } from '../../domain/actor.js';
import type { Store } from '../../db/database.js';
import { findMenuByCode } from './menus.js';
import { rejected } from '../../domain/rejected.js';
import type { GateLogRow } from '../../domain/rows.js';
import { Filters, orderClause, pageWindow } from '../../domain/paging.js';
import { formatDateTime } from '../../domain/time.js';

const mask = '******';
/** A body larger than this is kept as its size: the log is for who changed what, not a store for any payload. */
const KEPT_BODY_CHARS = 8192;

/** Copies a request body with every member the route declares secret or personal masked, at any depth. */
export function redact(value: unknown, masked: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((inner) => redact(inner, masked));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, masked.has(key) ? mask : redact(inner, masked)]),
    );
  }
  return value;
}

export function redactQuery(query: URLSearchParams, masked: ReadonlySet<string>): string {
  const copy = new URLSearchParams();
  for (const [key, value] of query) copy.append(key, masked.has(key) || key === 'token' ? mask : value);
  const text = copy.toString();
  return text ? `?${text}` : '';
}

function keptBody(body: unknown, masked: ReadonlySet<string>): string | null {
  if (body === undefined) return null;
  const text = JSON.stringify(redact(body, masked));
  return text.length > KEPT_BODY_CHARS ? JSON.stringify({ chars: text.length }) : text;
}

export function writeGateLog(
  store: Store,
  actor: Actor,
  entry: {
    menuCode: string;
    opt: string;
    masked?: readonly string[];
    path: string;
    query: URLSearchParams;
    body: unknown;
  },
): void {
  const menu = findMenuByCode(store, entry.menuCode)?.title ?? entry.menuCode;
  const masked = new Set(entry.masked);
  store.insert('gate_log', {
    menu,
    opt: entry.opt,
    uri: entry.path + redactQuery(entry.query, masked),
    body: keptBody(entry.body, masked),
    crtTime: formatDateTime(),
    crtUser: String(actor.id),
    crtName: actor.username,
    crtHost: actor.host,
  });
}

export function findGateLog(store: Store, id: number): GateLogRow | undefined {
  return store.get<GateLogRow>('SELECT * FROM gate_log WHERE id = ?', id);
}

const sortable = ['id', 'crtTime', 'crtName', 'crtHost', 'menu', 'opt', 'uri'];
const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
const dateTime = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;

/**
 * `startTime` / `endTime` as `yyyy-MM-dd`, `yyyy-MM-dd HH:mm[:ss]` or the browser's `yyyy-MM-ddTHH:mm`,
 * both inclusive. `crtTime` is stored as `yyyy-MM-dd HH:mm:ss`, so bounds compare as text.
 */
function timeBound(query: URLSearchParams, name: 'startTime' | 'endTime'): string | undefined {
  const raw = query.get(name)?.trim();
  if (!raw) return undefined;
  const end = name === 'endTime';
  if (dateOnly.test(raw)) return `${raw} ${end ? '23:59:59' : '00:00:00'}`;
  const match = dateTime.exec(raw);
  if (!match) throw rejected(`参数 ${name} 必须是 yyyy-MM-dd 或 yyyy-MM-dd HH:mm:ss 格式的时间`);
  return `${match[1]} ${match[2]}${match[3] ?? (end ? ':59' : ':00')}`;
}

/** Newest first unless `sort` names a whitelisted column. */
export function pageGateLogs(store: Store, query: URLSearchParams): { total: number; rows: GateLogRow[] } {
  const { limit, offset } = pageWindow(query);
  const filters = new Filters()
    .like('crtName', query.get('crtName'))
    .like('menu', query.get('menu'))
    .like('uri', query.get('uri'))
    .like('opt', query.get('opt'));
  const from = timeBound(query, 'startTime');
  const to = timeBound(query, 'endTime');
  if (from) filters.add('crtTime >= ?', from);
  if (to) filters.add('crtTime <= ?', to);
  const order = orderClause(query, sortable, 'id DESC');
  const total = store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM gate_log ${filters.where}`, ...filters.params)!.n;
  const rows = store.all<GateLogRow>(
    `SELECT * FROM gate_log ${filters.where} ${order} LIMIT ? OFFSET ?`,
    ...filters.params,
    limit,
    offset,
  );
  return { total, rows };
}
