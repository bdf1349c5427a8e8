import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { notice, shot, unique } from '../../support/admin';
import { SAME_ORIGIN, signedInApi } from '../../support/api';
import { seriousViolations } from '../../support/axe';
import { openAs } from '../../support/session';
import { E2E } from '../env.mjs';

// The plan editor of the forms that hold an outline (ramming and DDC areas here; the special sections use the same
// field): drawn with the mouse on the site plan, a vertex dragged, saved and read back from the API; and an outline
// made from a chainage range is the one drawing its vertices gives. Each test removes the area it made.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

type Area = { id: number; code: string; polygon: string; area: number };
type Xy = [number, number];

const centre = async (handle: Locator): Promise<Xy> => {
  const box = (await handle.boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
};

/** The vertices as the coordinate table shows them (the form's value). */
async function tableVertices(dialog: Locator): Promise<Xy[]> {
  await dialog.getByRole('tab', { name: '坐标表' }).click();
  const xs = dialog.getByRole('textbox', { name: /^第 \d+ 点 X$/ });
  const out: Xy[] = [];
  for (let i = 1; i <= (await xs.count()); i++)
    out.push([
      Number(await dialog.getByRole('textbox', { name: `第 ${i} 点 X` }).inputValue()),
      Number(await dialog.getByRole('textbox', { name: `第 ${i} 点 Y` }).inputValue()),
    ]);
  return out;
}

async function storedArea(family: 'hj' | 'ddc', code: string): Promise<Area> {
  const api = await signedInApi('admin');
  const rows = (await (await api.get(`/api/${family}/area/all?code=${code}`)).json()) as Area[];
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function removeArea(family: 'hj' | 'ddc', id: number) {
  const api = await signedInApi('admin');
  expect((await (await api.delete(`/api/${family}/area/${id}`, { headers: SAME_ORIGIN })).json()).status).toBe(200);
}

async function chooseFirstSection(page: Page, dialog: Locator) {
  await dialog.getByRole('combobox', { name: '标段' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
}

test('a ramming area is drawn on the plan with the mouse, a vertex dragged, and saved as drawn', async ({ page }) => {
  const code = unique('HJ-E2E-').toUpperCase();
  await openAs(page, 'admin', '/hjManager/hjDeviceAreaManager');
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增强夯区域' });
  await dialog.getByRole('textbox', { name: '区域编号' }).fill(code);
  await dialog.getByRole('textbox', { name: '区域名称' }).fill('端到端绘制');
  await chooseFirstSection(page, dialog);
  const map = dialog.getByRole('application', { name: '区域边界：在平面图上绘制' });
  await expect(map).toBeVisible();
  await expect(dialog.getByTestId('ring-summary')).toHaveText('尚未绘制：在平面图上单击添加顶点');
  // Snapping off: the vertices go exactly where the pointer is.
  await dialog.getByRole('switch', { name: '吸附桩点和中线' }).uncheck();
  const box = (await map.boundingBox())!;
  const corners: Xy[] = [
    [300, 110],
    [500, 110],
    [500, 230],
    [300, 230],
  ];
  for (const [x, y] of corners) await page.mouse.click(box.x + x, box.y + y);
  await expect(dialog.getByTestId('ring-summary')).toContainText('4 个顶点');
  await expect(dialog.getByRole('button', { name: '第 4 点', exact: true })).toBeVisible();

  // A vertex dragged 40 px to the right moves 40 px worth of metres east.
  const [cx, cy] = await centre(dialog.getByRole('button', { name: '第 3 点', exact: true }));
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx + 20, cy, { steps: 4 });
  await page.mouse.move(cx + 40, cy, { steps: 4 });
  await page.mouse.up();
  const drawn = await tableVertices(dialog);
  expect(drawn).toHaveLength(4);
  const metresPerPx = (drawn[1]![0] - drawn[0]![0]) / 200;
  expect(metresPerPx).toBeGreaterThan(0);
  const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(metresPerPx * 1.5);
  near(drawn[0]![1], drawn[1]![1]); // one pixel row, one northing
  near(drawn[2]![0], drawn[1]![0] + 40 * metresPerPx);
  near(drawn[2]![1], drawn[1]![1] - 120 * metresPerPx); // down the screen is south
  near(drawn[3]![0], drawn[0]![0]);

  // Undo puts the vertex back; the table puts it where the drag had.
  await dialog.getByRole('button', { name: '撤销' }).click();
  near((await tableVertices(dialog))[2]![0], drawn[1]![0]);
  await dialog.getByRole('textbox', { name: '第 3 点 X' }).fill(String(drawn[2]![0]));
  await dialog.getByRole('textbox', { name: '第 3 点 Y' }).fill(String(drawn[2]![1]));
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'area-outline-drawn');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, `已新增强夯区域 ${code}`)).toBeVisible();

  const stored = await storedArea('hj', code);
  const ring = JSON.parse(stored.polygon) as Xy[];
  expect(ring).toEqual([...drawn, drawn[0]]);
  const shoelace =
    Math.abs(drawn.reduce((s, [x, y], i) => s + x * drawn[(i + 1) % 4]![1] - drawn[(i + 1) % 4]![0] * y, 0)) / 2;
  expect(Math.abs(stored.area - shoelace)).toBeLessThan(0.1);
  const row = page.getByRole('grid').getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(stored.area.toLocaleString('zh-CN'));

  // Opened again, the editor shows the stored outline.
  await row.getByRole('button', { name: `编辑 ${code}` }).click();
  const edit = page.getByRole('dialog', { name: '编辑强夯区域' });
  await expect(edit.getByTestId('ring-summary')).toContainText('4 个顶点');
  expect(await tableVertices(edit)).toEqual(drawn);
  await edit.getByRole('button', { name: '取消' }).click();
  await removeArea('hj', stored.id);
});

