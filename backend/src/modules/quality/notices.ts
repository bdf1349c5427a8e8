import type { Store } from '../../db/database.js';
import { deviceSection, sectionWhere } from '../../domain/data-scope.js';
import { userMenus } from '../../domain/permissions.js';
import { pageWindow } from '../../domain/paging.js';
import { rejected } from '../../domain/rejected.js';
import { badQuery } from '../../kit/stats-range.js';
import { asObject } from '../../domain/validate.js';
import { ok } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { siteNow } from '../../kit/site-clock.js';
import { parseSiteTime, siteTime } from '../../sim/reads.js';
import { anyAlarmAudience, domainsHeardBy } from '@console/contract/quality/audience';

/*
 * The notification centre: the alarms of the last days a user hears (the domains their menus cover, as on the live
 * channel), newest first, with what that user has read. Reading is per user and kept here, so it follows the user
 * to another browser: a read alarm has a row ("all read" writes one for every alarm listed so far, whatever its
 * time, so an alarm written later in the same second stays unread); rows of alarms past the window are dropped.
 */

/** How far back the centre lists alarms, in days of site time. */
export const NOTICE_DAYS = 7;
const maxIds = 200;

interface Scope {
  userId: number;
  domains: string[];
  since: string;
  /** The user's data scope: the sections of the alarms' devices they reach (null: all). */
  sections: { sql: string; params: unknown[] } | null;
}

function scopeOf(ctx: RequestContext): Scope {
  const store = ctx.app.store;
  const menus = new Set(userMenus(store, ctx.actor.id).map((m) => m.code));
  const now = parseSiteTime(siteNow(ctx.app)) ?? Date.now();
  return {
    userId: ctx.actor.id,
    domains: domainsHeardBy(menus),
    since: siteTime(now - NOTICE_DAYS * 86_400_000),
    sections: sectionWhere(store, ctx.actor.id, `COALESCE(${deviceSection('a.deviceId')}, 0)`),
  };
}

/** The scope as SQL over `pdca_alarm a`, with whether the user has read each alarm as `read`. */
function scoped(scope: Scope): { where: string; read: string; params: unknown[] } {
  const marks = scope.domains.map(() => '?').join(', ');
  return {
    where: `a.t >= ? AND a.domain IN (${marks || "''"})${scope.sections ? ` AND ${scope.sections.sql}` : ''}`,
    read: 'EXISTS (SELECT 1 FROM pdca_notice_read r WHERE r.userId = ? AND r.alarmId = a.id)',
    params: [scope.since, ...scope.domains, ...(scope.sections?.params ?? [])],
  };
}

function unreadCounts(store: Store, scope: Scope) {
  const q = scoped(scope);
  const r = store.get<{ n: number; l1: number | null; l2: number | null; l3: number | null }>(
    `SELECT COUNT(*) n, SUM(a.level = 1) l1, SUM(a.level = 2) l2, SUM(a.level = 3) l3 FROM pdca_alarm a
      WHERE ${q.where} AND NOT ${q.read}`,
    ...q.params,
    scope.userId,
  )!;
  return { total: r.n, level1: r.l1 ?? 0, level2: r.l2 ?? 0, level3: r.l3 ?? 0 };
}

function list(ctx: RequestContext) {
  const store = ctx.app.store;
  const scope = scopeOf(ctx);
  const q = scoped(scope);
  const { limit, offset } = pageWindow(ctx.query);
  const levelText = ctx.query.get('level')?.trim() ?? '';
  if (levelText && !/^[123]$/.test(levelText)) throw badQuery('参数 level 只能是 1、2 或 3');
  const unreadOnly = ctx.query.get('unread')?.trim() ?? '';
  if (unreadOnly && !/^[01]$/.test(unreadOnly)) throw badQuery('参数 unread 只能是 0 或 1');
  const filter = `${levelText ? ' AND a.level = ?' : ''}${unreadOnly === '1' ? ` AND NOT ${q.read}` : ''}`;
  const params = [
    ...q.params,
    ...(levelText ? [Number(levelText)] : []),
    ...(unreadOnly === '1' ? [scope.userId] : []),
  ];
  const total = store.get<{ n: number }>(`SELECT COUNT(*) n FROM pdca_alarm a WHERE ${q.where}${filter}`, ...params)!.n;
  const rows = store
    .all<Record<string, unknown>>(
      `SELECT a.id, a.alarmNo, a.domain, a.type, a.level, d.code deviceCode, a.t, a.value, a.threshold, a.place,
              a.message, a.clearedAt, a.ackAt, a.ackBy, a.problemId, ${q.read} AS read
         FROM pdca_alarm a LEFT JOIN site_device d ON d.id = a.deviceId
        WHERE ${q.where}${filter} ORDER BY a.t DESC, a.id DESC LIMIT ? OFFSET ?`,
      scope.userId,
      ...params,
      limit,
      offset,
    )
    .map((row) => {
      const out: Record<string, unknown> = {};
      // The platform leaves nulls out of its JSON.
      for (const [key, value] of Object.entries(row)) if (value !== null) out[key] = value;
      out.read = row.read === 1;
      return out;
    });
  return { rows, total, unread: unreadCounts(store, scope) };
}

function markRead(ctx: RequestContext) {
  const body = asObject(ctx.body);
  const ids = body.ids;
  if (
    !Array.isArray(ids) ||
    ids.length === 0 ||
    ids.length > maxIds ||
    !ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)
  )
    throw rejected(`ids 必须是 1 到 ${maxIds} 个报警 id`);
  const store = ctx.app.store;
  const scope = scopeOf(ctx);
  const q = scoped(scope);
  store.transaction(() => {
    // Only alarms the user hears: an id of another domain or outside the window is ignored.
    for (const id of new Set(ids as number[]))
      store.run(
        `INSERT OR IGNORE INTO pdca_notice_read (userId, alarmId)
           SELECT ?, a.id FROM pdca_alarm a WHERE a.id = ? AND ${q.where}`,
        scope.userId,
        id,
        ...q.params,
      );
  });
  return { unread: unreadCounts(store, scope) };
}

function markAllRead(ctx: RequestContext) {
  const store = ctx.app.store;
  const scope = scopeOf(ctx);
  const q = scoped(scope);
  store.transaction(() => {
    store.run(
      `INSERT OR IGNORE INTO pdca_notice_read (userId, alarmId) SELECT ?, a.id FROM pdca_alarm a WHERE ${q.where}`,
      scope.userId,
      ...q.params,
    );
    // Alarms past the window are no longer listed: their rows go.
    store.run(
      'DELETE FROM pdca_notice_read WHERE userId = ? AND alarmId IN (SELECT id FROM pdca_alarm WHERE t < ?)',
      scope.userId,
      scope.since,
    );
  });
  return { unread: unreadCounts(store, scope) };
}

/** Every page that hears an alarm may open the centre; what it lists is narrowed to the domains the user hears. */
export const noticeRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/pdca/notice/list', menus: [...anyAlarmAudience], handler: (ctx) => ok(list(ctx)) },
  { method: 'POST', path: '/api/pdca/notice/read', menus: [...anyAlarmAudience], handler: (ctx) => ok(markRead(ctx)) },
  {
    method: 'POST',
    path: '/api/pdca/notice/readAll',
    menus: [...anyAlarmAudience],
    handler: (ctx) => ok(markAllRead(ctx)),
  },
];
