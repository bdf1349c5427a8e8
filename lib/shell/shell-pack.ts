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
  return Object.fromEntries(Object.entries(titles).filter(([code, title]) => title !== titleOf(catalogue.get(code), locale)));
}

/** Every catalogue code's title in `locale`, the platform's renamings applied. */
export function unpackTitles(renamed: Readonly<Record<string, string>>, locale: Locale): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const [code, def] of routesByCode()) titles[code] = renamed[code] ?? titleOf(def, locale);
  return { ...titles, ...renamed };
}

/** `['userManager:btn_add', 'userManager:btn_edit']` → `{ userManager: ['btn_add', 'btn_edit'] }`; a code without `:` under `''`. */
export function packElements(codes: readonly string[]): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const code of codes) {
    const colon = code.indexOf(':');
    const [menu, rest] = colon < 0 ? ['', code] : [code.slice(0, colon), code.slice(colon + 1)];
    (groups[menu] ??= []).push(rest);
  }
  return groups;
}

export function unpackElements(groups: Readonly<Record<string, readonly string[]>>): string[] {
  return Object.entries(groups).flatMap(([menu, rest]) => rest.map((r) => (menu === '' ? r : `${menu}:${r}`)));
}
