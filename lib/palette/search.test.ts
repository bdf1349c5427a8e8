import { DASHBOARD_PATH, catalogue, type ScreenDef } from '@/lib/routes/catalogue';
import { titleMap } from '@/lib/shell/titles';
import { paletteData, type PaletteData } from './entries';
import { pinyinOf } from './pinyin';
import { paletteResults, recentPaths, searchRecords } from './search';

const subtree = (route: ScreenDef): string[] => [route.code, ...(route.children ?? []).flatMap(subtree)];
const ADMIN_CODES = new Set(catalogue.flatMap(subtree));
const TEST_CODES = new Set(
  catalogue.filter((g) => g.code === 'znysManager' || g.code === 'sysManager').flatMap(subtree),
);
const USER_MANAGER = '/baseManager/userManager';

const recordsFor = (codes: ReadonlySet<string>, locale: 'zh' | 'en') =>
  searchRecords(paletteData({ locale, codes, titles: titleMap(locale, []), pinyinOf }));
const paths = (records: ReturnType<typeof recordsFor>, query: string, recent: string[] = []) =>
  paletteResults(records, query, recent).items.map((r) => r.screen.path);

describe('palette search on the real catalogue', () => {
  const admin = recordsFor(ADMIN_CODES, 'zh');
  const tester = recordsFor(TEST_CODES, 'zh');

  test('`yhgl` finds 用户管理 first for admin', () => {
    expect(paths(admin, 'yhgl')[0]).toBe(USER_MANAGER);
    expect(paths(admin, 'YHGL')[0]).toBe(USER_MANAGER);
  });

  test.each(['用户管理', '用户', 'yonghu', 'userManager', 'usermanager', 'user manager'])(
    '`%s` finds the user screen for admin',
    (query) => {
      expect(paths(admin, query)[0]).toBe(USER_MANAGER);
    },
  );

  test.each(['yhgl', 'userManager', '用户', 'baseManager', '基础配置', 'jcpzgl', 'menuManager', 'cdgl'])(
    '`%s` finds nothing of /baseManager for test',
    (query) => {
      expect(paths(tester, query).filter((p) => p.startsWith('/baseManager'))).toEqual([]);
    },
  );

  test.each(['yhgl', 'userManager', '用户'])('`%s` finds nothing at all for test', (query) => {
    expect(paths(tester, query)).toEqual([]);
  });

  test('folder titles and codes find the screens inside', () => {
    expect(paths(admin, '基础配置管理')).toContain(USER_MANAGER);
    expect(paths(admin, 'jcpz yhgl')).toEqual([USER_MANAGER]);
    expect(paths(admin, 'baseManager')).toContain('/baseManager/menuManager');
  });

  test('English titles in en', () => {
    const en = recordsFor(ADMIN_CODES, 'en');
    expect(paths(en, 'users')[0]).toBe(USER_MANAGER);
    expect(paths(en, 'base users')).toEqual([USER_MANAGER]);
    expect(en.find((r) => r.screen.path === USER_MANAGER)?.folderTitles).toEqual(['Base Configuration']);
  });

  test('unrelated text matches nothing', () => {
    expect(paths(admin, 'zzzzqx')).toEqual([]);
  });
});

describe('paletteResults', () => {
  const data: PaletteData = {
    screens: [
      { path: DASHBOARD_PATH, code: 'dashboard', title: 'Dashboard', parents: [] },
      { path: '/g/aManager', code: 'aManager', title: 'Alpha report', parents: ['g'] },
      { path: '/g/bManager', code: 'bManager', title: 'Delta report', parents: ['g'] },
      { path: '/g/cManager', code: 'cManager', title: 'Gamma', parents: ['g'] },
    ],
    folders: { g: { title: 'Group' } },
  };
  const records = searchRecords(data);

  test('empty query: recent screens newest first, then the rest in catalogue order', () => {
    const result = paletteResults(records, '  ', ['/g/cManager', '/g/aManager']);
    expect(result.recent).toBe(2);
    expect(result.items.map((r) => r.screen.path)).toEqual([
      '/g/cManager',
      '/g/aManager',
      DASHBOARD_PATH,
      '/g/bManager',
    ]);
  });

  test('a recent path that is not an entry (no longer permitted) is not listed', () => {
    const result = paletteResults(records, '', ['/baseManager/userManager', '/g/bManager']);
    expect(result.recent).toBe(1);
    expect(result.items.map((r) => r.screen.path)).not.toContain('/baseManager/userManager');
  });

  test('equal scores: recent first, then catalogue order', () => {
    expect(paletteResults(records, 'report', []).items.map((r) => r.screen.code)).toEqual(['aManager', 'bManager']);
    expect(paletteResults(records, 'report', ['/g/bManager']).items.map((r) => r.screen.code)).toEqual([
      'bManager',
      'aManager',
    ]);
    expect(paletteResults(records, 'report', []).recent).toBe(0);
  });

  test('recentPaths: newest first, the active view left out', () => {
    expect(recentPaths([{ path: '/a' }, { path: '/b' }, { path: '/c' }], '/b')).toEqual(['/c', '/a']);
  });
});
