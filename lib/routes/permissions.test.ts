import { DASHBOARD_PATH, HOME_PATH, type GroupDef } from './catalogue';
import { canOpen, homeRedirect, permittedCodes, sidebarModel } from './permissions';
import type { PermissionMenuNode } from '@/lib/platform/front';

const groups: readonly GroupDef[] = [
  {
    code: 'aManager',
    authority: 'aManager',
    title: { zh: '甲组', en: 'Group A' },
    icon: 'settings',
    children: [
      {
        code: 'aOneManager',
        authority: 'aOneManager',
        title: { zh: '甲一', en: 'A One' },
        icon: 'users',
        noCache: true,
      },
      { code: 'aTwoManager', authority: 'aTwoManager', title: { zh: '甲二', en: 'A Two' } },
      { code: 'aFreeManager', title: { zh: '甲自由', en: 'A Free' } },
      {
        code: 'aFolderManager',
        authority: 'aFolderManager',
        title: { zh: '甲夹', en: 'A Folder' },
        children: [
          { code: 'aDeepManager', authority: 'aDeepManager', title: { zh: '甲深', en: 'A Deep' } },
          { code: 'aDeeperManager', authority: 'aDeeperManager', title: { zh: '甲更深', en: 'A Deeper' } },
        ],
      },
    ],
  },
  { code: 'bManager', authority: 'bManager', title: { zh: '乙组', en: 'Group B' }, icon: 'trend', children: [] },
];

describe('permittedCodes', () => {
  it('collects front/info menus[].code and ignores elements', () => {
    const codes = permittedCodes({ menus: [{ code: 'aManager' }, { code: 'aOneManager' }, { code: '' }] });
    expect([...codes]).toEqual(['aManager', 'aOneManager']);
    expect(permittedCodes(null).size).toBe(0);
    expect(permittedCodes({ menus: undefined as never }).size).toBe(0);
  });
});

describe('canOpen', () => {
  const codes = new Set(['aManager', 'aOneManager', 'aFolderManager', 'aDeepManager']);

  it('answers ok, forbidden or unknown', () => {
    expect(canOpen('/aManager/aOneManager', codes, groups)).toBe('ok');
    expect(canOpen('/aManager/aTwoManager', codes, groups)).toBe('forbidden');
    expect(canOpen('/aManager/nopeManager', codes, groups)).toBe('unknown');
    expect(canOpen('/aManager/aFreeManager', new Set(['aManager']), groups)).toBe('ok');
  });

  it('forbids a permitted screen whose group is not permitted', () => {
    expect(canOpen('/aManager/aOneManager', new Set(['aOneManager']), groups)).toBe('forbidden');
    expect(canOpen('/aManager/aFreeManager', new Set(), groups)).toBe('forbidden');
  });

  it('checks every level of a nested screen', () => {
    expect(canOpen('/aManager/aFolderManager/aDeepManager', codes, groups)).toBe('ok');
    expect(canOpen('/aManager/aFolderManager/aDeeperManager', codes, groups)).toBe('forbidden');
    expect(canOpen('/aManager/aFolderManager/aDeepManager', new Set(['aManager', 'aDeepManager']), groups)).toBe(
      'forbidden',
    );
    expect(canOpen('/aManager/aFolderManager', codes, groups)).toBe('unknown');
  });

  it('tolerates a trailing slash and is case-sensitive', () => {
    expect(canOpen('/aManager/aOneManager/', codes, groups)).toBe('ok');
    expect(canOpen('/amanager/aOneManager', codes, groups)).toBe('unknown');
    expect(canOpen('/aManager/AOneManager', codes, groups)).toBe('unknown');
  });

  it('opens a childless group at its own path', () => {
    expect(canOpen('/bManager', new Set(['bManager']), groups)).toBe('ok');
    expect(canOpen('/bManager', codes, groups)).toBe('forbidden');
  });

  it('lets anyone open the authority-free routes and the home redirect', () => {
    for (const path of ['/', '/dashboard', '/401', '/404/', '/login', '/authredirect'])
      expect(canOpen(path, new Set())).toBe('ok');
  });

  it('applies the reused authority of the zd raw-data page', () => {
    expect(canOpen('/zdManager/zdRawDataManager', new Set(['zdManager', 'hjMonitorRawDataManager']))).toBe('ok');
    expect(canOpen('/zdManager/zdRawDataManager', new Set(['zdManager', 'zdRawDataManager']))).toBe('forbidden');
  });
});

describe('homeRedirect', () => {
  it('sends a permitted user to the process monitor', () => {
    expect(homeRedirect(new Set(['znysManager', 'znysProcessMonitorManager']))).toBe(HOME_PATH);
  });

  it('sends everyone else to the dashboard', () => {
    expect(homeRedirect(new Set())).toBe(DASHBOARD_PATH);
    expect(homeRedirect(new Set(['znysProcessMonitorManager']))).toBe(DASHBOARD_PATH);
    expect(homeRedirect(new Set(['znysManager']))).toBe(DASHBOARD_PATH);
  });
});

