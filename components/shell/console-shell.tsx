'use client';

import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { apiUrl } from '@/lib/request/request';
import { Breadcrumb } from '@/components/nav/breadcrumb';
import { Sidebar } from '@/components/nav/sidebar';
import { TabsBar } from '@/components/tabs/tabs-bar';
import { ViewHost } from '@/components/tabs/view-host';
import { LiveChip } from '@/components/live/live-chip';
import { LiveProvider } from '@/components/live/live-channel';
import { BatchNotices } from '@/components/live/batch-notices';
import { ViewsProvider } from '@/components/tabs/views-context';
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
import { UnsavedWorkDialog } from './unsaved-work-dialog';
import { ShellDataProvider, type ShellData, type ShellUser } from './shell-context';

const OPEN_WIDTH = 220;
const CLOSED_WIDTH = 56;
const HEADER = 50;
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
  /** Header widgets on the right (language, theme, error log, fullscreen, user menu). */
  actions: ReactNode;
  /** The session's random id (tabs compare it) and the idle log-out settings. */
  sid: string | null;
  idle: IdleSettings;
  children: ReactNode;
};

export function ConsoleShell({ data, menus, sidebarOpen, title, actions, sid, idle, children }: Props) {
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

  const toggle = () => {
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
              gridTemplateColumns: `${width}px 1fr`,
              gridTemplateRows: `${HEADER}px 1fr`,
              height: '100vh',
              transition: 'grid-template-columns 0.2s',
            }}
          >
            <Box
              sx={{
                gridRow: '1 / 3',
                bgcolor: SIDEBAR_BG,
                color: '#bfcbd9',
                display: 'flex',
                flexDirection: 'column',
                minHeight: 0,
              }}
            >
              <Brand title={title} mh={data.user.depart === 'mh'} collapsed={!open} logoAlt={t('logoAlt')} />
              <Sidebar items={items} collapsed={!open} label={t('sidebar')} />
            </Box>
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
                onClick={toggle}
                aria-label={t('toggleSidebar')}
                aria-expanded={open}
                data-testid="sidebar-toggle"
              >
                {open ? <MenuOpenIcon /> : <MenuIcon />}
              </IconButton>
              <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
                <Breadcrumb />
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <LiveChip />
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
          <UnsavedWorkDialog />
          <RevokedViews codes={codes} />
          <SessionSync sid={sid} />
          <IdleWatcher timeoutMs={idle.timeoutMs} warningMs={idle.warningMs} />
        </LiveProvider>
      </ViewsProvider>
    </ShellDataProvider>
  );
}
