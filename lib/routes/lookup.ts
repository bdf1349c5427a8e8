import {
  catalogue,
  standaloneRoutes,
  type GroupDef,
  type ScreenDef,
  type StandaloneRoute,
  type Title,
} from './catalogue';
import type { Locale } from '@/lib/i18n/locale';

/** A catalogue page matched by path. */
export interface RouteMatch {
  /** Normalised path, e.g. `/znysManager/znysProcessMonitorManager`. */
  readonly path: string;
  readonly group: GroupDef;
  /** The page opened: the leaf screen, or the group itself when it has no children (`/bhzManager`). */
  readonly screen: ScreenDef;
  /** The group, then each screen down to `screen` (breadcrumb order; every authority on it applies). */
  readonly trail: readonly ScreenDef[];
}

/** `/{group}/{child}`; pass more codes for nested screens, none for a childless group. */
export function screenPath(groupCode: string, ...screenCodes: readonly string[]): string {
  return `/${[groupCode, ...screenCodes].join('/')}`;
}

/** Drops trailing slashes so `/a/b/` and `/a/b` match alike. Paths stay case-sensitive, like Next's. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

// Built once per catalogue array; a WeakMap lets tests pass their own small catalogues.
const indexes = new WeakMap<readonly GroupDef[], ReadonlyMap<string, RouteMatch>>();

function indexOf(groups: readonly GroupDef[]): ReadonlyMap<string, RouteMatch> {
  const cached = indexes.get(groups);
  if (cached) return cached;
  const index = new Map<string, RouteMatch>();
  const visit = (group: GroupDef, trail: readonly ScreenDef[]) => {
    const leaf = trail[trail.length - 1];
    const children = leaf.children ?? [];
    // Only leaves are pages: a route with children is a menu folder and has no body of its own.
    if (children.length === 0) {
      const path = screenPath(group.code, ...trail.slice(1).map((r) => r.code));
      index.set(path, { path, group, screen: leaf, trail });
    }
    for (const child of children) visit(group, [...trail, child]);
  };
  for (const group of groups) visit(group, [group]);
  indexes.set(groups, index);
  return index;
}

export function findRoute(pathname: string, groups: readonly GroupDef[] = catalogue): RouteMatch | null {
  return indexOf(groups).get(normalisePath(pathname)) ?? null;
}

/** Every page of the catalogue in catalogue order (childless groups and leaf screens). */
export function allScreens(groups: readonly GroupDef[] = catalogue): RouteMatch[] {
  return [...indexOf(groups).values()];
}

/** The path of the page whose screen code is `code` (a notice's or alarm's source), or undefined when none is. */
export function pagePathOfCode(code: string, groups: readonly GroupDef[] = catalogue): string | undefined {
  for (const match of indexOf(groups).values()) if (match.screen.code === code) return match.path;
  return undefined;
}

export function findStandalone(pathname: string): StandaloneRoute | null {
  const path = normalisePath(pathname);
  return standaloneRoutes.find((r) => r.path === path) ?? null;
}

/** Groups and screens by code, for titles and icons of server menus. */
export function routesByCode(groups: readonly GroupDef[] = catalogue): ReadonlyMap<string, ScreenDef> {
  const byCode = new Map<string, ScreenDef>();
  const visit = (route: ScreenDef) => {
    if (!byCode.has(route.code)) byCode.set(route.code, route);
    route.children?.forEach(visit);
  };
  groups.forEach(visit);
  return byCode;
}

/**
 * The title to show. zh: the server's title as given (an administrator may have renamed the menu),
 * else the catalogue's. en: the catalogue's English title, else the server's. A blank server title
 * counts as none.
 */
export function titleOf(
  route: { readonly title: Title } | null | undefined,
  locale: Locale,
  serverTitle?: string,
): string {
  const server = serverTitle?.trim() ? serverTitle : undefined;
  if (locale === 'zh') return server ?? route?.title.zh ?? '';
  return route?.title.en ?? server ?? '';
}
