import { expect as baseExpect, test, type Page } from '@playwright/test';
import { notice, shot, unique } from '../../support/admin';
import { signedInApi } from '../../support/api';
import { openAs, signIn } from '../../support/session';
import { E2E } from '../env.mjs';

// The laboratory's penetration registry against the reference backend: the technician enters three
// readings, the platform answers the average and the verdict (the console computes nothing), and a
// failing sample raises an alarm.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SCREEN = '/sysManager/sysPenetrationManager';
const grid = (page: Page, name = '针入度试验') => page.getByRole('grid', { name });

async function fillReadings(dialog: ReturnType<Page['getByRole']>, readings: readonly number[]) {
  for (const [i, value] of readings.entries())
    await dialog.getByRole('textbox', { name: `读数${i + 1} (0.1mm)` }).fill(String(value));
}

test(
  'three penetration readings: the backend’s average and ' +
    'verdict; a failing value shows 不合格 and raises an alarm',
  async ({ page }) => {
    const sampleNo = unique('ZR-E2E-').toUpperCase();
    await openAs(page, 'admin', SCREEN);
    await expect(page.getByText(/数据字典「labStandard」/)).toBeVisible();

    await page.getByRole('button', { name: '新增' }).click();
    const add = page.getByRole('dialog', { name: '新增针入度试验' });
    await add.getByRole('textbox', { name: '样品编号' }).fill(sampleNo);
    await add.getByLabel('试验日期').fill('2026-03-15');
    await fillReadings(add, [65, 66, 900]);
    await add.getByRole('button', { name: '保存' }).click();
    await expect(add.getByRole('textbox', { name: '读数3 (0.1mm)' })).toHaveAccessibleDescription(/500/);
    await fillReadings(add, [65, 66, 67]);
    await add.getByRole('button', { name: '保存' }).click();
    await expect(notice(page, `已新增针入度试验 ${sampleNo}`)).toBeVisible();

    await page.getByRole('textbox', { name: '关键字' }).fill(sampleNo);
    const row = grid(page).getByRole('row').filter({ hasText: sampleNo });
    // The computed columns, as the platform answered them.
    const cell = (field: string) => row.locator(`[role="gridcell"][data-field="${field}"]`);
    await expect(cell('avg')).toHaveText('66');
    await expect(cell('verdict')).toHaveText('合格');
    await expect(cell('stdMin')).toHaveText('60');
    await expect(cell('stdMax')).toHaveText('80');

    await row.getByRole('button', { name: `编辑 ${sampleNo}` }).click();
    const edit = page.getByRole('dialog', { name: '编辑针入度试验' });
    await fillReadings(edit, [55, 56, 57]);
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(notice(page, `已保存针入度试验 ${sampleNo}`)).toBeVisible();
    await expect(cell('avg')).toHaveText('56');
    await expect(cell('verdict')).toHaveText('不合格');
    await shot(page, 'lab-penetration-zh');

    const api = await signedInApi('admin');
    const saved = (await (await api.get(`/api/lab/penetration/page?keyword=${sampleNo}`)).json()).data.rows[0];
    expect([saved.avg, saved.verdict, saved.stdMin, saved.stdMax, saved.standardCode]).toEqual([
      56,
      0,
      60,
      80,
      'labStandard_penetration_70A',
    ]);
    const alarms = (await (await api.get(`/api/lab/alarm/page?objectType=labPenetration&objectId=${saved.id}`)).json())
      .data;
    expect(alarms.total).toBe(1);
    expect(alarms.rows[0]).toMatchObject({
      domain: 'lab',
      type: 'labFail',
      value: 56,
      threshold: 60,
      deviceCode: 'SYS-ZRD-01',
    });
    expect(alarms.rows[0].message).toContain(sampleNo);
  },
);

test('the penetration page in English: verdict labels and where the standards come from', async ({ page }) => {
  await signIn(page, 'admin');
  await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.goto(`${SCREEN}?keyword=ZR20260313-01`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(/data dictionary type "labStandard"/)).toBeVisible();
  const rows = grid(page, 'Penetration Test').getByRole('row').filter({ hasText: 'ZR20260313-01' });
  await expect(rows.locator('[role="gridcell"][data-field="verdict"]')).toHaveText('Pass');
  await shot(page, 'lab-penetration-en');
  await page.goto('/sysManager/sysStabilityManager?keyword=MS20260313-01');
  const marshall = grid(page, 'Stability Test').getByRole('row').filter({ hasText: 'MS20260313-01' });
  await expect(marshall.locator('[role="gridcell"][data-field="mixType"]')).toHaveText('AC-20C');
  await expect(marshall.locator('[role="gridcell"][data-field="stabilityMin"]')).toHaveText('8');
  await shot(page, 'lab-marshall-en');
});

test('a Marshall group through the form: the backend drops the outlier and averages the rest', async ({ page }) => {
  const sampleNo = unique('MS-E2E-').toUpperCase();
  await openAs(page, 'admin', '/sysManager/sysStabilityManager');
  await page.getByRole('button', { name: '新增' }).click();
  const add = page.getByRole('dialog', { name: '新增马歇尔稳定度试验' });
  await add.getByRole('textbox', { name: '样品编号' }).fill(sampleNo);
  await add.getByLabel('试验日期').fill('2026-03-15');
  const specimens: [number, number][] = [
    [8.5, 2.8],
    [9.0, 3.0],
    [9.2, 3.1],
    [6.0, 3.1],
  ];
  for (const [i, [stability, flow]] of specimens.entries()) {
    await add.getByRole('textbox', { name: `试件${i + 1}稳定度 (kN)` }).fill(String(stability));
    await add.getByRole('textbox', { name: `试件${i + 1}流值 (mm)` }).fill(String(flow));
  }
  await shot(page, 'lab-marshall-form-zh');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, `已新增马歇尔稳定度试验 ${sampleNo}`)).toBeVisible();
  await page.getByRole('textbox', { name: '关键字' }).fill(sampleNo);
  const row = grid(page, '稳定度试验').getByRole('row').filter({ hasText: sampleNo });
  const cell = (field: string) => row.locator(`[role="gridcell"][data-field="${field}"]`);
  await expect(cell('stabilityAvg')).toHaveText('8.9');
  await expect(cell('flowAvg')).toHaveText('3');
  await expect(cell('excluded')).toHaveText('S4');
  await expect(cell('verdict')).toHaveText('合格');
});
