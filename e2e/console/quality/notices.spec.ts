import { expect as baseExpect, test, type Page } from '@playwright/test';
import { notice, shot } from '../../support/admin';
import { seriousViolations } from '../../support/axe';
import { backendCall, backendHook, openAs, simSettled } from '../../support/session';
import { E2E } from '../env.mjs';

// The notification centre in the header, against the reference backend's simulated site (seed 1, clock frozen at
// 2026-03-15 10:00 GMT+8, two days of history). Other specs force alarms in parallel, so counts are compared with
// the platform's answer at the moment, not with fixed numbers.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const START = '/pdcaManager/pdcaAlarmStatisticsManager';

async function unread(page: Page): Promise<number> {
  const reply = (await (await page.request.get('/api/pdca/notice/list?limit=1')).json()) as {
    data: { unread: { total: number } };
  };
  return reply.data.unread.total;
}

/** The bell shows what the platform counts (polled together: another spec's alarm may land in between). */
async function bellAgrees(page: Page) {
  const bell = page.getByTestId('notice-bell');
  await expect
    .poll(async () => Number(await bell.getAttribute('data-unread')) === (await unread(page)), { timeout: 15_000 })
    .toBe(true);
}

async function forceLabAlarm(place: string) {
  const forced = await backendCall('/__test/pdca/alarm', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ domain: 'lab', type: 'labFail', level: 3, value: 21, threshold: 30, place, message: place }),
  });
  expect(forced.body.status).toBe(200);
  return forced.body.data.alarmId as number;
}

test.beforeAll(simSettled);

test('the bell counts the reader’s unread alarms, a new one raises it live, an item opens its source page', async ({
  page,
}) => {
  await openAs(page, 'admin', START);
  const bell = page.getByTestId('notice-bell');
  await expect(bell).toBeVisible();
  await bellAgrees(page);
  const before = Number(await bell.getAttribute('data-unread'));
  expect(before).toBeGreaterThan(0);

  // A level-3 alarm reaches the open page over the live channel: the count rises without a reload.
  await forceLabAlarm('样品 E2E-通知');
  await expect.poll(async () => Number(await bell.getAttribute('data-unread'))).toBeGreaterThan(before);
  await bellAgrees(page);
  // Level 3 is also told at once, with a link to its source page.
  const told = notice(page, '样品 E2E-通知');
  await expect(told).toContainText('三级报警');
  await expect(told).toContainText('试验不合格 · 样品 E2E-通知：实测 21，限值 30');
  await expect(told.getByRole('link')).toHaveAttribute('href', '/sysManager/sysStabilityManager');
  await shot(page, 'notice-level3');

  await bell.click();
  const panel = page.getByRole('dialog', { name: '通知中心' });
  await expect(panel).toBeVisible();
  const first = panel.getByTestId('notice-item').first();
  await expect(first).toContainText('三级 · 试验不合格');
  await expect(first).toContainText('实测 21，限值 30');
  await expect(first).toContainText('样品 E2E-通知');
  await expect(first).toHaveAttribute('data-read', '0');
  await shot(page, 'notice-centre');
  expect(await seriousViolations(page)).toEqual([]);

  // By level: only level-3 items.
  await panel.getByRole('group', { name: '按等级筛选' }).getByRole('button', { name: /^三级/ }).click();
  // The filtered page replaces the whole list when it arrives.
  await expect
    .poll(async () => {
      const texts = await panel.getByTestId('notice-item').allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.startsWith('三级'));
    })
    .toBe(true);

  // The item opens the laboratory's page and counts as read, for this user in any browser.
  const count = Number(await bell.getAttribute('data-unread'));
  await panel.getByTestId('notice-item').first().click();
  await expect(page).toHaveURL(/\/sysManager\/sysStabilityManager$/);
  await expect(panel).toBeHidden();
  await expect.poll(async () => Number(await bell.getAttribute('data-unread'))).toBeLessThan(count + 1);
  const listed = (await (await page.request.get('/api/pdca/notice/list?level=3&limit=1')).json()) as {
    data: { rows: { place?: string; read: boolean }[] };
  };
  expect(listed.data.rows[0]).toMatchObject({ place: '样品 E2E-通知', read: true });
});

