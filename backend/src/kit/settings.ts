import { createdAndUpdated, updated } from '../domain/audit.js';
import { asObject } from '../domain/validate.js';
import { ok, rejected } from '../http/reply.js';
import type { RouteDef } from '../http/router.js';
import type { Store } from '../db/database.js';
import type { Resource } from '@console/contract/resource';
import { checkValue, maskedInLog, type FieldDef } from './fields.js';

/**
 * A module's settings page served by definition: `GET <path>` answers the record (the defaults until
 * first saved) for the holders of its menus, `PUT <path>` replaces it for the holders of
 * `<screen>:btn_save`, checked field by field and written to the operation log.
 */
export interface SettingsDef {
  path: string;
  menus: readonly string[];
  screen: string;
  /** `optional` fields may be cleared (stored as null, their default). */
  fields: readonly (FieldDef & { default: number | string | null; optional?: boolean })[];
  /** Rules across fields, e.g. a warning threshold below the alarm one, or a reference that must exist. */
  check?(values: Record<string, unknown>, store: Store): void;
  /** The contract's declaration of the record (its path and fields come from it). */
  declared?: Resource;
}

const name = (def: SettingsDef) => def.path.replace(/^\/api\//, '');

export function read(store: Store, def: SettingsDef): Record<string, unknown> {
  const row = store.get<{ value: string; updTime: string | null; updName: string | null }>(
    'SELECT value, updTime, updName FROM site_setting WHERE name = ?',
    name(def),
  );
  const saved = row ? (JSON.parse(row.value) as Record<string, unknown>) : {};
  const values: Record<string, unknown> = {};
  for (const field of def.fields) values[field.name] = saved[field.name] ?? field.default;
  return { ...values, updTime: row?.updTime ?? null, updName: row?.updName ?? null };
}

export function settingsRoutes(def: SettingsDef): RouteDef[] {
  return [
    { method: 'GET', path: def.path, menus: def.menus, handler: (ctx) => ok(read(ctx.app.store, def)) },
    {
      method: 'PUT',
      path: def.path,
      permission: `${def.screen}:btn_save`,
      log: { menuCode: def.screen, opt: '保存', masked: maskedInLog(def.fields) },
      handler(ctx) {
        const body = asObject(ctx.body);
        const values: Record<string, unknown> = {};
        for (const field of def.fields) {
          const value =
            body[field.name] === undefined || body[field.name] === ''
              ? null
              : checkValue(field, body[field.name], 'write');
          if (value === null && !field.optional) throw rejected(`${field.label}不能为空`);
          values[field.name] = value;
        }
        const store = ctx.app.store;
        def.check?.(values, store);
        const key = name(def);
        store.transaction(() => {
          if (store.get('SELECT 1 FROM site_setting WHERE name = ?', key)) {
            store.run(
              'UPDATE site_setting SET value = @value, updTime = @updTime, updUser = @updUser, updName = ' +
                '@updName, updHost = @updHost WHERE name = @name',
              {
                name: key,
                value: JSON.stringify(values),
                ...updated(ctx.actor),
              },
            );
          } else {
            store.insert('site_setting', { name: key, value: JSON.stringify(values), ...createdAndUpdated(ctx.actor) });
          }
        });
        return ok(read(store, def));
      },
    },
  ];
}
