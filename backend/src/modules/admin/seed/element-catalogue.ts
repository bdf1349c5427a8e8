import { adminPages } from '@console/contract/admin/pages';

const pages = adminPages.pages;

/** Buttons and URIs seeded for the platform-administration screens, in the upstream's style. */
export interface SeedElement {
  code: string;
  name: string;
  type: 'button' | 'uri';
  uri: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
}

type Row = [suffix: string, name: string, type: SeedElement['type'], uri: string, method: SeedElement['method']];

const rows: Record<string, Row[]> = {
  [pages.user.code]: [
    ['btn_add', '新增', 'button', '/admin/user', 'POST'],
    ['btn_edit', '编辑', 'button', '/admin/user/{*}', 'PUT'],
    ['btn_del', '删除', 'button', '/admin/user/{*}', 'DELETE'],
    ['btn_resetPwd', '重置密码', 'button', '/admin/user/resetPwd', 'GET'],
    ['view', '查看', 'uri', '/admin/user/{*}', 'GET'],
  ],
  [pages.menu.code]: [
    ['btn_add', '新增', 'button', '/admin/menu', 'POST'],
    ['btn_edit', '编辑', 'button', '/admin/menu/{*}', 'PUT'],
    ['btn_del', '删除', 'button', '/admin/menu/{*}', 'DELETE'],
    ['element', '资源列表', 'uri', '/admin/element', 'GET'],
    ['view', '查看', 'uri', '/admin/menu/{*}', 'GET'],
    ['btn_element_add', '新增资源', 'button', '/admin/element', 'POST'],
    ['btn_element_edit', '编辑资源', 'button', '/admin/element/{*}', 'PUT'],
    ['btn_element_del', '删除资源', 'button', '/admin/element/{*}', 'DELETE'],
  ],
  [pages.group.code]: [
    ['btn_add', '新增', 'button', '/admin/group', 'POST'],
    ['btn_edit', '编辑', 'button', '/admin/group/{*}', 'PUT'],
    ['btn_del', '删除', 'button', '/admin/group/{*}', 'DELETE'],
    ['btn_userManager', '分配用户', 'button', '/admin/group/{*}/user', 'PUT'],
    ['btn_resourceManager', '分配权限', 'button', '/admin/group/{*}/authority/*', 'PUT'],
    ['menu', '菜单权限', 'uri', '/admin/group/{*}/authority/menu', 'GET'],
    ['element', '资源权限', 'uri', '/admin/group/{*}/authority/element', 'GET'],
    ['view', '查看', 'uri', '/admin/group/{*}', 'GET'],
  ],
  [pages.groupType.code]: [
    ['btn_add', '新增', 'button', '/admin/groupType', 'POST'],
    ['btn_edit', '编辑', 'button', '/admin/groupType/{*}', 'PUT'],
    ['btn_del', '删除', 'button', '/admin/groupType/{*}', 'DELETE'],
    ['view', '查看', 'uri', '/admin/groupType/{*}', 'GET'],
  ],
  [pages.gateLog.code]: [['view', '查看', 'uri', '/admin/gateLog/{*}', 'GET']],
};

export function seedElementsFor(menuCode: string): SeedElement[] {
  return (rows[menuCode] ?? []).map(([suffix, name, type, uri, method]) => ({
    code: `${menuCode}:${suffix}`,
    name,
    type,
    uri,
    method,
  }));
}