test('a DDC area from a chainage range is the outline drawing its vertices gives', async ({ page, context }) => {
  const code = unique('DDC-E2E-').toUpperCase();
  await openAs(page, 'admin', '/DDCMonitorManager/ddcAreaManager');
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增DDC区域' });
  await dialog.getByRole('textbox', { name: '区域编号' }).fill(code);
  await dialog.getByRole('textbox', { name: '区域名称' }).fill('端到端桩号范围');
  await chooseFirstSection(page, dialog);
  await dialog.getByRole('textbox', { name: '桩间距 (m)' }).fill('3');
  await dialog.getByRole('textbox', { name: '设计桩深 (m)' }).fill('8');
  await dialog.getByRole('textbox', { name: '桩径 (m)' }).fill('1');

  // Wrong ranges are refused where they are typed; Enter makes the outline rather than saving the form.
  await dialog.getByRole('textbox', { name: '边界起点桩号' }).fill('K0+160');
  await dialog.getByRole('textbox', { name: '边界终点桩号' }).fill('K0+100');
  await dialog.getByRole('textbox', { name: '起始偏距 (m)' }).fill('-10');
  await dialog.getByRole('textbox', { name: '终止偏距 (m)' }).fill('10');
  await dialog.getByRole('button', { name: '生成边界' }).click();
  await expect(dialog.getByRole('textbox', { name: '边界终点桩号' })).toHaveAccessibleDescription('终点须大于起点');
  await dialog.getByRole('textbox', { name: '边界起点桩号' }).fill('K0+100');
  await dialog.getByRole('textbox', { name: '边界终点桩号' }).fill('K0+160');
  await dialog.getByRole('textbox', { name: '终止偏距 (m)' }).press('Enter');
  await expect(dialog.getByTestId('ring-summary')).toHaveText(/^8 个顶点 · 面积 1,200(\.\d)? m²$/);
  await expect(page.getByRole('dialog', { name: '新增DDC区域' })).toBeVisible();
  const handles = dialog.getByRole('button', { name: /^第 \d+ 点$/ });
  await expect(handles).toHaveCount(8);
  // Where each vertex is on the map (the dialog scrolls, the map's view stays).
  const map = dialog.getByRole('application', { name: '区域边界：在平面图上绘制' });
  await map.scrollIntoViewIfNeeded();
  const mapBox = (await map.boundingBox())!;
  const pixels: Xy[] = [];
  for (let i = 1; i <= 8; i++) {
    const [x, y] = await centre(dialog.getByRole('button', { name: `第 ${i} 点`, exact: true }));
    pixels.push([x - mapBox.x, y - mapBox.y]);
  }
  await shot(page, 'area-outline-chainage');
  const made = await tableVertices(dialog);

  // The same outline drawn: cleared, then a click where each vertex was.
  await dialog.getByRole('button', { name: '清除' }).click();
  await expect(handles).toHaveCount(0);
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  for (const [x, y] of pixels) await page.mouse.click(box.x + x, box.y + y);
  await expect(handles).toHaveCount(8);
  const drawn = await tableVertices(dialog);
  const [x0] = made[0]!;
  const [x1] = made[1]!;
  const metresPerPx = Math.abs(x1 - x0) / Math.abs(pixels[1]![0] - pixels[0]![0]);
  expect(metresPerPx).toBeLessThan(0.5);
  drawn.forEach(([x, y], i) => {
    expect(Math.abs(x - made[i]![0])).toBeLessThanOrEqual(metresPerPx * 1.5);
    expect(Math.abs(y - made[i]![1])).toBeLessThanOrEqual(metresPerPx * 1.5);
  });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, `已新增DDC区域 ${code}`)).toBeVisible();
  const stored = await storedArea('ddc', code);
  expect(JSON.parse(stored.polygon)).toEqual([...drawn, drawn[0]]);
  expect(Math.abs(stored.area - 1200)).toBeLessThan(1200 * 0.02);

  // In English the editor speaks English, and the list counts the outline's vertices.
  await context.addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.goto(`/DDCMonitorManager/ddcAreaManager?keyword=${code}`);
  await expect(page.getByRole('grid').getByRole('row').filter({ hasText: code })).toContainText('8 vertices');
  await page.getByRole('button', { name: `Edit ${code}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit DDC area' });
  await expect(edit.getByTestId('ring-summary')).toHaveText(/^8 vertices · area 1,2\d\d(\.\d)? m²$/);
  await expect(edit.getByRole('tab', { name: 'From a chainage range' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'area-outline-en');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await removeArea('ddc', stored.id);
});
