import { createdAndUpdated, updated } from '../domain/audit.js';
import { asObject } from '../domain/validate.js';
import { ok, rejected } from '../http/reply.js';
import type { RouteDef } from '../http/router.js';
import type { Store } from '../db/database.js';
import type { Actor } from '../domain/actor.js';
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

/** A stored setting's JSON and who saved it last, or none before its first save. */
export function savedSetting(
  store: Store,
  key: string,
): { value: string; updTime: string | null; updName: string | null } | undefined {
  return store.get('SELECT value, updTime, updName FROM site_setting WHERE name = ?', key);
}

/** Stores a setting's values as JSON under its key, with who saved it. */
export function saveSetting(store: Store, key: string, values: unknown, actor: Actor): void {
  const value = JSON.stringify(values);
  store.transaction(() => {
    if (store.get('SELECT 1 FROM site_setting WHERE name = ?', key))
      store.run(
        'UPDATE site_setting SET value = @value, updTime = @updTime, updUser = @updUser, updName = @updName, ' +
          'updHost = @updHost WHERE name = @name',
        { name: key, value, ...updated(actor) },
      );
    else store.insert('site_setting', { name: key, value, ...createdAndUpdated(actor) });
  });
}

export function read(store: Store, def: SettingsDef): Record<string, unknown> {
  const row = savedSetting(store, name(def));
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
        saveSetting(store, name(def), values, ctx.actor);
        return ok(read(store, def));
      },
    },
  ];
}
