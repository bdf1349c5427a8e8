import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { backendHook, openAs, simSettled, signInQuietly } from '../../support/session';
import { viewOf } from '../../support/shell';
import { E2E } from '../env.mjs';

// The video walls on the simulated site (seed 1, clock frozen at 2026-03-15 10:00 GMT+8): the camera
// tree as the platform answers it, the split, cameras put on windows by mouse and keyboard, the
// snapshots the backend draws (an SVG image that loads), full screen, a camera forced offline labelled
// on the open wall through spjk.status, the compaction wall for the test user, English, axe.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

// A first start back-fills the history while the pages are read; the pictures place the rigs from it.
test.beforeAll(async () => simSettled());

const SPJK = '/spjkManager/spjkVideoMonitorManager';
const ZNYS = '/znysManager/znysRealtimeVideoManager';
const SHOTS = process.env.VIDEO_SHOTS;

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

type Camera = { id: number; code: string; name: string; online: boolean };
type Node = { key: string; children: Node[]; cameras: Camera[] };
const flat = (nodes: Node[]): Camera[] => nodes.flatMap((n) => [...n.cameras, ...flat(n.children)]);
const groups = (nodes: Node[]): number => nodes.reduce((n, x) => n + 1 + groups(x.children), 0);

async function tree(page: Page, api: string): Promise<Node[]> {
  const reply = await page.request.get(api);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: { nodes: Node[] } }).data.nodes;
}

/** The image of a window has been read and decoded (an SVG of 640 × 360). */
async function expectPicture(tile: Locator) {
  const img = tile.getByRole('img');
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBe(640);
}

