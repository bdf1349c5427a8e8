import { routesByCode, titleOf } from '@/lib/routes/lookup';
import { packElements, packTitles, unpackElements, unpackTitles } from './shell-pack';
import { titleMap } from './titles';

test('titles: only renamed ones travel; unpacked, the whole map comes back in both languages', () => {
  const renamed = [{ id: 1, parentId: -1, code: 'userManager', title: '账号管理' }];
  for (const locale of ['zh', 'en'] as const) {
    const full = titleMap(locale, renamed);
    const packed = packTitles(full, locale);
    expect(packed).toEqual(locale === 'zh' ? { userManager: '账号管理' } : {});
    expect(unpackTitles(packed, locale)).toEqual(full);
  }
  // Nothing renamed: nothing sent.
  expect(packTitles(titleMap('zh', []), 'zh')).toEqual({});
  expect(unpackTitles({}, 'zh').menuManager).toBe(titleOf(routesByCode().get('menuManager'), 'zh'));
});

test('element codes: menus with the same list share it, every code comes back, odd ones included', () => {
  const codes = [
    'userManager:btn_add',
    'userManager:btn_edit',
    'menuManager:btn_add',
    'plain',
    'a:b:c',
    'userManager:view',
    'odd menu:x',
    'dictManager:btn_add',
  ];
  const packed = packElements(codes);
  expect(packed).toEqual({
    groups: { 'btn_add btn_edit view': 'userManager', btn_add: 'menuManager dictManager', 'b:c': 'a' },
    other: ['plain', 'odd menu:x'],
  });
  expect(unpackElements(packed).sort()).toEqual([...codes].sort());
  expect(packElements([])).toEqual({});
  expect(unpackElements({})).toEqual([]);
});
