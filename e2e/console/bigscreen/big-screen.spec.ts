import { expect as baseExpect, test, type Page } from '@playwright/test';
import { notice, shot, unique } from '../../support/admin';
import { signedInApi } from '../../support/api';
import { seriousViolations } from '../../support/axe';
import { viewOf } from '../../support/shell';
import { openAs, simSettled, signInQuietly } from '../../support/session';
import { E2E } from '../env.mjs';

// 数字化施工 against the reference backend's simulated site (seed 1, clock frozen at 2026-03-15 10:00 GMT+8,
// two days of history): the big screen's tiles with golden numbers of today up to the present (the same as
// backend/test/progress.test.ts), the display settings it obeys, full screen; 施工进度 with done from the
// facts, a reasoned adjustment and the S-curve's table. Alarms are raised by other specs as they run, so the
// alarm tile is compared with the platform's answer.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SCREEN = '/szhsgManager/szhsgScreenInfoManager';
const PROGRESS = '/szhsgManager/szhsgProgressManager';
const DISPLAY = '/szhsgManager/szhsgProgressDisplayManager';
const DEFAULTS = {
  title: '某机场扩建工程数字化施工',
  rotationSeconds: 20,
  refreshSeconds: 30,
  tilePlants: 1,
  tileDevices: 1,
  tileAlarms: 1,
  tileProgress: 1,
  tileMiniPlan: 1,
  tileBatches: 1,
  tilePlantsOrder: 1,
  tileDevicesOrder: 2,
  tileAlarmsOrder: 3,
  tileProgressOrder: 4,
  tileMiniPlanOrder: 5,
  tileBatchesOrder: 6,
  sectionId: '',
};

test.beforeEach(simSettled);

async function display(values: Partial<typeof DEFAULTS> = {}) {
  const api = await signedInApi('admin');
  const reply = (await (await api.put('/api/szhsg/displayConfig', { data: { ...DEFAULTS, ...values } })).json()) as {
    status: number;
  };
  expect(reply.status).toBe(200);
}

test.afterAll(async () => display());

test(
  'the big screen: today’s output per plant, devices, alarms, progress, the site plan and the latest batches ' +
    'from the platform',
  async ({ page }) => {
    await display();
    await signInQuietly(page, 'admin');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(SCREEN);
    const board = page.getByTestId('big-screen');
    await expect(board.getByRole('heading', { level: 1, name: '大屏信息' })).toBeAttached();
    await expect(page.getByTestId('banner-title')).toHaveText('某机场扩建工程数字化施工');
    await expect(page.getByTestId('banner-sub')).toHaveText('某机场扩建工程 · 数据截至 2026-03-15 10:00:00');

    const plants = page.getByRole('table', { name: '今日拌和站产量' });
    await expect(plants.locator('tr[data-row="LQ-01"]').getByRole('cell')).toHaveText([
      '1号沥青拌和站',
      '145',
      '579.9',
      '0',
    ]);
    await expect(plants.locator('tr[data-row="SN-02"]').getByRole('cell')).toHaveText([
      '2号水泥混凝土拌和站',
      '61',
      '447.4',
      '8',
    ]);
    await expect(plants.locator('tr[data-row="SW-01"]').getByRole('cell')).toHaveText([
      '1号水稳拌和站',
      '138',
      '620.7',
      '5',
    ]);
    const devices = page.getByRole('table', { name: '设备在线（按类型）' });
    await expect(devices.locator('tr[data-row="roller"]').getByRole('cell')).toHaveText(['压路机', '12', '12']);
    await expect(devices.locator('tr[data-row="truck"]').getByRole('cell')).toHaveText(['运料车', '30', '30']);

    const api = await signedInApi('admin');
    const answer = (
      (await (await api.get('/api/szhsg/screen')).json()) as { data: { alarms: { level: number; count: number }[] } }
    ).data;
    for (const a of answer.alarms)
      await expect(page.getByTestId(`alarm-level-${a.level}`)).toHaveText(`${a.level}级${a.count}`);

    const progress = page.getByRole('list', { name: '施工进度' });
    await expect(progress.getByRole('listitem').filter({ hasText: '强夯夯点（各遍）' })).toContainText(
      '地基处理工程 · 强夯夯点（各遍）30.0%',
    );
    await expect(progress.getByRole('listitem').filter({ hasText: '强夯夯点（各遍）' })).toContainText(
      '已完成 576 / 计划 1920 点',
    );
    await expect(page.getByRole('progressbar', { name: '强夯夯点（各遍） 30.0%' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );

    const batches = page.getByRole('table', { name: '最新拌和数据' });
    await expect(batches.locator('tbody tr').first().getByRole('cell')).toHaveText([
      '09:59:12',
      'SN-02',
      'C35',
      '7.35',
      '正常',
    ]);
    await expect(batches.locator('tbody tr')).toHaveCount(8);
    await expect(page.getByTestId('tileMiniPlan').getByRole('application')).toBeVisible();
    await expect(page.getByTestId('page-indicator')).toHaveCount(0);
    await shot(page, 'big-screen');
    expect(await seriousViolations(page)).toEqual([]);

    // Full screen gives the board the whole display; the console's sidebar and tabs are out of sight.
    await board.getByRole('button', { name: '全屏' }).click();
    await expect(board).toHaveAttribute('data-fullscreen', '1');
    expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid'))).toBe('big-screen');
    await expect
      .poll(async () => (await board.boundingBox())?.width)
      .toBe(await page.evaluate(() => window.innerWidth));
    await expect.poll(async () => (await board.boundingBox())?.y).toBe(0);
    await shot(page, 'big-screen-full');
    await board.getByRole('button', { name: '退出全屏' }).click();
    await expect(board).toHaveAttribute('data-fullscreen', '0');
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  },
);

test('a display change on 进度展示控制 reaches the big screen on its refresh; tiles turn when more are on than fit', async ({
  page,
}) => {
  await display({ rotationSeconds: 5 });
  await signInQuietly(page, 'admin');
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto(SCREEN);
  await expect(page.getByTestId('tileAlarms')).toBeVisible();

  await page.goto(DISPLAY);
  const form = page.getByRole('form', { name: '进度展示控制' });
  await form.getByRole('switch', { name: '预警' }).uncheck();
  await form.getByRole('textbox', { name: '大屏标题' }).fill('站坪施工大屏');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, '设置已保存')).toBeVisible();

  await page.goto(SCREEN);
  await page.getByRole('button', { name: '刷新' }).click();
  await expect(page.getByTestId('banner-title')).toHaveText('站坪施工大屏');
  // Five tiles on a screen of four: two screens, turning every 5 s until paused.
  await expect(page.getByTestId('page-indicator')).toHaveText('第 1/2 屏');
  await expect(page.getByTestId('tileAlarms')).toHaveCount(0);
  await expect(page.getByTestId('tilePlants')).toBeVisible();
  await expect(page.getByTestId('tileBatches')).toHaveCount(0);
  await expect(page.getByTestId('page-indicator')).toHaveText('第 2/2 屏');
  await expect(page.getByTestId('tileBatches')).toBeVisible();
  await expect(page.getByTestId('tilePlants')).toHaveCount(0);
  await page.getByRole('button', { name: '暂停轮播' }).click();
  await expect(page.getByRole('button', { name: '继续轮播' })).toBeVisible();
  await shot(page, 'big-screen-rotation');
});

