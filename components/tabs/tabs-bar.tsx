'use client';

import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import {
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { onDemand, useOnDemand } from '@/components/common/use-on-demand';
import type { TabMenuState } from './tab-menu';
import { useViewTitle } from './use-view-title';
import { useShownPath, useViews } from './views-context';

// The context menu (MUI Menu, Popover, Modal) is loaded the first time it is opened, not with every page.
const tabMenu = onDemand(() => import('./tab-menu').then((m) => m.TabMenu));

/** The tabs bar of visited views, built to the ARIA tabs pattern. */
export function TabsBar() {
  const t = useTranslations('tabs');
  const titleOf = useViewTitle();
  const { views, close, closeOthers, closeAll, show } = useViews();
  const activePath = useShownPath();
  const [menu, setMenu] = useState<TabMenuState>(null);
  // Mounted from the first opening on, so its closing transition still runs.
  const [TabMenu, wantMenu] = useOnDemand(tabMenu);
  const strip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    strip.current
      ?.querySelector<HTMLElement>('[aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activePath, views.length]);

  const openMenu = (path: string, target: HTMLElement, event?: MouseEvent) => {
    const rect = target.getBoundingClientRect();
    wantMenu();
    setMenu({ path, x: event?.clientX ?? rect.left + 8, y: event?.clientY ?? rect.bottom });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, path: string, index: number) => {
    if ((event.shiftKey && event.key === 'F10') || event.key === 'ContextMenu') {
      event.preventDefault();
      openMenu(path, event.currentTarget);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      close(path);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const tabs = strip.current?.querySelectorAll<HTMLElement>('[role=tab]');
      const next = tabs?.[(index + (event.key === 'ArrowRight' ? 1 : -1) + (tabs?.length ?? 1)) % (tabs?.length ?? 1)];
      next?.focus();
    }
  };

  // Handlers that stay the same object across renders (the latest closures behind them), so a tab
  // switch re-renders the two tabs whose state changed, not all of them (docs/benchmarks.md, tab switching).
  const latest = useRef({ close, openMenu, onKeyDown });
  useLayoutEffect(() => {
    latest.current = { close, openMenu, onKeyDown };
  });
  const actions = useMemo<TabActions>(
    () => ({
      close: (path) => latest.current.close(path),
      show,
      openMenu: (path, target, event) => latest.current.openMenu(path, target, event),
      keyDown: (event, path, index) => latest.current.onKeyDown(event, path, index),
    }),
    [show],
  );

  return (
    <Box
      sx={{
        height: 34,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        boxShadow: '0 1px 3px rgba(0,0,0,.08)',
        px: 1,
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <Box
        ref={strip}
        role="tablist"
        aria-label={t('label')}
        sx={{
          display: 'flex',
          gap: 0.5,
          overflowX: 'auto',
          overflowY: 'hidden',
          scrollbarWidth: 'thin',
          scrollPaddingInline: '15px',
          whiteSpace: 'nowrap',
          flex: 1,
        }}
      >
        {views.map((view, index) => {
          const title = titleOf(view.path);
          return (
            <TabItem
              key={view.path}
              path={view.path}
              title={title}
              closeLabel={t('closeTab', { title })}
              active={view.path === activePath}
              index={index}
              actions={actions}
            />
          );
        })}
      </Box>
      {TabMenu && (
        <TabMenu
          menu={menu}
          onClose={() => setMenu(null)}
          close={close}
          closeOthers={closeOthers}
          closeAll={closeAll}
        />
      )}
    </Box>
  );
}

type TabActions = {
  close: (path: string) => void;
  show: (path: string) => void;
  openMenu: (path: string, target: HTMLElement, event?: MouseEvent) => void;
  keyDown: (event: KeyboardEvent<HTMLAnchorElement>, path: string, index: number) => void;
};

type TabItemProps = {
  path: string;
  title: string;
  closeLabel: string;
  active: boolean;
  index: number;
  actions: TabActions;
};

const TabItem = memo(function TabItem({ path, title, closeLabel, active, index, actions }: TabItemProps) {
  return (
    <Box
      component={Link}
      href={path}
      prefetch={false}
      role="tab"
      aria-selected={active}
      tabIndex={active ? 0 : -1}
      onNavigate={() => actions.show(path)}
      onKeyDown={(e: KeyboardEvent<HTMLAnchorElement>) => actions.keyDown(e, path, index)}
      onAuxClick={(e: MouseEvent) => {
        if (e.button === 1) {
          e.preventDefault();
          actions.close(path);
        }
      }}
      onContextMenu={(e: MouseEvent<HTMLAnchorElement>) => {
        e.preventDefault();
        actions.openMenu(path, e.currentTarget, e);
      }}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        height: 26,
        px: 1,
        fontSize: 12,
        border: 1,
        borderRadius: 0.5,
        textDecoration: 'none',
        scrollMarginInline: '15px',
        color: active ? 'primary.contrastText' : 'text.primary',
        bgcolor: active ? 'primary.main' : 'background.paper',
        borderColor: active ? 'primary.main' : 'divider',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 1 },
      }}
    >
      {title}
      <Box
        component="span"
        // not a nested control (axe: nested-interactive); keyboard users press Delete or the context menu
        aria-hidden
        data-testid="close-tab"
        title={closeLabel}
        onClick={(e: MouseEvent) => {
          e.preventDefault();
          e.stopPropagation();
          actions.close(path);
        }}
        sx={(theme) => ({
          display: 'inline-flex',
          borderRadius: '50%',
          '&:hover': { bgcolor: 'rgba(0,0,0,.16)', ...theme.applyStyles('dark', { bgcolor: 'rgba(255,255,255,.16)' }) },
        })}
      >
        <CloseIcon sx={{ fontSize: 12 }} />
      </Box>
    </Box>
  );
});
