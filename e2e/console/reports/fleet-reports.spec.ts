import { expect as baseExpect, test, type Page } from '@playwright/test';
import { notice, shot, unique } from '../../support/admin';
import { seriousViolations } from '../../support/axe';
import { cells, download, localSmtp, sheetRows } from '../../support/report-files';
import { openAs, simSettled, signInQuietly } from '../../support/session';
import { E2E } from '../env.mjs';

// 车辆报表 and the haul trucks' report e-mail against the simulated site (seed 1, clock frozen at 2026-03-15 10:00
// GMT+8, two days of history): the golden rows of 2026-03-14 (backend/test/fleet-reports.test.ts) on the page, the
// route report asking for its truck first, the workbook in English, and a fleet report mailed to a local SMTP server.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const REPORT = '/ylcManager/ylcFleetReportManager';
const TASKS = '/ylcManager/ylcReportEmailManager';
const RECORDS = '/ylcManager/ylcEmailRecordManager';
const DAY = 'start=2026-03-14&end=2026-03-14';

test.beforeEach(simSettled);

async function choose(page: Page, label: string, option: string) {
  // A select is named by its label and what it shows.
  await page.getByRole('combobox', { name: new RegExp(`^${label}( |$)`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('fleet reports', () => {
  test('the summary of a day adds up the trip report; stops of one truck; the route asks for its truck', async ({
    page,
  }) => {
    await openAs(page, 'admin', `${REPORT}?type=summary&${DAY}`);
    const summary = page.getByRole('table', { name: '车辆汇总报表' });
    await expect(summary.locator('tbody tr')).toHaveCount(31); // 30 truck-days and the totals
    expect(await cells(summary.locator('tbody tr').first())).toEqual([
      '2026-03-14',
      'YLC-001',
      '赣L·55068',
      '10',
      '300.4',
      '30.0',
      '56.83',
      '12.59',
      '1.99',
      '10.59',
      '21',
      '41.9',
      '0',
    ]);
    expect((await cells(summary.locator('tbody tr').last())).slice(0, 6)).toEqual([
      '合计',
      '',
      '',
      '364',
      '9716.3',
      '680.4',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'fleet-report-summary');

    // The trip report of the same day: 364 rows whose tonnes and distances are the summary's.
    await choose(page, '报表类型', '行程报表');
    const trips = page.getByRole('table', { name: '行程报表' });
    await expect(trips.locator('tbody tr')).toHaveCount(365);
    expect(await cells(trips.locator('tbody tr').last())).toContain('9716.3');

    // One truck's stops: where it stood, how long, on which trip.
    await choose(page, '报表类型', '停车报表');
    await choose(page, '车辆', 'YLC-001 · 自卸车 001');
    const stops = page.getByRole('table', { name: '停车报表' });
    await expect(stops.locator('tbody tr')).toHaveCount(22);
    expect(await cells(stops.locator('tbody tr').first())).toEqual([
      'YLC-001',
      '赣L·55068',
      '2026-03-14 06:26',
      '06:58',
      '32.2',
      '空闲',
      'YS-20260314-0006',
      '1号沥青拌和站',
      '150.0',
      '150.0',
    ]);

    // The route needs a truck: without one the page asks for it and asks the platform nothing.
    await choose(page, '报表类型', '轨迹报表');
    const route = page.getByRole('table', { name: '轨迹报表' });
    await expect(route.locator('tbody tr')).toHaveCount(816);
    await choose(page, '车辆', '全部');
    await expect(page.getByText('请先选择车辆')).toBeVisible();
    await expect(route).toBeHidden();
    await shot(page, 'fleet-report-route-needs-truck');
  });

  test('in English: the trip report and its workbook headed in English, axe clean', async ({ page }) => {
    await signInQuietly(page, 'admin');
    await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
    await page.goto(`${REPORT}?type=trips&${DAY}`);
    const table = page.getByRole('table', { name: 'Trips' });
    await expect(table.locator('tbody tr')).toHaveCount(365);
    expect((await cells(table.locator('tbody tr').first())).slice(0, 6)).toEqual([
      'YS-20260314-0001',
      'YLC-012',
      '鄂K·82689',
      'LQ-01',
      'SMA-13',
      'K2+000–K2+400 右幅',
    ]);
    const xlsx = await sheetRows(await download(page, page.getByRole('link', { name: 'Export Excel' })));
    expect(xlsx[1]![0]).toBe('Trips');
    expect(xlsx[4]!.slice(0, 3)).toEqual(['Trip', 'Vehicle', 'Plate']);
    expect(xlsx[5]![0]).toBe('YS-20260314-0001');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'fleet-report-trips-en');
  });
});

test.describe('fleet report e-mail', () => {
  const { inbox, start, stop } = localSmtp(E2E.smtpPort);
  test.beforeAll(start);
  test.afterAll(stop);

  test('a task made in the form mails the fleet summary; its record says 已发送', async ({ page }) => {
    const name = unique('车辆日报');
    await openAs(page, 'admin', TASKS);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: '任务名称' }).fill(name);
    await choose(page, '报表', '轨迹报表');
    await dialog.getByRole('textbox', { name: /收件人/ }).fill('fleet@site.test');
    await choose(page, '发送频率', '每天');
    await dialog.getByLabel('发送时间').fill('18:00'); // the browser's time picker
    await choose(page, '状态', '启用');
    await dialog.getByRole('button', { name: '保存' }).click();
    // The route report names its truck: the platform says so, and the form keeps what was typed.
    await expect(notice(page, /轨迹报表须选择一辆车/)).toBeVisible();
    await choose(page, '报表', '汇总报表');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('grid').getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('汇总报表');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'fleet-report-email-tasks');

    const before = inbox.length;
    await page.getByRole('button', { name: `立即发送「${name}」` }).click();
    await page
      .getByRole('alertdialog', { name: `立即发送「${name}」` })
      .getByRole('button', { name: '确定' })
      .click();
    await expect(notice(page, `「${name}」的报表邮件已发送`)).toBeVisible();
    expect(inbox.length).toBe(before + 1);
    expect(inbox.at(-1)!.subject).toBe(`${name}：车辆汇总报表 2026-03-14`);
    expect(inbox.at(-1)!.attachments.map((a) => a.filename)).toEqual(['ylc-summary-2026-03-15.xlsx']);

    await page.goto(`${RECORDS}?keyword=${encodeURIComponent(name)}`);
    const record = page.getByRole('grid').getByRole('row').filter({ hasText: name });
    await expect(record).toContainText('已发送');
    await expect(record).toContainText('ylc-summary-2026-03-15.xlsx');
  });
});
