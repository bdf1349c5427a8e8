import {
  TABLE_SETTINGS_API,
  TABLE_SETTINGS_LIMITS,
  tableSettingsSchema,
  type TableSettings,
} from '@console/contract/admin/table-settings';
import { formatDateTime } from '../../domain/time.js';
import { asObject } from '../../domain/validate.js';
import { ok, rejected } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { adminPages } from '@console/contract/admin/pages';

/**
 * Each user's own column settings (which columns, their order and widths) per table, so they follow the user to
 * another browser. Nobody reads or writes another user's: the signed-in user is the row's key, never a parameter.
 * Writes are logged as the user's own account changes are (under the users' page, as a password change is).
 */

const log = (opt: string) => ({ menuCode: adminPages.pages.user.code, opt });

function all(ctx: RequestContext): Record<string, TableSettings> {
  const rows = ctx.app.store.all<{ tableKey: string; value: string }>(
    'SELECT tableKey, value FROM base_user_table_setting WHERE userId = ? ORDER BY tableKey',
    ctx.actor.id,
  );
  return Object.fromEntries(rows.map((r) => [r.tableKey, JSON.parse(r.value) as TableSettings]));
}

function save(ctx: RequestContext) {
  const parsed = tableSettingsSchema.safeParse(asObject(ctx.body));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw rejected(`列设置不合法：${issue.path.join('.') || '请求体'} ${issue.message}`);
  }
  const store = ctx.app.store;
  const key = ctx.params.key!;
  const kept = store.get<{ n: number }>(
    'SELECT COUNT(*) n FROM base_user_table_setting WHERE userId = ? AND tableKey <> ?',
    ctx.actor.id,
    key,
  )!.n;
  if (kept >= TABLE_SETTINGS_LIMITS.tables) throw rejected(`最多保存 ${TABLE_SETTINGS_LIMITS.tables} 个表格的列设置`);
  const value = parsed.data;
  store.run(
    `INSERT INTO base_user_table_setting (userId, tableKey, value, updTime) VALUES (?, ?, ?, ?)
     ON CONFLICT (userId, tableKey) DO UPDATE SET value = excluded.value, updTime = excluded.updTime`,
    ctx.actor.id,
    key,
    JSON.stringify(value),
    formatDateTime(),
  );
  return ok(value);
}

function reset(ctx: RequestContext) {
  ctx.app.store.run(
    'DELETE FROM base_user_table_setting WHERE userId = ? AND tableKey = ?',
    ctx.actor.id,
    ctx.params.key!,
  );
  return ok();
}

export const tableSettingsRoutes: RouteDef[] = [
  { method: 'GET', path: TABLE_SETTINGS_API, handler: (ctx) => ok(all(ctx)) },
  { method: 'PUT', path: `${TABLE_SETTINGS_API}/{key}`, log: log('保存列设置'), handler: save },
  { method: 'DELETE', path: `${TABLE_SETTINGS_API}/{key}`, log: log('重置列设置'), handler: reset },
];
