import type { GroupInfo, ModulePages, PageInfo } from '@console/contract/page';

/**
 * The shape of a business module's manifest (`modules/<module>/manifest.ts`): what draws each page the module
 * declares in the contract (`packages/contract/src/<module>/pages.ts`, the only place a page's code is written;
 * the backend gates and seeds by the same list). `npm run modules` (scripts/generate-modules.ts) derives from the
 * manifests what other parts read: the route catalogue's data (`pages.generated.ts` beside this file), the
 * screens' loaders (`components/screens/pages.generated.ts`) and the reference backend's menu seed. A test fails
 * when the generated files are stale. Data only: a manifest imports the contract's pages and this file.
 */

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

/** A page as the route catalogue reads it: the contract's declaration and what draws it. */
export type PageDecl = PageInfo & { readonly body: PageBody };

/** A module's pages (declared in the contract) with what draws each, by the page's key. */
export interface ModuleManifest {
  readonly code: string;
  readonly groups: readonly GroupInfo[];
  readonly pages: readonly PageDecl[];
}

/** A module's manifest: every page of the contract's list gets a body, and no body names a page the list lacks. */
export function defineModule<K extends string>(
  pages: ModulePages<K>,
  bodies: { readonly [key in K]: PageBody },
): ModuleManifest {
  return {
    code: pages.code,
    groups: pages.groups,
    pages: (Object.keys(pages.pages) as K[]).map((key) => ({ ...pages.pages[key], body: bodies[key] })),
  };
}