test('all read at once; unread only then lists none until the next alarm', async ({ page }) => {
  await openAs(page, 'admin', START);
  const bell = page.getByTestId('notice-bell');
  await bellAgrees(page);
  await bell.click();
  const panel = page.getByRole('dialog', { name: '通知中心' });
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/pdca/notice/readAll'));
  await panel.getByRole('button', { name: '全部已读' }).click();
  expect(((await (await answer).json()) as { data: { unread: { total: number } } }).data.unread.total).toBe(0);
  await panel.getByRole('button', { name: '只看未读' }).click();
  await bellAgrees(page);
  if ((await unread(page)) === 0) await expect(panel.getByText('没有未读通知')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await forceLabAlarm('样品 E2E-全部已读后');
  await expect.poll(async () => Number(await bell.getAttribute('data-unread'))).toBeGreaterThan(0);
});

test('a device forced offline past its timeout raises its alarm from the rule, live; once back it clears', async ({
  page,
}) => {
  // A camera on mains power, on no module's wall: 站坪东南角.
  const CAMERA = 'CAM-06';
  type Row = { id: number; type: string; deviceCode?: string; clearedAt?: string };
  const offlineAlarms = async () =>
    (
      (await (await page.request.get('/api/pdca/notice/list?limit=100')).json()) as { data: { rows: Row[] } }
    ).data.rows.filter((r) => r.type === 'deviceOffline' && r.deviceCode === CAMERA);
  await openAs(page, 'admin', START);
  const bell = page.getByTestId('notice-bell');
  await bellAgrees(page);
  const known = new Set((await offlineAlarms()).map((r) => r.id));
  const before = Number(await bell.getAttribute('data-unread'));

  // Offline for 8 minutes from the present; the rule raises the alarm once it has lasted 5.
  await backendHook('sim/episode', { device: CAMERA, kind: 'offline', minutes: 8 });
  await backendHook('sim/advance', { seconds: 330 });
  const written = Date.now();
  await expect
    .poll(async () => Number(await bell.getAttribute('data-unread')), { timeout: 3_000 })
    .toBeGreaterThan(before);
  console.log(`FIGURE forced-offline-alarm: bell ${Date.now() - written} ms after the advance answered`);
  const raised = (await offlineAlarms()).filter((r) => !known.has(r.id));
  expect(raised).toHaveLength(1);
  expect(raised[0]!.clearedAt).toBeUndefined();
  await bellAgrees(page);
  await bell.click();
  const panel = page.getByRole('dialog', { name: '通知中心' });
  const item = panel.getByTestId('notice-item').filter({ hasText: CAMERA }).first();
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('data-read', '0');
  await expect(item).not.toContainText('已解除');
  await page.keyboard.press('Escape');

  // The episode over, the camera is back: the alarm clears itself.
  await backendHook('sim/advance', { seconds: 180 });
  const cleared = (await offlineAlarms()).find((r) => r.id === raised[0]!.id)!;
  expect(cleared.clearedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await bell.click();
  await expect(panel.getByTestId('notice-item').filter({ hasText: CAMERA }).first()).toContainText(
    `${cleared.clearedAt} 已解除`,
  );
  await shot(page, 'notice-offline-cleared');
});

test('with the reader’s permission, level 3 also comes as a desktop notification while the console is hidden', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: E2E.baseURL });
  // The browser's side stood in for: the console in the background, a permission the reader is asked for, and the
  // notifications it makes recorded instead of shown.
  await context.addInitScript(() => {
    Object.defineProperty(document, 'hidden', { get: () => true });
    const made: { title: string; body?: string; tag?: string }[] = [];
    (window as unknown as { __made: typeof made }).__made = made;
    let permission: NotificationPermission = 'default';
    class Recorded {
      static get permission() {
        return permission;
      }
      static requestPermission() {
        permission = 'granted';
        return Promise.resolve(permission);
      }
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        made.push({ title, body: options?.body, tag: options?.tag });
      }
      close() {}
    }
    (window as unknown as { Notification: unknown }).Notification = Recorded;
  });
  const page = await context.newPage();
  await openAs(page, 'admin', START);
  await page.getByTestId('notice-bell').click();
  const panel = page.getByRole('dialog', { name: '通知中心' });
  await panel.getByRole('button', { name: '开启桌面通知' }).click();
  await expect(panel).toContainText('三级报警会以桌面通知提醒');
  await page.keyboard.press('Escape');
  const id = await forceLabAlarm('样品 E2E-桌面');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __made: unknown[] }).__made))
    .toEqual([{ title: '三级报警', body: '试验不合格 · 样品 E2E-桌面：实测 21，限值 30', tag: `alarm-${id}` }]);
  await context.close();
});

