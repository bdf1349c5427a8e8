import type { SidebarItem } from './permissions';

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
