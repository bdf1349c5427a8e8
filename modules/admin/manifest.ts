import { adminPages } from '@console/contract/admin/pages';
import { defineModule } from '@/lib/routes/manifest';

/**
 * What draws each of the module's pages (declared in the contract): a kit kind with its definition, or a screen of its
 * own.
 */
export default defineModule(adminPages, {
  user: { kind: 'screen', screen: 'users/users-screen#UsersScreen' },
  platformAddress: { kind: 'screen', screen: 'platform-switch/platform-switch-screen#PlatformScreen' },
  menu: { kind: 'screen', screen: 'menus/menus-screen#MenusScreen' },
  group: { kind: 'screen', screen: 'roles/roles-screen#RolesScreen' },
  groupType: { kind: 'screen', screen: 'role-types/role-types-screen#RoleTypesScreen' },
  gateLog: { kind: 'screen', screen: 'gate-log/gate-log-screen#GateLogScreen' },
  dict: { kind: 'tree', def: 'pages/dictionary#dictionary' },
  tenant: { kind: 'resource', def: 'pages/platform-admin#tenant' },
  depart: { kind: 'tabs', def: 'pages/departments#departments' },
  service: { kind: 'resource', def: 'pages/platform-admin#service' },
  gatewayRoute: { kind: 'resource', def: 'pages/platform-admin#gatewayRoute' },
});