test('in English: the item is composed from the alarm’s fields, not the platform’s Chinese text', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await forceLabAlarm('Sample E2E-en');
  await openAs(page, 'admin', START);
  await page.getByTestId('notice-bell').click();
  const panel = page.getByRole('dialog', { name: 'Notification centre' });
  const item = panel.getByTestId('notice-item').filter({ hasText: 'Sample E2E-en' }).first();
  await expect(item).toContainText('Level 3 · Failed lab test');
  await expect(item).toContainText('21 against a limit of 30');
  await shot(page, 'notice-centre-en');
});

test('on a phone the panel fits the screen and every item can be reached', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await openAs(page, 'admin', START);
  await page.getByTestId('notice-bell').tap();
  const panel = page.getByRole('dialog', { name: '通知中心' });
  await expect(panel.getByTestId('notice-item').first()).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const bell = (await page.getByTestId('notice-bell').boundingBox())!;
  expect(Math.min(bell.width, bell.height)).toBeGreaterThanOrEqual(44);
  await shot(page, 'notice-centre-phone');
  await context.close();
});

test('the supervisor acknowledges an alarm: who and when show at once, it is read; the contractor has none', async ({
  page,
  browser,
}) => {
  const id = await forceLabAlarm('样品 E2E-确认');
  await openAs(page, 'jl01', START);
  const listed = (await (await page.request.get('/api/pdca/notice/list?level=3&limit=50')).json()) as {
    data: { rows: { id: number; alarmNo: string }[] };
  };
  const alarmNo = listed.data.rows.find((r) => r.id === id)!.alarmNo;
  await bellAgrees(page);
  await page.getByTestId('notice-bell').click();
  const panel = page.getByRole('dialog', { name: '通知中心' });
  const ack = panel.getByRole('button', { name: `确认报警 ${alarmNo}` });
  await expect(ack).toBeVisible();
  const item = panel.getByTestId('notice-item').filter({ hasText: '样品 E2E-确认' });
  await expect(item).toHaveAttribute('data-read', '0');
  const before = await unread(page);
  await ack.click();
  await expect(item).toContainText(/监理员01 2026-03-15 \d\d:\d\d:\d\d 已确认/);
  await expect(ack).toHaveCount(0);
  // Acknowledged is seen: read for the supervisor, one fewer on the bell.
  await expect(item).toHaveAttribute('data-read', '1');
  await expect.poll(() => unread(page)).toBe(before - 1);
  await bellAgrees(page);
  await shot(page, 'notice-acked');
  expect(await seriousViolations(page)).toEqual([]);

  const context = await browser.newContext({ baseURL: E2E.baseURL, locale: 'zh-CN' });
  try {
    const contractor = await context.newPage();
    await openAs(contractor, 'sg01', START);
    await contractor.getByTestId('notice-bell').click();
    const theirs = contractor.getByRole('dialog', { name: '通知中心' });
    await expect(theirs.getByTestId('notice-item').filter({ hasText: '样品 E2E-确认' })).toContainText('已确认');
    await expect(theirs.getByRole('button', { name: /^确认报警/ })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
