'use client';

import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useLocale, useTranslations } from 'next-intl';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { preload } from 'react-dom';
import { apiUrl } from '@/lib/request/request';
import { Breadcrumb } from '@/components/nav/breadcrumb';
import { Sidebar } from '@/components/nav/sidebar';
import { TabsBar } from '@/components/tabs/tabs-bar';
import { ViewHost } from '@/components/tabs/view-host';
import { LiveChip } from '@/components/live/live-chip';
import { LiveProvider } from '@/components/live/live-channel';
import { BatchNotices } from '@/components/live/batch-notices';
import { NoticeBell } from '@/components/notices/notice-bell';
import { ViewsProvider, useShownPath } from '@/components/tabs/views-context';
import { RevokedViews } from '@/components/tabs/revoked-views';
import { unpackMenus, unpackSidebar, type PackedMenus } from '@/lib/routes/sidebar-pack';
import { toLocale } from '@/lib/i18n/locale';
import { SIDEBAR_COOKIE, writePreferenceCookie } from '@/lib/shell/preferences';
import { unpackElements, unpackTitles, type PackedElements } from '@/lib/shell/shell-pack';
import { SIDEBAR_BG } from '@/lib/theme/theme';
import { ScreenFailed } from '@/components/errors/screen-failed';
import type { IdleSettings } from '@/lib/shell/idle';
import { Brand } from './brand';
import { IdleWatcher } from './idle-watcher';
import { SessionSync } from './session-sync';
import { Watermark } from './watermark';
import { UnsavedWorkDialog } from './unsaved-work-dialog';
import { ShellDataProvider, type ShellData, type ShellUser } from './shell-context';

const OPEN_WIDTH = 220;
const CLOSED_WIDTH = 56;
const HEADER = 50;
/** Below MUI's `md` (900 px) the sidebar is a drawer over the page, opened from the header. */
const NARROW_QUERY = '(max-width: 899.95px)';
const DRAWER_WIDTH = 264;

function subscribeNarrow(onChange: () => void) {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
/** Whether the window is narrow; the server draws the desk layout's state (CSS draws the right layout either way). */
const useNarrow = () =>
  useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
// One element for every render: the kept views are memoised on it (components/tabs/view-host.tsx).
const screenFailed = <ScreenFailed />;

type Props = {
  /** ShellData packed by the layout (lib/shell/shell-pack.ts): renamed titles only, element codes by menu. */
  data: { user: ShellUser; titles: Record<string, string>; elements: PackedElements; messages: string };
  /**
   * The sidebar and the permitted menu codes (front/info menus[].code), packed (lib/routes/sidebar-pack.ts): unpacked
   * here with the titles.
   */
  menus: PackedMenus;
  sidebarOpen: boolean;
  title: string;
  /** Header widgets on the right kept at every width (language, theme, user menu). */
  actions: ReactNode;
  /** Header widgets for the desk only, hidden on a phone (platform badge, palette, error log, fullscreen). */
  deskActions: ReactNode;
  /** The session's random id (tabs compare it) and the idle log-out settings. */
  sid: string | null;
  idle: IdleSettings;
  children: ReactNode;
};

export function ConsoleShell({ data, menus, sidebarOpen, title, actions, deskActions, sid, idle, children }: Props) {
  const t = useTranslations('nav');
  const [open, setOpen] = useState(sidebarOpen);
  const width = open ? OPEN_WIDTH : CLOSED_WIDTH;
  const locale = toLocale(useLocale());
  const shellData = useMemo<ShellData>(
    () => ({
      user: data.user,
      titles: unpackTitles(data.titles, locale),
      elements: unpackElements(data.elements),
      messages: data.messages,
    }),
    [data, locale],
  );
  const { items, codes } = useMemo(() => {
    const { sidebar, codes } = unpackMenus(menus, locale, shellData.titles);
    return { items: unpackSidebar(sidebar, shellData.titles), codes };
  }, [menus, locale, shellData.titles]);
  // The screens' messages (components/screens/screen-messages.tsx) load beside the page's scripts.
  preload(apiUrl(data.messages), { as: 'fetch', crossOrigin: 'anonymous' });

  const narrow = useNarrow();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const toggle = () => {
    if (narrow) return setDrawerOpen(!drawerOpen);
    setOpen(!open);
    writePreferenceCookie(SIDEBAR_COOKIE, open ? '0' : '1');
  };

  return (
    <ShellDataProvider value={shellData}>
      <ViewsProvider username={data.user.username} codes={codes}>
        <LiveProvider>
          <BatchNotices />
          <Box
            sx={{
              display: 'grid',
              // minmax(0, …): a wide table scrolls inside the page instead of widening the whole layout.
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `${width}px minmax(0, 1fr)` },
              gridTemplateRows: `${HEADER}px minmax(0, 1fr)`,
              height: '100vh',
              transition: 'grid-template-columns 0.2s',
            }}
          >
            <SidebarFrame drawerOpen={narrow && drawerOpen} onClose={closeDrawer} returnFocus={toggleButton}>
              <Brand title={title} mh={data.user.depart === 'mh'} collapsed={!open && !narrow} logoAlt={t('logoAlt')} />
              <Sidebar items={items} collapsed={!open && !narrow} label={t('sidebar')} />
            </SidebarFrame>
            <Box
              component="header"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1,
                bgcolor: 'background.paper',
                boxShadow: '0 1px 4px rgba(0,21,41,.08)',
                zIndex: 2,
                minWidth: 0,
              }}
            >
              {/* Inherit, as the header's other buttons: one style for all of them in the page (docs/benchmarks.md,
                 server rendering). */}
              <IconButton
                color="inherit"
                ref={toggleButton}
                onClick={toggle}
                aria-label={t('toggleSidebar')}
                aria-expanded={narrow ? drawerOpen : open}
                data-testid="sidebar-toggle"
              >
                {(narrow ? drawerOpen : open) ? <MenuOpenIcon /> : <MenuIcon />}
              </IconButton>
              {/* On a phone the open page's tab names it: the trail would push the user menu off the screen. */}
              <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden', visibility: { xs: 'hidden', sm: 'visible' } }}>
                <Breadcrumb />
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                <LiveChip />
                <Box sx={{ display: { xs: 'none', md: 'contents' } }}>{deskActions}</Box>
                <NoticeBell />
                {actions}
              </Box>
            </Box>
            <Box
              sx={{
                minWidth: 0,
                minHeight: 0,
                display: 'flex',
                flexDirection: 'column',
                bgcolor: 'background.default',
              }}
            >
              <TabsBar />
              <Box component="main" sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
                {/* The shell and sign-in work without the page script; the screens are drawn by it. */}
                <noscript>
                  <Box
                    role="alert"
                    sx={{
                      m: 2,
                      p: 2,
                      border: 1,
                      borderColor: 'warning.main',
                      borderRadius: 1,
                      bgcolor: 'background.paper',
                    }}
                  >
                    {t('noScript')}
                  </Box>
                </noscript>
                <ViewHost fallback={screenFailed}>{children}</ViewHost>
              </Box>
            </Box>
          </Box>
          <CloseDrawerOnNavigation open={drawerOpen} onClose={closeDrawer} />
          <UnsavedWorkDialog />
          <RevokedViews codes={codes} />
          <SessionSync sid={sid} />
          <IdleWatcher timeoutMs={idle.timeoutMs} warningMs={idle.warningMs} />
          <Watermark />
        </LiveProvider>
      </ViewsProvider>
    </ShellDataProvider>
  );
}

