'use client';

import dynamic from 'next/dynamic';
import { createElement, type ComponentType } from 'react';
import {
  liveMapPages,
  reportPages,
  resourcePages,
  settingsPages,
  statsPages,
  tabPages,
  treePages,
  videoWallPages,
  type DefLoader,
} from './business/page-map';
import type {
  ProcessMonitorDef,
  RammingMonitorDef,
  ReportScreenDef,
  SettingsScreenDef,
  StatsScreenDef,
  TabsScreenDef,
  TreeResourceScreenDef,
  VideoWallDef,
} from './business/resource-def';
import { ScreenLoading } from './admin/common/screen-loading';
import { GenericScreen } from './generic-screen';
import { withScreenMessages } from './screen-messages';
import type { ScreenProps } from './screen-props';

// Screens carry tables, forms, maps, charts and TanStack Query: loaded only when one opens, so the
// shell never ships them. Client-only: they hold no server data worth rendering early, and their
// message namespaces come apart from the page's (screen-messages.tsx).
const lazy = (load: () => Promise<ComponentType<ScreenProps>>) =>
  dynamic(
    () =>
      Promise.all([load(), import('@/components/request/query-provider')]).then(([Screen, { withQueryClient }]) =>
        withQueryClient(withScreenMessages(Screen)),
      ),
    {
      ssr: false,
      loading: ScreenLoading,
    },
  );

/** Screens with a body of their own, by catalogue code (the screen kit's pages join below); every other screen is generic. */
const screens: Record<string, ComponentType<ScreenProps>> = {
  userManager: lazy(() => import('./admin/users/users-screen').then((m) => m.UsersScreen)),
  menuManager: lazy(() => import('./admin/menus/menus-screen').then((m) => m.MenusScreen)),
  groupManager: lazy(() => import('./admin/roles/roles-screen').then((m) => m.RolesScreen)),
  groupTypeManager: lazy(() => import('./admin/role-types/role-types-screen').then((m) => m.RoleTypesScreen)),
  gateLogManager: lazy(() => import('./admin/gate-log/gate-log-screen').then((m) => m.GateLogScreen)),
  platformAddressManager: lazy(() => import('./admin/platform/platform-screen').then((m) => m.PlatformScreen)),
  serviceZipkinManager: lazy(() => import('./monitor/tracing/tracing-screen').then((m) => m.TracingScreen)),
  serviceMonitorManager: lazy(() => import('./monitor/status/status-screen').then((m) => m.StatusScreen)),
  serviceEurekaManager: lazy(() => import('./monitor/registry/registry-screen').then((m) => m.RegistryScreen)),
  serviceApiManager: lazy(() => import('./monitor/service-api/service-api-screen').then((m) => m.ServiceApiScreen)),
  // The device state board has two menu entries with one definition (DOMAIN.md rows 40 and 50).
  znysDeviceStateMonitorManager: lazy(() =>
    import('./business/board/device-board-screen').then((m) => m.DeviceBoardScreen),
  ),
  znysDeviceDirStateMonitorManager: lazy(() =>
    import('./business/board/device-board-screen').then((m) => m.DeviceBoardScreen),
  ),
  // Vehicle maps (DOMAIN.md rows 12–13, 103–104): one location screen and one playback screen, for trucks and sprinklers.
  ylcRealtimeLocationManager: lazy(() =>
    import('./business/vehicles/vehicle-location-screen').then((m) => m.YlcLocationScreen),
  ),
  sscRealtimeLocationManager: lazy(() =>
    import('./business/vehicles/vehicle-location-screen').then((m) => m.SscLocationScreen),
  ),
  ylcTrackPlaybackManager: lazy(() =>
    import('./business/vehicles/track-playback-screen').then((m) => m.YlcTrackPlaybackScreen),
  ),
  sscTrackPlaybackManager: lazy(() =>
    import('./business/vehicles/track-playback-screen').then((m) => m.SscTrackPlaybackScreen),
  ),
  // The big screen brings Leaflet (its mini plan) and the progress page the chart library: each in its own chunk.
  szhsgScreenInfoManager: lazy(() => import('./business/szhsg/big-screen').then((m) => m.BigScreenScreen)),
  szhsgProgressManager: lazy(() => import('./business/szhsg/progress-screen').then((m) => m.ProgressScreen)),
  // 实时桩号图: the chainage × offset strip on a canvas and the per-stake table (DOMAIN.md row 44).
  znysRealtimeStakeMapManager: lazy(() => import('./business/live/stake-map-screen').then((m) => m.StakeMapScreen)),
  // The geometry editors (DOMAIN.md rows 26 and 71): the site plan (Leaflet) beside their forms, in their own chunks.
  hjBaseMapConfigManager: lazy(() => import('./business/geometry/base-map-screen').then((m) => m.BaseMapScreen)),
  znysStakeMapEditManager: lazy(() => import('./business/geometry/stake-map-screen').then((m) => m.StakeMapScreen)),
};

