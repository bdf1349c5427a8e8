import type { Store, SqlValue } from '../db/database.js';
import type { RequestContext } from '../http/router.js';
import type { Resource } from '@console/contract/resource';
import { type FieldDef, type FieldExtras, fieldsFrom } from './fields.js';

/**
 * A module entity served by definition: `page`, `all`, `export` (CSV stream) and `{id}` reads for the
 * holders of its menus, and `POST`/`PUT`/`DELETE` for the holders of its screen's element codes, each
 * write in the operation log. Most registries, queries and logs of the business modules are one of these.
 * `resource-routes.ts` serves a definition and `resource-elements.ts` lists the element codes it needs.
 */
export interface ResourceDef {
  /** `/api/<module>/<entity>`. */
  path: string;
  /** Rows are written here. */
  table: string;
  /**
   * What reads see: a SELECT over `table` with joined labels; every output column is a field or `id`. Default: the
   * table.
   */
  view?: string;
  /** Reads need one of these menus (screen codes); an empty list serves every signed-in user (shared lookups). */
  menus: readonly string[];
  /** Screen whose element codes (`<screen>:btn_add` …) gate writes and whose title goes into the operation log. */
  screen: string;
  /**
   * Other suffixes for the CRUD writes' element codes, when a second resource shares its screen with the
   * first (the positions on the departments' page: `departManager:btn_positionAdd`).
   */
  elements?: Partial<Record<CrudElement, string>>;
  fields: readonly FieldDef[];
  /** Rows outside these values are not this resource's (a module's view on a shared table); writes set them. */
  fixed?: Readonly<Record<string, readonly string[]>>;
  /** Columns `keyword` searches. */
  keyword?: readonly string[];
  defaultSort: string;
  /** Which writes exist; reads only when absent. */
  writes?: { create?: boolean; update?: boolean; delete?: boolean };
  /** Extra refusals, run in the write's transaction (e.g. "still referenced"). */
  guard?: {
    create?(store: Store, row: Record<string, SqlValue>, ctx: RequestContext): void;
    update?(
      store: Store,
      id: number,
      row: Record<string, SqlValue>,
      before: Record<string, unknown>,
      ctx: RequestContext,
    ): void;
    delete?(store: Store, id: number, before: Record<string, unknown>, ctx: RequestContext): void;
  };
  /** Values the platform computes, completed on the row before it is written (after the guard). */
  derive?: {
    create?(store: Store, row: Record<string, SqlValue>, ctx: RequestContext): void;
    update?(
      store: Store,
      id: number,
      row: Record<string, SqlValue>,
      before: Record<string, unknown>,
      ctx: RequestContext,
    ): void;
  };
  /**
   * What a write changes elsewhere, in its transaction (after the guard), e.g. a stock kept as a sum or a history row
   * naming who.
   */
  effects?: {
    /** After the insert: `id` is the new row's. */
    create?(store: Store, row: Record<string, SqlValue>, ctx: RequestContext, id: number): void;
    update?(
      store: Store,
      id: number,
      row: Record<string, SqlValue>,
      before: Record<string, unknown>,
      ctx: RequestContext,
    ): void;
    delete?(store: Store, before: Record<string, unknown>, ctx: RequestContext): void;
  };
  /**
   * After every write and command, in its transaction: the row as reads saw it before and see it after
   * (no `before` on create, no `after` on delete), e.g. for a change log kept beside the row.
   */
  written?(store: Store, change: WrittenChange, ctx: RequestContext): void;
  /** Row commands beyond the CRUD writes (start, finish, generate, send …). */
  commands?: readonly CommandDef[];
  /**
   * Personal data shown masked: lists, exports and `{id}` read `row()`'s version; `{id}` and the write
   * replies answer the row as stored only to holders of `<screen>:<element>` (the edit form's reader).
   */
  mask?: { element: string; row(row: Record<string, unknown>): Record<string, unknown> };
  /**
   * A column of `table` the platform generates (a client's secret) and the reads never show: the create
   * reply and the replies of commands marked `reveals` carry it, once, for the caller to note down.
   */
  reveal?: string;
  /** Business name in messages ("设备"). */
  noun: string;
  /** Platform-wide rows (the dictionary …): they carry no `projectId`. */
  platform?: boolean;
  /**
   * A row's section, as an SQL expression over the table's row `r` (or over what reads see, `{view}`): reads keep the
   * rows of the caller's data scope (domain/data-scope.ts) and a write that would leave a row outside it is refused.
   * Default: the `sectionId` field, else the section of the `deviceId` field's device; `false` for rows of no section.
   */
  section?: string | false | { view: string };
  /** The contract's declaration of the resource (its path, noun and fields come from it). */
  declared?: Resource;
}

/**
 * The parts of a definition the contract declares (path, noun, fields), with the backend's own parts of its fields
 * (where a reference points, how a value is stored).
 */
export const declaredAs = (
  declared: Resource,
  extras: Readonly<Record<string, FieldExtras>> = {},
): Pick<ResourceDef, 'path' | 'noun' | 'fields' | 'declared'> => ({
  path: declared.api,
  noun: declared.noun.zh,
  fields: fieldsFrom(declared, extras),
  declared,
});

export type CrudElement = 'btn_add' | 'btn_edit' | 'btn_del';

/** The suffix of a CRUD write's element code under the definition's screen. */
export const crudElement = (def: Pick<ResourceDef, 'elements'>, suffix: CrudElement): string =>
  def.elements?.[suffix] ?? suffix;

export interface WrittenChange {
  id: number;
  /** `create`, `update`, `delete` or the command's name. */
  action: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/**
 * A command on one row: `POST|PUT <path>/{id}/<name>`, gated by `<screen>:<element>`, written to the
 * operation log, run in one transaction with the row as reads see it. It answers the row as read again.
 */
export interface CommandDef {
  /** Path segment after the id, e.g. `start`. */
  name: string;
  /** Element suffix, e.g. `btn_start`. */
  element: string;
  /** Operation name for the log and the element seed ("开始"). */
  label: string;
  method: 'POST' | 'PUT';
  /**
   * Refuses with `rejected()` when the row's state does not allow it; `body` is the request's JSON object (may be
   * empty).
   */
  run(store: Store, row: Record<string, unknown>, body: Record<string, unknown>, ctx: RequestContext): void;
  /** The reply carries the definition's `reveal` column (a rotated secret). */
  reveals?: boolean;
}
