import type { Actor } from '../../domain/actor.js';
import type { Store } from '../../db/database.js';
import { type Passwords, passwordProblem } from '../../auth/passwords.js';
import type { Tokens } from '../../auth/tokens.js';
import { rejected } from '../../domain/rejected.js';
import type { UserRow } from '../../domain/rows.js';
import { created, createdAndUpdated, updated } from '../../domain/audit.js';
import { Filters, orderClause, pageWindow } from '../../domain/paging.js';
import { attrFields, type FieldSpec, pickFields } from '../../domain/validate.js';

/** What user administration needs from the running server (its `App` provides all of it). */
export interface UserServices {
  store: Store;
  passwords: Passwords;
  tokens: Tokens;
  config: { defaultResetPassword: string };
}

const auditColumns = ['crtTime', 'crtUser', 'crtName', 'crtHost', 'updTime', 'updUser', 'updName', 'updHost'];

export const userFields: FieldSpec[] = [
  {
    name: 'username',
    kind: 'string',
    required: true,
    max: 64,
    pattern: /^[A-Za-z0-9_.@-]+$/,
    patternMessage: '参数 username 只能包含字母、数字和 _ . @ -',
  },
  { name: 'name', kind: 'string', required: true, max: 64 },
  {
    name: 'birthday',
    kind: 'string',
    max: 32,
    pattern: /^\d{4}-\d{2}-\d{2}([ T][0-9:.]+Z?)?$/,
    patternMessage: '参数 birthday 必须是 yyyy-MM-dd 格式的日期',
  },
  { name: 'address', kind: 'string', max: 255 },
  {
    name: 'mobilePhone',
    kind: 'string',
    max: 20,
    pattern: /^\+?[0-9][0-9 -]{5,18}$/,
    patternMessage: '参数 mobilePhone 必须是手机号码 (数字，可带 + 和 -)',
  },
  {
    name: 'telPhone',
    kind: 'string',
    max: 32,
    pattern: /^\+?[0-9()][0-9() -]{2,30}$/,
    patternMessage: '参数 telPhone 必须是电话号码 (数字，可带 + ( ) -)',
  },
  {
    name: 'email',
    kind: 'string',
    max: 128,
    pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    patternMessage: '参数 email 不是合法的邮箱地址',
  },
  { name: 'sex', kind: 'string', max: 8 },
  { name: 'type', kind: 'string', max: 32 },
  { name: 'description', kind: 'string', max: 1000 },
  { name: 'depart', kind: 'string', max: 64 },
  ...attrFields,
];

/** Every column except the password hash, which never leaves the database. */
export const userColumns = ['id', ...userFields.map((f) => f.name), ...auditColumns].join(', ');

const sortable = ['id', 'username', 'name', 'sex', 'type', 'depart', 'email', 'mobilePhone', 'crtTime', 'updTime'];

export function findUser(store: Store, id: number): UserRow | undefined {
  return store.get<UserRow>(`SELECT ${userColumns} FROM base_user WHERE id = ?`, id);
}

export function requireUser(store: Store, id: number): UserRow {
  const user = findUser(store, id);
  if (!user) throw rejected(`用户不存在: ${id}`);
  return user;
}

export function allUsers(store: Store): UserRow[] {
  return store.all<UserRow>(`SELECT ${userColumns} FROM base_user ORDER BY id`);
}

