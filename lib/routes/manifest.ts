import type { IconKey } from './icon-keys';

/**
 * The shape of a business module's manifest (`modules/<module>/manifest.ts`): the only place a page is
 * declared. `npm run modules` (scripts/generate-modules.ts) derives from the manifests what other parts read:
 * the route catalogue's data (`pages.generated.ts` beside this file), the screens' loaders
 * (`components/screens/pages.generated.ts`) and the reference backend's menu seed. A test fails when the
 * generated files are stale. Data only: a manifest imports nothing but these types.
 */

export interface Title {
  readonly zh: string;
  readonly en: string;
}

/** A sidebar group the module declares; `order` places it among every module's groups. */
export interface GroupDecl {
  readonly code: string;
  readonly title: Title;
  readonly icon: IconKey;
  readonly order: number;
  /** Menu code to hold (default: the code). */
  readonly authority?: string;
}

/**
 * What draws a page. A kit screen kind shows a definition the module exports (`def`); `screen` is a component of the
 * module's own, handed `def` when it names one. Both are `<file>#<export>`, the file relative to the module folder.
 */
export type PageBody =
  | {
      readonly kind: 'resource' | 'settings' | 'tree' | 'tabs' | 'stats' | 'report';
      readonly def: string;
    }
  | { readonly kind: 'screen'; readonly screen: string; readonly def?: string };

export interface PageDecl {
  /** Path segment and menu code, unique in the catalogue. A page whose code is its group's is the group's own page. */
  readonly code: string;
  readonly group: string;
  /** Place among the group's pages when several modules put pages in it (else the manifest's order). */
  readonly order?: number;
  readonly title: Title;
  readonly icon?: IconKey;
  /** Menu code to hold (default: the code); another page's to share its permission. */
  readonly authority?: string;
  /** true: the tabs bar does not keep the view alive when another tab is shown. */
  readonly noCache?: boolean;
  /** true: never listed in the sidebar, though routable. */
  readonly hidden?: boolean;
  readonly body: PageBody;
  /** Live topics the page listens to while it is open (the shell's live channel subscribes to the open pages'). */
  readonly topics?: readonly string[];
  /** A topic whose level-3 events notify the page's holders whether the page is open or not. */
  readonly notices?: string;
  /** The home screen: where `/` and a sign-in land (one page of all modules). */
  readonly home?: boolean;
}

export interface ModuleManifest {
  /** The module's folder name. */
  readonly code: string;
  readonly groups: readonly GroupDecl[];
  readonly pages: readonly PageDecl[];
}

/** Types a manifest's literal (the generator reads it as data). */
export const defineModule = <const M extends ModuleManifest>(manifest: M): M => manifest;
