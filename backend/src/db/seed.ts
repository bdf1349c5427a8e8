import { randomBytes } from 'node:crypto';
import { adminPages } from '@console/contract/admin/pages';
import { compactionPages } from '@console/contract/compaction/pages';
import { labPages } from '@console/contract/lab/pages';
import { monitoringPages } from '@console/contract/monitoring/pages';
import type { BackendConfig } from '../config.js';
import type { Passwords } from '../auth/passwords.js';
import { created, createdAndUpdated, systemActor } from '../domain/audit.js';
import { formatDateTime } from '../domain/time.js';
import { moduleElements } from '../modules/index.js';
import { seedElementsFor } from '../modules/admin/seed/element-catalogue.js';
import { dictionarySeed, type SeedDictType } from '../modules/admin/seed/dictionary.js';
import { loadMenuSeed, type SeedMenu } from '../modules/admin/seed/menu-catalogue.js';
import { labStandardDefaults, standardCodeOf } from '../modules/lab/rules/standards.js';
import type { Store } from './database.js';
import { grant, seedMember, seedRole } from './seed-roles.js';
import { sectionSeat, seedDataScopes } from './seed-data-scope.js';
import { insertMissingMenus } from './seed-menus.js';

const audit = () => createdAndUpdated(systemActor);

/**
 * The operators' menus: the airport's digital construction platform (the compaction module's first group) and the
 * laboratory.
 */
const operatorSubtrees = [compactionPages.groups[0]!.code, labPages.groups[0]!.code];

function insertMenus(
  store: Store,
  menus: SeedMenu[],
  parentId: number,
  parentPath: string,
  ids: Map<string, number>,
): void {
  menus.forEach((menu, index) => {
    const path = `${parentPath}/${menu.code}`;
    const hasChildren = (menu.children?.length ?? 0) > 0;
    const id = store.insert('base_menu', {
      code: menu.code,
      title: menu.title,
      parentId,
      href: menu.href ?? path,
      icon: menu.icon ?? null,
      iconUrl: menu.iconUrl ?? null,
      type: menu.type ?? (parentId === -1 || hasChildren ? 'dirt' : 'menu'),
      orderNum: index,
      description: menu.description ?? null,
      path,
      enabled: '1',
      ...audit(),
    });
    ids.set(menu.code, id);
    insertMenus(store, menu.children ?? [], id, path, ids);
  });
}

function subtreeIds(store: Store, rootCode: string): number[] {
  return store
    .all<{ id: number }>(
      `WITH RECURSIVE sub(id) AS (SELECT id FROM base_menu WHERE code = ?
         UNION ALL SELECT m.id FROM base_menu m JOIN sub ON m.parentId = sub.id) SELECT id FROM sub`,
      rootCode,
    )
    .map((row) => row.id);
}

/** First start only: menus, elements, roles and demo users. Returns whether anything was seeded. */
/** The administrator's password a production start refuses: the demo's, or one shorter than this. */
export const MIN_ADMIN_PASSWORD = 8;

