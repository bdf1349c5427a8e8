import { expect as baseExpect, test, type Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { notice, shot, unique } from '../../support/admin';
import { signedInApi } from '../../support/api';
import { seriousViolations } from '../../support/axe';
import { openAs } from '../../support/session';
import { E2E } from '../env.mjs';

// The geometry editors on the seeded site: a base map uploaded (a PNG made here), calibrated with two
// control points and then drawn on another map screen (工艺监控); the road's stake interval changed and the
// stake count the platform regenerated shown (161 at the seeded 20 m, 65 at 50 m). zh and en, axe.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const BASE_MAP = '/hjManager/hjBaseMapConfigManager';
const STAKE_MAP = '/znysBasedataManager/znysStakeMapEditManager';
const MONITOR = '/znysManager/znysProcessMonitorManager';

/** A real PNG of `width` × `height` pixels in two shades (a drawing to calibrate). */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  const rows = Buffer.alloc((width + 1) * height);
  for (let r = 0; r < height; r++)
    for (let c = 0; c < width; c++)
      rows[r * (width + 1) + 1 + c] = (Math.floor(r / 15) + Math.floor(c / 20)) % 2 ? 0xb0 : 0xe0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function english(page: Page) {
  await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.reload();
}

// The first start generates the simulated history; on a busy machine sign-ins wait behind it (even past the
// BFF's time-out), so wait until the platform signs in and has finished it.
test.beforeAll(async () => {
  await expect(async () => {
    const api = await signedInApi('admin');
    try {
      const { backfill } = (
        (await (await api.get('/api/site/sim/status')).json()) as {
          data: { backfill: { doneDays: number; totalDays: number } };
        }
      ).data;
      expect(backfill.doneDays).toBeGreaterThanOrEqual(backfill.totalDays);
    } finally {
      await api.dispose();
    }
  }).toPass({ timeout: 200_000, intervals: [3000] });
});

test('base map: upload checked, two control points, preview; then drawn under another map; zh/en, axe', async ({
  page,
}) => {
  await openAs(page, 'admin', BASE_MAP);
  await expect(page.getByRole('application', { name: '底图校准预览' })).toBeVisible();

  const name = unique('总平面图');
  await page.getByRole('button', { name: '新增底图' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: '底图名称' }).fill(name);
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(notice(page, `已新增底图「${name}」`)).toBeVisible();
  const form = page.getByRole('region', { name });
  await expect(form.getByTestId('base-map-file')).toHaveText('还没有上传文件');

  // Refused in the page before anything is sent: the wrong type, then more than 5 MB.
  const input = form.locator('input[type=file]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a drawing') });
  await expect(form.getByRole('alert')).toHaveText('只能上传 PNG、JPEG 或 SVG 图像');
  await input.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([png(4, 4), Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expect(form.getByRole('alert')).toHaveText(/超过 5 MB/);

  await input.setInputFiles({ name: 'site-plan.png', mimeType: 'image/png', buffer: png(400, 150) });
  await expect(notice(page, '已上传底图文件「site-plan.png」')).toBeVisible();
  await expect(form.getByTestId('base-map-file')).toContainText('site-plan.png · 图像 · 400 × 150 像素');
  await expect(form.getByTestId('base-map-image')).toBeVisible();

  // Point 1 picked on the image (its top-left corner), its metres typed; point 2 typed: 10 m per pixel.
  const image = form.getByTestId('base-map-image');
  await image.click({ position: { x: 0, y: 0 } });
  await expect(form.locator('[data-cp="0-0"]')).toHaveValue('0');
  await form.locator('[data-cp="0-2"]').fill('0');
  await form.locator('[data-cp="0-3"]').fill('1500');
  // Too close on the image: said in words, nothing saved.
  for (const [k, v] of ['0', '0', '4000', '0'].entries()) await form.locator(`[data-cp="1-${k}"]`).fill(v);
  await expect(form.getByRole('alert')).toHaveText('两个控制点在图上至少要相距 10 像素');
  await expect(form.getByRole('button', { name: '保存' })).toBeDisabled();
  await form.locator('[data-cp="1-0"]').fill('400');
  await form.locator('[data-cp="1-1"]').fill('150');
  await expect(form.getByTestId('base-map-transform')).toHaveText('比例 10.0 m/像素 · 旋转 0.0°');
  // The preview draws it on the plan before it is saved.
  const preview = page.getByRole('application', { name: '底图校准预览' });
  await expect(preview.locator('img.site-base-map')).toHaveCount(1);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, `已保存底图「${name}」`)).toBeVisible();
  await expect(form.getByTestId('base-map-status')).toHaveText('状态: 已显示在地图上');
  const api = await signedInApi('admin');
  const planned = (
    (await (await api.get('/api/site/plan')).json()) as {
      data: { baseMaps: { id: number; name: string; controlPoints: number[][] }[] };
    }
  ).data.baseMaps;
  const mine = planned.find((b) => b.name === name)!;
  expect(mine.controlPoints).toEqual([
    [0, 0, 0, 1500],
    [400, 150, 4000, 0],
  ]);
  await shot(page, 'geometry-base-map-zh');
  expect(await seriousViolations(page)).toEqual([]);

  // Another map screen draws it, under its layers, placed over the whole site.
  await page.goto(MONITOR);
  const monitor = page.getByRole('application');
  await expect(monitor).toBeVisible();
  const overlay = monitor.locator(`img[data-base-map="${mine.id}"]`);
  await expect(overlay).toHaveCount(1);
  await expect(overlay).toHaveAttribute('src', new RegExp(`/api/site/baseMap/${mine.id}/file\\?v=1$`));
  await expect.poll(() => overlay.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(400);
  await shot(page, 'geometry-monitor-with-base-map');

  await page.goto(BASE_MAP);
  await english(page);
  await expect(page.getByRole('application', { name: 'Base map calibration preview' })).toBeVisible();
  await page.getByRole('button', { name }).click();
  await expect(page.getByRole('region', { name }).getByTestId('base-map-transform')).toHaveText(
    'Scale 10.0 m/px · rotation 0.0°',
  );
  await shot(page, 'geometry-base-map-en');
  expect(await seriousViolations(page)).toEqual([]);

  // Removed again, so that the other specs' maps are as seeded.
  expect((await (await api.delete(`/api/site/baseMap/${mine.id}`)).json()).status).toBe(200);
  await api.dispose();
});

