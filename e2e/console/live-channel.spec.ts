import { connect } from 'node:net';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { E2E } from './env.mjs';
import { backendCall, backendHook, sessionCookie, openAs, unsealCookie, signInQuietly } from '../support/session';
import { shot } from '../support/admin';

// The live channel from the browser through the BFF: a simulated state change on an open state page
// within two seconds, the header chip through an outage and back, a revoked session meeting the
// sign-out dialog, and ten tabs sharing one stream.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const STATES = '/znysDeviceDirManager/znysDeviceStateRealtimeManager';
const chip = (page: Page) => page.getByTestId('live-chip');

async function reportedAt(page: Page, device: string): Promise<string> {
  return page
    .getByRole('grid', { name: '设备状态实时数据' })
    .getByRole('row')
    .filter({ hasText: device })
    .first()
    .locator('[data-field="t"]')
    .innerText();
}

test.describe('live channel', () => {
  test('a state the simulation writes shows on the open state page within two seconds', async ({ page }) => {
    await openAs(page, 'admin', STATES);
    await expect(chip(page)).toHaveAttribute('data-status', 'live');
    await expect(chip(page)).toHaveText('实时');
    const row = () =>
      page.getByRole('grid', { name: '设备状态实时数据' }).getByRole('row').filter({ hasText: 'YL-01' }).first();
    const before = await reportedAt(page, 'YL-01');
    expect(before).toMatch(/^2026-03-1\d \d\d:\d\d:\d\d$/);
    await expect(row().locator('[data-field="gnssQuality"]')).toHaveText('固定解');
    // State frames carry changed devices only, so the simulation is made to change one: YL-01's receiver
    // drops to a float solution from the simulated present. The advance hook answers once the new states are
    // written; the page has them through the stream.
    await backendHook('sim/episode', { device: 'YL-01', kind: 'gnssFloat', minutes: 10 });
    await backendHook('sim/advance', { seconds: 120 });
    await expect(row().locator('[data-field="gnssQuality"]')).toHaveText('浮点解', { timeout: 2_000 });
    expect(await reportedAt(page, 'YL-01')).not.toBe(before);
    await shot(page, 'live-states');
  });

  test('an outage turns the chip to 已断开 with the data’s age, and it comes back to 实时 by itself', async ({
    page,
  }) => {
    await openAs(page, 'admin', STATES);
    await expect(chip(page)).toHaveAttribute('data-status', 'live');
    await backendHook('live/suspend', { seconds: 4 });
    await expect(chip(page)).toHaveAttribute('data-status', 'down', { timeout: 5_000 });
    await expect(chip(page)).toContainText(/已断开 · \d+ 秒前/);
    await expect(chip(page)).toHaveAttribute('data-status', 'live', { timeout: 15_000 });
    // The rows are still the platform's.
    await expect(
      page.getByRole('grid', { name: '设备状态实时数据' }).getByRole('row').filter({ hasText: 'YL-01' }),
    ).toBeVisible();
  });

  test('a session revoked elsewhere ends the stream, and the reconnect meets the sign-out dialog', async ({
    page,
    context,
  }) => {
    await openAs(page, 'admin', STATES);
    await expect(chip(page)).toHaveAttribute('data-status', 'live');
    const { token } = (await unsealCookie((await sessionCookie(context))!.value)) as { token: string };
    await backendCall(`/api/auth/jwt/invalid?token=${encodeURIComponent(token)}`, { method: 'POST' });
    const dialog = page.getByRole('alertdialog', { name: '确定登出' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog).toContainText('你已被登出');
    await expect(chip(page)).toHaveAttribute('data-status', 'down');
  });

  test('the tabs of one sign-in share one stream, and another tab takes it over when its holder closes', async ({
    page,
    context,
  }) => {
    const streams = async () => (await backendCall('/__test/live/streams')).body.data as number;
    const topics = async () => (await backendCall('/__test/live/topics')).body.data as string[][];
    const rows = (tab: Page) => tab.getByRole('grid', { name: '设备状态实时数据' }).getByRole('row');
    const gnss = (tab: Page, device: string) =>
      rows(tab).filter({ hasText: device }).first().locator('[data-field="gnssQuality"]');
    /** A roller whose receiver has a fixed solution now (earlier specs leave some on a float one). */
    const fixedRoller = async (tab: Page, besides = '') => {
      const fixed = rows(tab).filter({ has: tab.locator('[data-field="gnssQuality"]', { hasText: '固定解' }) });
      const texts = await fixed.allInnerTexts();
      const device = texts.map((text) => text.match(/YL-\d\d/)?.[0]).find((code) => code && code !== besides);
      if (!device) throw new Error('no roller with a fixed solution on the state page');
      return device;
    };
    await openAs(page, 'admin', '/dashboard');
    await expect(chip(page)).toHaveAttribute('data-status', 'live');
    const tabs = [page];
    for (let i = 1; i < 10; i++) {
      const tab = await context.newPage();
      await tab.goto(i === 2 ? STATES : '/dashboard');
      await expect(chip(tab)).toHaveAttribute('data-status', 'live', { timeout: 10_000 });
      tabs.push(tab);
    }
    const states = tabs[2]!;
    // One stream for the browser, carrying the state page's topic although the first tab holds it.
    await expect.poll(streams).toBe(1);
    await expect.poll(topics).toEqual([expect.arrayContaining(['sim', 'znys.state'])]);
    await expect(
      rows(states)
        .filter({ hasText: /YL-\d\d/ })
        .first(),
    ).toBeVisible();
    const first = await fixedRoller(states);
    await backendHook('sim/episode', { device: first, kind: 'gnssFloat', minutes: 10 });
    await backendHook('sim/advance', { seconds: 120 });
    await expect(gnss(states, first)).toHaveText('浮点解', { timeout: 2_000 });

    // The tab that holds the stream closes: another opens it again, and every tab still open hears it. The second
    // roller is chosen now: two minutes on, a roller of the first choice may have left its shift.
    const second = await fixedRoller(states, first);
    await page.close();
    const closedAt = Date.now();
    await expect.poll(topics, { timeout: 5_000 }).toEqual([expect.arrayContaining(['sim', 'znys.state'])]);
    for (const tab of tabs.slice(1)) await expect(chip(tab)).toHaveAttribute('data-status', 'live', { timeout: 5_000 });
    expect(Date.now() - closedAt).toBeLessThan(5_000);
    await backendHook('sim/episode', { device: second, kind: 'gnssFloat', minutes: 10 });
    await backendHook('sim/advance', { seconds: 120 });
    await expect(gnss(states, second)).toHaveText('浮点解', { timeout: 2_000 });
    expect(await streams()).toBe(1);
  });

  test('closing and reopening the channel leaves no stream behind on the platform', async ({ page }) => {
    await signInQuietly(page, 'admin');
    for (let i = 0; i < 10; i++) {
      await page.goto(i % 2 ? STATES : '/dashboard');
      await expect(chip(page)).toHaveAttribute('data-status', 'live');
    }
    await page.goto('about:blank');
    await expect.poll(async () => (await backendCall('/__test/live/streams')).body.data, { timeout: 10_000 }).toBe(0);
  });

  test('a browser gone before its stream is answered leaves no stream behind either', async ({ page, context }) => {
    await openAs(page, 'admin', '/dashboard');
    const cookie = (await sessionCookie(context))!;
    await page.goto('about:blank');
    await expect.poll(async () => (await backendCall('/__test/live/streams')).body.data, { timeout: 10_000 }).toBe(0);
    // The platform holds each stream 2 s once its token is read; the browsers go inside that wait, while
    // the BFF waits for the platform's answer.
    await backendHook('fault', { mode: 'delay', ms: 2_000, paths: '/api/live/stream', count: 5 });
    try {
      const sockets = Array.from({ length: 5 }, () => {
        const socket = connect(E2E.port, '127.0.0.1', () => {
          socket.write(
            `GET /api/live/stream?topics=sim HTTP/1.1\r\nhost: 127.0.0.1:${E2E.port}\r\ncookie: ${cookie.name}=` +
              `${cookie.value}\r\naccept: text/event-stream\r\n\r\n`,
          );
        });
        socket.on('error', () => undefined);
        return socket;
      });
      // Every request has reached the platform (the fault is used up) before the browsers go.
      await expect
        .poll(async () => (await backendCall('/__test/fault')).body.data.mode, { timeout: 10_000 })
        .toBe('none');
      sockets.forEach((socket) => socket.destroy());
      // Past the delay, and well under the platform's 15 s ping, the first write that could find no reader.
      await page.waitForTimeout(2_500);
      await expect.poll(async () => (await backendCall('/__test/live/streams')).body.data, { timeout: 5_000 }).toBe(0);
    } finally {
      await backendHook('reset');
    }
  });

  test('a page the reader has sorted keeps its rows still and says how many changes wait', async ({ page }) => {
    await openAs(page, 'admin', `${STATES}?sort=-deviceCode`);
    await expect(chip(page)).toHaveAttribute('data-status', 'live');
    const grid = page.getByRole('grid', { name: '设备状态实时数据' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    const reads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/page')) reads.push(r.url());
    });
    await backendHook('sim/advance', { seconds: 120 });
    const waiting = page.getByRole('status').filter({ hasText: '此页读取后平台又有' });
    await expect(waiting).toBeVisible();
    expect(reads).toEqual([]);
    await waiting.getByRole('button', { name: '刷新查看' }).click();
    await expect(waiting).toBeHidden();
    expect(reads).toHaveLength(1);
    expect(new URL(reads[0]!).searchParams.get('order')).toBe('desc');
  });
});
