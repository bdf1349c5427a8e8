import { expect as baseExpect, test } from '@playwright/test';
import { notice, shot, unique } from '../../support/admin';
import { signedInApi } from '../../support/api';
import { seriousViolations } from '../../support/axe';
import { csvOf } from '../../support/shell';
import { cells, download, localSmtp, sheetRows } from '../../support/report-files';
import { openAs, simSettled, signInQuietly } from '../../support/session';
import { E2E } from '../env.mjs';

// 报表管理, 夯击明细报表 and the report e-mail against the simulated site (seed 1, clock frozen at 2026-03-15
// 10:00 GMT+8, two days of history): the golden rows of the whole day 2026-03-14 (backend/test/reports.test.ts)
// in the table, the CSV and the .xlsx; the print view alone; and e-mail really sent to a local SMTP server
// started here on 127.0.0.1 (the backend's SMTP_URL names its port, serve.mjs), then with that server down.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const REPORTS = '/znysManager/znysReportManager';
const RAMMING = '/hjReportDirManager/hjRammingReportManager';
const TASKS = '/pdcaManager/pdcaReportEmailManager';
const RECORDS = '/pdcaManager/pdcaEmailRecordManager';
const HJ_TASKS = '/hjPdcaManager/hjPdcaReportEmailManager';
const HJ_RECORDS = '/hjPdcaManager/hjPdcaEmailRecordManager';

const GOLDEN = ['2026-03-14', '连接道路工程', 'AC-20C 下面层', '道路沥青摊铺碾压组', '28', '15750.0', '3962.0', '25.2'];
const GOLDEN_XLSX = ['2026-03-14', '连接道路工程', 'AC-20C 下面层', '道路沥青摊铺碾压组', 28, 15750, 3962, 25.2];

test.beforeEach(simSettled);