/** A screen-kit page: the ResourceScreen and the page's definition, loaded together when the page opens. */
const resourceScreen = (def: DefLoader) =>
  lazy(() =>
    Promise.all([import('./business/resource/resource-screen'), def()]).then(([{ ResourceScreen }, loaded]) => {
      const Page = (props: ScreenProps) => createElement(ResourceScreen, { ...props, def: loaded });
      return Page;
    }),
  );

const settingsScreen = (def: () => Promise<SettingsScreenDef>) =>
  lazy(() =>
    Promise.all([import('./business/settings/settings-screen'), def()]).then(([{ SettingsScreen }, loaded]) => {
      const Page = (props: ScreenProps) => createElement(SettingsScreen, { ...props, def: loaded });
      return Page;
    }),
  );

const treeScreen = (def: () => Promise<TreeResourceScreenDef>) =>
  lazy(() =>
    Promise.all([import('./business/tree/tree-resource-screen'), def()]).then(([{ TreeResourceScreen }, loaded]) => {
      const Page = (props: ScreenProps) => createElement(TreeResourceScreen, { ...props, def: loaded });
      return Page;
    }),
  );

const tabsScreen = (def: () => Promise<TabsScreenDef>) =>
  lazy(() =>
    Promise.all([import('./business/tabs/tabs-screen'), def()]).then(([{ TabsScreen }, loaded]) => {
      const Page = (props: ScreenProps) => createElement(TabsScreen, { ...props, def: loaded });
      return Page;
    }),
  );

// The chart library comes with the stats screen's chunk only.
const statsScreen = (def: () => Promise<StatsScreenDef>) =>
  lazy(() =>
    Promise.all([import('./business/stats/stats-screen'), def()]).then(([{ StatsScreen }, loaded]) => {
      const Page = (props: ScreenProps) => createElement(StatsScreen, { ...props, def: loaded });
      return Page;
    }),
  );

const reportScreen = (def: () => Promise<ReportScreenDef>) =>
  lazy(() =>
    Promise.all([import('./business/report/report-screen'), def()]).then(([{ ReportScreen }, loaded]) => {
      const Page = (props: ScreenProps) => createElement(ReportScreen, { ...props, def: loaded });
      return Page;
    }),
  );

// Leaflet and the map layers come with the live map screens' chunk only.
const liveMapScreen = (def: () => Promise<ProcessMonitorDef | RammingMonitorDef>) =>
  lazy(async () => {
    const loaded = await def();
    if ('family' in loaded && loaded.analysis) {
      const { RammingAnalysisScreen } = await import('./business/live/ramming-analysis-screen');
      const Page = (props: ScreenProps) => createElement(RammingAnalysisScreen, { ...props, def: loaded });
      return Page;
    }
    if ('family' in loaded) {
      const { RammingMonitorScreen } = await import('./business/live/ramming-monitor-screen');
      const Page = (props: ScreenProps) => createElement(RammingMonitorScreen, { ...props, def: loaded });
      return Page;
    }
    const { ProcessMonitorScreen } = await import('./business/live/process-monitor-screen');
    const Page = (props: ScreenProps) => createElement(ProcessMonitorScreen, { ...props, def: loaded });
    return Page;
  });

// The video walls; a stream's player (hls.js) is imported by the wall itself, only when a camera needs it.
const videoWallScreen = (def: () => Promise<VideoWallDef>) =>
  lazy(() =>
    Promise.all([import('./business/video/video-wall-screen'), def()]).then(([{ VideoWallScreen }, loaded]) => {
      const Page = (props: ScreenProps) => createElement(VideoWallScreen, { ...props, def: loaded });
      return Page;
    }),
  );

for (const [code, def] of Object.entries(resourcePages)) screens[code] = resourceScreen(def);
for (const [code, def] of Object.entries(settingsPages)) screens[code] = settingsScreen(def);
for (const [code, def] of Object.entries(treePages)) screens[code] = treeScreen(def);
for (const [code, def] of Object.entries(tabPages)) screens[code] = tabsScreen(def);
for (const [code, def] of Object.entries(statsPages)) screens[code] = statsScreen(def);
for (const [code, def] of Object.entries(liveMapPages)) screens[code] = liveMapScreen(def);
for (const [code, def] of Object.entries(reportPages)) screens[code] = reportScreen(def);
for (const [code, def] of Object.entries(videoWallPages)) screens[code] = videoWallScreen(def);

export function screenFor(code: string): ComponentType<ScreenProps> {
  return screens[code] ?? GenericScreen;
}
