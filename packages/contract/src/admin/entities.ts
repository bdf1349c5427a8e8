import { z } from 'zod';

/**
 * The administration entities the platform serves by hand-written routes (`/api/admin/*`): users, menus and their
 * elements, role types, roles (groups) and the operation log, as the platform answers them (every column of the
 * row; the platform leaves null columns out of its JSON, hence the optional members). The console takes its types
 * from here; the backend's tests parse every reply with these schemas.
 */

const optional = z.string().optional();
const id = z.number().int();

/** Who made the row and who changed it last, when and from where. */
const made = { crtTime: optional, crtUser: optional, crtName: optional, crtHost: optional };
const changed = { updTime: optional, updUser: optional, updName: optional, updHost: optional };
/** The eight free columns of the upstream platform's entities. */
const attrs = {
  attr1: optional,
  attr2: optional,
  attr3: optional,
  attr4: optional,
  attr5: optional,
  attr6: optional,
  attr7: optional,
  attr8: optional,
};

/** A user as the platform lists it: every column but the password hash. */
export const userSchema = z.strictObject({
  id,
  username: z.string(),
  name: z.string(),
  birthday: optional,
  address: optional,
  mobilePhone: optional,
  telPhone: optional,
  email: optional,
  sex: optional,
  type: optional,
  description: optional,
  depart: optional,
  ...attrs,
  ...made,
  ...changed,
});
export type User = z.infer<typeof userSchema>;

/**
 * What a user's record and the password calls carry that is not for every reader: written secrets (never read back)
 * and personal data. The operation log masks each of them; the user list shows personal data to its own readers.
 */
export const userPrivacy = {
  secret: ['password', 'oldPassword', 'newPassword1', 'newPassword2'],
  personal: ['birthday', 'address', 'mobilePhone', 'telPhone', 'email'],
} as const satisfies Record<'secret' | 'personal', readonly string[]>;

/** 'dirt' is the platform's spelling for a folder. */
const menuKind = z.enum(['menu', 'dirt']);

/** A menu row (`/menu/all`, `/menu/{id}` …). */
export const menuSchema = z.strictObject({
  id,
  code: z.string(),
  title: z.string(),
  parentId: id,
  href: optional,
  icon: optional,
  iconUrl: optional,
  type: menuKind,
  orderNum: id,
  description: optional,
  path: optional,
  enabled: optional,
  ...made,
  ...changed,
  ...attrs,
});
export type Menu = z.infer<typeof menuSchema>;

/** A node of a menu tree (`/menu/tree` with its `label`, the user's `/user/front/menus` without): no audit columns. */
export const menuNodeSchema = z.strictObject({
  id,
  parentId: id,
  code: z.string(),
  title: z.string(),
  label: optional,
  icon: optional,
  iconUrl: optional,
  href: optional,
  path: optional,
  type: menuKind,
  orderNum: id,
  description: optional,
  spread: z.literal(false),
  get children() {
    return z.array(menuNodeSchema);
  },
});
export type MenuNode = z.infer<typeof menuNodeSchema>;

/** A button or URI of a menu, granted to roles by its code (`<menu code>:<button>`). */
export const elementSchema = z.strictObject({
  id,
  code: z.string(),
  type: z.enum(['button', 'uri']).optional(),
  name: z.string(),
  uri: optional,
  /** The menu's id, as text (the upstream platform's column). */
  menuId: z.string(),
  parentId: optional,
  path: optional,
  method: optional,
  description: optional,
  ...made,
  ...attrs,
});
export type Element = z.infer<typeof elementSchema>;

/** A role type (`groupType`): the tabs of the roles' page. */
export const groupTypeSchema = z.strictObject({
  id,
  code: z.string(),
  name: z.string(),
  description: optional,
  ...made,
  ...changed,
  ...attrs,
});
export type GroupType = z.infer<typeof groupTypeSchema>;

/** A role (`group`), in a tree per role type. */
export const groupSchema = z.strictObject({
  id,
  code: z.string(),
  name: z.string(),
  parentId: id,
  path: optional,
  type: optional,
  groupType: id,
  description: optional,
  ...made,
  ...changed,
  ...attrs,
});
export type Group = z.infer<typeof groupSchema>;

/** A node of `GET /api/admin/group/tree` (bare). */
export const groupNodeSchema = z.strictObject({
  id,
  parentId: id,
  label: z.string(),
  name: z.string(),
  code: z.string(),
  groupType: id,
  get children() {
    return z.array(groupNodeSchema);
  },
});
export type GroupNode = z.infer<typeof groupNodeSchema>;

/** `GET /api/admin/group/{id}/user`: a role's members and leaders. */
export const groupUsersSchema = z.strictObject({ members: z.array(userSchema), leaders: z.array(userSchema) });
export type GroupUsers = z.infer<typeof groupUsersSchema>;

/**
 * A menu a role holds (`GET /api/admin/group/{id}/authority/menu`), named twice as the upstream's tree control wants.
 */
export const grantedMenuSchema = z.strictObject({
  id,
  parentId: id,
  code: z.string(),
  title: z.string(),
  text: z.string(),
  icon: optional,
});

/** One entry of the operation log: a write through the gateway, with who made it and from where. */
export const gateLogSchema = z.strictObject({
  id,
  menu: z.string(),
  opt: z.string(),
  uri: z.string(),
  /** The request's JSON body, passwords masked; none for a write without one. */
  body: optional,
  crtTime: z.string(),
  crtUser: z.string(),
  crtName: z.string(),
  crtHost: z.string(),
});
export type GateLog = z.infer<typeof gateLogSchema>;

/** A menu or element code the user holds, in `front/info` (the console reads the code). */
const permissionSchema = z.strictObject({
  code: z.string(),
  type: optional,
  uri: optional,
  method: optional,
  name: optional,
  /** A menu's title; an element's menu id. */
  menu: z.string(),
});

/** `GET /api/admin/user/front/info`: the signed-in user and the menu and element codes they hold. */
export const frontInfoReply = z.strictObject({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  description: optional,
  depart: optional,
  menus: z.array(permissionSchema),
  elements: z.array(permissionSchema),
});