export function pageUsers(store: Store, query: URLSearchParams): { total: number; rows: UserRow[] } {
  const { limit, offset } = pageWindow(query);
  const filters = new Filters();
  const name = query.get('name');
  if (name !== null && name.trim() !== '') {
    // The console's single search box sends `name`; it matches the display name or the login name.
    const inner = new Filters().like('name', name).like('username', name);
    filters.add(`(${inner.clauses.join(' OR ')})`, ...inner.params);
  }
  filters.like('username', query.get('username'));
  for (const column of ['email', 'mobilePhone', 'depart', 'sex', 'type']) filters.like(column, query.get(column));
  const order = orderClause(query, sortable, 'id ASC');
  const total = store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM base_user ${filters.where}`, ...filters.params)!.n;
  const rows = store.all<UserRow>(
    `SELECT ${userColumns} FROM base_user ${filters.where} ${order} LIMIT ? OFFSET ?`,
    ...filters.params,
    limit,
    offset,
  );
  return { total, rows };
}

function assertUsernameFree(store: Store, username: unknown, exceptId = 0): void {
  if (typeof username !== 'string') return;
  const clash = store.get<{ id: number }>(
    'SELECT id FROM base_user WHERE username = ? AND id <> ?',
    username,
    exceptId,
  );
  if (clash) throw rejected(`用户名已存在: ${username}`);
}

export async function addUser(app: UserServices, actor: Actor, body: Record<string, unknown>): Promise<number> {
  const row = pickFields(body, userFields, 'create');
  const problem = passwordProblem(body.password, 'password');
  if (problem) throw rejected(problem);
  assertUsernameFree(app.store, row.username);
  const password = await app.passwords.hash(body.password as string);
  return app.store.transaction(() => {
    assertUsernameFree(app.store, row.username);
    return app.store.insert('base_user', { ...row, password, ...createdAndUpdated(actor) });
  });
}

export async function updateUser(
  app: UserServices,
  actor: Actor,
  id: number,
  body: Record<string, unknown>,
): Promise<void> {
  requireUser(app.store, id);
  const row = pickFields(body, userFields, 'update');
  assertUsernameFree(app.store, row.username, id);
  // A blank password means "leave it unchanged", as the console's edit dialog sends one.
  const wantsPassword = typeof body.password === 'string' && body.password !== '';
  if (body.password !== undefined && body.password !== null && typeof body.password !== 'string') {
    throw rejected('参数 password 必须是字符串');
  }
  if (wantsPassword) {
    const problem = passwordProblem(body.password, 'password');
    if (problem) throw rejected(problem);
    row.password = await app.passwords.hash(body.password as string);
  }
  app.store.transaction(() => {
    requireUser(app.store, id);
    assertUsernameFree(app.store, row.username, id);
    app.store.update('base_user', id, { ...row, ...updated(actor) });
  });
}

export function deleteUser(app: UserServices, actor: Actor, id: number): void {
  if (id === actor.id) throw rejected('不能删除当前登录的用户');
  app.store.transaction(() => {
    requireUser(app.store, id);
    app.store.run('DELETE FROM base_group_member WHERE userId = ?', id);
    app.store.run('DELETE FROM base_group_leader WHERE userId = ?', id);
    app.store.run('DELETE FROM base_user_table_setting WHERE userId = ?', id);
    app.store.run('DELETE FROM base_user WHERE id = ?', id);
    app.tokens.revokeAllOf(id);
  });
}

export async function resetPassword(app: UserServices, actor: Actor, id: number): Promise<void> {
  requireUser(app.store, id);
  const password = await app.passwords.hash(app.config.defaultResetPassword);
  app.store.transaction(() => {
    requireUser(app.store, id);
    app.store.update('base_user', id, { password, ...updated(actor) });
    // Whoever held the old password is signed out (the administrator resetting their own keeps this session).
    app.tokens.revokeAllOf(id, actor.jti);
  });
}

/** Refusals here are `{status: 500}`: the console's password dialog treats exactly that as failure. */
export async function changeOwnPassword(
  app: UserServices,
  actor: Actor,
  oldPassword: string | null,
  newPassword1: string | null,
  newPassword2: string | null,
): Promise<string | undefined> {
  if (!oldPassword) return '原密码不能为空';
  const problem = passwordProblem(newPassword1 ?? '', 'newPassword1');
  if (problem) return problem;
  if (newPassword1 !== newPassword2) return '两次输入的新密码不一致';
  const current = app.store.get<{ password: string }>('SELECT password FROM base_user WHERE id = ?', actor.id);
  if (!current || !(await app.passwords.verify(oldPassword, current.password))) return '原密码错误';
  const password = await app.passwords.hash(newPassword1!);
  app.store.transaction(() => {
    app.store.update('base_user', actor.id, { password, ...updated(actor) });
    // Every other session of the user ends; this one goes on.
    app.tokens.revokeAllOf(actor.id, actor.jti);
  });
  return undefined;
}

/** Seed-time insert with a precomputed hash. */
export function insertSeedUser(store: Store, actor: Actor, row: Record<string, string | null>, hash: string): number {
  return store.insert('base_user', { ...row, password: hash, ...created(actor), ...updated(actor) });
}
