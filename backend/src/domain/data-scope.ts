import { DATA_SCOPES, type DataScopeKind } from '@console/contract/admin/data-scope';
import type { Store } from '../db/database.js';

/**
 * What business rows a user may read and write: the union of their roles' data scopes (a role without one reads
 * everything). `sections` are the sections whose rows they reach; `own` adds the rows they created themselves.
 */
export type Scope = { all: true } | { all: false; sections: readonly number[]; own: boolean };

const userRoles = `SELECT groupId FROM base_group_member WHERE userId = @userId
  UNION SELECT groupId FROM base_group_leader WHERE userId = @userId`;

interface RoleScope {
  dataScope: DataScopeKind;
  sectionIds: string;
}

/** The user's scope, read afresh: a changed role, membership or department takes effect on the next request. */
export function scopeOf(store: Store, userId: number): Scope {
  const roles = store.all<{ groupId: number; dataScope: DataScopeKind | null; sectionIds: string | null }>(
    `SELECT r.groupId, s.dataScope, s.sectionIds FROM (${userRoles}) r
      LEFT JOIN base_group_scope s ON s.groupId = r.groupId`,
    { userId },
  );
  // A user in no role reads nothing a menu guards; the scope is moot, and `all` keeps shared lookups whole.
  if (roles.length === 0 || roles.some((r) => r.dataScope === null || r.dataScope === 'all')) return { all: true };
  const sections = new Set<number>();
  let own = false;
  for (const role of roles as RoleScope[]) {
    if (role.dataScope === 'self') own = true;
    else if (role.dataScope === 'sections') for (const id of parseIds(role.sectionIds)) sections.add(id);
    else for (const id of departSections(store, userId, role.dataScope === 'deptTree')) sections.add(id);
  }
  return { all: false, sections: [...sections].sort((a, b) => a - b), own };
}

/** The sections of the user's departments, and of every department below them when `below`. */
function departSections(store: Store, userId: number, below: boolean): number[] {
  const departs = below
    ? `WITH RECURSIVE tree(id) AS (SELECT departId FROM base_depart_user WHERE userId = @userId
        UNION SELECT d.id FROM base_depart d JOIN tree ON d.parentId = tree.id) SELECT id FROM tree`
    : 'SELECT departId FROM base_depart_user WHERE userId = @userId';
  return store
    .all<{ sectionId: number }>(
      `SELECT DISTINCT sectionId FROM base_depart WHERE sectionId IS NOT NULL AND id IN (${departs})`,
      { userId },
    )
    .map((r) => r.sectionId);
}

function parseIds(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isSafeInteger(v) && v > 0) : [];
  } catch {
    return [];
  }
}

/** A comparable text of a scope (the live channel tells a stream when its user's scope changed). */
export const scopeText = (scope: Scope): string =>
  scope.all ? 'all' : `${scope.sections.join(',')}${scope.own ? '|own' : ''}`;

/** Whether a row of this section, created by this user, is in the scope. */
export function inScope(scope: Scope, section: number | null | undefined, userId: number, creator?: unknown): boolean {
  if (scope.all) return true;
  if (section !== null && section !== undefined && scope.sections.includes(section)) return true;
  return scope.own && creator !== undefined && String(creator) === String(userId);
}

/** SQL of the section of a device (by an expression of its id): the site's devices carry one. */
export const deviceSection = (deviceId: string) =>
  `(SELECT scoped_device.sectionId FROM site_device scoped_device WHERE scoped_device.id = ${deviceId})`;

export const isDataScope = (value: unknown): value is DataScopeKind =>
  typeof value === 'string' && (DATA_SCOPES as readonly string[]).includes(value);

/** A custom read's data-scope condition and its parameters; `null` when the reader sees every section. */
export type SectionFilter = { sql: string; params: unknown[] } | null;

/** The condition appended to a WHERE clause (nothing for every section). */
export const andSections = (sections: SectionFilter): string => (sections ? ` AND ${sections.sql}` : '');

/**
 * The caller's data scope over a custom read: SQL keeping the rows whose section is `section` (an SQL expression),
 * with its parameter, or `null` when the caller sees every section. Facts have no creator: `self` alone keeps none.
 */
export function sectionWhere(store: Store, userId: number, section: string): SectionFilter {
  const scope = scopeOf(store, userId);
  if (scope.all) return null;
  return scope.sections.length > 0
    ? { sql: `${section} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(scope.sections)] }
    : { sql: '0', params: [] };
}
