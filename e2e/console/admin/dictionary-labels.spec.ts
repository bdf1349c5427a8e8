import { expect as baseExpect, test, type Page } from '@playwright/test';
import { shot } from '../../support/admin';
import { signedInApi } from '../../support/api';
import { openAs, signInQuietly } from '../../support/session';
import { E2E } from '../env.mjs';

// The dictionary's promise: a label an administrator changes on 数据字典 is what every other screen shows for
// that code after a reload, in both languages. The registry's kind filter and its kind column read
// `deviceKind` from the dictionary; nothing in the console names the code itself.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const DICTIONARY = '/baseManager/dictManager';
const REGISTRY = '/sbglManager/sbglDeviceManager';
const CODE = 'deviceKind_labInstrument';
const ORIGINAL = { labelZhCh: '试验仪器', labelEnUs: 'Lab instrument' };
const CHANGED = { labelZhCh: '试验检测仪器', labelEnUs: 'Testing instrument' };

async function restore() {
  const api = await signedInApi('admin');
  const rows = (await (await api.get('/api/dict/dictValue/type/deviceKind')).json()).data.rows as {
    id: number;
    code: string;
  }[];
  const id = rows.find((r) => r.code === CODE)!.id;
  expect((await (await api.put(`/api/dict/dictValue/${id}`, { data: ORIGINAL })).json()).status).toBe(200);
}

async function kindOptions(page: Page, label: string) {
  await page.getByRole('search').getByRole('combobox', { name: label }).click();
  const options = page.getByRole('listbox').getByRole('option');
  // The dictionary's kinds arrive after the page: until then the list holds only 全部 (All).
  await expect(options.nth(1)).toBeVisible();
  const names = await options.allInnerTexts();
  await page.keyboard.press('Escape');
  return names;
}

test.afterAll(restore);

test('a label changed on 数据字典 shows in the device registry after a reload, in Chinese and in English', async ({
  page,
}) => {
  // Before: the seed's labels.
  await openAs(page, 'admin', REGISTRY);
  expect(await kindOptions(page, '设备类型')).toContain(ORIGINAL.labelZhCh);

  // The administrator edits the value's two labels on the dictionary screen.
  await page.goto(DICTIONARY);
  await page.getByRole('textbox', { name: '搜索' }).fill('deviceKind');
  await page
    .getByRole('tree', { name: '字典类型树' })
    .getByRole('treeitem', { name: /设备类型/ })
    .click();
  const values = page.getByRole('grid', { name: /^字典值 · 设备类型/ });
  await values.getByRole('button', { name: `编辑 ${CODE}` }).click();
  const edit = page.getByRole('dialog', { name: '编辑字典值' });
  await edit.getByRole('textbox', { name: '中文标签' }).fill(CHANGED.labelZhCh);
  await edit.getByRole('textbox', { name: '英文标签' }).fill(CHANGED.labelEnUs);
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(values.getByRole('row').filter({ hasText: CODE })).toContainText(CHANGED.labelEnUs);

  // Another screen, loaded afresh: its kind filter offers the new label where the old one was, in the same place.
  await page.goto(REGISTRY);
  await page.reload();
  const zh = await kindOptions(page, '设备类型');
  expect(zh).toContain(CHANGED.labelZhCh);
  expect(zh).not.toContain(ORIGINAL.labelZhCh);
  expect(zh.indexOf(CHANGED.labelZhCh)).toBe(zh.indexOf('摄像头') + 1);
  // The column reads the same label: filtered to that kind (the URL keeps the code), the lab's instruments.
  await page.goto(`${REGISTRY}?kind=labInstrument`);
  await expect(page.getByRole('search').getByRole('combobox', { name: '设备类型' })).toHaveText(CHANGED.labelZhCh);
  await expect(
    page.getByRole('grid', { name: '设备信息' }).getByRole('row').filter({ hasText: 'SYS-YD-01' }),
  ).toContainText(CHANGED.labelZhCh);
  await shot(page, 'dictionary-label-zh');

  // In English, the English label.
  await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('search').getByRole('combobox', { name: 'Kind' })).toHaveText(CHANGED.labelEnUs);
  await expect(
    page.getByRole('grid', { name: 'Devices' }).getByRole('row').filter({ hasText: 'SYS-YD-01' }),
  ).toContainText(CHANGED.labelEnUs);
  const en = await kindOptions(page, 'Kind');
  expect(en).toContain(CHANGED.labelEnUs);
  expect(en).not.toContain(ORIGINAL.labelEnUs);
  expect(en).toContain('Vibratory roller');
  await shot(page, 'dictionary-label-en');

  // Restored, the seed's labels are back after a reload.
  await restore();
  await page.reload();
  await expect(page.getByRole('search').getByRole('combobox', { name: 'Kind' })).toHaveText(ORIGINAL.labelEnUs);
});

test("the registry's status column and the users' sex choices read the dictionary", async ({ page }) => {
  await signInQuietly(page, 'admin');
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/dict/dictValue/type'))
      reads.push(decodeURIComponent(request.url().replace(/^.*\/api\/dict\/dictValue\//, '')));
  });
  // The registry's status column: deviceStatus inUse.
  await page.goto(`${REGISTRY}?keyword=YL-01`);
  const grid = page.getByRole('grid', { name: '设备信息' });
  await expect(grid.getByRole('row').filter({ hasText: 'YL-01' }).first()).toContainText('在用');
  // Its grid, filters and form read their two types in one request for the page load.
  await page.getByRole('search').getByRole('combobox', { name: '状态' }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['全部', '在用', '维修', '闲置', '报废']);
  await page.keyboard.press('Escape');
  expect(reads).toEqual(['types?codes=deviceKind,deviceStatus']);
  // The users' form offers the dictionary's sex values.
  await page.goto('/baseManager/userManager');
  await page.getByRole('button', { name: '新增用户' }).click();
  const dialog = page.getByRole('dialog', { name: '新增用户' });
  await dialog.getByRole('combobox', { name: '性别' }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['未填写', '男', '女']);
});
