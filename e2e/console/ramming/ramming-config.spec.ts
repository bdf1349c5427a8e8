import { expect as baseExpect, test, type Page } from '@playwright/test';
import { notice, unique } from '../../support/admin';
import { SAME_ORIGIN, signedInApi } from '../../support/api';
import { openAs, signInQuietly } from '../../support/session';
import { E2E } from '../env.mjs';

// The ramming family's configuration pages against the reference backend (seed 1, clock frozen at
// 2026-03-15 10:00 GMT+8): a hammer standard added and edited through the form (the energy worked out by
// the platform), its change in the hammer-standard log, and a process started and finished with its row
// buttons. Screenshots go to /tmp when RAMMING_SHOTS=1.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const HAMMERS = '/hjManager/hjHammerStandardManager';
const HAMMER_LOG = '/hjReportDirManager/hjHammerStandardLogManager';
const PROCESSES = '/hjManager/hjProcessManager';
const PROCESS_LOG = '/hjManager/hjProcessChangeLogManager';

const grid = (page: Page, name: string) => page.getByRole('grid', { name });

async function shot(page: Page, name: string) {
  if (process.env.RAMMING_SHOTS === '1') await page.screenshot({ path: `/tmp/ramming-${name}.png`, fullPage: true });
}

test.describe('ramming configuration', () => {
  test('a hammer standard is added and edited with its energy worked out, and every change is in its log', async ({
    page,
  }) => {
    const code = unique('HS-E2E-').toUpperCase();
    await openAs(page, 'admin', HAMMERS);
    await expect(grid(page, '夯锤标准').getByRole('row').filter({ hasText: 'HS-20T' })).toContainText('3,001.9');

    await page.getByRole('button', { name: '新增' }).click();
    const add = page.getByRole('dialog', { name: '新增夯锤标准' });
    await add.getByRole('textbox', { name: '夯锤编号' }).fill(code);
    await add.getByRole('textbox', { name: '锤重 (t)' }).fill('0.5');
    await add.getByRole('textbox', { name: '锤径 (m)' }).fill('2.5');
    await add.getByRole('textbox', { name: '标准落距 (m)' }).fill('14');
    await add.getByRole('button', { name: '保存' }).click();
    await expect(add.getByRole('textbox', { name: '锤重 (t)' })).toHaveAccessibleDescription('不能小于 1');
    await expect(add.getByRole('textbox', { name: '夯击能 (kN·m)' })).toHaveCount(0);
    await shot(page, 'hammer-add');
    await add.getByRole('textbox', { name: '锤重 (t)' }).fill('22');
    await add.getByRole('button', { name: '保存' }).click();
    await expect(notice(page, `已新增夯锤标准 ${code}`)).toBeVisible();

    await page.getByRole('textbox', { name: '关键字' }).fill(code);
    const row = grid(page, '夯锤标准').getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('3,021.5');
    await row.getByRole('button', { name: `编辑 ${code}` }).click();
    const edit = page.getByRole('dialog', { name: '编辑夯锤标准' });
    await edit.getByRole('textbox', { name: '锤重 (t)' }).fill('20');
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(notice(page, `已保存夯锤标准 ${code}`)).toBeVisible();
    await expect(row).toContainText('2,746.8');
    await shot(page, 'hammers');

    await page.goto(`${HAMMER_LOG}?keyword=${code}`);
    const log = grid(page, '夯锤标准变更日志');
    const weight = log.getByRole('row').filter({ hasText: '锤重 (t)' }).filter({ hasText: '编辑' });
    await expect(weight).toContainText(code);
    await expect(weight).toContainText('22');
    await expect(weight).toContainText('20');
    await expect(weight).toContainText('超级管理员');
    await expect(log.getByRole('row').filter({ hasText: '夯击能 (kN·m)' }).filter({ hasText: '编辑' })).toContainText(
      '3021.5',
    );
    await expect(log.getByRole('row').filter({ hasText: '新增' })).toHaveCount(6);
    await shot(page, 'hammer-log');
  });

  test('a process is started and finished with its row buttons', async ({ page }) => {
    const api = await signedInApi('admin');
    const areas = await (await api.get('/api/hj/area/all?code=HJ-A6')).json();
    const standards = await (await api.get('/api/hj/standard/all?pass=point1')).json();
    const code = unique('GY-E2E-').toUpperCase();
    const created = await api.post('/api/hj/process', {
      headers: SAME_ORIGIN,
      data: {
        code,
        name: '端到端工艺',
        areaId: areas[0].id,
        pass: 'point1',
        standardId: standards[0].id,
        deviceCodes: 'HJ-06',
        planStart: '2026-03-15',
        planEnd: '2026-03-31',
      },
    });
    expect((await created.json()).status).toBe(200);

    await openAs(page, 'admin', `${PROCESSES}?keyword=${code}`);
    const row = grid(page, '工艺管理').getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('计划');
    await expect(row.getByRole('button', { name: `完成 ${code}` })).toHaveCount(0);
    await row.getByRole('button', { name: `开始 ${code}` }).click();
    await page
      .getByRole('alertdialog', { name: `开始 ${code}` })
      .getByRole('button', { name: '确定' })
      .click();
    await expect(notice(page, `工艺 ${code} 已开始`)).toBeVisible();
    await expect(row).toContainText('施工中');
    await shot(page, 'process-running');
    await row.getByRole('button', { name: `完成 ${code}` }).click();
    await page
      .getByRole('alertdialog', { name: `完成 ${code}` })
      .getByRole('button', { name: '确定' })
      .click();
    await expect(notice(page, `工艺 ${code} 已完成`)).toBeVisible();
    await expect(row).toContainText('已完成');

    // Each step is in the process change log, at site time, by its author.
    await page.goto(`${PROCESS_LOG}?keyword=${code}`);
    const log = grid(page, '工艺变更日志');
    const started = log.getByRole('row').filter({ hasText: '开始时间' });
    // The site's clock is frozen in tests, but other specs may have moved it on: the log carries its time.
    const { simTime } = (await (await page.request.get('/api/site/sim/status')).json()).data as { simTime: string };
    await expect(started).toContainText(simTime);
    await expect(started).toContainText('超级管理员');
    await expect(log.getByRole('row').filter({ hasText: '状态' }).filter({ hasText: 'finished' })).toContainText(
      'running',
    );

    // The seeded crew process keeps its area: the second pass planned there cannot start.
    await page.goto(`${PROCESSES}?keyword=GY-HJ-S3-L2`);
    await grid(page, '工艺管理').getByRole('button', { name: '开始 GY-HJ-S3-L2' }).click();
    await page.getByRole('alertdialog', { name: '开始 GY-HJ-S3-L2' }).getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '区域 HJ-A1 已有施工中的工艺 GY-HJ-S3-L1' })).toBeVisible();
  });

  test('the pages in English: labels and codes in the other language', async ({ page, context }) => {
    await signInQuietly(page, 'admin');
    await context.addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
    await page.goto('/DDCMonitorManager/ddcAreaManager');
    await expect(
      page.getByRole('grid', { name: 'Areas' }).getByRole('row').filter({ hasText: 'DDC-B1' }),
    ).toContainText('Triangle');
    await shot(page, 'ddc-areas-en');
    await page.goto(PROCESSES);
    await expect(page.getByRole('grid').getByRole('row').filter({ hasText: 'GY-HJ-S3-L1' })).toContainText('Running');
    await shot(page, 'processes-en');
  });
});