test(
  'stake map: the stake interval changed, the platform ' + 'regenerates the stakes; the vertex table; zh/en, axe',
  async ({ page }) => {
    await openAs(page, 'admin', STAKE_MAP);
    await expect(page.getByRole('application', { name: '桩号图编辑' })).toBeVisible();
    const summary = page.getByTestId('alignment-summary');
    await expect(summary).toContainText('161 个桩号 · K0+000 至 K3+200');
    await expect(page.getByRole('table', { name: '顶点' }).locator('tbody tr')).toHaveCount(161);

    const interval = page.getByRole('textbox', { name: '桩距 (m)' });
    await interval.fill('0');
    await expect(page.getByText('1–1000')).toBeVisible();
    await expect(page.getByRole('button', { name: '保存并重新生成桩号' })).toBeDisabled();
    await interval.fill('50');
    await page.getByRole('button', { name: '保存并重新生成桩号' }).click();
    await expect(notice(page, '已保存中线，重新生成 65 个桩号')).toBeVisible();
    await expect(summary).toContainText('65 个桩号 · K0+000 至 K3+200');
    await shot(page, 'geometry-stake-map-zh');
    expect(await seriousViolations(page)).toEqual([]);

    // Back to the seeded 20 m: the other specs' maps and stake pages are as seeded.
    await interval.fill('20');
    await page.getByRole('button', { name: '保存并重新生成桩号' }).click();
    await expect(notice(page, '已保存中线，重新生成 161 个桩号')).toBeVisible();
    await expect(summary).toContainText('161 个桩号');

    // The blocks' tab: the apron's 72 slabs and one vertex table.
    await page.getByRole('tab', { name: '站坪分块' }).click();
    await expect(page.getByRole('list', { name: '分块列表' }).getByRole('listitem')).toHaveCount(72);
    await page.getByRole('button', { name: 'P01' }).click();
    await expect(page.getByRole('table', { name: '顶点' }).locator('tbody tr')).toHaveCount(4);

    await english(page);
    await expect(page.getByRole('application', { name: 'Stake map editor' })).toBeVisible();
    await expect(page.getByTestId('alignment-summary')).toContainText('161 stakes · K0+000 to K3+200');
    await shot(page, 'geometry-stake-map-en');
    expect(await seriousViolations(page)).toEqual([]);
  },
);