test('进度展示控制 orders the tiles (each place once) and narrows the progress tile to a section', async ({ page }) => {
  await display();
  const api = await signedInApi('admin');
  const screen = async () =>
    (await (await api.get('/api/szhsg/screen')).json()).data as { progress: { id: number; sectionName: string }[] };
  // A section with fewer items than the whole project, so that the narrowing shows.
  const whole = (await screen()).progress;
  expect(whole.length).toBeGreaterThan(0);
  const sections = (await (await api.get('/api/site/section/all')).json()) as { id: number; name: string }[];
  const section = sections
    .map((s) => s.name)
    .find((name) => whole.filter((p) => p.sectionName === name).length < whole.length)!;
  expect(section).toBeTruthy();
  await openAs(page, 'admin', DISPLAY);
  const form = page.getByRole('form', { name: '进度展示控制' });
  await form.getByRole('textbox', { name: '最新拌和数据顺序' }).fill('1');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, '板块顺序不能重复')).toBeVisible();
  await form.getByRole('textbox', { name: '拌和站产量顺序' }).fill('6');
  await form.getByRole('combobox', { name: '标段' }).click();
  await expect(page.getByRole('option', { name: '全部标段' })).toBeVisible();
  await page.getByRole('option', { name: section }).click();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, '设置已保存')).toBeVisible();
  await shot(page, 'big-screen-display-order');

  const answer = await screen();
  expect(answer.progress.length).toBe(whole.filter((p) => p.sectionName === section).length);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(SCREEN);
  const tiles = page.getByTestId('big-screen').locator('article[data-testid]');
  await expect(tiles).toHaveCount(6);
  expect(await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual([
    'tileBatches',
    'tileDevices',
    'tileAlarms',
    'tileProgress',
    'tileMiniPlan',
    'tilePlants',
  ]);
  const progress = page.getByTestId('tileProgress');
  await expect(progress.getByRole('heading', { name: `施工进度 · ${section}` })).toBeVisible();
  await expect(progress.getByRole('listitem')).toHaveCount(answer.progress.length);
  await display();
});

