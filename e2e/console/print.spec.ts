import { expect as baseExpect } from '@playwright/test';
import { test } from '../support/admin';
import { asPrinted, pdfPages } from '../support/pdf-text';
import { openAs } from '../support/session';
import { E2E } from './env.mjs';

// Printing a screen prints the screen alone (no sidebar, header or tabs); a long list runs over several pages with
// its header row on each; an open problem record prints alone, with its timeline. Chromium's own PDF, read back.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const LQ = '/lqzManager/lqzQueryManager';
const PROBLEMS = '/pdcaManager/pdcaProblemRecordManager';
// Words of the shell only: the sidebar's groups, the header's controls, the tabs bar's home tab.
const SHELL = ['基础配置管理', '组织机构管理', '全屏', '首页'];

test('a long list prints without the shell, its header row on every page', async ({ page }) => {
  await openAs(page, 'admin', LQ);
  await page.getByRole('combobox', { name: /每页行数/ }).selectOption('100');
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(101);
  const header = (await page.getByRole('grid').getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
  await expect(page.getByRole('button', { name: '打印' })).toBeVisible();
  const pages = await pdfPages(await page.pdf({ format: 'A4' }));
  expect(pages.length).toBeGreaterThan(1);
  expect(pages[0]).toContain('数据查询');
  for (const [n, text] of pages.entries()) {
    for (const title of header.slice(0, 3)) expect(text, `page ${n + 1}`).toContain(asPrinted(title));
    for (const word of SHELL) expect(text, `page ${n + 1}`).not.toContain(word);
  }
  // The toolbar and the pager stay on screen.
  expect(pages.join(' ')).not.toContain('刷新');
  expect(pages.join(' ')).not.toContain('列（');
});

test('an open problem record prints alone, with its timeline', async ({ page }) => {
  const response = await fetch(`${E2E.backendURL}/__test/pdca/alarm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ domain: 'znys', type: 'lowTemp', level: 3, deviceCode: 'YL-01', message: '碾压温度偏低' }),
  });
  const no = ((await response.json()) as { data: { problemNo: string } }).data.problemNo;
  await openAs(page, 'admin', `${PROBLEMS}?keyword=${no}`);
  await page.getByRole('button', { name: `明细：${no}` }).click();
  const drawer = page.getByRole('dialog', { name: `问题处理 · ${no}` });
  await expect(drawer.getByRole('button', { name: '打印' })).toBeVisible();
  await expect(drawer.getByText('尚无处置记录')).toBeVisible();
  const text = (await pdfPages(await page.pdf({ format: 'A4' }))).join(' ');
  expect(text).toContain(asPrinted(`问题处理 · ${no}`));
  expect(text).toContain('尚无处置记录');
  expect(text).toContain('碾压温度偏低');
  for (const word of [...SHELL, '问题处理记录', '刷新', '打印']) expect(text).not.toContain(word);
});