describe('sidebarModel', () => {
  const node = (
    id: number,
    parentId: number,
    code: string,
    title: string,
    extra: Partial<PermissionMenuNode> = {},
  ): PermissionMenuNode => ({
    id,
    parentId,
    code,
    title,
    children: [],
    ...extra,
  });
  const tree: PermissionMenuNode[] = [
    node(1, -1, 'znysManager', '机场平台（改名）', {
      icon: 'flight',
      children: [
        node(2, 1, 'znysProcessMonitorManager', '工艺监控（改名）'),
        node(3, 1, 'znysCustomManager', '自定义页面', { href: '/bhzManager' }),
      ],
    }),
    node(4, -1, 'bhzManager', '拌和站', { icon: 'fa-industry', iconUrl: 'https://x/bhz.png' }),
    node(5, -1, 'hjManager', '强夯监控'),
    node(6, -1, 'extraManager', '', { icon: 'trend', children: [node(7, 6, 'extraChildManager', '额外子页')] }),
  ];

  it('puts the dashboard first and links children by code', () => {
    const model = sidebarModel(tree, 'zh');
    expect(model[0]).toEqual({
      code: 'dashboard',
      title: '首页',
      icon: 'dashboard',
      href: DASHBOARD_PATH,
      children: [],
    });
    expect(model[1].href).toBe('/znysManager');
    expect(model[1].children.map((c) => c.href)).toEqual(['/znysManager/znysProcessMonitorManager', '/bhzManager']);
  });

  it('shows the server titles as given in zh', () => {
    const [, znys] = sidebarModel(tree, 'zh');
    expect(znys.title).toBe('机场平台（改名）');
    expect(znys.children.map((c) => c.title)).toEqual(['工艺监控（改名）', '自定义页面']);
  });

  it('shows the catalogue English titles in en, falling back to the server title', () => {
    const model = sidebarModel(tree, 'en');
    expect(model[0].title).toBe('Dashboard');
    expect(model[1].title).toBe('Airport Digital Construction');
    expect(model[1].children.map((c) => c.title)).toEqual(['Process Monitor', '自定义页面']);
  });

  it('never links a server entry the catalogue does not know to the 404 page', () => {
    // extraChildManager has no href the console can open, so neither it nor its folder is listed.
    expect(sidebarModel(tree, 'en').map((g) => g.code)).not.toContain('extraManager');
    expect(canOpen('/extraManager/extraChildManager', new Set(['extraManager', 'extraChildManager']))).toBe('unknown');
  });

  it('links a server entry by its href when that is a page the console opens, at any depth', () => {
    const custom = [
      node(10, -1, 'baseManager', '基础配置管理', {
        children: [
          node(11, 10, 'myToolsDir', '常用工具', {
            icon: 'trend',
            children: [
              node(12, 11, 'myUsersLink', '用户（快捷）', { href: '/baseManager/userManager/' }),
              node(13, 11, 'myBrokenLink', '坏链接', { href: '/nowhere' }),
              node(14, 11, 'dictManager', '数据字典'),
              node(15, 11, 'myHomeLink', '首页快捷', { href: 'dashboard' }),
              node(16, 11, 'myLoginLink', '登录', { href: '/login' }),
            ],
          }),
        ],
      }),
    ];
    const [, base] = sidebarModel(custom, 'zh');
    expect(base.children).toEqual([
      {
        code: 'myToolsDir',
        title: '常用工具',
        icon: 'trend',
        href: '/baseManager/myToolsDir',
        children: [
          { code: 'myUsersLink', title: '用户（快捷）', href: '/baseManager/userManager', children: [] },
          // A catalogue page keeps its own path wherever the server puts it.
          {
            code: 'dictManager',
            title: '数据字典',
            icon: 'dictionary',
            href: '/baseManager/dictManager',
            children: [],
          },
          { code: 'myHomeLink', title: '首页快捷', href: '/dashboard', children: [] },
        ],
      },
    ]);
  });

  it('uses the server icon when drawable, else the catalogue one, and passes iconUrl on', () => {
    const bhz = sidebarModel(tree, 'zh').find((g) => g.code === 'bhzManager');
    expect(bhz).toEqual({
      code: 'bhzManager',
      title: '拌和站',
      icon: 'factory',
      iconUrl: 'https://x/bhz.png',
      href: '/bhzManager',
      children: [],
    });
  });

  it('leaves out a catalogue folder the server sends without children', () => {
    expect(sidebarModel(tree, 'zh').map((g) => g.code)).not.toContain('hjManager');
  });

  it('builds nested hrefs from the code trail', () => {
    const nested = [
      node(1, -1, 'aManager', '甲', {
        children: [node(2, 1, 'aFolderManager', '夹', { children: [node(3, 2, 'aDeepManager', '深')] })],
      }),
    ];
    const [, a] = sidebarModel(nested, 'en', groups);
    expect(a.children[0].children[0]).toMatchObject({ title: 'A Deep', href: '/aManager/aFolderManager/aDeepManager' });
  });
});
