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

test('element codes: grouped by menu, every code back in its order, odd ones included', () => {
  const codes = ['userManager:btn_add', 'userManager:btn_edit', 'menuManager:btn_add', 'plain', 'a:b:c', 'userManager:view'];
  const packed = packElements(codes);
  expect(packed).toEqual({ userManager: ['btn_add', 'btn_edit', 'view'], menuManager: ['btn_add'], '': ['plain'], a: ['b:c'] });
  expect(unpackElements(packed).sort()).toEqual([...codes].sort());
  expect(unpackElements(packElements([]))).toEqual([]);
});
