// Wire shapes of the administration endpoints (docs/platform-contract.md). Null fields are
// left out by the platform, hence the optional members.

/** `{status: 200, data: {total, rows}}` of every `/page` endpoint. */
export interface Page<T> {
  total: number;
  rows: T[];
}
export interface PageReply<T> {
  status: number;
  data: Page<T>;
}
export interface ObjectReply<T> {
  status: number;
  message?: string;
  data: T;
}

interface Audit {
  crtTime?: string;
  crtName?: string;
  updTime?: string;
  updName?: string;
}

export interface User extends Audit {
  id: number;
  username: string;
  name: string;
  sex?: string;
  depart?: string;
  mobilePhone?: string;
  telPhone?: string;
  email?: string;
  birthday?: string;
  address?: string;
  description?: string;
}

export interface Menu extends Audit {
  id: number;
  code: string;
  title: string;
  parentId: number;
  href?: string;
  icon?: string;
  iconUrl?: string;
  type?: 'menu' | 'dirt';
  orderNum?: number;
  description?: string;
  path?: string;
}

/** A node of `GET /menu/tree` (bare). */
export interface MenuNode extends Omit<Menu, keyof Audit> {
  label?: string;
  children: MenuNode[];
}

export interface Element {
  id: number;
  code: string;
  name: string;
  type?: 'button' | 'uri';
  uri?: string;
  method?: string;
  menuId: string;
  description?: string;
}

export interface GroupType extends Audit {
  id: number;
  code: string;
  name: string;
  description?: string;
}

export interface Group extends Audit {
  id: number;
  code: string;
  name: string;
  parentId: number;
  groupType: number;
  description?: string;
}

/** A node of `GET /group/tree` (bare). */
export interface GroupNode {
  id: number;
  parentId: number;
  code: string;
  name: string;
  label: string;
  groupType: number;
  children: GroupNode[];
}

export interface GroupUsers {
  members: User[];
  leaders: User[];
}

export interface GateLog {
  id: number;
  menu?: string;
  opt?: string;
  uri?: string;
  body?: string;
  crtTime: string;
  crtUser?: string;
  crtName?: string;
  crtHost?: string;
}
