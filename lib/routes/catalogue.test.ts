import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DASHBOARD_PATH, HOME_PATH, catalogue, standaloneRoutes, type ScreenDef } from './catalogue';
import { iconKeys } from './icon-keys';
import { allScreens, findRoute } from './lookup';

const EXPECTED_GROUPS = [
  'bhzManager',
  'sysManager',
  'ylcManager',
  'spjkManager',
  'sbglManager',
  'hjManager',
  'znysManager',
  'znysDeviceDirManager',
  'znysGroupDirManager',
  'sntzManager',
  'lqzManager',
  'swzManager',
  'znysLogDirManager',
  'znysBasedataManager',
  'hjReportDirManager',
  'pdcaManager',
  'hjPdcaManager',
  'trendChartManager',
  'sscManager',
  'baseManager',
  'orgManager',
  'authManager',
  'monitorManager',
  'zdManager',
  'szhsgManager',
  'DDCMonitorManager',
];

function flatten(routes: readonly ScreenDef[]): ScreenDef[] {
  return routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);
}
const everyRoute = flatten(catalogue);
const screens = flatten(catalogue.flatMap((g) => g.children));
const childrenOf = (code: string) => catalogue.find((g) => g.code === code)?.children.map((c) => c.code);

describe('groups', () => {
  it('holds the 26 permission-gated groups, once each, in menu order', () => {
    expect(catalogue.map((g) => g.code)).toEqual(EXPECTED_GROUPS);
  });

  it('gives every group an authority equal to its path name and an icon', () => {
    for (const group of catalogue) {
      expect(group.authority).toBe(group.code);
      expect(iconKeys).toContain(group.icon);
    }
  });

  it('opens the childless mixing-station group at its own path', () => {
    const match = findRoute('/bhzManager');
    expect(match?.screen.code).toBe('bhzManager');
    expect(match?.trail.map((r) => r.code)).toEqual(['bhzManager']);
  });

  it('merges the two /ylcManager declarations into one group, each screen once', () => {
    expect(childrenOf('ylcManager')).toEqual([
      'ylcVehicleManager',
      'ylcDeviceRegisterManager',
      'ylcVehicleRegisterManager',
      'ylcTransportQueryManager',
      'ylcMixingStationManager',
      'ylcRealtimeLocationManager',
      'ylcTransportRecordManager',
      'ylcTrackPlaybackManager',
      'ylcGeofenceManager',
      'ylcGeofenceEventManager',
      'ylcFleetReportManager',
      'ylcReportEmailManager',
      'ylcEmailRecordManager',
    ]);
  });

  it('keeps the upstream platform codes of the administration groups', () => {
    expect(childrenOf('baseManager')).toEqual([
      'userManager',
      'platformAddressManager',
      'menuManager',
      'groupManager',
      'groupTypeManager',
      'gateLogManager',
      'dictManager',
      'tenantManager',
    ]);
    expect(childrenOf('authManager')).toEqual(['serviceManager', 'serviceApiManager', 'gatewayRouteManager']);
    expect(childrenOf('monitorManager')).toEqual([
      'serviceEurekaManager',
      'serviceMonitorManager',
      'serviceZipkinManager',
    ]);
  });
});

