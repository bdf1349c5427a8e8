'use client';

import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import { Hint } from '@/components/common/hint';
import { useTheme, type Theme } from '@mui/material/styles';
import Link from 'next/link';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useShownPath, useViews } from '@/components/tabs/views-context';
import type { SidebarItem } from '@/lib/routes/permissions';
import { readableOn } from '@/lib/theme/contrast';
import { SIDEBAR_BG } from '@/lib/theme/theme';
import { KeyIcon } from './key-icon';

const isWithin = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

function ItemIcon({ item }: { item: SidebarItem }) {
  return (
    <span className="sb-icon">
      {item.iconUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- server-supplied icon URL of any origin size
        <img src={item.iconUrl} alt="" width={20} height={20} style={{ objectFit: 'contain' }} />
      ) : (
        <KeyIcon name={item.icon} />
      )}
    </span>
  );
}

/**
 * The entries are plain links and buttons styled once here, not a ListItemButton, ListItemIcon and
 * ListItemText each: every page renders some forty of them on the server, and as MUI components they
 * were a third of a console page's server CPU (docs/benchmarks.md, server rendering). The look is
 * the list's: 45 px rows, the theme's selected tint, a ring on keyboard focus.
 */
const navStyles = (theme: Theme) => {
  const { primary } = (theme.vars ?? theme).palette;
  const quick = { duration: theme.transitions.duration.shortest };
  return {
    overflowY: 'auto',
    overflowX: 'hidden',
    flex: 1,
    scrollPaddingBlock: '15px',
    '& ul': { listStyle: 'none', margin: 0, padding: 0 },
    '& .sb-children': { bgcolor: 'rgba(0,0,0,0.18)' },
    '& .sb-item': {
      display: 'flex',
      alignItems: 'center',
      width: '100%',
      minWidth: 0,
      boxSizing: 'border-box',
      padding: '8px 16px',
      paddingInlineStart: 'calc(16px + var(--sb-depth, 0) * 16px)',
      border: 0,
      margin: 0,
      background: 'none',
      color: 'inherit',
      font: 'inherit',
      fontSize: 14,
      lineHeight: '29px',
      textAlign: 'left',
      textDecoration: 'none',
      cursor: 'pointer',
      scrollMarginBlock: '15px',
      transition: theme.transitions.create('background-color', quick),
      '&:hover': { backgroundColor: 'rgba(255,255,255,0.06)' },
      '&:focus-visible': { outline: `2px solid ${primary.light}`, outlineOffset: -2 },
      '&[aria-current="page"]': { backgroundColor: theme.alpha(primary.main, 0.16) },
      '&[aria-current="page"]:hover': { backgroundColor: theme.alpha(primary.main, 0.24) },
    },
    '& .sb-icon': { display: 'inline-flex', flexShrink: 0, minWidth: 34, color: 'inherit' },
    '& .sb-text': { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    // A chevron drawn by two borders: down when the folder is shut, up when it is open.
    '& .sb-chevron': {
      flexShrink: 0,
      width: 6,
      height: 6,
      marginInline: '7px',
      borderRight: '1.5px solid currentColor',
      borderBottom: '1.5px solid currentColor',
      transform: 'translateY(-2px) rotate(45deg)',
      transition: theme.transitions.create('transform', quick),
    },
    '& [aria-expanded="true"] > .sb-chevron': { transform: 'translateY(2px) rotate(-135deg)' },
  };
};

type Props = { items: readonly SidebarItem[]; collapsed: boolean; label: string };

/** Does this entry link to the path, or hold a link to it at any depth? */
const leadsTo = (item: SidebarItem, pathname: string): boolean =>
  item.children.length === 0 ? isWithin(pathname, item.href) : item.children.some((c) => leadsTo(c, pathname));

/** The codes of the folders from the top down to the one holding the current page's link. */
function folderTrail(items: readonly SidebarItem[], pathname: string): string[] {
  for (const item of items) {
    if (item.children.length === 0 || !leadsTo(item, pathname)) continue;
    return [item.code, ...folderTrail(item.children, pathname)];
  }
  return [];
}

/** The codes from the top down to this folder (empty when it is not in the tree). */
function trailTo(items: readonly SidebarItem[], code: string): string[] {
  for (const item of items) {
    if (item.code === code) return [code];
    const below = trailTo(item.children, code);
    if (below.length > 0) return [item.code, ...below];
  }
  return [];
}

const NONE: readonly string[] = [];

/**
 * Built from the server's permitted menus, nested to any depth; one path of folders open at a time (the
 * current page's, until the user opens another); collapsible.
 */
export function Sidebar({ items, collapsed, label }: Props) {
  // The view shown now: a press on an open view's entry shows it before the router has navigated, as a tab's does.
  const pathname = useShownPath();
  const { show } = useViews();
  const activeTrail = useMemo(() => folderTrail(items, pathname), [items, pathname]);
  const activeKey = activeTrail.join('/');
  const [open, setOpen] = useState<readonly string[]>(activeTrail);
  const activeRef = useRef<HTMLAnchorElement | null>(null);
  // The group holding the current screen is highlighted in the theme colour, made readable on the
  // dark sidebar whatever colour was picked (the light shade of a mid-tone green is only 4.3:1).
  const light = useTheme().palette.primary.light;
  const highlight = useMemo(() => readableOn(light, SIDEBAR_BG), [light]);
  // Each path shown gets a number as it is committed; a press on a folder notes the number it was made under.
  const shown = useRef({ key: activeKey, seq: 0 });
  useLayoutEffect(() => {
    if (shown.current.key !== activeKey) shown.current = { key: activeKey, seq: shown.current.seq + 1 };
  }, [activeKey]);
  const pressedUnder = useRef(-1);
  // Opening a folder opens its parents with it; closing one keeps its parents open.
  const toggle = useCallback(
    (code: string, expanded: boolean) => {
      pressedUnder.current = shown.current.seq;
      const trail = trailTo(items, code);
      setOpen(expanded ? trail.slice(0, -1) : trail);
    },
    [items],
  );

  // Navigating into another folder opens its whole path; between navigations the user may open any
  // other. After the navigation's own frame: opening a folder measures it (Collapse), which would force
  // the layout of the screen just shown inside that frame (docs/benchmarks.md, tab switching). A folder
  // pressed after the path was drawn but before this effect ran (a busy page) is the user's latest word:
  // following the path then would shut it under their pointer.
  const followed = useRef(activeKey);
  useEffect(() => {
    if (followed.current === activeKey) return;
    followed.current = activeKey;
    if (pressedUnder.current === shown.current.seq) return;
    if (activeKey) startTransition(() => setOpen(activeKey.split('/')));
  }, [activeKey]);

  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [pathname, open]);

  return (
    <Box component="nav" aria-label={label} sx={navStyles}>
      <ul>
        {items.map((item) => (
          // Each entry sees the path and the open folders only when they concern it, so a tab switch
          // re-renders the one or two entries involved, not all 26 (docs/benchmarks.md, tab switching).
          <SidebarEntry
            key={item.code}
            item={item}
            pathname={leadsTo(item, pathname) ? pathname : ''}
            open={open[0] === item.code ? open : NONE}
            collapsed={collapsed}
            highlight={highlight}
            toggle={toggle}
            press={show}
            activeRef={activeRef}
          />
        ))}
      </ul>
    </Box>
  );
}

