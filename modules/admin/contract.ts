import { z } from 'zod';

/**
 * The administration entities (`/api/admin/*`): users, menus and their elements, role types,
 * roles (groups) and the gate log. The platform leaves null fields out, hence the optional
 * members. Replies wrap these in the envelopes of `envelope.ts`.
 */

/** Who created and last changed a row, and when; the platform adds them to most entities. */
export const audit = {
  crtTime: z.string().optional(),
  crtName: z.string().optional(),
  updTime: z.string().optional(),
  updName: z.string().optional(),
};

export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  sex: z.string().optional(),
  depart: z.string().optional(),
  mobilePhone: z.string().optional(),
  telPhone: z.string().optional(),
  email: z.string().optional(),
  birthday: z.string().optional(),
  address: z.string().optional(),
  description: z.string().optional(),
  ...audit,
});
export type User = z.infer<typeof userSchema>;

const menuFieldsSchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  parentId: z.number(),
  href: z.string().optional(),
  icon: z.string().optional(),
  iconUrl: z.string().optional(),
  /** 'dirt' is the platform's spelling for a folder. */
  type: z.enum(['menu', 'dirt']).optional(),
  orderNum: z.number().optional(),
  description: z.string().optional(),
  path: z.string().optional(),
});

export const menuSchema = menuFieldsSchema.extend(audit);
export type Menu = z.infer<typeof menuSchema>;

/** A node of `GET /api/admin/menu/tree` (bare): a menu without its audit columns, with children. */
export const menuNodeSchema = menuFieldsSchema.extend({
  label: z.string().optional(),
  get children() {
    return z.array(menuNodeSchema);
  },
});
export type MenuNode = z.infer<typeof menuNodeSchema>;

/** A button or URI of a menu, granted to roles by its code. */
export const elementSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  type: z.enum(['button', 'uri']).optional(),
  uri: z.string().optional(),
  method: z.string().optional(),
  menuId: z.string(),
  description: z.string().optional(),
});
export type Element = z.infer<typeof elementSchema>;

/** A role type (`groupType`). */
export const groupTypeSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string().optional(),
  ...audit,
});
export type GroupType = z.infer<typeof groupTypeSchema>;

/** A role (`group`), in a tree per role type. */
export const groupSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  parentId: z.number(),
  groupType: z.number(),
  description: z.string().optional(),
  ...audit,
});
export type Group = z.infer<typeof groupSchema>;

/** A node of `GET /api/admin/group/tree` (bare). */
export const groupNodeSchema = z.object({
  id: z.number(),
  parentId: z.number(),
  code: z.string(),
  name: z.string(),
  label: z.string(),
  groupType: z.number(),
  get children() {
    return z.array(groupNodeSchema);
  },
});
export type GroupNode = z.infer<typeof groupNodeSchema>;

/** `GET /api/admin/group/{id}/user`: a role's members and leaders. */
export const groupUsersSchema = z.object({ members: z.array(userSchema), leaders: z.array(userSchema) });
export type GroupUsers = z.infer<typeof groupUsersSchema>;

/** One entry of the gate log: a write through the gateway, with who made it and from where. */
export const gateLogSchema = z.object({
  id: z.number(),
  menu: z.string().optional(),
  opt: z.string().optional(),
  uri: z.string().optional(),
  body: z.string().optional(),
  crtTime: z.string(),
  crtUser: z.string().optional(),
  crtName: z.string().optional(),
  crtHost: z.string().optional(),
});
export type GateLog = z.infer<typeof gateLogSchema>;
