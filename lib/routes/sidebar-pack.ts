import type { Locale } from '@/lib/i18n/locale';
import type { PermissionMenuNode } from '@/lib/platform/front';
import { catalogue, type ScreenDef } from './catalogue';
import { routesByCode } from './lookup';
import { sidebarModel, type SidebarItem } from './permissions';

/**
 * The sidebar as the server sends it (docs/benchmarks.md, server rendering): what the browser can work
 * out again is left out. A title equal to the shell's title for its code (`ShellData.titles`, sent
 * anyway), an href that is the parent's plus `/code`, and an empty list of children are omitted.
 */
export interface PackedSidebarItem {
  readonly code: string;
  readonly title?: string;
  readonly icon?: SidebarItem['icon'];
  readonly iconUrl?: string;
  readonly href?: string;
  readonly children?: readonly PackedSidebarItem[];
}

type Titles = Readonly<Record<string, string>>;

export function packSidebar(items: readonly SidebarItem[], titles: Titles, parentHref = ''): PackedSidebarItem[] {
  return items.map((item) => ({
    code: item.code,
    ...(item.title !== titles[item.code] && { title: item.title }),
    ...(item.icon !== undefined && { icon: item.icon }),
    ...(item.iconUrl !== undefined && { iconUrl: item.iconUrl }),
    ...(item.href !== `${parentHref}/${item.code}` && { href: item.href }),
    ...(item.children.length > 0 && { children: packSidebar(item.children, titles, item.href) }),
  }));
}

export function unpackSidebar(items: readonly PackedSidebarItem[], titles: Titles, parentHref = ''): SidebarItem[] {
  return items.map((item) => {
    const href = item.href ?? `${parentHref}/${item.code}`;
    return {
      code: item.code,
      // The code when even the titles miss it: packSidebar only omits a title equal to the map's.
      title: item.title ?? titles[item.code] ?? item.code,
      ...(item.icon !== undefined && { icon: item.icon }),
      ...(item.iconUrl !== undefined && { iconUrl: item.iconUrl }),
      href,
      children: unpackSidebar(item.children ?? [], titles, href),
    };
  });
}

/**
 * The permitted menu codes as sent beside the packed sidebar, which holds most of them: `more`, the
 * codes it does not hold (hidden screens, menus the console cannot open); `less`, the codes it holds
 * that are not permitted (the home entry, always shown).
 */
export interface PackedCodes {
  readonly more?: readonly string[];
  readonly less?: readonly string[];
}

function sidebarCodes(items: readonly PackedSidebarItem[]): string[] {
  return items.flatMap((item) => [item.code, ...sidebarCodes(item.children ?? [])]);
}

export function packCodes(codes: readonly string[], sidebar: readonly PackedSidebarItem[]): PackedCodes {
  const held = new Set(sidebarCodes(sidebar));
  const permitted = new Set(codes);
  const more = [...permitted].filter((code) => !held.has(code));
  const less = [...held].filter((code) => !permitted.has(code));
  return { ...(more.length > 0 && { more }), ...(less.length > 0 && { less }) };
}

/** Every permitted code once: the sidebar's in its order, then the others. */
export function unpackCodes(packed: PackedCodes, sidebar: readonly PackedSidebarItem[]): string[] {
  const less = new Set(packed.less);
  return [...new Set([...sidebarCodes(sidebar).filter((code) => !less.has(code)), ...(packed.more ?? [])])];
}

/**
 * The catalogue's own menu tree cut to `permitted`: what the platform sends while nobody has moved, renamed or
 * re-iconed a menu.
 */
export function catalogueMenus(permitted: ReadonlySet<string>): PermissionMenuNode[] {
  const node = (def: ScreenDef): PermissionMenuNode[] =>
    permitted.has(def.code)
      ? [{ id: 0, parentId: -1, code: def.code, title: '', children: (def.children ?? []).flatMap(node) }]
      : [];
  return catalogue.flatMap(node);
}

/** The sidebar the catalogue gives for `permitted`, packed. */
export function catalogueSidebar(permitted: ReadonlySet<string>, locale: Locale, titles: Titles): PackedSidebarItem[] {
  return packSidebar(sidebarModel(catalogueMenus(permitted), locale), titles);
}

let codeOrder: readonly string[] | undefined;
/**
 * Every catalogue code in the catalogue's order: the bit order of a code mask (the server and the browser run the same
 * catalogue).
 */
const catalogueCodes = () => (codeOrder ??= [...routesByCode().keys()]);

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Which catalogue codes are in `codes`, six to a base64url character. */
export function maskCodes(codes: ReadonlySet<string>): string {
  const all = catalogueCodes();
  let mask = '';
  for (let i = 0; i < all.length; i += 6) {
    let bits = 0;
    for (let b = 0; b < 6 && i + b < all.length; b++) if (codes.has(all[i + b]!)) bits |= 1 << b;
    mask += BASE64URL[bits];
  }
  return mask.replace(/A+$/, '');
}

export function unmaskCodes(mask: string): string[] {
  const all = catalogueCodes();
  return all.filter((_, i) => {
    const bits = BASE64URL.indexOf(mask[Math.floor(i / 6)] ?? 'A');
    return bits > 0 && (bits & (1 << (i % 6))) !== 0;
  });
}

/**
 * The sidebar and the permitted menu codes as the layout sends them. Mostly the sidebar is what the
 * catalogue gives for the permitted codes: then only the codes are sent, as a mask over the catalogue's
 * codes (`mask`) and the codes it lacks (`more`), and the browser draws the same sidebar again. Otherwise the
 * packed sidebar is sent with the codes beside it (`packCodes`).
 */
export interface PackedMenus {
  readonly sidebar?: readonly PackedSidebarItem[];
  readonly codes: PackedCodes & { readonly mask?: string };
}

export function packMenus(
  sidebar: readonly PackedSidebarItem[],
  codes: readonly string[],
  locale: Locale,
  titles: Titles,
): PackedMenus {
  const mask = maskCodes(new Set(codes));
  const listed = new Set(unmaskCodes(mask));
  if (JSON.stringify(catalogueSidebar(listed, locale, titles)) !== JSON.stringify(sidebar))
    return { sidebar, codes: packCodes(codes, sidebar) };
  const more = [...new Set(codes)].filter((code) => !listed.has(code));
  return { codes: { mask, ...(more.length > 0 && { more }) } };
}

export function unpackMenus(
  menus: PackedMenus,
  locale: Locale,
  titles: Titles,
): { sidebar: readonly PackedSidebarItem[]; codes: string[] } {
  if (menus.sidebar) return { sidebar: menus.sidebar, codes: unpackCodes(menus.codes, menus.sidebar) };
  const listed = unmaskCodes(menus.codes.mask ?? '');
  return {
    sidebar: catalogueSidebar(new Set(listed), locale, titles),
    codes: [...listed, ...(menus.codes.more ?? [])],
  };
}
