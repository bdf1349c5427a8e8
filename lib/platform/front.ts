import { z } from 'zod';

/**
 * The session-bootstrap reads (`/api/admin/user/front/*`), bare JSON. They are checked before use:
 * a gateway answering something else (an HTML error page, a different service) must read as a
 * failed load, not crash the shell. The platform leaves null fields out, hence the optional
 * members; members the console does not read pass through unchecked (`loose`).
 */

/**
 * One entry of `front/info` `menus[]` / `elements[]`. The platform sends type, uri, method, name
 * and menu as well; the console reads only the code.
 */
export const permissionInfoSchema = z.object({ code: z.string() }).loose();
export type PermissionInfo = z.infer<typeof permissionInfoSchema>;

/** `GET /api/admin/user/front/info`: the signed-in user and the menu and element codes they hold. */
export const frontInfoSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    username: z.string(),
    name: z.string().default(''),
    description: z.string().optional(),
    /** The user's picture, where the platform keeps one (the open-source v2 sends none: initials then). */
    avatar: z.string().optional(),
    depart: z.string().optional(),
    menus: z.array(permissionInfoSchema).default([]),
    elements: z.array(permissionInfoSchema).default([]),
  })
  .loose();
export type FrontInfo = z.infer<typeof frontInfoSchema>;

/** An item of `GET /api/admin/user/front/menu/all`: every menu, for titles and icons. */
export const serverMenuSchema = z
  .object({
    id: z.number(),
    code: z.string(),
    title: z.string().default(''),
    icon: z.string().optional(),
    iconUrl: z.string().optional(),
    href: z.string().optional(),
    parentId: z.number().default(-1),
  })
  .loose();
export type ServerMenu = z.infer<typeof serverMenuSchema>;
export const menuListSchema = z.array(serverMenuSchema);

/** A node of `GET /api/admin/user/front/menus`: the user's permitted menus as a tree. */
export const permissionMenuNodeSchema = serverMenuSchema.extend({
  get children() {
    return z.array(permissionMenuNodeSchema).optional();
  },
});
export type PermissionMenuNode = z.infer<typeof permissionMenuNodeSchema>;
export const menuTreeSchema = z.array(permissionMenuNodeSchema);
