import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { notice, shot, unique } from '../../support/admin';
import { SAME_ORIGIN, signedInApi } from '../../support/api';
import { seriousViolations } from '../../support/axe';
import { backendHook, openAs } from '../../support/session';

// Geofences on the simulated site (seed 1, clock frozen at 2026-03-15 10:00 GMT+8): a circle drawn round a truck
// under way records the truck leaving it once the site moves on, listed on 围栏事件; a polygon drawn with the mouse;
// and what the form and the platform refuse. A fence with events is disabled at the end (it cannot be deleted), one
// without is deleted.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const FENCES = '/ylcManager/ylcGeofenceManager';
const EVENTS = '/ylcManager/ylcGeofenceEventManager';

type Fence = { id: number; name: string; area: string; shape: string; areaM2: number; alarmOn: string | null };

async function storedFence(name: string): Promise<Fence> {
  const api = await signedInApi('admin');
  const rows = (await (await api.get(`/api/ylc/geofence/all?name=${encodeURIComponent(name)}`)).json()) as Fence[];
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function newFence(page: Page, name: string, type: string): Promise<Locator> {
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增电子围栏' });
  await dialog.getByRole('textbox', { name: '名称' }).fill(name);
  await dialog.getByRole('combobox', { name: '类型' }).click();
  await page.getByRole('listbox').getByRole('option', { name: type }).click();
  return dialog;
}

async function tickEvents(page: Page, dialog: Locator, labels: string[]) {
  await dialog.getByRole('combobox', { name: '报警事件' }).click();
  const list = page.getByRole('listbox', { name: '报警事件' });
  for (const label of labels) await list.getByRole('option', { name: label }).click();
  await page.keyboard.press('Escape');
}

test('a circle round a truck under way: drawn, saved, listed, and the truck leaving it recorded', async ({ page }) => {
  const api = await signedInApi('admin');
  const fleet = (await (await api.get('/api/ylc/location')).json()) as {
    data: { vehicles: { code: string; state: string; x?: number; y?: number }[] };
  };
  const truck = fleet.data.vehicles.find((v) => v.state === 'inTransit' && v.x !== undefined)!;
  expect(truck, 'a truck on its way to a front').toBeTruthy();
  const name = unique('途中围栏');

  await openAs(page, 'admin', FENCES);
  await expect(page.getByText('运料车每 5 秒的定位判断是否在围栏内')).toBeVisible();
  const dialog = await newFence(page, name, '其他');
  await dialog.getByRole('button', { name: '圆形' }).click();
  await expect(dialog.getByTestId('circle-summary')).toHaveText('尚未绘制：在平面图上单击选取圆心，再填写半径');
  // A click on the plan picks the centre, with the 50 m the radius starts at.
  const map = dialog.getByRole('application', { name: '范围：单击平面图选取圆心' });
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(dialog.getByTestId('circle-summary')).toHaveText('半径 50 m · 面积 7,854 m²');
  // The centre typed where the truck is, a radius too large refused on the spot, then 30 m.
  await dialog.getByRole('textbox', { name: 'X (m)' }).fill(String(truck.x));
  await dialog.getByRole('textbox', { name: 'Y (m)' }).fill(String(truck.y));
  await dialog.getByRole('textbox', { name: '半径 (m)' }).fill('6000');
  await expect(dialog.getByRole('textbox', { name: '半径 (m)' })).toHaveAccessibleDescription(
    '半径须大于 0 且不超过 5000 m',
  );
  await dialog.getByRole('textbox', { name: '半径 (m)' }).fill('30');
  await expect(dialog.getByTestId('circle-summary')).toHaveText('半径 30 m · 面积 2,827.4 m²');
  await tickEvents(page, dialog, ['驶出']);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, `已新增电子围栏 ${name}`)).toBeVisible();
  const row = page.getByRole('grid').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('圆 · 半径 30 m');
  await expect(row).toContainText('2,827.4');
  await expect(row).toContainText('驶出');
  const fence = await storedFence(name);
  expect([fence.shape, JSON.parse(fence.area), fence.alarmOn]).toEqual(['circle', [truck.x, truck.y, 30], 'leave']);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'geofences');

  // The site moves on a minute: the truck, at the fence when it was drawn, drives out of it (the alarm it names).
  await backendHook('sim/advance', { seconds: 60 });
  await page.goto(`${EVENTS}?keyword=${encodeURIComponent(name)}`);
  const event = page.getByRole('grid').getByRole('row').filter({ hasText: truck.code }).filter({ hasText: '驶出' });
  await expect(event).toHaveCount(1);
  await expect(event).toContainText(name);
  await expect(event).toContainText('是');
  await shot(page, 'geofence-events');

  // It has events now: it cannot be deleted, only disabled.
  const removed = await api.delete(`/api/ylc/geofence/${fence.id}`, { headers: SAME_ORIGIN });
  expect(((await removed.json()) as { message: string }).message).toBe('该围栏已有事件记录，请停用而不是删除');
  const disabled = await api.put(`/api/ylc/geofence/${fence.id}`, { data: { enabled: 0 }, headers: SAME_ORIGIN });
  expect(((await disabled.json()) as { status: number }).status).toBe(200);
});

test('a polygon drawn with the mouse; a dwell alarm without a limit is refused by the platform', async ({ page }) => {
  const name = unique('禁入区');
  await openAs(page, 'admin', FENCES);
  const dialog = await newFence(page, name, '禁入区');
  const map = dialog.getByRole('application', { name: '范围（多边形）：在平面图上绘制' });
  await expect(map).toBeVisible();
  await dialog.getByRole('switch', { name: '吸附桩点和中线' }).uncheck();
  const box = (await map.boundingBox())!;
  for (const [x, y] of [
    [300, 110],
    [500, 110],
    [500, 230],
    [300, 230],
  ] as const)
    await page.mouse.click(box.x + x, box.y + y);
  await expect(dialog.getByTestId('ring-summary')).toContainText('4 个顶点');
  await tickEvents(page, dialog, ['驶入', '停留超时']);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, '停留超时报警需要填写停留上限')).toBeVisible();
  await dialog.getByRole('textbox', { name: '停留上限 (min)' }).fill('15');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, `已新增电子围栏 ${name}`)).toBeVisible();
  const row = page.getByRole('grid').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('4 个顶点');
  await expect(row).toContainText('驶入、停留超时');
  const fence = await storedFence(name);
  expect(fence.shape).toBe('polygon');
  expect(JSON.parse(fence.area) as unknown[]).toHaveLength(4);
  expect(fence.areaM2).toBeGreaterThan(0);

  // Switching to a circle and back keeps the outline drawn.
  await row.getByRole('button', { name: `编辑 ${name}` }).click();
  const edit = page.getByRole('dialog', { name: '编辑电子围栏' });
  await edit.getByRole('button', { name: '圆形' }).click();
  await edit.getByRole('button', { name: '多边形' }).click();
  await expect(edit.getByTestId('ring-summary')).toContainText('4 个顶点');
  await page.keyboard.press('Escape');

  const api = await signedInApi('admin');
  const removed = await api.delete(`/api/ylc/geofence/${fence.id}`, { headers: SAME_ORIGIN });
  expect(((await removed.json()) as { status: number }).status).toBe(200);
});
