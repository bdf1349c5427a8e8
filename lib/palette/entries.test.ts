import { DASHBOARD_PATH, catalogue, type GroupDef, type ScreenDef } from '@/lib/routes/catalogue';
import { allScreens } from '@/lib/routes/lookup';
import { canOpen } from '@/lib/routes/permissions';
import { titleMap } from '@/lib/shell/titles';
import { paletteData } from './entries';
import { pinyinOf } from './pinyin';

const groups: readonly GroupDef[] = [
  {
    code: 'aManager',
    authority: 'aManager',
    title: { zh: '甲组', en: 'Group A' },
    icon: 'settings',
    children: [
      { code: 'aOneManager', authority: 'aOneManager', title: { zh: '甲一', en: 'A One' } },
      { code: 'aHiddenManager', authority: 'aHiddenManager', title: { zh: '甲隐', en: 'A Hidden' }, hidden: true },
      { code: 'aFreeManager', title: { zh: '甲自由', en: 'A Free' } },
      {
        code: 'aFolderManager',
        authority: 'aFolderManager',
        title: { zh: '甲夹', en: 'A Folder' },
        children: [{ code: 'aDeepManager', authority: 'aDeepManager', title: { zh: '甲深', en: 'A Deep' } }],
      },
    ],
  },
  { code: 'bManager', authority: 'bManager', title: { zh: '乙组', en: 'Group B' }, icon: 'trend', children: [] },
];

const fakePinyin = (text: string) => (/\p{Script=Han}/u.test(text) ? `py(${text})` : undefined);
const subtree = (route: ScreenDef): string[] => [route.code, ...(route.children ?? []).flatMap(subtree)];
/** The seeded `test` user's role: the airport platform and the laboratory (backend/src/db/seed.ts). */
const TEST_CODES = new Set(
  catalogue.filter((g) => g.code === 'znysManager' || g.code === 'sysManager').flatMap(subtree),
);
const ADMIN_CODES = new Set(catalogue.flatMap(subtree));

describe('paletteData', () => {
  test('the dashboard first, then permitted pages in catalogue order, with their folders', () => {
    const data = paletteData({
      locale: 'en',
      codes: new Set(['aManager', 'aOneManager', 'aHiddenManager', 'aFolderManager', 'aDeepManager', 'bManager']),
      titles: { aManager: 'Server A' },
      pinyinOf: fakePinyin,
      groups,
    });
    expect(data.screens.map((s) => s.path)).toEqual([
      DASHBOARD_PATH,
      '/aManager/aOneManager',
      '/aManager/aFreeManager',
      '/aManager/aFolderManager/aDeepManager',
      '/bManager',
    ]);
    expect(data.screens[0]).toEqual({ path: DASHBOARD_PATH, code: 'dashboard', title: 'Dashboard', parents: [] });
    expect(data.screens[3].parents).toEqual(['aManager', 'aFolderManager']);
    expect(data.screens[4].parents).toEqual([]);
    // Titles: the given map (server titles) first, the catalogue's otherwise.
    expect(data.folders).toEqual({ aManager: { title: 'Server A' }, aFolderManager: { title: 'A Folder' } });
  });

  test('a missing authority anywhere on the trail drops the page; hidden pages never show', () => {
    const data = paletteData({
      locale: 'zh',
      codes: new Set(['aManager', 'aDeepManager']),
      titles: {},
      pinyinOf: fakePinyin,
      groups,
    });
    expect(data.screens.map((s) => s.path)).toEqual([DASHBOARD_PATH, '/aManager/aFreeManager']);
    expect(data.screens[1]).toMatchObject({ title: '甲自由', pinyin: 'py(甲自由)' });
    expect(data.folders).toEqual({ aManager: { title: '甲组', pinyin: 'py(甲组)' } });
  });

  test('no codes: the dashboard alone, no folder named', () => {
    const data = paletteData({ locale: 'zh', codes: new Set(), titles: {}, pinyinOf: fakePinyin, groups });
    expect(data.screens.map((s) => s.code)).toEqual(['dashboard']);
    expect(data.folders).toEqual({});
  });

  test('real catalogue: `test` gets nothing of /baseManager and only pages it may open', () => {
    const data = paletteData({ locale: 'zh', codes: TEST_CODES, titles: titleMap('zh', []), pinyinOf });
    const paths = data.screens.map((s) => s.path);
    expect(paths.some((p) => p.startsWith('/baseManager'))).toBe(false);
    expect(Object.keys(data.folders).sort()).toEqual(['sysManager', 'znysManager']);
    for (const path of paths) expect(canOpen(path, TEST_CODES)).toBe('ok');
    expect(paths).toContain('/znysManager/znysProcessMonitorManager');
  });

  test('real catalogue: admin gets every page, with readings of the Chinese titles', () => {
    const data = paletteData({ locale: 'zh', codes: ADMIN_CODES, titles: titleMap('zh', []), pinyinOf });
    expect(data.screens).toHaveLength(allScreens().length + 1);
    expect(data.screens.find((s) => s.path === '/baseManager/userManager')).toEqual({
      path: '/baseManager/userManager',
      code: 'userManager',
      title: '用户管理',
      pinyin: 'yong hu guan li',
      parents: ['baseManager'],
    });
    expect(data.folders.baseManager).toEqual({ title: '基础配置管理', pinyin: 'ji chu pei zhi guan li' });
  });
});
