// Rows of the platform tables as the store returns them. They live apart from the modules that
// query them so that any domain module can name a row without importing another's functions.

export interface UserRow {
  id: number;
  username: string;
  name: string | null;
  depart: string | null;
  description: string | null;
  [field: string]: string | number | null;
}

export interface MenuRow {
  id: number;
  code: string;
  title: string;
  parentId: number;
  href: string | null;
  icon: string | null;
  iconUrl: string | null;
  type: string;
  orderNum: number;
  description: string | null;
  path: string | null;
  enabled: string | null;
  [field: string]: string | number | null;
}

export interface ElementRow {
  id: number;
  code: string;
  type: string | null;
  name: string | null;
  uri: string | null;
  menuId: string;
  method: string | null;
  [field: string]: string | number | null;
}

export interface GroupRow {
  id: number;
  code: string;
  name: string;
  parentId: number;
  path: string | null;
  groupType: number;
  [field: string]: string | number | null;
}

export interface GroupTypeRow {
  id: number;
  code: string;
  name: string;
  [field: string]: string | number | null;
}

export interface GateLogRow {
  id: number;
  menu: string | null;
  opt: string | null;
  uri: string | null;
  body: string | null;
  crtTime: string;
  crtUser: string;
  crtName: string;
  crtHost: string;
}
