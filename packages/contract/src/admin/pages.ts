import { definePages } from '../page';

/** The admin module's sidebar groups and pages. */
export const adminPages = definePages({
  code: 'admin',
  groups: [
    { code: 'baseManager', title: { zh: '基础配置管理', en: 'Base Configuration' }, icon: 'settings', order: 20 },
    { code: 'orgManager', title: { zh: '组织机构管理', en: 'Organisation' }, icon: 'org', order: 21 },
    { code: 'authManager', title: { zh: '服务授权管理', en: 'Service Authorisation' }, icon: 'security', order: 22 },
  ],
  pages: {
    user: { code: 'userManager', group: 'baseManager', title: { zh: '用户管理', en: 'Users' }, icon: 'users' },
    platformAddress: {
      code: 'platformAddressManager',
      group: 'baseManager',
      title: { zh: '平台地址切换', en: 'Platform Address' },
      icon: 'swap',
    },
    menu: { code: 'menuManager', group: 'baseManager', title: { zh: '菜单管理', en: 'Menus' }, icon: 'menu' },
    group: {
      code: 'groupManager',
      group: 'baseManager',
      title: { zh: '角色权限管理', en: 'Role Permissions' },
      icon: 'role',
    },
    groupType: {
      code: 'groupTypeManager',
      group: 'baseManager',
      title: { zh: '角色类型管理', en: 'Role Types' },
      icon: 'category',
    },
    gateLog: {
      code: 'gateLogManager',
      group: 'baseManager',
      title: { zh: '操作日志', en: 'Operation Log' },
      icon: 'history',
    },
    dict: {
      code: 'dictManager',
      group: 'baseManager',
      title: { zh: '数据字典', en: 'Data Dictionary' },
      icon: 'dictionary',
    },
    tenant: { code: 'tenantManager', group: 'baseManager', title: { zh: '租户管理', en: 'Tenants' }, icon: 'tenant' },
    depart: {
      code: 'departManager',
      group: 'orgManager',
      title: { zh: '部门管理', en: 'Departments' },
      icon: 'department',
    },
    service: {
      code: 'serviceManager',
      group: 'authManager',
      order: 1,
      title: { zh: '服务权限管理', en: 'Service Permissions' },
      icon: 'service',
    },
    gatewayRoute: {
      code: 'gatewayRouteManager',
      group: 'authManager',
      order: 3,
      title: { zh: '网关路由管理', en: 'Gateway Routes' },
      icon: 'route',
    },
  },
});
