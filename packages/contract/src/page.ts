import type { Text } from './field';

/** A sidebar group a module declares; `order` places it among every module's groups. */
export interface GroupInfo {
  readonly code: string;
  readonly title: Text;
  /** A key of the console's icon set. */
  readonly icon: string;
  readonly order: number;
  /** Menu code to hold (default: the code). */
  readonly authority?: string;
}

/**
 * A page of a module: its menu code (the path segment, the menu the platform grants, the prefix of its buttons'
 * element codes), its place in the sidebar and its live topics. Declared once here; the backend gates the page's
 * reads by its code and seeds its elements, the console draws it (its manifest says with what).
 */
export interface PageInfo {
  /** Unique in the catalogue. A page whose code is its group's is the group's own page. */
  readonly code: string;
  readonly group: string;
  /** Place among the group's pages when several modules put pages in it (else the declaration's order). */
  readonly order?: number;
  readonly title: Text;
  readonly icon?: string;
  /** Menu code to hold (default: the code); another page's, to share its permission. */
  readonly authority?: string;
  /** true: the tabs bar does not keep the view alive when another tab is shown. */
  readonly noCache?: boolean;
  /** true: never listed in the sidebar, though routable. */
  readonly hidden?: boolean;
  /** Live topics the page listens to while it is open (and that its holders may follow). */
  readonly topics?: readonly string[];
  /** A topic whose level-3 events notify the page's holders whether the page is open or not. */
  readonly notices?: string;
  /** The home screen: where `/` and a sign-in land (one page of all modules). */
  readonly home?: boolean;
}

/** A module's pages by a short key of its own (`pages.stability.code`), and its groups. */
export interface ModulePages<K extends string = string> {
  readonly code: string;
  readonly groups: readonly GroupInfo[];
  readonly pages: { readonly [key in K]: PageInfo };
}

export const definePages = <const K extends string>(module: ModulePages<K>): ModulePages<K> => module;
