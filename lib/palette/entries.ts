import { DASHBOARD_PATH, catalogue, standaloneRoutes, type GroupDef } from '@/lib/routes/catalogue';
import type { Locale } from '@/lib/i18n/locale';
import { allScreens } from '@/lib/routes/lookup';
import { canOpen } from '@/lib/routes/permissions';

/**
 * What the command palette may offer, built on the server for one user and one language: only the
 * screens the user may open, so the browser never learns the rest; each title with its pinyin
 * reading worked out here, so no pinyin table ships to the browser.
 */
export interface PaletteScreen {
  readonly path: string;
  readonly code: string;
  readonly title: string;
  /** Pinyin of `title`, syllables separated by spaces (`yong hu guan li`); absent without Han. */
  readonly pinyin?: string;
  /** Codes of the folders above the screen, outermost first (keys of `PaletteData.folders`). */
  readonly parents: readonly string[];
}

export interface PaletteFolder {
  readonly title: string;
  readonly pinyin?: string;
}

export interface PaletteData {
  /** Catalogue order, the dashboard first. */
  readonly screens: readonly PaletteScreen[];
  readonly folders: Readonly<Record<string, PaletteFolder>>;
}

/** The list as the browser holds it: fetched when the palette opens (app/api/console/palette). */
export type PaletteList =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'ready'; readonly data: PaletteData };

export interface PaletteInput {
  readonly locale: Locale;
  /** The user's permitted menu codes (`front/info` menus). */
  readonly codes: ReadonlySet<string>;
  /** code → title in `locale`, server titles applied (`titleMap`). */
  readonly titles: Readonly<Record<string, string>>;
  /** Pinyin syllables of a text, or undefined when it has no Han character. */
  readonly pinyinOf: (text: string) => string | undefined;
  readonly groups?: readonly GroupDef[];
}

/**
 * The dashboard, then every catalogue page the user may open (`canOpen`, the same verdict the pages
 * give) that is not hidden. A folder enters `folders` only through a listed screen.
 */
export function paletteData({ locale, codes, titles, pinyinOf, groups = catalogue }: PaletteInput): PaletteData {
  const dashboardTitle = standaloneRoutes.find((r) => r.path === DASHBOARD_PATH)?.title[locale] ?? DASHBOARD_PATH;
  const withPinyin = (title: string) => {
    const pinyin = pinyinOf(title);
    return pinyin ? { title, pinyin } : { title };
  };
  const screens: PaletteScreen[] = [
    { path: DASHBOARD_PATH, code: 'dashboard', ...withPinyin(dashboardTitle), parents: [] },
  ];
  const folders: Record<string, PaletteFolder> = {};
  for (const match of allScreens(groups)) {
    if (canOpen(match.path, codes, groups) !== 'ok') continue;
    if (match.trail.some((r) => r.hidden)) continue;
    const parents = match.trail.slice(0, -1);
    for (const p of parents) folders[p.code] ??= withPinyin(titles[p.code] || p.title[locale]);
    screens.push({
      path: match.path,
      code: match.screen.code,
      ...withPinyin(titles[match.screen.code] || match.screen.title[locale]),
      parents: parents.map((p) => p.code),
    });
  }
  return { screens, folders };
}
