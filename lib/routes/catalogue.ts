/**
 * The route catalogue: every screen of the console as data. Sidebar, breadcrumb, tabs, page titles, the home
 * redirect, permission checks and the e2e smoke list all read it; nothing else hard-codes a route. Its groups
 * and screens are derived from the business modules' manifests (`modules/<module>/manifest.ts`, the only place
 * a page is declared; fields in `manifest.ts`) by `npm run modules` into `pages.generated.ts`; the pages outside
 * the modules (dashboard, error pages, sign-in) are listed here. Helpers live in `lookup.ts` and `permissions.ts`.
 *
 * Fields (groups and screens share them):
 *   code       Path segment and menu code. A group is opened at `/{group.code}`, a screen at
 *              `/{group.code}/{screen.code}`. Unique across the catalogue.
 *   authority  Menu code the user must hold (`front/info` → `menus[].code`) to see and open the route; a page
 *              may borrow another page's. Absent = always kept (`standaloneRoutes`).
 *   title      `{zh, en}`. zh shows the server's menu title when it has one (an administrator may rename
 *              menus); en shows this English title, falling back to the server's (docs/architecture.md, i18n).
 *   icon       Key of `icon-keys.ts`, drawn by `components/nav/key-icon.tsx`. Required on groups,
 *              optional on screens. The seed's `icon` holds the same keys.
 *   noCache    true: the tabs bar does not keep this view alive when another tab is shown. Default false.
 *   hidden     true: never listed in the sidebar, although still routable.
 *   children   Screens of a group. A group whose only page has the group's code is itself the screen: its
 *              group path opens its page, and the sidebar shows it as a single link. A group *with*
 *              children has no page of its own (its path is unknown, so 404).
 *
 * Codes: camelCase, a domain prefix (the group's stem) and a `Manager` suffix. The platform-administration
 * groups keep the upstream platform's unprefixed codes (`userManager`, `groupManager` …, docs/platform-contract.md)
 * so that existing menu data and element codes (`userManager:btn_add`) keep working.
 */
import type { IconKey } from './icon-keys';
import { generatedGroups, generatedHome } from './pages.generated';

export interface Title {
  readonly zh: string;
  readonly en: string;
}

export interface ScreenDef {
  readonly code: string;
  readonly authority?: string;
  readonly title: Title;
  readonly icon?: IconKey;
  readonly noCache?: boolean;
  readonly hidden?: boolean;
  readonly children?: readonly ScreenDef[];
}

export interface GroupDef {
  readonly code: string;
  readonly authority: string;
  readonly title: Title;
  readonly icon: IconKey;
  readonly children: readonly ScreenDef[];
}

/** Routes outside the permission-gated groups. `public`: reachable without a session. */
export interface StandaloneRoute {
  readonly path: string;
  readonly title: Title;
  readonly icon?: IconKey;
  readonly hidden?: boolean;
  readonly public?: boolean;
}

/** The home screen's path (the manifests mark one page `home`). */
export const HOME_PATH = generatedHome;
export const DASHBOARD_PATH = '/dashboard';

export const standaloneRoutes = [
  { path: DASHBOARD_PATH, title: { zh: '首页', en: 'Dashboard' }, icon: 'dashboard' },
  { path: '/401', title: { zh: '无权访问', en: 'Access denied' }, hidden: true, public: true },
  { path: '/404', title: { zh: '页面不存在', en: 'Page not found' }, hidden: true, public: true },
  // Rendered outside the console shell, so never in the sidebar; no `hidden` needed.
  { path: '/login', title: { zh: '登录', en: 'Sign in' }, public: true },
  { path: '/authredirect', title: { zh: '登录跳转', en: 'Signing in' }, public: true },
] as const satisfies readonly StandaloneRoute[];

/** Every group of the console in sidebar order, with its screens: derived from the modules' manifests. */
export const catalogue: readonly GroupDef[] = generatedGroups;
