import { z } from 'zod';

/**
 * The session-bootstrap reads are checked before use: a gateway answering something else (an
 * HTML error page, a different service) must read as a failed load, not crash the shell.
 */
const code = z.object({ code: z.string() }).loose();

export const frontInfoSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    username: z.string(),
    name: z.string().default(''),
    description: z.string().optional(),
    depart: z.string().optional(),
    menus: z.array(code).default([]),
    elements: z.array(code).default([]),
  })
  .loose();

const serverMenu = z
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

export const menuListSchema = z.array(serverMenu);

type Node = z.infer<typeof serverMenu> & { children?: Node[] };
const menuNode: z.ZodType<Node> = z.lazy(() => serverMenu.extend({ children: z.array(menuNode).optional() }));
export const menuTreeSchema = z.array(menuNode);