export async function seedIfEmpty(store: Store, config: BackendConfig, passwords: Passwords): Promise<boolean> {
  if (store.get('SELECT 1 FROM meta WHERE key = ?', 'seeded')) return false;
  if (
    config.production &&
    (config.seedAdminPassword === 'admin' || config.seedAdminPassword.length < MIN_ADMIN_PASSWORD)
  )
    throw new Error(
      `NODE_ENV=production: set SEED_ADMIN_PASSWORD to the administrator's password (at least ${MIN_ADMIN_PASSWORD} ` +
        'characters, not the demo one) for the first start of a data folder',
    );
  const menus = loadMenuSeed(config.menuSeedFile);
  const [adminHash, testHash, mhHash] = await Promise.all([
    passwords.hash(config.seedAdminPassword),
    passwords.hash(config.seedTestPassword),
    passwords.hash(config.seedMhPassword),
  ]);
  store.transaction(() => {
    if (store.get('SELECT 1 FROM meta WHERE key = ?', 'seeded')) return;
    const menuIds = new Map<string, number>();
    insertMenus(store, menus, -1, '', menuIds);
    for (const [code, menuId] of menuIds) {
      for (const element of seedElementsFor(code)) {
        store.insert('base_element', {
          ...element,
          menuId: String(menuId),
          parentId: null,
          path: null,
          ...created(systemActor),
        });
      }
    }

    const typeId = (code: string, name: string) => store.insert('base_group_type', { code, name, ...audit() });
    const roleType = typeId('role', '角色类型');
    typeId('depart', '部门类型');
    typeId('free', '自定义类型');
    const group = (code: string, name: string) =>
      store.insert('base_group', {
        code,
        name,
        parentId: -1,
        path: `/${code}`,
        type: 'role',
        groupType: roleType,
        ...audit(),
      });
    const adminRole = group('adminRole', '管理员');
    const operatorRole = group('operatorRole', '操作员');

    for (const { id } of store.all<{ id: number }>('SELECT id FROM base_menu')) grant(store, adminRole, 'menu', id);
    for (const { id } of store.all<{ id: number }>('SELECT id FROM base_element'))
      grant(store, adminRole, 'button', id);
    for (const code of operatorSubtrees) {
      for (const id of subtreeIds(store, code)) grant(store, operatorRole, 'menu', id);
    }

    const user = (username: string, name: string, hash: string, depart: string | null = null) =>
      store.insert('base_user', { username, name, password: hash, depart, ...audit() });
    const admin = user('admin', '超级管理员', adminHash);
    store.run('INSERT INTO base_group_leader (groupId, userId) VALUES (?, ?)', adminRole, admin);
    const members = config.seedDemoUsers
      ? [user('test', '测试账户', testHash), user('mh', '民航用户', mhHash, 'mh')]
      : [];
    // Bulk users share the test user's hash so seeding thousands of them takes no bcrypt time.
    for (let n = 1; n <= config.seedBulkUsers; n++) {
      const suffix = String(n).padStart(5, '0');
      members.push(user(`bulk${suffix}`, `批量用户${suffix}`, testHash));
    }
    for (const userId of members)
      store.run('INSERT INTO base_group_member (groupId, userId) VALUES (?, ?)', operatorRole, userId);
    store.run('INSERT INTO meta (key, value) VALUES (?, ?)', 'seeded', formatDateTime());
  });
  return true;
}

/**
 * The module screens' element codes arrive with new versions of the backend, so existing data folders
 * get them too: each code is offered once (recorded in `seed_offered`), created under its menu and
 * granted to the administrators' role. One an administrator has deleted stays deleted.
 */
/** Workflow buttons also go to the role whose step they are (quality/rules/workflow.ts). */
const stepRoles: Record<string, string> = {
  btn_handle: 'contractorRole',
  btn_review: 'supervisorRole',
  btn_ack: 'supervisorRole',
  btn_hqReview: 'hqRole',
};

export function offerModuleElements(store: Store): number {
  store.run('CREATE TABLE IF NOT EXISTS seed_offered (code TEXT PRIMARY KEY, offeredAt TEXT NOT NULL)');
  let added = 0;
  store.transaction(() => {
    const adminRole = store.get<{ id: number }>("SELECT id FROM base_group WHERE code = 'adminRole'")?.id;
    for (const [screen, elements] of moduleElements()) {
      const menu = store.get<{ id: number }>('SELECT id FROM base_menu WHERE code = ?', screen);
      for (const element of elements) {
        const code = `${screen}:${element.suffix}`;
        if (store.get('SELECT 1 FROM seed_offered WHERE code = ?', code)) continue;
        store.run('INSERT INTO seed_offered (code, offeredAt) VALUES (?, ?)', code, formatDateTime());
        if (!menu || store.get('SELECT 1 FROM base_element WHERE code = ?', code)) continue;
        const id = store.insert('base_element', {
          code,
          name: element.name,
          type: 'button',
          uri: element.uri,
          method: element.method,
          menuId: String(menu.id),
          parentId: null,
          path: null,
          ...created(systemActor),
        });
        if (adminRole !== undefined) grant(store, adminRole, 'button', id);
        const stepRole = stepRoles[element.suffix];
        const stepRoleId = stepRole
          ? store.get<{ id: number }>('SELECT id FROM base_group WHERE code = ?', stepRole)?.id
          : undefined;
        if (stepRoleId !== undefined) grant(store, stepRoleId, 'button', id);
        added++;
      }
    }
  });
  return added;
}

/** Subtrees of platform administration (its groups and the monitoring's); the workflow roles see every other menu. */
const adminSubtrees = [...adminPages.groups, ...monitoringPages.groups].map((g) => g.code);

/**
 * Versioned changes to the platform's users and roles, for data folders seeded by an earlier version
 * (the first-start seed runs once). Each version runs once, in order, recorded in meta.schema_version.
 */