test('视频监控: the tree, splits, cameras chosen by mouse and keyboard, snapshots, full screen, axe', async ({
  page,
}) => {
  await signInQuietly(page, 'admin');
  const snapshot = page.waitForResponse(
    (r) => /\/api\/spjk\/camera\/\d+\/snapshot/.test(r.url()) && r.status() === 200,
  );
  await page.goto(SPJK);
  const view = viewOf(page, SPJK);
  await expect(view.getByRole('heading', { level: 1, name: '视频监控' })).toBeVisible();
  const nodes = await tree(page, '/api/spjk/camera/tree');
  const cameras = flat(nodes);
  expect(cameras).toHaveLength(20);
  const treeView = view.getByRole('tree', { name: '摄像头目录' });
  await expect(treeView.getByRole('treeitem')).toHaveCount(cameras.length + groups(nodes));
  await expect(view.getByTestId('camera-counts')).toHaveText(
    `在线 ${cameras.filter((c) => c.online).length} · 离线 ${cameras.filter((c) => !c.online).length}`,
  );

  // Four windows at first, the first four cameras in the tree's order, each with its snapshot.
  const wall = view.getByRole('radiogroup', { name: '视频窗口' });
  await expect(wall.getByRole('radio')).toHaveCount(4);
  for (let i = 0; i < 4; i++)
    await expect(view.getByTestId(`tile-${i + 1}`)).toHaveAttribute('data-camera', cameras[i]!.code);
  expect((await snapshot).headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  const first = cameras[0]!;
  if (first.online) {
    await expectPicture(view.getByTestId('tile-1'));
    await expect(view.getByTestId('tile-1').getByRole('img')).toHaveAccessibleName(
      `${first.code} ${first.name} 模拟画面`,
    );
  }

  // Nine windows: the new ones take the next cameras.
  await view.getByRole('button', { name: '9 分屏' }).click();
  await expect(wall.getByRole('radio')).toHaveCount(9);
  await expect(view.getByTestId('tile-9')).toHaveAttribute('data-camera', cameras[8]!.code);

  // Mouse: window 5, then CAM-13 in the tree.
  const cam13 = cameras.find((c) => c.code === 'CAM-13')!;
  await view.getByTestId('tile-5').click();
  await expect(view.getByTestId('tile-5')).toHaveAttribute('aria-checked', 'true');
  await treeView.getByRole('treeitem', { name: `${cam13.code} ${cam13.name}`, exact: true }).click();
  await expect(view.getByTestId('tile-5')).toHaveAttribute('data-camera', 'CAM-13');
  await expectPicture(view.getByTestId('tile-5'));

  // Keyboard: the arrows move the chosen window (down a row: 5 → 8), the tree's Enter puts a camera on it.
  await view.getByTestId('tile-5').focus();
  await page.keyboard.press('ArrowDown');
  await expect(view.getByTestId('tile-8')).toHaveAttribute('aria-checked', 'true');
  await expect(view.getByTestId('tile-8')).toBeFocused();
  const cam20 = cameras.find((c) => c.code === 'CAM-20')!;
  const item = treeView.getByRole('treeitem', { name: `${cam20.code} ${cam20.name}`, exact: true });
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(view.getByTestId('tile-8')).toHaveAttribute('data-camera', 'CAM-20');
  await shoot(page, 'video-wall-9');

  // Sixteen, then one window full screen and back.
  await view.getByRole('button', { name: '16 分屏' }).click();
  await expect(wall.getByRole('radio')).toHaveCount(16);
  await view.getByTestId('tile-5').click();
  await view.getByRole('button', { name: '全屏', exact: true }).click();
  await expect(wall).toHaveAttribute('data-full', '1');
  await expect(wall.getByRole('radio')).toHaveCount(1);
  await expectPicture(view.getByTestId('tile-5'));
  await shoot(page, 'video-wall-full');
  await view.getByRole('button', { name: '退出全屏' }).click();
  await expect(wall.getByRole('radio')).toHaveCount(16);
  await shoot(page, 'video-wall-16');
  expect(await seriousViolations(page)).toEqual([]);
});

test('实时视频 for test (its only wall): the compaction cameras by device group; English', async ({ page }) => {
  await openAs(page, 'test', ZNYS);
  const view = viewOf(page, ZNYS);
  const nodes = await tree(page, '/api/znys/camera/tree');
  const cameras = flat(nodes);
  expect(cameras.map((c) => c.code).sort()).toEqual(['CAM-09', 'CAM-10', 'CAM-11', 'CAM-12', 'CAM-17', 'CAM-18']);
  const treeView = view.getByRole('tree', { name: '摄像头目录' });
  await expect(treeView.getByRole('treeitem')).toHaveCount(cameras.length + groups(nodes));
  await expect(treeView.getByRole('treeitem', { name: /^道路沥青摊铺碾压组（1）/ })).toBeVisible();
  await expect(treeView.getByRole('treeitem', { name: /^未分组（4）/ })).toBeVisible();
  await expect(view.getByTestId('tile-1')).toHaveAttribute('data-camera', cameras[0]!.code);
  if (cameras[0]!.online) await expectPicture(view.getByTestId('tile-1'));
  await shoot(page, 'video-wall-znys');
  // The general wall is not test's.
  expect((await page.request.get('/api/spjk/camera/tree')).status()).toBe(403);

  await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.reload();
  const en = viewOf(page, ZNYS);
  await expect(
    en.getByRole('tree', { name: 'Cameras' }).getByRole('treeitem', { name: /^Not in a group \(4\)/ }),
  ).toBeVisible();
  await en.getByRole('button', { name: '1 windows' }).click();
  await expect(en.getByRole('radiogroup', { name: 'Video windows' }).getByRole('radio')).toHaveCount(1);
  await expect(en.getByTestId('tile-1')).toHaveAccessibleName(
    new RegExp(`^Window 1: ${cameras[0]!.code} .*, (Online|Offline)$`),
  );
  await shoot(page, 'video-wall-znys-en');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a camera that goes offline is labelled on the open wall without a reload', async ({ page }) => {
  await openAs(page, 'admin', SPJK);
  const view = viewOf(page, SPJK);
  await expect(page.getByTestId('live-chip')).toHaveAttribute('data-status', 'live');
  const cameras = flat(await tree(page, '/api/spjk/camera/tree'));
  const target = cameras.find((c) => c.code === 'CAM-12')!;
  expect(target.online).toBe(true);
  await view.getByRole('button', { name: '1 分屏' }).click();
  await view
    .getByRole('tree')
    .getByRole('treeitem', { name: `${target.code} ${target.name}`, exact: true })
    .click();
  const tile = view.getByTestId('tile-1');
  await expect(tile).toHaveAttribute('data-camera', 'CAM-12');
  await expectPicture(tile);
  await page.evaluate(() => ((window as unknown as { wallMark: number }).wallMark = 1));

  await backendHook('sim/episode', { device: 'CAM-12', kind: 'offline', minutes: 30 });
  await backendHook('sim/advance', { seconds: 120 });
  // The platform says so; the wall follows through spjk.status, in the same document.
  expect(flat(await tree(page, '/api/spjk/camera/tree')).find((c) => c.code === 'CAM-12')!.online).toBe(false);
  expect((await page.request.get(`/api/spjk/camera/${target.id}/snapshot`)).status()).toBe(409);
  await expect(tile).toHaveAttribute('data-state', 'offline');
  await expect(tile.getByTestId('offline-overlay')).toContainText('离线');
  await expect(tile.getByTestId('tile-status')).toHaveText('离线');
  await expect(tile).toHaveAccessibleName(`窗口 1：${target.code} ${target.name}，离线`);
  await expect(
    view.getByRole('tree').getByRole('treeitem', { name: `${target.code} ${target.name}（离线）`, exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { wallMark?: number }).wallMark)).toBe(1);
  await shoot(page, 'video-wall-offline');

  await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.reload();
  const en = viewOf(page, SPJK);
  await expect(en.getByRole('heading', { level: 1 })).toBeVisible();
  await en.getByRole('button', { name: '9 windows' }).click();
  const offlineTile = en.locator('[data-camera="CAM-12"]');
  if ((await offlineTile.count()) === 0) {
    await en.getByTestId('tile-1').click();
    await en
      .getByRole('tree')
      .getByRole('treeitem', { name: `${target.code} ${target.name} (offline)`, exact: true })
      .click();
  }
  await expect(en.locator('[data-camera="CAM-12"]').getByTestId('tile-status')).toHaveText('Offline');
  await shoot(page, 'video-wall-offline-en');
  expect(await seriousViolations(page)).toEqual([]);
});
