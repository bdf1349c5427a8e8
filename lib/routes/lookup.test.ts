import type { GroupDef } from './catalogue';
import { allScreens, findRoute, findStandalone, normalisePath, pagePathOfCode, screenPath, titleOf } from './lookup';

// A small catalogue with a nested folder; the real one has none yet.
const nested: readonly GroupDef[] = [
  {
    code: 'aManager',
    authority: 'aManager',
    title: { zh: '甲', en: 'A' },
    icon: 'settings',
    children: [
      { code: 'aLeafManager', authority: 'aLeafManager', title: { zh: '叶', en: 'Leaf' } },
      {
        code: 'aFolderManager',
        authority: 'aFolderManager',
        title: { zh: '夹', en: 'Folder' },
        children: [{ code: 'aDeepManager', authority: 'aDeepManager', title: { zh: '深', en: 'Deep' } }],
      },
    ],
  },
];

describe('screenPath and normalisePath', () => {
  it('joins codes under a leading slash', () => {
    expect(screenPath('znysManager', 'znysProcessMonitorManager')).toBe('/znysManager/znysProcessMonitorManager');
    expect(screenPath('bhzManager')).toBe('/bhzManager');
    expect(screenPath('a', 'b', 'c')).toBe('/a/b/c');
  });

  it('drops trailing slashes but keeps the root', () => {
    expect(normalisePath('/a/b//')).toBe('/a/b');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('')).toBe('/');
  });
});

describe('findRoute', () => {
  it('finds a screen with its group and trail', () => {
    const match = findRoute('/sysManager/sysStabilityManager');
    expect(match?.group.code).toBe('sysManager');
    expect(match?.screen.code).toBe('sysStabilityManager');
    expect(match?.trail.map((r) => r.code)).toEqual(['sysManager', 'sysStabilityManager']);
    expect(match?.path).toBe('/sysManager/sysStabilityManager');
  });

  it('tolerates a trailing slash and is case-sensitive', () => {
    expect(findRoute('/sysManager/sysStabilityManager/')?.screen.code).toBe('sysStabilityManager');
    expect(findRoute('/sysmanager/sysStabilityManager')).toBeNull();
    expect(findRoute('/sysManager/SysStabilityManager')).toBeNull();
  });

  it('knows no page at a folder path, a stray screen or a wrong group', () => {
    expect(findRoute('/sysManager')).toBeNull();
    expect(findRoute('/sysManager/nopeManager')).toBeNull();
    expect(findRoute('/hjManager/sysStabilityManager')).toBeNull();
    expect(findRoute('/')).toBeNull();
  });

  it('walks nested screens, and a nested folder is no page either', () => {
    expect(findRoute('/aManager/aFolderManager/aDeepManager', nested)?.trail.map((r) => r.code)).toEqual([
      'aManager',
      'aFolderManager',
      'aDeepManager',
    ]);
    expect(findRoute('/aManager/aFolderManager', nested)).toBeNull();
    expect(findRoute('/aManager/aDeepManager', nested)).toBeNull();
  });
});

describe('allScreens and findStandalone', () => {
  it('lists every page once with its path, leaves only', () => {
    expect(allScreens(nested).map((m) => m.path)).toEqual([
      '/aManager/aLeafManager',
      '/aManager/aFolderManager/aDeepManager',
    ]);
    const paths = allScreens().map((m) => m.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/bhzManager');
    expect(paths).not.toContain('/sysManager');
  });

  it('finds a page by its screen code, leaves only', () => {
    expect(pagePathOfCode('aDeepManager', nested)).toBe('/aManager/aFolderManager/aDeepManager');
    expect(pagePathOfCode('aFolderManager', nested)).toBeUndefined();
    expect(pagePathOfCode('nope', nested)).toBeUndefined();
    expect(pagePathOfCode('bhzManager')).toBe('/bhzManager');
  });

  it('finds standalone routes', () => {
    expect(findStandalone('/dashboard/')?.title.en).toBe('Dashboard');
    expect(findStandalone('/404')?.hidden).toBe(true);
    expect(findStandalone('/nope')).toBeNull();
  });
});

describe('titleOf', () => {
  const route = { title: { zh: '工艺监控', en: 'Process Monitor' } };

  it('shows the server title as given in zh, else the catalogue one', () => {
    expect(titleOf(route, 'zh', '工艺监控（改）')).toBe('工艺监控（改）');
    expect(titleOf(route, 'zh')).toBe('工艺监控');
    expect(titleOf(route, 'zh', '  ')).toBe('工艺监控');
  });

  it('shows the catalogue English title in en, else the server title', () => {
    expect(titleOf(route, 'en', '工艺监控（改）')).toBe('Process Monitor');
    expect(titleOf(undefined, 'en', '自定义')).toBe('自定义');
    expect(titleOf(null, 'zh')).toBe('');
  });
});
