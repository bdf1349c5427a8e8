import { expect as baseExpect, type Page } from '@playwright/test';
import { notice, test, shot, unique, type OtherBrowser } from '../../support/admin';
import { signedInApi } from '../../support/api';
import { seriousViolations } from '../../support/axe';
import { backendHook, openAs, signInQuietly } from '../../support/session';
import { E2E } from '../env.mjs';

// The closure workflow through the UI as the three seeded roles: a problem raised from a forced level-3
// alarm, and an over-limit asphalt batch. The simulated clock is frozen (speed 0); the overdue check moves it
// on by two minutes only.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const PROBLEMS = '/pdcaManager/pdcaProblemRecordManager';
const LQ = '/lqzManager/lqzQueryManager';

type Seat = 'sg01' | 'jl01' | 'zhb01';

async function seat(otherBrowser: OtherBrowser, user: Seat): Promise<Page> {
  const { page } = await otherBrowser();
  await signInQuietly(page, user);
  return page;
}

async function forceAlarm(body: Record<string, unknown>): Promise<{ t: string; problemNo: string; problemId: number }> {
  const response = await fetch(`${E2E.backendURL}/__test/pdca/alarm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as {
    status: number;
    data: { t: string; problemNo: string; problemId: number };
  };
  expect(reply.status).toBe(200);
  return reply.data;
}

const plus = (t: string, hours: number) =>
  new Date(Date.parse(`${t.replace(' ', 'T')}Z`) + hours * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Opens a record's drawer from its list row. */
async function openDrawer(page: Page, url: string, name: string, drawerTitle: string) {
  await page.goto(url);
  await page.getByRole('button', { name: `明细：${name}` }).click();
  const drawer = page.getByRole('dialog', { name: `${drawerTitle} · ${name}` });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Makes one move through the drawer's button and its dialog. */
async function move(
  page: Page,
  drawer: ReturnType<Page['getByRole']>,
  button: string,
  name: string,
  fields: Record<string, string> = {},
) {
  await drawer.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${button} · ${name}`, exact: true });
  for (const [label, value] of Object.entries(fields)) await dialog.getByRole('textbox', { name: label }).fill(value);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('closure workflow', () => {
  test(
    'a forced level-3 alarm becomes a problem due in 24 h; contractor → supervisor rejects → contractor → ' +
      'supervisor → HQ closes it, each move in the timeline and the operation log',
    async ({ otherBrowser, page }) => {
      const alarm = await forceAlarm({
        domain: 'znys',
        type: 'lowTemp',
        level: 3,
        deviceCode: 'YL-01',
        message: '碾压温度偏低',
      });
      const no = alarm.problemNo;
      const url = `${PROBLEMS}?keyword=${no}`;

      const sg = await seat(otherBrowser, 'sg01');
      await sg.goto(url);
      const row = sg.getByRole('grid').getByRole('row').filter({ hasText: no });
      await expect(row).toContainText('三级（24 小时）');
      await expect(row).toContainText(alarm.t);
      await expect(row).toContainText(plus(alarm.t, 24));
      await expect(row).toContainText('待处理');
      await expect(row).toContainText('未逾期');

      let drawer = await openDrawer(sg, url, no, '问题处理');
      await expect(drawer.getByText('尚无处置记录')).toBeVisible();
      await expect(drawer.getByRole('button', { name: '审核通过' })).toHaveCount(0);
      // The platform refuses an empty reason as the dialog does.
      await drawer.getByRole('button', { name: '处理', exact: true }).click();
      const handleDialog = sg.getByRole('dialog', { name: `处理 · ${no}`, exact: true });
      await handleDialog.getByRole('textbox', { name: '附件' }).fill('现场.jpg, run.exe');
      await handleDialog.getByRole('button', { name: '处理', exact: true }).click();
      await expect(handleDialog.getByText('必填')).toBeVisible();
      await expect(handleDialog.getByText('「run.exe」不是允许的文件名')).toBeVisible();
      await handleDialog.getByRole('button', { name: '取消' }).click();
      await move(sg, drawer, '处理', no, { 原因: '碾压温度偏低', 整改措施: '加强保温', 附件: '现场照片.jpg' });
      const timeline = drawer.getByRole('list', { name: '处置记录' }).getByRole('listitem');
      await expect(timeline).toHaveCount(1);
      await expect(timeline.nth(0)).toContainText('施工员01');
      await expect(timeline.nth(0)).toContainText('现场照片.jpg');
      await expect(drawer.getByRole('button', { name: '处理', exact: true })).toHaveCount(0);
      await shot(sg, 'pdca-problem-handled');

      const jl = await seat(otherBrowser, 'jl01');
      drawer = await openDrawer(jl, url, no, '问题处理');
      await expect(drawer.getByRole('button', { name: '处理', exact: true })).toHaveCount(0);
      await move(jl, drawer, '驳回', no, { 意见: '措施不具体' });
      await expect(drawer.getByText('监理驳回').first()).toBeVisible();
      await expect(drawer.getByRole('list', { name: '处置记录' }).getByRole('listitem').nth(1)).toContainText(
        '措施不具体',
      );

      drawer = await openDrawer(sg, url, no, '问题处理');
      await move(sg, drawer, '处理', no, { 原因: '碾压温度偏低', 整改措施: '覆盖保温并复测' });

      drawer = await openDrawer(jl, url, no, '问题处理');
      await move(jl, drawer, '审核通过', no);
      await expect(drawer.getByText('待指挥部审核').first()).toBeVisible();
      await expect(drawer.getByRole('button', { name: '审核通过' })).toHaveCount(0);

      const hq = await seat(otherBrowser, 'zhb01');
      drawer = await openDrawer(hq, url, no, '问题处理');
      await move(hq, drawer, '指挥部通过', no, { 意见: '同意闭合' });
      await expect(drawer.getByText('已闭合').first()).toBeVisible();
      const moves = drawer.getByRole('list', { name: '处置记录' }).getByRole('listitem');
      await expect(moves).toHaveCount(5);
      for (const [i, text] of [
        '处理 · 施工员01',
        '驳回 · 监理员01',
        '处理 · 施工员01',
        '审核通过 · 监理员01',
        '指挥部通过 · 指挥部01',
      ].entries())
        await expect(moves.nth(i)).toContainText(text);
      expect(await seriousViolations(hq)).toEqual([]);
      await shot(hq, 'pdca-problem-closed');
      await hq.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
      await hq.goto(url);
      await hq.getByRole('button', { name: `Details of ${no}` }).click();
      drawer = hq.getByRole('dialog', { name: `Problem handling · ${no}` });
      await expect(drawer.getByText('Closed').first()).toBeVisible();
      await expect(drawer.getByRole('list', { name: 'Handling record' }).getByRole('listitem').nth(4)).toContainText(
        'HQ approve · 指挥部01 (Headquarters)',
      );
      expect(await seriousViolations(hq)).toEqual([]);
      await shot(hq, 'pdca-problem-closed-en');

      // Each move is in the operation log, under the page's title, newest first.
      await signInQuietly(page, 'admin');
      const log = (await (await page.request.get(`/api/admin/gateLog/page?limit=100`)).json()) as {
        data: { rows: { menu: string; opt: string; uri: string }[] };
      };
      const opts = log.data.rows
        .filter((r) => r.uri.startsWith(`/api/pdca/problem/${alarm.problemId}/`))
        .map((r) => `${r.menu}:${r.opt}`);
      expect(opts.reverse()).toEqual([
        '问题处理记录:处理',
        '问题处理记录:审核驳回',
        '问题处理记录:处理',
        '问题处理记录:审核通过',
        '问题处理记录:指挥部审核通过',
      ]);
    },
  );

  test('a problem raised while its records are open appears there without a reload (the problem topic)', async ({
    page,
  }) => {
    await openAs(page, 'admin', PROBLEMS);
    const rows = page.getByRole('grid').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    await expect(page.getByTestId('live-chip')).toHaveAttribute('data-status', 'live');
    const reads = (await page.evaluate(() => performance.getEntriesByType('navigation').length)) as number;
    const alarm = await forceAlarm({ domain: 'znys', type: 'lowTemp', level: 2 });
    await expect(rows.filter({ hasText: alarm.problemNo })).toBeVisible({ timeout: 5_000 });
    // The page read its rows again; it was not loaded again.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(reads);
  });

  test('a problem shows overdue once the simulated clock passes its deadline', async ({ page }) => {
    // Raised 23 h 59 min ago at level 3: due in one minute.
    const alarm = await forceAlarm({ domain: 'znys', type: 'overSpeed', level: 3, agoSeconds: 86_340 });
    await signInQuietly(page, 'admin');
    const url = `${PROBLEMS}?keyword=${alarm.problemNo}`;
    await page.goto(url);
    const row = page.getByRole('grid').getByRole('row').filter({ hasText: alarm.problemNo });
    await expect(row).toContainText('未逾期');
    await backendHook('sim/advance', { seconds: 120 });
    await page.reload();
    await expect(row).toContainText('已逾期');
    await page.getByRole('combobox', { name: '逾期' }).click();
    await page.getByRole('option', { name: '已逾期' }).click();
    await expect(page).toHaveURL(/overdue=1/);
    await expect(row).toBeVisible();
    await shot(page, 'pdca-problem-overdue');
  });

  test(
    'an over-limit batch: contractor handles, supervisor rejects with an opinion, contractor again, supervisor ' +
      'approves → closed; out of order answers 30101',
    async ({ otherBrowser, page }) => {
      await signInQuietly(page, 'admin');
      const pick = (await (
        await page.request.get(
          '/api/bhz/lqBatch/page?level=1&limit=1&sort=dischargeTime&start=2026-03-13&end=2026-03-14',
        )
      ).json()) as {
        data: { rows: { id: number; guid: string }[] };
      };
      const batch = pick.data.rows[0]!;
      const url = `${LQ}?start=2026-03-13&end=2026-03-14&keyword=${batch.guid}`;

      const jl = await seat(otherBrowser, 'jl01');
      const early = (await (
        await jl.request.put(`/api/bhz/lqBatch/${batch.id}/approve`, { data: {}, headers: { origin: E2E.baseURL } })
      ).json()) as {
        status: number;
        message: string;
      };
      expect(early.status).toBe(30101);
      expect(early.message).toBe(
        '状态不允许此操作：当前为「待处理」，只有「施工单位已处理」、「监理审核中」的记录可以审核',
      );

      const sg = await seat(otherBrowser, 'sg01');
      let drawer = await openDrawer(sg, url, batch.guid, '材料用量');
      await expect(drawer.getByRole('grid', { name: '材料用量' })).toBeVisible();
      await move(sg, drawer, '处理', batch.guid, { 原因: '冷料仓供料不稳' });
      await expect(drawer.getByText('施工单位已处理').first()).toBeVisible();

      drawer = await openDrawer(jl, url, batch.guid, '材料用量');
      await move(jl, drawer, '驳回', batch.guid, { 意见: '请附称量校核记录' });

      drawer = await openDrawer(sg, url, batch.guid, '材料用量');
      await move(sg, drawer, '处理', batch.guid, { 原因: '冷料仓供料不稳', 附件: '称量校核.pdf' });

      drawer = await openDrawer(jl, url, batch.guid, '材料用量');
      await move(jl, drawer, '审核通过', batch.guid);
      await expect(drawer.getByText('已闭合').first()).toBeVisible();
      const moves = drawer.getByRole('list', { name: '处置记录' }).getByRole('listitem');
      await expect(moves).toHaveCount(4);
      await expect(moves.nth(1)).toContainText('请附称量校核记录');
      await expect(moves.nth(2)).toContainText('称量校核.pdf');
      expect(await seriousViolations(jl)).toEqual([]);
      await shot(jl, 'pdca-batch-closed');

      const late = (await (
        await sg.request.put(`/api/bhz/lqBatch/${batch.id}/handle`, {
          data: { reason: 'x' },
          headers: { origin: E2E.baseURL },
        })
      ).json()) as {
        status: number;
        message: string;
      };
      expect(late.status).toBe(30101);
      expect(late.message).toContain('当前为「已闭合」');
      // A batch within its limits has no workflow.
      const fine = (await (
        await page.request.get('/api/bhz/lqBatch/page?level=0&limit=1&start=2026-03-13&end=2026-03-14')
      ).json()) as { data: { rows: { guid: string }[] } };
      drawer = await openDrawer(
        sg,
        `${LQ}?start=2026-03-13&end=2026-03-14&keyword=${fine.data.rows[0]!.guid}`,
        fine.data.rows[0]!.guid,
        '材料用量',
      );
      await expect(drawer.getByText('该记录无需处置（未超标）')).toBeVisible();
      await expect(drawer.getByRole('button', { name: '处理', exact: true })).toHaveCount(0);
    },
  );

  test(
    'special sections: a stretch suppressing overspeed is saved with its chainage range and types chosen from the ' +
      'dictionary; wrong input is refused; the hj page works on polygons',
    async ({ page }) => {
      await openAs(page, 'admin', '/pdcaManager/pdcaSpecialSectionManager');
      await expect(page.getByText('范围内、有效期内，屏蔽的报警类型不再产生报警')).toBeVisible();
      const name = unique('桥面');
      await page.getByRole('button', { name: '新增' }).click();
      const add = page.getByRole('dialog', { name: '新增特殊路段' });
      await add.getByRole('textbox', { name: '名称' }).fill(name);
      await add.getByRole('textbox', { name: '起点桩号', exact: true }).fill('K2+000');
      await add.getByRole('textbox', { name: '终点桩号', exact: true }).fill('2+400');
      await add.getByRole('button', { name: '保存' }).click();
      await expect(add.getByRole('textbox', { name: '终点桩号', exact: true })).toHaveAccessibleDescription(
        '桩号格式为 K12+345.6',
      );
      await add.getByRole('textbox', { name: '终点桩号', exact: true }).fill('K4+000');
      await add.getByRole('button', { name: '保存' }).click();
      await expect(add.getByRole('textbox', { name: '终点桩号', exact: true })).toHaveAccessibleDescription(
        '不能大于 K3+200',
      );
      await add.getByRole('textbox', { name: '终点桩号', exact: true }).fill('k2 + 400');
      // The types are the dictionary's, ticked in a list: nothing to mistype.
      await add.getByRole('combobox', { name: '屏蔽报警类型' }).click();
      const types = page.getByRole('listbox', { name: '屏蔽报警类型' });
      await expect(types.getByRole('option')).toHaveCount(11);
      await types.getByRole('option', { name: '超速' }).click();
      await types.getByRole('option', { name: '碾压温度低' }).click();
      await page.keyboard.press('Escape');
      await expect(add.getByRole('combobox', { name: '屏蔽报警类型' })).toHaveText('超速、碾压温度低');
      await add.getByRole('button', { name: '保存' }).click();
      await expect(notice(page, `已新增特殊路段 ${name}`)).toBeVisible();
      const row = page.getByRole('grid').getByRole('row').filter({ hasText: name });
      await expect(row).toContainText('桥面');
      await expect(row).toContainText('K2+000');
      await expect(row).toContainText('K2+400');
      await expect(row).toContainText('超速、碾压温度低');
      await expect(row).toContainText('启用');
      const api = await signedInApi('admin');
      const stored = (await (
        await api.get(`/api/pdca/specialSection/all?name=${encodeURIComponent(name)}`)
      ).json()) as {
        startChainage: number;
        endChainage: number;
        suppressTypes: string;
      }[];
      expect(stored.map((r) => [r.startChainage, r.endChainage, r.suppressTypes])).toEqual([
        [2000, 2400, 'overSpeed,lowTemp'],
      ]);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'pdca-special-sections');

      await page.goto('/hjPdcaManager/hjPdcaSpecialSectionManager');
      await expect(page.getByRole('grid').getByRole('row').filter({ hasText: name })).toHaveCount(0);
      await page.getByRole('button', { name: '新增' }).click();
      const area = page.getByRole('dialog', { name: '新增特殊路段' });
      await expect(area.getByRole('textbox', { name: '起点桩号', exact: true })).toHaveCount(0);
      await area.getByRole('textbox', { name: '名称' }).fill(`${name}涵`);
      await area.getByRole('combobox', { name: '屏蔽报警类型' }).click();
      await page.getByRole('listbox', { name: '屏蔽报警类型' }).getByRole('option', { name: '落距不足' }).click();
      await page.keyboard.press('Escape');
      // Two vertices are not an outline: the platform says so.
      await area.getByRole('tab', { name: '坐标表' }).click();
      await area.getByRole('button', { name: '添加顶点' }).click();
      await area.getByRole('textbox', { name: '第 1 点 X' }).fill('0');
      await area.getByRole('textbox', { name: '第 1 点 Y' }).fill('0');
      await area.getByRole('button', { name: '在第 1 点后插入' }).click();
      await area.getByRole('textbox', { name: '第 2 点 X' }).fill('100');
      await area.getByRole('textbox', { name: '第 2 点 Y' }).fill('0');
      await area.getByRole('button', { name: '保存' }).click();
      await expect(notice(page, '多边形需要 3 到 500 个顶点')).toBeVisible();
      await area.getByRole('button', { name: '在第 2 点后插入' }).click();
      await area.getByRole('textbox', { name: '第 3 点 Y' }).fill('50');
      await expect(area.getByTestId('ring-summary')).toHaveText('3 个顶点 · 面积 2,500 m²');
      await area.getByRole('button', { name: '保存' }).click();
      await expect(notice(page, `已新增特殊路段 ${name}涵`)).toBeVisible();
      await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
      await page.reload();
      const hjRow = page
        .getByRole('grid')
        .getByRole('row')
        .filter({ hasText: `${name}涵` });
      await expect(hjRow).toContainText('Bridge deck');
      await expect(hjRow).toContainText('Low drop height');
      await expect(hjRow).toContainText('3 vertices');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'pdca-special-sections-hj-en');
    },
  );

  test('a manual problem takes the deadline of its level', async ({ page }) => {
    await openAs(page, 'admin', '/hjPdcaManager/hjPdcaProblemRecordManager');
    const object = unique('DDC-');
    await page.getByRole('button', { name: '新增' }).click();
    const add = page.getByRole('dialog', { name: '新增问题' });
    await add.getByRole('textbox', { name: '对象' }).fill(object);
    await add.getByRole('textbox', { name: '问题描述' }).fill('桩位偏移');
    await add.getByRole('button', { name: '保存' }).click();
    await expect(notice(page, /^已新增问题 WT-/)).toBeVisible();
    const row = page.getByRole('grid').getByRole('row').filter({ hasText: object });
    await expect(row).toContainText('一级（72 小时）');
    await expect(row).toContainText('人工');
    const cells = await row.getByRole('gridcell').allInnerTexts();
    const times = cells.filter((c) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(c));
    expect(times[1]).toBe(plus(times[0]!, 72));
  });
});
