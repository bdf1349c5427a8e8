import { DASHBOARD_PATH, HOME_PATH, catalogue, standaloneRoutes, type GroupDef } from './catalogue';
import type { Locale } from '@/lib/i18n/locale';
import { isIconKey, type IconKey } from './icon-keys';
import { allScreens, findRoute, findStandalone, normalisePath, routesByCode, titleOf } from './lookup';
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
 * Where a server `href` points, when it is a page the console can open (a catalogue page or a shown standalone route).
 */
function openableHref(href: string | undefined, groups: readonly GroupDef[]): string | undefined {
  const trimmed = href?.trim();
  if (!trimmed) return undefined;
  const path = normalisePath(trimmed.startsWith('/') ? trimmed : `/${trimmed}`);
  if (findRoute(path, groups)) return path;
  const standalone = findStandalone(path);
  return standalone && !standalone.hidden && !standalone.public ? path : undefined;
}

/**
 * The sidebar: the dashboard entry, then the server's permitted-menu tree (`front/menus`) in the
 * server's order, at any depth. A catalogue page links to its catalogue path wherever the server places
 * it (a folder an administrator made may hold pages of several groups); a catalogue folder keeps its
 * code trail. Titles follow `titleOf` by code; icons are the server's when drawable, else the
 * catalogue's. A server menu the catalogue does not know is a folder when the server sends children
 * (kept while one of them is), and a link only when its `href` is a page the console can open: never a
 * link to the 404 page. Left out: catalogue routes marked hidden, and folders without any entry below.
 */
export function sidebarModel(
  permissionMenus: readonly PermissionMenuNode[],
  locale: Locale,
  groups: readonly GroupDef[] = catalogue,
): SidebarItem[] {
  const byCode = routesByCode(groups);
  const pagePaths = new Map(allScreens(groups).map((page) => [page.screen.code, page.path]));
  const build = (node: PermissionMenuNode, parentHref: string): SidebarItem[] => {
    const def = byCode.get(node.code);
    const serverChildren = node.children ?? [];
    if (def?.hidden) return [];
    const folder = def ? (def.children?.length ?? 0) > 0 : serverChildren.length > 0;
    const href = folder
      ? `${parentHref}/${node.code}`
      : def
        ? pagePaths.get(node.code)
        : openableHref(node.href, groups);
    if (href === undefined) return [];
    const children = folder ? serverChildren.flatMap((child) => build(child, href)) : [];
    if (folder && children.length === 0) return [];
    const icon = iconOf(node.icon, def?.icon);
    const iconUrl = present(node.iconUrl);
    return [
      {
        code: node.code,
        title: titleOf(def, locale, node.title) || node.code,
        ...(icon !== undefined && { icon }),
        ...(iconUrl !== undefined && { iconUrl }),
        href,
        children,
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