/**
 * The sidebar's place: a grid column on the desk; below 900 px a drawer over the page with a backdrop, out of the
 * tab order and the accessibility tree while closed. One sidebar either way, so its open groups and scroll stay.
 */
function SidebarFrame({
  drawerOpen,
  onClose,
  returnFocus,
  children,
}: {
  drawerOpen: boolean;
  onClose: () => void;
  /** The header button that opened the drawer: Escape gives it the keyboard back. */
  returnFocus: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!drawerOpen) return;
    // Into the drawer, as a dialog would: the first link or group the keyboard reaches.
    frame.current?.querySelector<HTMLElement>('nav a, nav button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      returnFocus.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen, onClose, returnFocus]);
  return (
    <>
      <Box
        ref={frame}
        data-testid="sidebar-frame"
        sx={{
          gridRow: '1 / 3',
          bgcolor: SIDEBAR_BG,
          color: '#bfcbd9',
          display: 'flex',
          flexDirection: 'column',
          minHeight: 0,
          [`@media ${NARROW_QUERY}`]: {
            position: 'fixed',
            insetBlock: 0,
            insetInlineStart: 0,
            width: DRAWER_WIDTH,
            maxWidth: '85vw',
            zIndex: 'drawer',
            boxShadow: 8,
            // Visible at once on opening (focus moves in), hidden only once it has slid out.
            transition: drawerOpen ? 'transform 0.2s' : 'transform 0.2s, visibility 0s 0.2s',
            transform: drawerOpen ? 'none' : 'translateX(-100%)',
            visibility: drawerOpen ? 'visible' : 'hidden',
          },
        }}
      >
        {children}
      </Box>
      {drawerOpen && (
        <Box
          aria-hidden
          data-testid="sidebar-backdrop"
          onClick={onClose}
          sx={{ position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.drawer - 1, bgcolor: 'rgba(0,0,0,0.4)' }}
        />
      )}
    </>
  );
}

/** A page chosen in the drawer closes it: the user came for the page. */
function CloseDrawerOnNavigation({ open, onClose }: { open: boolean; onClose: () => void }) {
  const path = useShownPath();
  const seen = useRef(path);
  useEffect(() => {
    if (seen.current === path) return;
    seen.current = path;
    if (open) onClose();
  }, [path, open, onClose]);
  return null;
}
