import { adminPages } from '@console/contract/admin/pages';

const p = adminPages.pages;

/**
 * The administration screens that read each kind of administration data: a read needs one of their menus. Users
 * carry personal data (birthday, address, phone, e-mail, sign-in addresses) and the operation log carries what was
 * written, so neither is for every signed-in user. The signed-in user's own data (front/*, own elements) is not here.
 */
export const readers = {
  users: [p.user.code, p.group.code, p.depart.code, p.tenant.code],
  groups: [p.group.code, p.depart.code],
  groupTypes: [p.groupType.code, p.group.code],
  menus: [p.menu.code, p.group.code],
  gateLog: [p.gateLog.code],
} as const;