test('施工进度: an item done from the facts, a manual adjustment that needs its reason, and the S-curve’s table', async ({
  page,
}) => {
  const name = unique('AC-20C 压实');
  await openAs(page, 'admin', PROGRESS);
  const view = viewOf(page, PROGRESS);
  const grid = view.getByRole('grid');
  await expect(grid.getByRole('row').filter({ hasText: '强夯夯点（各遍）' })).toContainText('576');

  await view.getByRole('button', { name: '新增' }).click();
  const add = page.getByRole('dialog', { name: '新增进度项' });
  await add.getByRole('textbox', { name: '进度项' }).fill(name);
  await add.getByRole('combobox', { name: '标段' }).click();
  await page.getByRole('option', { name: /连接道路工程/ }).click();
  await add.getByRole('combobox', { name: '结构层' }).click();
  await page.getByRole('option', { name: /AC-20C 下面层/ }).click();
  await add.getByRole('combobox', { name: '完成量来源' }).click();
  await page.getByRole('option', { name: '压实面积（碾压达标）' }).click();
  await add.getByRole('combobox', { name: '单位' }).click();
  await page.getByRole('option', { name: 'm²' }).click();
  await add.getByRole('textbox', { name: '计划量' }).fill('100000');
  await add.getByLabel('计划开始').fill('2026-03-01');
  await add.getByLabel('计划完成').fill('2026-04-30');
  await add.getByRole('button', { name: '保存' }).click();
  // The platform sums the layer's qualified area day by day from the rollers' plans before it answers: a first
  // read of those days takes seconds, more on a loaded machine.
  await expect(notice(page, `已新增进度项 ${name}`)).toBeVisible({ timeout: 60_000 });
  const row = grid.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('8,975.6');

  await row.getByRole('button', { name: `编辑 ${name}` }).click();
  const edit = page.getByRole('dialog', { name: '编辑进度项' });
  await edit.getByRole('textbox', { name: '手工调整量' }).fill('100');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('手工调整完成量时必须填写调整原因')).toBeVisible();
  await edit.getByRole('textbox', { name: '调整原因' }).fill('路缘人工压实');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, `已保存进度项 ${name}`)).toBeVisible();
  await expect(row).toContainText('9,075.6');
  await expect(row).toContainText('9.1');
  await shot(page, 'progress-items');

  await page.getByRole('tab', { name: 'S 曲线' }).click();
  const curve = view.getByRole('region', { name: '进度 S 曲线（计划累计 vs 实际累计）' });
  await expect(curve.getByRole('figure')).toBeVisible();
  await view.getByLabel('开始日期').fill('2026-03-13');
  await view.getByLabel('结束日期').fill('2026-03-16');
  await expect(curve.getByRole('figure')).toBeVisible();
  await shot(page, 'progress-s-curve');
  expect(await seriousViolations(page)).toEqual([]);
  await curve.getByRole('button', { name: /^(表格|Table)$/ }).click();
  const rows = curve.getByRole('grid').getByRole('row');
  await expect(rows).toHaveCount(5);
  const table: string[][] = [];
  for (let i = 1; i < 5; i++)
    table.push((await rows.nth(i).getByRole('gridcell').allInnerTexts()).map((t) => t.trim()));
  // The table is the platform's answer for the range (its golden values are pinned in backend/test/progress.test.ts).
  const api = await signedInApi('admin');
  const answer = (
    (await (await api.get('/api/szhsg/progress/curve?start=2026-03-13&end=2026-03-16')).json()) as {
      data: { views: { curve: { table: { rows: Record<string, string | number>[] } } } };
    }
  ).data;
  expect(table).toEqual(
    answer.views.curve.table.rows.map((r) => [
      String(r.day),
      String(r.planned),
      r.actual === undefined ? '' : String(r.actual),
    ]),
  );
  expect(table[3]).toEqual(['2026-03-16', table[3]![1], '']);

  await page.getByRole('tab', { name: '进度项' }).click();
  await grid
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `删除 ${name}` })
    .click();
  await page.getByRole('alertdialog', { name: '删除进度项' }).getByRole('button', { name: '删除' }).click();
  await expect(grid.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('in English: the big screen and the progress page; a user without the menus gets neither', async ({
  page,
  context,
}) => {
  await display();
  await signInQuietly(page, 'admin');
  await context.addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(SCREEN);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('banner-sub')).toHaveText('某机场扩建工程 · As of 2026-03-15 10:00:00');
  const devices = page.getByRole('table', { name: 'Devices online by kind' });
  await expect(devices.locator('tr[data-row="roller"]').getByRole('cell')).toHaveText(['Roller', '12', '12']);
  await expect(page.getByRole('list', { name: 'Construction progress' }).getByRole('listitem').first()).toContainText(
    'Done 576 of 1920 points',
  );
  await expect(page.getByTestId('big-screen').getByRole('button', { name: 'Full screen' })).toBeVisible();
  await shot(page, 'big-screen-en');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(PROGRESS);
  await expect(page.getByRole('tab', { name: 'S-curve' })).toBeVisible();
  await expect(
    viewOf(page, PROGRESS).getByRole('grid').getByRole('row').filter({ hasText: '强夯夯点（各遍）' }),
  ).toContainText('Rammed points');
  await shot(page, 'progress-items-en');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the test user sees no 数字化施工 page', async ({ page }: { page: Page }) => {
  await openAs(page, 'test', SCREEN);
  await expect(page.getByTestId('big-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /401/ })).toBeVisible();
});