describe('codes and authorities', () => {
  it('uses each code once across the whole catalogue', () => {
    const codes = everyRoute.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('spells codes in the platform style: camelCase with a Manager suffix', () => {
    for (const screen of screens) expect(screen.code).toMatch(/^[a-z][A-Za-z]*Manager$/);
  });

  it('makes authority equal code everywhere but the zd raw-data page, which borrows the hj one', () => {
    const differing = screens.filter((s) => s.authority !== s.code);
    expect(differing.map((s) => [s.code, s.authority])).toEqual([['zdRawDataManager', 'hjMonitorRawDataManager']]);
    expect(childrenOf('hjManager')).toContain('hjMonitorRawDataManager');
  });

  it('reuses no other authority', () => {
    const counts = new Map<string, number>();
    for (const r of everyRoute) counts.set(r.authority ?? '', (counts.get(r.authority ?? '') ?? 0) + 1);
    expect([...counts].filter(([, n]) => n > 1)).toEqual([['hjMonitorRawDataManager', 2]]);
  });
});

describe('titles and icons', () => {
  it('titles every route in Chinese and English', () => {
    for (const route of everyRoute) {
      expect(route.title.zh).toMatch(/\p{Script=Han}/u);
      expect(route.title.en).toMatch(/^[A-Z][\x20-\x7e]*$/);
    }
  });

  it('uses only icon keys the icon map draws', () => {
    for (const route of everyRoute) if (route.icon) expect(iconKeys).toContain(route.icon);
    for (const route of standaloneRoutes) if ('icon' in route) expect(iconKeys).toContain(route.icon);
  });

  it('declares each icon key once', () => {
    expect(new Set(iconKeys).size).toBe(iconKeys.length);
  });
});

describe('pages', () => {
  it('lists 143 pages: 142 screens and the childless group', () => {
    expect(screens).toHaveLength(142);
    expect(allScreens()).toHaveLength(143);
  });

  it('resolves the home path to the cached process monitor', () => {
    const match = findRoute(HOME_PATH);
    expect(match?.screen.code).toBe('znysProcessMonitorManager');
    expect(match?.screen.noCache).not.toBe(true);
  });

  it('declares the authority-free standalone routes, with the error pages hidden', () => {
    const byPath = Object.fromEntries(standaloneRoutes.map((r) => [r.path, r]));
    expect(Object.keys(byPath)).toEqual([DASHBOARD_PATH, '/401', '/404', '/login', '/authredirect']);
    for (const route of standaloneRoutes) expect(route).not.toHaveProperty('authority');
    expect(byPath['/401']).toMatchObject({ hidden: true });
    expect(byPath['/404']).toMatchObject({ hidden: true });
    expect(byPath[DASHBOARD_PATH]).toMatchObject({ title: { zh: '首页', en: 'Dashboard' } });
    expect(byPath[DASHBOARD_PATH]).not.toHaveProperty('hidden');
  });
});

interface SeedMenu {
  code: string;
  title: string;
  icon?: string;
  href: string;
  children?: SeedMenu[];
}

describe('backend/src/modules/admin/seed/menu-seed.json', () => {
  const seedFile = path.resolve(__dirname, '../../backend/src/modules/admin/seed/menu-seed.json');
  const seed = JSON.parse(readFileSync(seedFile, 'utf8')) as SeedMenu[];

  // Written independently of lib/routes/generate.ts, so a bug there cannot hide a drift.
  const expected = (route: ScreenDef, parentHref: string, isGroup: boolean): SeedMenu => {
    const href = `${parentHref}/${route.code}`;
    const children = (route.children ?? []).map((c) => expected(c, href, false));
    return {
      code: route.code,
      title: route.title.zh,
      ...(route.icon && { icon: route.icon }),
      href,
      ...((isGroup || children.length > 0) && { children }),
    };
  };

  it('agrees with the catalogue: codes, hierarchy, zh titles, hrefs, icons and order', () => {
    expect(seed).toEqual(catalogue.map((g) => expected(g, '', true)));
  });

  it('seeds a menu for every authority, so every route can be granted', () => {
    const codes = new Set(flatten(seed as unknown as ScreenDef[]).map((m) => m.code));
    for (const route of everyRoute) if (route.authority) expect(codes).toContain(route.authority);
  });

  it('seeds the zd raw-data page its own menu besides the hj one whose authority it borrows', () => {
    // Permission to open /zdManager/zdRawDataManager comes from the hj code, so the hj menu
    // must exist (it does, under hjManager). The sidebar, though, is built from the server's menu tree,
    // which only holds menus: without a zdRawDataManager menu under zdManager the page would exist but
    // never be listed. Granting both codes lists the page under zd and lets it open.
    const zd = seed.find((g) => g.code === 'zdManager');
    const hj = seed.find((g) => g.code === 'hjManager');
    expect(zd?.children?.map((c) => c.code)).toContain('zdRawDataManager');
    expect(hj?.children?.map((c) => c.code)).toContain('hjMonitorRawDataManager');
  });
});
