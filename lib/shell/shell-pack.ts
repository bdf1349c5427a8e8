import type { Locale } from '@/lib/i18n/locale';
import { routesByCode, titleOf } from '@/lib/routes/lookup';

/**
 * The shell's data as the layout sends it (docs/benchmarks.md, server rendering): what the browser can
 * work out again is left out. Titles: only those the platform renamed, the rest are the catalogue's
 * (which the browser has). Element codes: grouped by their menu code, so `userManager:` is not
 * repeated for every button. The shell unpacks both once.
 */

/** code → title, only where it differs from the catalogue's title in `locale`. */
export function packTitles(titles: Readonly<Record<string, string>>, locale: Locale): Record<string, string> {
  const catalogue = routesByCode();
  return Object.fromEntries(
    Object.entries(titles).filter(([code, title]) => title !== titleOf(catalogue.get(code), locale)),
  );
}

/** Every catalogue code's title in `locale`, the platform's renamings applied. */
export function unpackTitles(renamed: Readonly<Record<string, string>>, locale: Locale): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const [code, def] of routesByCode()) titles[code] = renamed[code] ?? titleOf(def, locale);
  return { ...titles, ...renamed };
}

/**
 * Element codes packed: `userManager:btn_add` and its kin are grouped by menu, and menus holding the same
 * list share it (`{ 'btn_add btn_edit btn_del': 'dictManager tenantManager …' }`): most menus hold the
 * same three buttons. A code that does not read `menu:element` without blanks travels as it is (`other`).
 */
export interface PackedElements {
  readonly groups?: Readonly<Record<string, string>>;
  readonly other?: readonly string[];
}

const GROUPABLE = /^([^\s:]+):(\S+)$/;

export function packElements(codes: readonly string[]): PackedElements {
  const byMenu = new Map<string, string[]>();
  const other: string[] = [];
  for (const code of codes) {
    const match = GROUPABLE.exec(code);
    if (!match) other.push(code);
    else byMenu.set(match[1]!, [...(byMenu.get(match[1]!) ?? []), match[2]!]);
  }
  const groups: Record<string, string> = {};
  for (const [menu, list] of byMenu) {
    const key = list.join(' ');
    groups[key] = groups[key] === undefined ? menu : `${groups[key]} ${menu}`;
  }
  return { ...(byMenu.size > 0 && { groups }), ...(other.length > 0 && { other }) };
}

export function unpackElements(packed: PackedElements): string[] {
  const grouped = Object.entries(packed.groups ?? {}).flatMap(([list, menus]) =>
    menus.split(' ').flatMap((menu) => list.split(' ').map((element) => `${menu}:${element}`)),
  );
  return [...grouped, ...(packed.other ?? [])];
}
