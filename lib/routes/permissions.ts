import {
  DASHBOARD_PATH,
  HOME_PATH,
  catalogue,
  standaloneRoutes,
  type GroupDef,
  type Locale,
  type ScreenDef,
  type Title,
} from './catalogue';
import { isIconKey, type IconKey } from './icon-keys';
import { findRoute, findStandalone, normalisePath, routesByCode, titleOf } from './lookup';
import type { FrontInfo, PermissionMenuNode, ServerMenu } from '@/lib/platform/front';

/** A catalogue route the user may see, dressed with the server's menu data. */
export interface PermittedRoute {
  readonly code: string;
  readonly path: string;
  readonly authority?: string;
  /** The catalogue's titles; the UI picks with `titleOf(route, locale, route.serverTitle)`. */
  readonly title: Title;
  /** `front/menu/all` title for this code, as given. */
  readonly serverTitle?: string;
  /** The server's icon when it is a key we can draw, else the catalogue's. */
  readonly icon?: IconKey;
  readonly iconUrl?: string;
  readonly href?: string;
  readonly noCache?: boolean;
  readonly hidden?: boolean;
  readonly children: readonly PermittedRoute[];
}

export type Access = 'ok' | 'forbidden' | 'unknown';

/** The permitted menu codes of `front/info` (`menus[].code`). */
export function permittedCodes(info: Pick<FrontInfo, 'menus'> | null | undefined): Set<string> {
  return new Set((info?.menus ?? []).map((m) => m.code).filter((code): code is string => Boolean(code)));
}

function present(value: string | undefined): string | undefined {
  return value?.trim() ? value : undefined;
}

/**
 * A route with an authority is kept only if the user holds that code; routes without one are
 * always kept; children are filtered the same way (a dropped route takes its children with it). A kept
 * route takes title, icon, href and iconUrl from the server menu with the route's own code. Unlike the
 * upstream UI, which crashed when a permitted code was missing from the menu list, a missing menu
 * leaves the catalogue's values in place. The lookup is by code, not authority, so the zd raw-data page
 * (which borrows the hj page's authority) keeps its own title.
 */
export function filterCatalogue(
  groups: readonly GroupDef[],
  codes: ReadonlySet<string>,
  menuList: readonly ServerMenu[],
): PermittedRoute[] {
  const menus = new Map<string, ServerMenu>();
  for (const menu of menuList) if (!menus.has(menu.code)) menus.set(menu.code, menu);

  const keep = (route: ScreenDef, parentPath: string): PermittedRoute[] => {
    if (route.authority !== undefined && !codes.has(route.authority)) return [];
    const path = `${parentPath}/${route.code}`;
    const menu = menus.get(route.code);
    const serverTitle = present(menu?.title);
    const iconUrl = present(menu?.iconUrl);
    const href = present(menu?.href);
    const icon = iconOf(menu?.icon, route.icon);
    return [
      {
        code: route.code,
        path,
        ...(route.authority !== undefined && { authority: route.authority }),
        title: route.title,
        ...(serverTitle !== undefined && { serverTitle }),
        ...(icon !== undefined && { icon }),
        ...(iconUrl !== undefined && { iconUrl }),
        ...(href !== undefined && { href }),
        ...(route.noCache !== undefined && { noCache: route.noCache }),
        ...(route.hidden !== undefined && { hidden: route.hidden }),
        children: (route.children ?? []).flatMap((child) => keep(child, path)),
      },
    ];
  };
  return groups.flatMap((group) => keep(group, ''));
}

function iconOf(serverIcon: string | undefined, fallback: IconKey | undefined): IconKey | undefined {
  return isIconKey(serverIcon) ? serverIcon : fallback;
}

/**
 * May the user open this path? 'unknown' → the 404 page, 'forbidden' → the 401 page inside the shell.
 * Every authority on the trail must be held, as filtering drops children with their parent. `/` is the
 * home redirect and standalone routes carry no authority: both 'ok'.
 */
export function canOpen(pathname: string, codes: ReadonlySet<string>, groups: readonly GroupDef[] = catalogue): Access {
  const path = normalisePath(pathname);
  if (path === '/' || findStandalone(path)) return 'ok';
  const match = findRoute(path, groups);
  if (!match) return 'unknown';
  return match.trail.every((r) => r.authority === undefined || codes.has(r.authority)) ? 'ok' : 'forbidden';
}

/** Where `/` sends the user: the process monitor when permitted, else the dashboard. */
export function homeRedirect(codes: ReadonlySet<string>): string {
  return canOpen(HOME_PATH, codes) === 'ok' ? HOME_PATH : DASHBOARD_PATH;
}

export interface SidebarItem {
  readonly code: string;
  readonly title: string;
  readonly icon?: IconKey;
  readonly iconUrl?: string;
  readonly href: string;
  readonly children: readonly SidebarItem[];
}

const dashboard = standaloneRoutes[0];

/**
 * The sidebar: the dashboard entry, then the server's permitted-menu tree (`front/menus`) in
 * the server's order. Each entry links to its code trail (`/{groupCode}/{childCode}`). Titles follow
 * `titleOf` by code; icons are the server's when drawable, else the catalogue's. A server code the
 * catalogue does not know is still listed, linking by code, and lands on the 404 page: the menu data
 * stays visible to the administrator who created it. Left out: catalogue routes marked hidden, and
 * folders (catalogue routes with children) for which the server sends no children, as they would
 * open nothing.
 */
export function sidebarModel(
  permissionMenus: readonly PermissionMenuNode[],
  locale: Locale,
  groups: readonly GroupDef[] = catalogue,
): SidebarItem[] {
  const byCode = routesByCode(groups);
  const build = (node: PermissionMenuNode, parentHref: string): SidebarItem[] => {
    const def = byCode.get(node.code);
    const children = node.children ?? [];
    if (def?.hidden) return [];
    if (children.length === 0 && (def?.children?.length ?? 0) > 0) return [];
    const href = `${parentHref}/${node.code}`;
    const icon = iconOf(node.icon, def?.icon);
    const iconUrl = present(node.iconUrl);
    return [
      {
        code: node.code,
        title: titleOf(def, locale, node.title) || node.code,
        ...(icon !== undefined && { icon }),
        ...(iconUrl !== undefined && { iconUrl }),
        href,
        children: children.flatMap((child) => build(child, href)),
      },
    ];
  };
  const home: SidebarItem = {
    code: 'dashboard',
    title: dashboard.title[locale],
    icon: dashboard.icon,
    href: dashboard.path,
    children: [],
  };
  return [home, ...permissionMenus.flatMap((node) => build(node, ''))];
}
