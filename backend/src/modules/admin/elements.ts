import { adminPages } from '@console/contract/admin/pages';
import type { Actor } from '../../domain/actor.js';
import type { Store } from '../../db/database.js';
import { rejected } from '../../domain/rejected.js';
import type { ElementRow } from '../../domain/rows.js';
import { created } from '../../domain/audit.js';
import { requireMenu } from './menus.js';
import { Filters, orderClause, pageWindow } from '../../domain/paging.js';
import { withOwnRightsKept } from '../../domain/permissions.js';
import { attrFields, type FieldSpec, pickFields } from '../../domain/validate.js';

export const elementFields: FieldSpec[] = [
  {
    name: 'code',
    kind: 'string',
    required: true,
    max: 128,
    pattern: /^[A-Za-z][A-Za-z0-9_-]*:[A-Za-z0-9_-]+$/,
    patternMessage: `参数 code 必须是 菜单编码:按钮编码 的形式，例如 ${adminPages.pages.user.code}:btn_add`,
  },
  { name: 'type', kind: 'string', oneOf: ['button', 'uri'] },
  { name: 'name', kind: 'string', required: true, max: 64 },
  { name: 'uri', kind: 'string', max: 255 },
  { name: 'menuId', kind: 'int', required: true, min: 1 },
  { name: 'parentId', kind: 'string', max: 32 },
  { name: 'path', kind: 'string', max: 255 },
  { name: 'method', kind: 'string', oneOf: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] },
  { name: 'description', kind: 'string', max: 1000 },
  ...attrFields,
];

const sortable = ['id', 'code', 'name', 'type', 'method', 'crtTime'];

export function findElement(store: Store, id: number): ElementRow | undefined {
  return store.get<ElementRow>('SELECT * FROM base_element WHERE id = ?', id);
}

export function requireElement(store: Store, id: number): ElementRow {
  const element = findElement(store, id);
  if (!element) throw rejected(`资源不存在: ${id}`);
  return element;
}

export function allElements(store: Store): ElementRow[] {
  return store.all<ElementRow>('SELECT * FROM base_element ORDER BY id');
}

export function pageElements(store: Store, query: URLSearchParams): { total: number; rows: ElementRow[] } {
  const { limit, offset } = pageWindow(query);
  const filters = new Filters().like('name', query.get('name')).like('code', query.get('code'));
  const menuId = query.get('menuId')?.trim();
  if (menuId) filters.add('menuId = ?', menuId);
  const order = orderClause(query, sortable, 'id ASC');
  const total = store.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM base_element ${filters.where}`,
    ...filters.params,
  )!.n;
  const rows = store.all<ElementRow>(
    `SELECT * FROM base_element ${filters.where} ${order} LIMIT ? OFFSET ?`,
    ...filters.params,
    limit,
    offset,
  );
  return { total, rows };
}

/** Codes read `<menu code>:<button>`, which is how the console ties a button to its screen. */
function assertCodeFits(store: Store, code: string, menuId: number, exceptId = 0): void {
  const menu = requireMenu(store, menuId);
  if (!code.startsWith(`${menu.code}:`)) throw rejected(`参数 code 必须以所属菜单编码开头: ${menu.code}:`);
  if (store.get('SELECT 1 FROM base_element WHERE code = ? AND id <> ?', code, exceptId)) {
    throw rejected(`资源编码已存在: ${code}`);
  }
}

function normaliseMethod(body: Record<string, unknown>): Record<string, unknown> {
  return typeof body.method === 'string' ? { ...body, method: body.method.trim().toUpperCase() } : body;
}

export function createElement(store: Store, actor: Actor, body: Record<string, unknown>): number {
  const row = pickFields(normaliseMethod(body), elementFields, 'create');
  return store.transaction(() => {
    assertCodeFits(store, row.code as string, row.menuId as number);
    return store.insert('base_element', { type: 'button', ...row, menuId: String(row.menuId), ...created(actor) });
  });
}

export function updateElement(store: Store, actor: Actor, id: number, body: Record<string, unknown>): void {
  const row = pickFields(normaliseMethod(body), elementFields, 'update');
  withOwnRightsKept(store, actor.id, () => {
    const element = requireElement(store, id);
    const menuId = (row.menuId as number | undefined) ?? Number(element.menuId);
    assertCodeFits(store, (row.code as string | undefined) ?? element.code, menuId, id);
    store.update('base_element', id, { ...row, ...(row.menuId !== undefined ? { menuId: String(menuId) } : {}) });
  });
}

export function deleteElement(store: Store, actor: Actor, id: number): void {
  withOwnRightsKept(store, actor.id, () => {
    requireElement(store, id);
    store.run(`DELETE FROM base_resource_authority WHERE resourceType = 'button' AND resourceId = ?`, id);
    store.run('DELETE FROM base_element WHERE id = ?', id);
  });
}