test.describe('reports', () => {
  test(
    '报表管理 with a saved condition: the golden row and totals, CSV and .xlsx of the same table, the print view ' +
      'alone',
    async ({ page }) => {
      await openAs(page, 'admin', `${REPORTS}?conditionId=1`);
      const table = page.getByRole('table', { name: '分段日报表' });
      await expect(table).toBeVisible();
      await expect(page.getByText('报表条件: 道路沥青下面层日报')).toBeVisible();
      // Merged group header above the three area columns; the others span both header rows.
      await expect(table.getByRole('columnheader', { name: '压实面积', exact: true })).toHaveAttribute('colspan', '3');
      await expect(table.getByRole('columnheader', { name: '日期', exact: true })).toHaveAttribute('rowspan', '2');
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(2);
      expect(await cells(rows.nth(0))).toEqual(GOLDEN);
      expect(await cells(rows.nth(1))).toEqual(['合计', '', '', '', '28', '15750.0', '3962.0', '25.2']);

      const csv = await csvOf(page, page.getByRole('link', { name: '导出 CSV' }));
      expect(csv).toEqual([
        '日期,标段,结构层,机组,作业面数,压实面积 碾压面积(m²),压实面积 合格面积(m²),压实面积 合格率(%)',
        '2026-03-14,连接道路工程,AC-20C 下面层,道路沥青摊铺碾压组,28,15750,3962,25.2',
        '合计,,,,28,15750,3962,25.2',
      ]);
      const xlsx = await sheetRows(await download(page, page.getByRole('link', { name: '导出 Excel' })));
      expect(xlsx[1]![0]).toBe('分段日报表');
      expect(xlsx[5]).toEqual(GOLDEN_XLSX);

      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'report-daily-section');
      // Printing shows the report alone: the shell (menu, tabs, filters) is hidden, the table is not.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: '主菜单' })).toBeHidden();
      await expect(page.getByRole('search', { name: '报表条件' })).toBeHidden();
      await expect(table).toBeVisible();
      await shot(page, 'report-print');
      await page.emulateMedia({ media: 'screen' });
    },
  );

  test('ad hoc conditions: type and dates in the URL, the work-area report', async ({ page }) => {
    await openAs(page, 'admin', `${REPORTS}?type=workArea&sectionId=2&start=2026-03-14&end=2026-03-14`);
    const table = page.getByRole('table', { name: '作业面压实报表' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    expect(await cells(table.locator('tbody tr').first())).toEqual([
      '2026-03-14',
      'ZNYS-1 #1793',
      '连接道路工程',
      'AC-20C 下面层',
      'K0+000–K0+050',
      '左幅',
      '07:28',
      '07:47',
      '562.5',
      '146.7',
      '26.1',
    ]);
  });

  test('夯击明细报表 in English: per point, verdict in words, axe clean', async ({ page }) => {
    await signInQuietly(page, 'admin');
    await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
    await page.goto(`${RAMMING}?start=2026-03-14&end=2026-03-14`);
    const table = page.getByRole('table', { name: 'Ramming detail report' });
    await expect(table.locator('tbody tr')).toHaveCount(255);
    expect(await cells(table.locator('tbody tr').first())).toEqual([
      'HJ-A1-P1-0203',
      'HJ-A1',
      'point1',
      '2182.500',
      '1082.500',
      '10',
      '10',
      '15.31',
      '15.14',
      '137.7',
      '1377.4',
      '33.4',
      '50.0',
      'Qualified',
    ]);
    await expect(table.getByRole('columnheader', { name: 'Settlement', exact: true })).toHaveAttribute('colspan', '4');
    const xlsx = await sheetRows(await download(page, page.getByRole('link', { name: 'Export Excel' })));
    expect(xlsx[4]!.slice(0, 3)).toEqual(['Point', 'Area', 'Pass']);
    expect(xlsx[5]![0]).toBe('HJ-A1-P1-0203');
    await expect(page.getByText(/for a PDF, choose Print/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'report-ramming-en');
  });
});

test.describe('report e-mail', () => {
  const { inbox, start: startSmtp, stop: stopSmtp } = localSmtp(E2E.smtpPort);

  test.beforeAll(startSmtp);
  test.afterAll(stopSmtp);

  test(
    'send now delivers one message with the report attached and the record says 已发送; with the server down it ' +
      'says 发送失败 and a retry sends it',
    async ({ page }) => {
      const name = unique('沥青日报邮件');
      const api = await signedInApi('admin');
      const created = (await (
        await api.post('/api/pdca/reportEmail', {
          data: {
            name,
            reportConditionId: 1,
            recipients: 'qa@site.test, pm@site.test',
            scheduleKind: 'daily',
            scheduleTime: '08:00',
            enabled: 1,
          },
        })
      ).json()) as {
        status: number;
      };
      expect(created.status).toBe(200);

      await openAs(page, 'admin', `${TASKS}?keyword=${encodeURIComponent(name)}`);
      await expect(
        page.getByText('邮件经配置的 SMTP 服务器发出，发件人 Console e2e <noreply@console.test>。'),
      ).toBeVisible();
      const grid = page.getByRole('grid');
      await expect(grid.getByRole('row').filter({ hasText: name })).toContainText('2026-03-16 08:00:00');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'report-email-tasks');

      const before = inbox.length;
      await page.getByRole('button', { name: `立即发送「${name}」` }).click();
      await page
        .getByRole('alertdialog', { name: `立即发送「${name}」` })
        .getByRole('button', { name: '确定' })
        .click();
      await expect(notice(page, `「${name}」的报表邮件已发送`)).toBeVisible();
      expect(inbox.length).toBe(before + 1);
      const mail = inbox.at(-1)!;
      expect(mail.to).toBe('qa@site.test, pm@site.test');
      expect(mail.subject).toBe(`${name}：分段日报表 2026-03-14`);
      expect(mail.attachments.map((a) => a.filename)).toEqual(['znys-dailySection-2026-03-15.xlsx']);
      expect((await sheetRows(mail.attachments[0]!.content))[5]).toEqual(GOLDEN_XLSX);
      // Last sent: the site time of the send (other specs move the clock on from 10:00), after the next run's time.
      await expect(grid.getByRole('row').filter({ hasText: name })).toContainText(
        /2026-03-16 08:00:00\s*2026-03-15 \d{2}:\d{2}:\d{2}/,
      );

      await page.goto(`${RECORDS}?keyword=${encodeURIComponent(name)}`);
      const records = page.getByRole('grid').getByRole('row').filter({ hasText: name });
      await expect(records).toHaveCount(1);
      await expect(records).toContainText('已发送');
      await expect(records).toContainText('znys-dailySection-2026-03-15.xlsx');

      // The SMTP server goes away: the send fails, says why, and the record keeps the message.
      await stopSmtp();
      await page.goto(`${TASKS}?keyword=${encodeURIComponent(name)}`);
      await page.getByRole('button', { name: `立即发送「${name}」` }).click();
      await page
        .getByRole('alertdialog', { name: `立即发送「${name}」` })
        .getByRole('button', { name: '确定' })
        .click();
      await expect(notice(page, /发送失败：.*ECONNREFUSED.*可重试/)).toBeVisible();
      expect(inbox.length).toBe(before + 1);
      await page.goto(`${RECORDS}?keyword=${encodeURIComponent(name)}`);
      await expect(records).toHaveCount(2);
      const failed = records.filter({ hasText: '发送失败' });
      await expect(failed).toContainText('ECONNREFUSED');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'report-email-records-failed');

      // Back up: a retry sends the same report, and the record says so.
      await startSmtp();
      const subject = `${name}：分段日报表 2026-03-14`;
      await failed.getByRole('button', { name: `重新发送「${subject}」` }).click();
      await expect(notice(page, `「${subject}」已重新发送`)).toBeVisible();
      expect(inbox.length).toBe(before + 2);
      expect((await sheetRows(inbox.at(-1)!.attachments[0]!.content))[5]).toEqual(GOLDEN_XLSX);
      await expect(records.filter({ hasText: '已发送' })).toHaveCount(2);
    },
  );

  test('the ramming group in English: its tasks and records, the SMTP status said, axe clean', async ({ page }) => {
    await signInQuietly(page, 'admin');
    await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
    await page.goto(HJ_TASKS);
    await expect(page.getByText(/Messages go through the configured SMTP server/)).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Area', { exact: true }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'report-email-hj-new-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.goto(HJ_RECORDS);
    await expect(page.getByRole('grid')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
