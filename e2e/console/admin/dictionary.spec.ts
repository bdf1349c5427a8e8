import { expect as baseExpect, test, type Page } from '@playwright/test';
import { notice, shot, unique } from '../../support/admin';
import { SAME_ORIGIN, signedInApi } from '../../support/api';
import { openAs, signInWith, signInQuietly } from '../../support/session';
import { E2E } from '../env.mjs';

// The screen kit's tree page on the data dictionary: the type tree beside the chosen type's values,
// each with its own add, edit and delete, the platform's refusals, and a user without the buttons.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SCREEN = '/baseManager/dictManager';
const tree = (page: Page) => page.getByRole('tree', { name: '字典类型树' });

test(
  'an administrator adds a type below another, gives it values, ' + 'and the platform keeps the order of deletion',
  async ({ page }) => {
    const code = unique('e2eType');
    await openAs(page, 'admin', SCREEN);
    await tree(page)
      .getByRole('treeitem', { name: /基础数据/ })
      .click();
    await expect(page).toHaveURL(/node=\d+/);
    await page.getByRole('button', { name: '新增下级' }).click();
    const add = page.getByRole('dialog', { name: '新增字典类型' });
    await add.getByRole('textbox', { name: '类型编码' }).fill('9bad');
    await add.getByRole('textbox', { name: '类型名称' }).fill('端到端天气');
    await add.getByRole('button', { name: '保存' }).click();
    await expect(add.getByRole('textbox', { name: '类型编码' })).toHaveAccessibleDescription(
      '编码以字母开头，只能包含字母、数字、_ . -',
    );
    await add.getByRole('textbox', { name: '类型编码' }).fill(code);
    await add.getByRole('button', { name: '保存' }).click();
    await expect(notice(page, `已新增字典类型 ${code}`)).toBeVisible();

    // The new type sits below 基础数据 once the tree is open there.
    await page.getByRole('textbox', { name: '搜索' }).fill(code);
    const item = tree(page).getByRole('treeitem', { name: new RegExp(code) });
    await item.click();
    await expect(page.getByRole('heading', { name: `端到端天气 · ${code}` })).toBeVisible();
    const values = page.getByRole('grid', { name: `字典值 · 端到端天气 · ${code}` });
    await expect(values.getByText('暂无数据')).toBeVisible();

    await page.getByRole('button', { name: '新增', exact: true }).click();
    const addValue = page.getByRole('dialog', { name: '新增字典值' });
    await addValue.getByRole('textbox', { name: '编码' }).fill(`${code}_rain`);
    await addValue.getByRole('textbox', { name: '值', exact: true }).fill('rain');
    await addValue.getByRole('button', { name: '保存' }).click();
    await expect(addValue.getByRole('textbox', { name: '默认标签' })).toHaveAccessibleDescription('此项为必填项');
    await addValue.getByRole('textbox', { name: '默认标签' }).fill('雨');
    await addValue.getByRole('textbox', { name: '英文标签' }).fill('Rain');
    await addValue.getByRole('button', { name: '保存' }).click();
    await expect(notice(page, `已新增字典值 ${code}_rain`)).toBeVisible();
    await expect(values.getByRole('row').filter({ hasText: `${code}_rain` })).toContainText('Rain');
    await shot(page, 'dictionary');

    // A type that still has values is refused by the platform, which says why.
    await page.getByRole('button', { name: '删除', exact: true }).click();
    await page.getByRole('alertdialog', { name: '删除字典类型' }).getByRole('button', { name: '删除' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: `字典类型 ${code} 下还有字典值，请先删除字典值` }),
    ).toBeVisible();

    await values.getByRole('button', { name: `删除 ${code}_rain` }).click();
    const confirmValue = page.getByRole('alertdialog', { name: '删除字典值' });
    await confirmValue.getByRole('button', { name: '删除' }).click();
    await expect(notice(page, `已删除字典值 ${code}_rain`)).toBeVisible();
    // While the confirmation fades out the page behind it is hidden from the accessibility tree, and its
    // 删除 would name the dialog's own button: wait until it has gone.
    await expect(confirmValue).toBeHidden();
    await page.getByRole('button', { name: '删除', exact: true }).click();
    await page.getByRole('alertdialog', { name: '删除字典类型' }).getByRole('button', { name: '删除' }).click();
    await expect(notice(page, `已删除字典类型 端到端天气 · ${code}`)).toBeVisible();
    await expect(tree(page).getByRole('treeitem', { name: new RegExp(code) })).toHaveCount(0);

    const api = await signedInApi('admin');
    const log = await (await api.get(`/api/admin/gateLog/page?menu=${encodeURIComponent('数据字典')}&limit=20`)).json();
    const mine = log.data.rows
      .filter((r: { body?: string }) => (r.body ?? '').includes(code))
      .map((r: { opt: string }) => r.opt);
    expect(mine.filter((opt: string) => opt === '新增')).toHaveLength(2);
  },
);

test('the dictionary in English', async ({ page }) => {
  await signInQuietly(page, 'admin');
  await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.goto(SCREEN);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('tree', { name: 'dictionary type tree' }).getByRole('treeitem', { name: /设备/ }).click();
  await expect(page.getByRole('button', { name: 'Add child' })).toBeVisible();
  await shot(page, 'dictionary-en');
});

test('a workflow user without the menu gets 40301, and no one writes without the element code', async ({ page }) => {
  await signInWith(page, 'sg01', 'sg01');
  const refused = await page.request.post('/api/dict/dictType', {
    headers: SAME_ORIGIN,
    data: { code: 'nope', name: '不行' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).status).toBe(40301);
  // Any signed-in user reads a type's values for its forms.
  const values = await page.request.get('/api/dict/dictValue/type/deviceStatus');
  expect((await values.json()).data.rows.map((r: { value: string }) => r.value)).toEqual([
    'inUse',
    'repair',
    'idle',
    'scrapped',
  ]);
});
