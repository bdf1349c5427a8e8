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
import { memo, startTransition, useEffect, useMemo, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
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

const holds = (item: SidebarItem, code: string): boolean => item.children.some((c) => c.code === code || holds(c, code));

/** Built from the server's permitted menus; one submenu open at a time; collapsible. */
export function Sidebar({ items, collapsed, label }: Props) {
  const pathname = usePathname();
  const activeGroup = items.find((i) => i.children.length > 0 && isWithin(pathname, i.href))?.code ?? null;
  const [open, setOpen] = useState<string | null>(activeGroup);
  const activeRef = useRef<HTMLAnchorElement | null>(null);
  // The group holding the current screen is highlighted in the theme colour, made readable on the
  // dark sidebar whatever colour was picked (the light shade of a mid-tone green is only 4.3:1).
  const light = useTheme().palette.primary.light;
  const highlight = useMemo(() => readableOn(light, SIDEBAR_BG), [light]);

  // Navigating into another group opens it (set while rendering, so the change shows in the same
  // commit); between navigations the user may open any other.
  const [followed, setFollowed] = useState(activeGroup);
  if (followed !== activeGroup) {
    setFollowed(activeGroup);
    if (activeGroup) setOpen(activeGroup);
  }

  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [pathname, open]);

  return (
    <Box component="nav" aria-label={label} sx={{ overflowY: 'auto', overflowX: 'hidden', flex: 1, scrollPaddingBlock: '15px' }}>
      <List disablePadding>
        {items.map((item) => (
          // Each entry sees the path and the open group only when they concern it, so a tab switch
          // re-renders the one or two entries involved, not all 26 (docs/benchmarks.md, tab switching).
          <SidebarEntry
            key={item.code}
            item={item}
            pathname={isWithin(pathname, item.href) ? pathname : ''}
            open={open !== null && (open === item.code || holds(item, open)) ? open : null}
            collapsed={collapsed}
            highlight={highlight}
            setOpen={setOpen}
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
  open: string | null;
  collapsed: boolean;
  highlight: string;
  setOpen: Dispatch<SetStateAction<string | null>>;
  activeRef: RefObject<HTMLAnchorElement | null>;
};

const SidebarEntry = memo(function SidebarEntry({ item, pathname, open, collapsed, highlight, setOpen, activeRef }: EntryProps) {
  const link = (item: SidebarItem, depth: number) => {
    const active = pathname === item.href;
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
    const expanded = open === item.code && !collapsed;
    const inside = isWithin(pathname, item.href);
    const button = (
      <ListItemButton
        // A transition: the press paints at once and the submenu renders right after (INP, docs/benchmarks.md).
        onClick={() => startTransition(() => setOpen(expanded ? null : item.code))}
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
