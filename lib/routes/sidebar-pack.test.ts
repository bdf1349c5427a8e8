import type { PermissionMenuNode } from '@/lib/platform/front';
import { catalogue, type ScreenDef } from './catalogue';
import { sidebarModel, type SidebarItem } from './permissions';
import {
  maskCodes,
  packCodes,
  packMenus,
  packSidebar,
  unmaskCodes,
  unpackCodes,
  unpackMenus,
  unpackSidebar,
} from './sidebar-pack';

// Every catalogue route as the platform would send it to admin: the whole tree.
let id = 0;
const asMenus = (groups: readonly ScreenDef[], parentId = -1): PermissionMenuNode[] =>
  groups.map((g) => {
    const own = ++id;
    return { id: own, parentId, code: g.code, title: g.title.zh, children: asMenus(g.children ?? [], own) };
  });

test('the whole catalogue survives packing unchanged, in fewer bytes', () => {
  const items = sidebarModel(asMenus(catalogue), 'zh');
  const titles = Object.fromEntries(
    items.flatMap(function all(i: SidebarItem): [string, string][] {
      return [[i.code, i.title], ...i.children.flatMap(all)];
    }),
  );
  const packed = packSidebar(items, titles);
  expect(unpackSidebar(packed, titles)).toEqual(items);
  expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(items).length / 2);
});

test('what differs from the defaults is kept: a server title, an href elsewhere, an icon URL', () => {
  const items: SidebarItem[] = [
    { code: 'dashboard', title: '首页', icon: 'dashboard', href: '/dashboard', children: [] },
    {
      code: 'extra',
      title: '平台的名字',
      href: '/extra',
      children: [
        {
          code: 'page',
          title: 'Page',
          iconUrl: 'https://example.test/i.png',
          href: '/baseManager/userManager',
          children: [],
        },
      ],
    },
  ];
  const titles = { dashboard: '首页', extra: '目录', page: 'Page' };
  const packed = packSidebar(items, titles);
  expect(packed).toEqual([
    { code: 'dashboard', icon: 'dashboard' },
    {
      code: 'extra',
      title: '平台的名字',
      children: [{ code: 'page', iconUrl: 'https://example.test/i.png', href: '/baseManager/userManager' }],
    },
  ]);
  expect(unpackSidebar(packed, titles)).toEqual(items);
  // A code the titles do not know and no title sent: the code stands in, never an empty label.
  expect(unpackSidebar([{ code: 'unknown' }], {})).toEqual([
    { code: 'unknown', title: 'unknown', href: '/unknown', children: [] },
  ]);
});

describe('permitted codes beside the sidebar', () => {
  const sidebar = packSidebar(sidebarModel(asMenus(catalogue), 'zh'), {});

  it('sends only what the sidebar does not say, and gets every code back once', () => {
    // As the platform lists them: every catalogue menu (the sidebar holds all but hidden ones), one
    // the console does not know, and one twice; the home entry is in the sidebar but not a menu.
    const all = (routes: readonly ScreenDef[]): string[] => routes.flatMap((r) => [r.code, ...all(r.children ?? [])]);
    const codes = [...all(catalogue), 'unknownMenu', 'userManager'];
    const packed = packCodes(codes, sidebar);
    const hidden = all(catalogue).filter((code) => !JSON.stringify(sidebar).includes(`"${code}"`));
    expect(packed).toEqual({ more: [...hidden, 'unknownMenu'], less: ['dashboard'] });
    const back = unpackCodes(packed, sidebar);
    expect(back).toHaveLength(new Set(codes).size);
    expect(new Set(back)).toEqual(new Set(codes));
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(codes).length / 4);
  });

  it('leaves out what is not permitted, and sends nothing for a sidebar that says it all', () => {
    const permitted = ['bhzManager', 'sysManager', 'sysStabilityManager'];
    const packed = packCodes(permitted, sidebar);
    expect(new Set(unpackCodes(packed, sidebar))).toEqual(new Set(permitted));
    expect(packCodes([], [])).toEqual({});
    expect(unpackCodes({}, [])).toEqual([]);
  });
});

describe('a sidebar the catalogue gives is not sent', () => {
  const all = (routes: readonly ScreenDef[]): string[] => routes.flatMap((r) => [r.code, ...all(r.children ?? [])]);
  const titles = {};

  it('the whole catalogue: only a mask of the codes and the unknown ones travel, and both come back', () => {
    const codes = [...all(catalogue), 'unknownMenu'];
    const sidebar = packSidebar(sidebarModel(asMenus(catalogue), 'zh'), titles);
    const packed = packMenus(sidebar, codes, 'zh', titles);
    expect(packed.sidebar).toBeUndefined();
    expect(packed.codes.more).toEqual(['unknownMenu']);
    expect(JSON.stringify(packed).length).toBeLessThan(80);
    const back = unpackMenus(packed, 'zh', titles);
    expect(back.sidebar).toEqual(sidebar);
    expect(new Set(back.codes)).toEqual(new Set(codes));
  });

  it('a part of the catalogue in its order: the same', () => {
    const permitted = new Set([
      'sysManager',
      'sysStabilityManager',
      'sysDuctilityManager',
      'baseManager',
      'userManager',
    ]);
    const menus = asMenus(
      catalogue
        .filter((g) => permitted.has(g.code))
        .map((g) => ({ ...g, children: g.children.filter((c) => permitted.has(c.code)) })),
    );
    const sidebar = packSidebar(sidebarModel(menus, 'en'), titles);
    const packed = packMenus(sidebar, [...permitted], 'en', titles);
    expect(packed.sidebar).toBeUndefined();
    expect(unpackMenus(packed, 'en', titles).sidebar).toEqual(sidebar);
  });

  it('a menu the platform moved, renamed or gave another icon: the sidebar is sent, the codes beside it', () => {
    const menus = asMenus(catalogue);
    const moved = [menus[1]!, menus[0]!, ...menus.slice(2)];
    const renamed = [{ ...menus[0]!, title: '改过的名字' }, ...menus.slice(1)];
    const reIconed = [{ ...menus[0]!, icon: 'video' }, ...menus.slice(1)];
    for (const tree of [moved, renamed, reIconed]) {
      const sidebar = packSidebar(sidebarModel(tree, 'zh'), titles);
      const packed = packMenus(sidebar, all(catalogue), 'zh', titles);
      expect(packed.sidebar).toEqual(sidebar);
      expect(packed.codes.mask).toBeUndefined();
      const back = unpackMenus(packed, 'zh', titles);
      expect(back.sidebar).toEqual(sidebar);
      expect(new Set(back.codes)).toEqual(new Set(all(catalogue)));
    }
  });

  it('the mask round-trips any set of catalogue codes and ignores others', () => {
    const codes = all(catalogue);
    for (const pick of [
      () => true,
      () => false,
      (_: string, i: number) => i % 3 === 0,
      (_: string, i: number) => i === codes.length - 1,
    ]) {
      const chosen = codes.filter(pick);
      expect(unmaskCodes(maskCodes(new Set([...chosen, 'notACatalogueCode'])))).toEqual(chosen);
    }
    expect(maskCodes(new Set())).toBe('');
  });
});
