import type Database from 'better-sqlite3';
import { audit } from '../../db/schema-parts.js';

/** Columns added since data folders were made: a department's section. */
export function migrate(db: Database.Database): void {
  const columns = db.prepare('PRAGMA table_info(base_depart)').all() as { name: string }[];
  if (columns.length && !columns.some((c) => c.name === 'sectionId'))
    db.exec('ALTER TABLE base_depart ADD COLUMN sectionId INTEGER');
}

const attrs = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `attr${n} TEXT`).join(', ');

/**
 * Users, menus, elements, roles and their grants, the operation log, the dictionary, tenants, departments,
 * positions, service clients and gateway routes, as the upstream platform (AG-Admin v2.9) has them, with
 * camelCase columns matching the JSON fields.
 */
export const schema = `
CREATE TABLE IF NOT EXISTS base_user (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password TEXT NOT NULL,
  name TEXT, birthday TEXT, address TEXT, mobilePhone TEXT, telPhone TEXT, email TEXT,
  sex TEXT, type TEXT, description TEXT, depart TEXT,
  ${audit}, ${attrs}
);

-- A user's own column settings per table (the console's tables), as JSON.
CREATE TABLE IF NOT EXISTS base_user_table_setting (
  userId INTEGER NOT NULL,
  tableKey TEXT NOT NULL,
  value TEXT NOT NULL,
  updTime TEXT,
  PRIMARY KEY (userId, tableKey)
);

CREATE TABLE IF NOT EXISTS base_menu (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  parentId INTEGER NOT NULL DEFAULT -1,
  href TEXT, icon TEXT, iconUrl TEXT,
  type TEXT NOT NULL DEFAULT 'menu',
  orderNum INTEGER NOT NULL DEFAULT 0,
  description TEXT, path TEXT, enabled TEXT,
  ${audit}, ${attrs}
);
CREATE INDEX IF NOT EXISTS base_menu_parent ON base_menu (parentId);

CREATE TABLE IF NOT EXISTS base_element (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE,
  type TEXT, name TEXT, uri TEXT,
  menuId TEXT NOT NULL,
  parentId TEXT, path TEXT, method TEXT, description TEXT,
  crtTime TEXT, crtUser TEXT, crtName TEXT, crtHost TEXT, ${attrs}
);
CREATE INDEX IF NOT EXISTS base_element_menu ON base_element (menuId);

CREATE TABLE IF NOT EXISTS base_group_type (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT,
  ${audit}, ${attrs}
);

CREATE TABLE IF NOT EXISTS base_group (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  parentId INTEGER NOT NULL DEFAULT -1,
  path TEXT, type TEXT,
  groupType INTEGER NOT NULL DEFAULT 0,
  description TEXT,
  ${audit}, ${attrs}
);
CREATE INDEX IF NOT EXISTS base_group_parent ON base_group (parentId);

CREATE TABLE IF NOT EXISTS base_group_member (
  groupId INTEGER NOT NULL, userId INTEGER NOT NULL,
  PRIMARY KEY (groupId, userId)
);
CREATE INDEX IF NOT EXISTS base_group_member_user ON base_group_member (userId);

CREATE TABLE IF NOT EXISTS base_group_leader (
  groupId INTEGER NOT NULL, userId INTEGER NOT NULL,
  PRIMARY KEY (groupId, userId)
);
CREATE INDEX IF NOT EXISTS base_group_leader_user ON base_group_leader (userId);

CREATE TABLE IF NOT EXISTS base_resource_authority (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  authorityId INTEGER NOT NULL,
  authorityType TEXT NOT NULL DEFAULT 'group',
  resourceId INTEGER NOT NULL,
  resourceType TEXT NOT NULL,
  parentId TEXT NOT NULL DEFAULT '-1',
  path TEXT, description TEXT,
  crtTime TEXT, crtUser TEXT, crtName TEXT, crtHost TEXT,
  UNIQUE (authorityType, authorityId, resourceType, resourceId)
);
CREATE INDEX IF NOT EXISTS base_resource_authority_resource ON base_resource_authority (resourceType, resourceId);

CREATE TABLE IF NOT EXISTS gate_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  menu TEXT, opt TEXT, uri TEXT, body TEXT,
  crtTime TEXT, crtUser TEXT, crtName TEXT, crtHost TEXT
);

-- Every issued token, so one token (jti) or all of a user's tokens can be revoked.

-- The data dictionary: a tree of types and their coded values with labels in both languages.
CREATE TABLE IF NOT EXISTS dict_type (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, parentId INTEGER NOT NULL DEFAULT -1,
  orderNum INTEGER NOT NULL DEFAULT 0,
  crtTime TEXT, crtUser TEXT, crtName TEXT, crtHost TEXT, updTime TEXT, updUser TEXT, updName TEXT, updHost TEXT
);
CREATE INDEX IF NOT EXISTS dict_type_parent ON dict_type (parentId);

CREATE TABLE IF NOT EXISTS dict_value (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  typeId INTEGER NOT NULL, code TEXT NOT NULL UNIQUE, value TEXT NOT NULL,
  labelDefault TEXT NOT NULL, labelZhCh TEXT, labelEnUs TEXT, orderNum INTEGER NOT NULL DEFAULT 0,
  crtTime TEXT, crtUser TEXT, crtName TEXT, crtHost TEXT, updTime TEXT, updUser TEXT, updName TEXT, updHost TEXT,
  UNIQUE (typeId, value)
);

-- Platform administration (AG-Admin enterprise): tenants, departments and their members, service
-- clients and the callers each allows, gateway routes.
CREATE TABLE IF NOT EXISTS base_tenant (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, isSuperTenant TEXT NOT NULL DEFAULT '0', description TEXT,
  owner INTEGER,
  ${audit}
);

CREATE TABLE IF NOT EXISTS base_depart (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, type TEXT, parentId INTEGER NOT NULL DEFAULT -1, path TEXT,
  orderNum INTEGER NOT NULL DEFAULT 0, sectionId INTEGER,
  ${audit}
);
CREATE INDEX IF NOT EXISTS base_depart_parent ON base_depart (parentId);

-- A role's data scope (domain/data-scope.ts); a role without a row reads everything, as roles did before scopes.
CREATE TABLE IF NOT EXISTS base_group_scope (
  groupId INTEGER PRIMARY KEY, dataScope TEXT NOT NULL, sectionIds TEXT NOT NULL DEFAULT '[]',
  updTime TEXT, updUser TEXT, updName TEXT
);

CREATE TABLE IF NOT EXISTS base_depart_user (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  departId INTEGER NOT NULL, userId INTEGER NOT NULL,
  ${audit},
  UNIQUE (departId, userId)
);
CREATE INDEX IF NOT EXISTS base_depart_user_user ON base_depart_user (userId);

-- Positions (职位) and what each is linked to: users who hold it, roles (groups) it stands for, the
-- departments it exists in (the enterprise edition's /position/{id}/user|group|depart).
CREATE TABLE IF NOT EXISTS base_position (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT, orderNum INTEGER NOT NULL DEFAULT 0,
  ${audit}
);
CREATE TABLE IF NOT EXISTS base_position_link (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  positionId INTEGER NOT NULL, kind TEXT NOT NULL, refId INTEGER NOT NULL,
  ${audit},
  UNIQUE (positionId, kind, refId)
);
CREATE INDEX IF NOT EXISTS base_position_link_ref ON base_position_link (kind, refId);

CREATE TABLE IF NOT EXISTS auth_client (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE, secret TEXT NOT NULL, name TEXT NOT NULL, locked TEXT NOT NULL DEFAULT '0',
  description TEXT,
  ${audit}
);

-- Which clients may call a service (both are rows of auth_client).
CREATE TABLE IF NOT EXISTS auth_client_service (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  serviceId INTEGER NOT NULL, clientId INTEGER NOT NULL,
  ${audit},
  UNIQUE (serviceId, clientId)
);
CREATE INDEX IF NOT EXISTS auth_client_service_client ON auth_client_service (clientId);

CREATE TABLE IF NOT EXISTS gateway_route (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  routeId TEXT NOT NULL UNIQUE, path TEXT NOT NULL, serviceId TEXT, url TEXT,
  retryable TEXT NOT NULL DEFAULT '0', enabled TEXT NOT NULL DEFAULT '1', stripPrefix INTEGER NOT NULL DEFAULT 1,
  ${audit}
);
`;