type EntryProps = {
  item: SidebarItem;
  pathname: string;
  /** The open folders' codes from the top, when this entry is the first of them. */
  open: readonly string[];
  collapsed: boolean;
  highlight: string;
  toggle: (code: string, expanded: boolean) => void;
  /** A press on an entry's link, within its event (useViews().show). */
  press: (href: string) => void;
  activeRef: RefObject<HTMLAnchorElement | null>;
};

// Nothing for a top-level entry (the stylesheet's default): the sidebar's markup is in every page's HTML.
const depthOf = (depth: number, collapsed: boolean) =>
  depth > 0 && !collapsed ? ({ '--sb-depth': depth } as React.CSSProperties) : undefined;

const SidebarEntry = memo(function SidebarEntry({
  item,
  pathname,
  open,
  collapsed,
  highlight,
  toggle,
  press,
  activeRef,
}: EntryProps) {
  // A tooltip only when collapsed, where the title is not shown: an idle Tooltip per entry still costs a render.
  const titled = (title: string, element: React.ReactElement) =>
    collapsed ? (
      <Hint title={title} placement="right">
        {element}
      </Hint>
    ) : (
      element
    );

  const link = (item: SidebarItem, depth: number) => {
    const active = pathname !== '' && isWithin(pathname, item.href);
    const anchor = (
      <Link
        href={item.href}
        prefetch={false}
        onNavigate={() => press(item.href)}
        className="sb-item"
        aria-current={active ? 'page' : undefined}
        ref={active ? activeRef : undefined}
        style={depthOf(depth, collapsed)}
      >
        {(depth === 0 || collapsed) && <ItemIcon item={item} />}
        {!collapsed && <span className="sb-text">{item.title}</span>}
      </Link>
    );
    return <li key={item.code}>{titled(item.title, anchor)}</li>;
  };

  const render = (item: SidebarItem, depth: number): React.ReactNode => {
    if (item.children.length === 0) return link(item, depth);
    const expanded = open[depth] === item.code && !collapsed;
    const inside = pathname !== '' && leadsTo(item, pathname);
    const button = (
      <button
        type="button"
        className="sb-item"
        // A transition: the press paints at once and the submenu renders right after (INP, docs/benchmarks.md).
        onClick={() => startTransition(() => toggle(item.code, expanded))}
        aria-expanded={expanded}
        aria-controls={`submenu-${item.code}`}
        style={inside ? { ...depthOf(depth, false), color: highlight } : depthOf(depth, false)}
      >
        <ItemIcon item={item} />
        {!collapsed && <span className="sb-text">{item.title}</span>}
        {!collapsed && <span className="sb-chevron" aria-hidden />}
      </button>
    );
    return (
      <li key={item.code}>
        {titled(item.title, button)}
        <Collapse in={expanded} timeout="auto" unmountOnExit id={`submenu-${item.code}`}>
          <ul className="sb-children">{item.children.map((child) => render(child, depth + 1))}</ul>
        </Collapse>
      </li>
    );
  };

  return render(item, 0);
});
