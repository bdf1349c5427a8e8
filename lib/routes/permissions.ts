import { DASHBOARD_PATH, HOME_PATH, catalogue, standaloneRoutes, type GroupDef } from './catalogue';
import type { Locale } from '@/lib/i18n/locale';
import { isIconKey, type IconKey } from './icon-keys';
import { findRoute, findStandalone, normalisePath, routesByCode, titleOf } from './lookup';
import type { FrontInfo, PermissionMenuNode } from '@/lib/platform/front';

export type Access = 'ok' | 'forbidden' | 'unknown';

/** The permitted menu codes of `front/info` (`menus[].code`). */
export function permittedCodes(info: Pick<FrontInfo, 'menus'> | null | undefined): Set<string> {
  return new Set((info?.menus ?? []).map((m) => m.code).filter((code): code is string => Boolean(code)));
}

function present(value: string | undefined): string | undefined {
  return value?.trim() ? value : undefined;
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
export function sidebarModel(permissionMenus: readonly PermissionMenuNode[], locale: Locale, groups: readonly GroupDef[] = catalogue): SidebarItem[] {
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