type Migration = (store: Store, hashes: Map<string, string> | null, menuSeedFile: string | undefined) => void;

const platformMigrations: readonly Migration[] = [
  // v1: the problem workflow's roles and, with the demo users, one user each (password = user name), reading every
  // business menu.
  (store, hashes) => {
    const roleType = store.get<{ id: number }>("SELECT id FROM base_group_type WHERE code = 'role'")?.id ?? null;
    const adminMenus = new Set(adminSubtrees.flatMap((code) => subtreeIds(store, code)));
    const businessMenus = store.all<{ id: number }>('SELECT id FROM base_menu').filter(({ id }) => !adminMenus.has(id));
    for (const [roleCode, roleName, username, name] of workflowSeats) {
      if (store.get('SELECT 1 FROM base_group WHERE code = ?', roleCode)) continue;
      const role = seedRole(store, { code: roleCode, name: roleName, groupType: roleType });
      for (const { id } of businessMenus) grant(store, role, 'menu', id);
      if (hashes) seedMember(store, role, { username, name, hash: hashes.get(username)! });
    }
  },
  // v2: the data dictionary's first types and values.
  (store) => {
    if (store.get('SELECT 1 FROM dict_type')) return;
    insertMissingDict(store, dictionarySeed, -1);
  },
  // v3: the laboratory's standards (default values), type labStandard under a new root 试验室.
  (store) => {
    if (store.get("SELECT 1 FROM dict_type WHERE code = 'labStandard'")) return;
    const roots = store.get<{ n: number }>('SELECT COUNT(*) n FROM dict_type WHERE parentId = -1')!.n;
    const root =
      store.get<{ id: number }>("SELECT id FROM dict_type WHERE code = 'lab'")?.id ??
      store.insert('dict_type', { code: 'lab', name: '试验室', parentId: -1, orderNum: roots, ...audit() });
    const typeId = store.insert('dict_type', {
      code: 'labStandard',
      name: '试验标准',
      parentId: root,
      orderNum: 0,
      ...audit(),
    });
    labStandardDefaults.forEach(([value, zh, en], order) =>
      store.insert('dict_value', {
        typeId,
        code: standardCodeOf(value),
        value,
        labelDefault: zh,
        labelZhCh: zh,
        labelEnUs: en,
        orderNum: order,
        ...audit(),
      }),
    );
  },
  // v4: platform administration's first rows: the super tenant, a department tree, the platform's own
  // service clients and the gateway routes of its services (auth, admin, dict).
  (store) => {
    if (
      store.get('SELECT 1 FROM base_tenant') ||
      store.get('SELECT 1 FROM base_depart') ||
      store.get('SELECT 1 FROM gateway_route')
    )
      return;
    const admin = store.get<{ id: number }>("SELECT id FROM base_user WHERE username = 'admin'")?.id ?? null;
    store.insert('base_tenant', {
      code: 'platform',
      name: '平台运营',
      isSuperTenant: '1',
      description: '管理其他租户的超级租户',
      owner: admin,
      ...audit(),
    });
    const depart = (code: string, name: string, type: string, parentId: number, orderNum: number) =>
      store.insert('base_depart', { code, name, type, parentId, orderNum, ...audit() });
    const hq = depart('hq', '建设指挥部', 'company', -1, 0);
    const quality = depart('quality', '质量管理部', 'department', hq, 0);
    depart('engineering', '工程技术部', 'department', hq, 1);
    depart('qualityTeam1', '质检一组', 'team', quality, 0);
    if (admin !== null) store.insert('base_depart_user', { departId: quality, userId: admin, ...created(systemActor) });
    // Secrets of seeded clients are random: nobody has seen them, so they are rotated before first use.
    const client = (code: string, name: string, description: string) =>
      store.insert('auth_client', {
        code,
        name,
        description,
        locked: '0',
        secret: randomBytes(24).toString('base64url'),
        ...audit(),
      });
    const gate = client('ace-gate', '网关', '所有外部请求的入口');
    const adminService = client('ace-admin', '权限管理服务', '用户、角色、菜单与组织');
    const auth = client('ace-auth', '鉴权服务', '令牌签发与服务授权');
    for (const [serviceId, clientId] of [
      [adminService, gate],
      [auth, gate],
      [adminService, auth],
    ] as const) {
      store.insert('auth_client_service', { serviceId, clientId, ...created(systemActor) });
    }
    const route = (routeId: string, path: string, serviceId: string) =>
      store.insert('gateway_route', {
        routeId,
        path,
        serviceId,
        url: `lb://${serviceId}`,
        retryable: '0',
        enabled: '1',
        stripPrefix: 2,
        ...audit(),
      });
    route('ace-auth', '/api/auth/**', 'ace-auth');
    route('ace-admin', '/api/admin/**', 'ace-admin');
    route('ace-dict', '/api/dict/**', 'ace-dict');
  },
  // v5: every coded value the console shows (statuses, levels, kinds of the business modules) gets its
  // labels from the dictionary; the types and values a data folder lacks are added, edited ones kept.
  // Users store their sex as the platform does ('男' / '女'), so the seeded '1' / '2' become those.
  (store) => {
    store.run("UPDATE dict_value SET value = '男' WHERE code = 'sex_1' AND value = '1'");
    store.run("UPDATE dict_value SET value = '女' WHERE code = 'sex_2' AND value = '2'");
    insertMissingDict(store, dictionarySeed, -1);
  },
  // v6: data scopes' first rows (seed-data-scope.ts).
  seedDataScopes,
  // v7: the dictionary types added since (the SIM cards' expiry states), edited values kept.
  (store) => insertMissingDict(store, dictionarySeed, -1),
  // v8: the geofences' pages and dictionary types (and the alarm type 电子围栏).
  (store, _hashes, menuSeedFile) => {
    insertMissingDict(store, dictionarySeed, -1);
    insertMissingMenus(store, loadMenuSeed(menuSeedFile));
  },
  // v9: the fleet reports and their e-mail tasks and records (pages, the report types' dictionary).
  (store, _hashes, menuSeedFile) => {
    insertMissingDict(store, dictionarySeed, -1);
    insertMissingMenus(store, loadMenuSeed(menuSeedFile));
  },
];

