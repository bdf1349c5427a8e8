// Wire shapes of the session-bootstrap reads (docs/platform-contract.md). All are bare
// JSON. Null fields are left out by the backend, hence the optional members.

/** One entry of `front/info` `menus[]` / `elements[]` (upstream `PermissionInfo`). */
export interface PermissionInfo {
  code: string;
  type?: string;
  uri?: string;
  method?: string;
  name?: string;
  menu?: string;
}

/** `GET /api/admin/user/front/info`. */
export interface FrontInfo {
  id: string;
  username: string;
  name: string;
  description?: string;
  depart?: string;
  menus: PermissionInfo[];
  elements: PermissionInfo[];
}

/** A node of `GET /api/admin/user/front/menus`: the user's permitted menus as a tree. */
export interface PermissionMenuNode {
  id: number;
  parentId: number;
  code: string;
  title: string;
  icon?: string;
  iconUrl?: string;
  href?: string;
  path?: string;
  type?: string;
  children?: PermissionMenuNode[];
}

/** An item of `GET /api/admin/user/front/menu/all`: every menu, for titles and icons. */
export interface ServerMenu {
  id: number;
  code: string;
  title: string;
  icon?: string;
  iconUrl?: string;
  href?: string;
  parentId: number;
}
