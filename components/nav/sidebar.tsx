'use client';

import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { SidebarItem } from '@/lib/routes/permissions';
import { readableOn } from '@/lib/theme/contrast';
import { SIDEBAR_BG } from '@/lib/theme/theme';
import { KeyIcon } from './icon-map';

const isWithin = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

function ItemIcon({ item }: { item: SidebarItem }) {
  if (item.iconUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- server-supplied icon URL of any origin size
    return <img src={item.iconUrl} alt="" width={20} height={20} style={{ objectFit: 'contain' }} />;
  }
  return <KeyIcon name={item.icon} fontSize="small" />;
}

type Props = { items: readonly SidebarItem[]; collapsed: boolean; label: string };

/** Does this entry link to the path, or hold a link to it at any depth? */
const leadsTo = (item: SidebarItem, pathname: string): boolean => (item.children.length === 0 ? isWithin(pathname, item.href) : item.children.some((c) => leadsTo(c, pathname)));

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
  const pathname = usePathname();
  const activeTrail = useMemo(() => folderTrail(items, pathname), [items, pathname]);
  const activeKey = activeTrail.join('/');
  const [open, setOpen] = useState<readonly string[]>(activeTrail);
  const activeRef = useRef<HTMLAnchorElement | null>(null);
  // The group holding the current screen is highlighted in the theme colour, made readable on the
  // dark sidebar whatever colour was picked (the light shade of a mid-tone green is only 4.3:1).
  const light = useTheme().palette.primary.light;
  const highlight = useMemo(() => readableOn(light, SIDEBAR_BG), [light]);
  // Opening a folder opens its parents with it; closing one keeps its parents open.
  const toggle = useCallback(
    (code: string, expanded: boolean) => {
      const trail = trailTo(items, code);
      setOpen(expanded ? trail.slice(0, -1) : trail);
    },
    [items],
  );

  // Navigating into another folder opens its whole path (set while rendering, so the change shows in
  // the same commit); between navigations the user may open any other.
  const [followed, setFollowed] = useState(activeKey);
  if (followed !== activeKey) {
    setFollowed(activeKey);
    if (activeTrail.length > 0) setOpen(activeTrail);
  }

  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [pathname, open]);

  return (
    <Box component="nav" aria-label={label} sx={{ overflowY: 'auto', overflowX: 'hidden', flex: 1, scrollPaddingBlock: '15px' }}>
      <List disablePadding>
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
            activeRef={activeRef}
          />
        ))}
      </List>
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
  activeRef: RefObject<HTMLAnchorElement | null>;
};

const SidebarEntry = memo(function SidebarEntry({ item, pathname, open, collapsed, highlight, toggle, activeRef }: EntryProps) {
  const link = (item: SidebarItem, depth: number) => {
    const active = pathname !== '' && isWithin(pathname, item.href);
    const button = (
      <ListItemButton
        component={Link}
        href={item.href}
        prefetch={false}
        selected={active}
        aria-current={active ? 'page' : undefined}
        ref={active ? activeRef : undefined}
        sx={{ pl: collapsed ? 2 : 2 + depth * 2, scrollMarginBlock: '15px' }}
      >
        {(depth === 0 || collapsed) && (
          <ListItemIcon sx={{ minWidth: 34, color: 'inherit' }}>
            <ItemIcon item={item} />
          </ListItemIcon>
        )}
        {!collapsed && <ListItemText primary={item.title} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />}
      </ListItemButton>
    );
    return (
      <Box key={item.code} component="li" sx={{ listStyle: 'none' }}>
        {collapsed ? (
          <Tooltip title={item.title} placement="right">
            {button}
          </Tooltip>
        ) : (
          button
        )}
      </Box>
    );
  };

  const render = (item: SidebarItem, depth: number): React.ReactNode => {
    if (item.children.length === 0) return link(item, depth);
    const expanded = open[depth] === item.code && !collapsed;
    const inside = pathname !== '' && leadsTo(item, pathname);
    const button = (
      <ListItemButton
        // A transition: the press paints at once and the submenu renders right after (INP, docs/benchmarks.md).
        onClick={() => startTransition(() => toggle(item.code, expanded))}
        aria-expanded={expanded}
        aria-controls={`submenu-${item.code}`}
        sx={{ pl: 2 + depth * 2, color: inside ? highlight : undefined }}
      >
        <ListItemIcon sx={{ minWidth: 34, color: 'inherit' }}>
          <ItemIcon item={item} />
        </ListItemIcon>
        {!collapsed && <ListItemText primary={item.title} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />}
        {!collapsed && (expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
      </ListItemButton>
    );
    return (
      <Box key={item.code} component="li" sx={{ listStyle: 'none' }}>
        {/* A tooltip only when collapsed (as for links): an idle Tooltip per group still costs a render. */}
        {collapsed ? (
          <Tooltip title={item.title} placement="right">
            {button}
          </Tooltip>
        ) : (
          button
        )}
        <Collapse in={expanded} timeout="auto" unmountOnExit id={`submenu-${item.code}`}>
          <List disablePadding sx={{ bgcolor: 'rgba(0,0,0,0.18)' }}>
            {item.children.map((child) => render(child, depth + 1))}
          </List>
        </Collapse>
      </Box>
    );
  };

  return render(item, 0);
});