/** A value's code: the type's code and the value when that makes a valid code, else its position (`problemParty_1`). */
export function dictValueCode(typeCode: string, value: string, index: number): string {
  return /^[A-Za-z0-9_.-]+$/.test(value) ? `${typeCode}_${value}` : `${typeCode}_${index + 1}`;
}

/** Inserts the seed's types and values that are not there yet (by code; values by type and value), in seed order. */
function insertMissingDict(store: Store, types: readonly SeedDictType[], parentId: number): void {
  types.forEach((type, index) => {
    const typeId =
      store.get<{ id: number }>('SELECT id FROM dict_type WHERE code = ?', type.code)?.id ??
      store.insert('dict_type', { code: type.code, name: type.name, parentId, orderNum: index, ...audit() });
    (type.values ?? []).forEach(([value, zh, en], order) => {
      if (store.get('SELECT 1 FROM dict_value WHERE typeId = ? AND value = ?', typeId, value)) return;
      const code = dictValueCode(type.code, value, order);
      if (store.get('SELECT 1 FROM dict_value WHERE code = ?', code)) return;
      store.insert('dict_value', {
        typeId,
        code,
        value,
        labelDefault: zh,
        labelZhCh: zh,
        labelEnUs: en,
        orderNum: order,
        ...audit(),
      });
    });
    insertMissingDict(store, type.children ?? [], typeId);
  });
}

/** The problem workflow's demo seats: role code, role name, username (also its demo password), name. */
export const workflowSeats = [
  ['contractorRole', '施工单位', 'sg01', '施工员01'],
  ['supervisorRole', '监理单位', 'jl01', '监理员01'],
  ['hqRole', '指挥部', 'zhb01', '指挥部01'],
] as const;

/** `menuSeedFile`: the menu seed the first start used (the default one when unset), for the pages added since. */
export async function migratePlatform(
  store: Store,
  passwords: Passwords,
  demoUsers: boolean,
  menuSeedFile?: string,
): Promise<number> {
  const current = Number(
    store.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', 'schema_version')?.value ?? 0,
  );
  if (current >= platformMigrations.length) return 0;
  const hashes = demoUsers ? new Map<string, string>() : null;
  for (const username of [...workflowSeats.map((seat) => seat[2]), sectionSeat[2]])
    hashes?.set(username, await passwords.hash(username));
  for (let version = current; version < platformMigrations.length; version++) {
    store.transaction(() => {
      platformMigrations[version]!(store, hashes, menuSeedFile);
      store.run(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
        'schema_version',
        String(version + 1),
      );
    });
  }
  return platformMigrations.length - current;
}
