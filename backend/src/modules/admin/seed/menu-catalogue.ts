import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One entry of `menu-seed.json`; roots are the console's menu groups. */
export interface SeedMenu {
  code: string;
  title: string;
  icon?: string;
  iconUrl?: string;
  href?: string;
  type?: string;
  description?: string;
  children?: SeedMenu[];
}

// tsc copies the JSON next to the compiled module; the source copy is the fallback for a stale or partial build.
const candidates = [
  new URL('./menu-seed.json', import.meta.url),
  new URL('../../../../src/modules/admin/seed/menu-seed.json', import.meta.url),
];

function check(value: unknown, where: string, seen: Set<string>): SeedMenu {
  if (typeof value !== 'object' || value === null) throw new Error(`menu seed: ${where} is not an object`);
  const menu = value as Record<string, unknown>;
  if (typeof menu.code !== 'string' || menu.code === '') throw new Error(`menu seed: ${where}.code is missing`);
  if (seen.has(menu.code)) throw new Error(`menu seed: duplicate code ${menu.code}`);
  seen.add(menu.code);
  if (typeof menu.title !== 'string' || menu.title === '') throw new Error(`menu seed: ${menu.code}.title is missing`);
  for (const field of ['icon', 'iconUrl', 'href', 'type', 'description']) {
    if (menu[field] !== undefined && typeof menu[field] !== 'string')
      throw new Error(`menu seed: ${menu.code}.${field} must be a string`);
  }
  const children = menu.children ?? [];
  if (!Array.isArray(children)) throw new Error(`menu seed: ${menu.code}.children must be an array`);
  return {
    ...(menu as unknown as SeedMenu),
    children: children.map((child, i) => check(child, `${menu.code}.children[${i}]`, seen)),
  };
}

export function loadMenuSeed(file?: string): SeedMenu[] {
  const path = file ?? candidates.map((url) => fileURLToPath(url)).find((candidate) => fs.existsSync(candidate));
  if (!path) throw new Error('menu seed: menu-seed.json not found');
  const parsed: unknown = JSON.parse(fs.readFileSync(path, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error('menu seed: the file must hold an array');
  const seen = new Set<string>();
  return parsed.map((menu, i) => check(menu, `[${i}]`, seen));
}
