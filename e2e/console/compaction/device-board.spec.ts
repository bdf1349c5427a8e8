import { expect as baseExpect, test, type Page } from '@playwright/test';
import { shot } from '../../support/admin';
import { signedInApi } from '../../support/api';
import { seriousViolations } from '../../support/axe';
import { backendHook, openAs, signInQuietly } from '../../support/session';
import { E2E } from '../env.mjs';

// The device state board (设备状态监控, both menu entries) against the reference backend's simulated site
// (seed 1, frozen clock): a card per roller and paver as the platform reports it, the counts, the
// filters, and a forced offline episode reaching the open board through the live channel.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const BOARD = '/znysManager/znysDeviceStateMonitorManager';
const DIR_BOARD = '/znysDeviceDirManager/znysDeviceDirStateMonitorManager';

type State = { deviceCode: string; kind: string; online?: number };

async function platformStates(): Promise<State[]> {
  const api = await signedInApi('admin');
  const body = (await (await api.get('/api/znys/deviceState/latest/page?limit=500')).json()) as {
    data: { total: number; rows: State[] };
  };
  expect(body.data.rows.length).toBe(body.data.total);
  return body.data.rows;
}

const card = (page: Page, code: string) => page.getByTestId(`device-card-${code}`);

test('the board shows every roller and paver with the state the platform reports, counted on top', async ({ page }) => {
  const states = await platformStates();
  expect(states.length).toBeGreaterThan(2);
  const online = states.filter((s) => s.online === 1).length;
  await openAs(page, 'admin', BOARD);
  const cards = page.getByRole('list', { name: '设备卡片' }).getByRole('listitem');
  await expect(cards).toHaveCount(states.length);
  for (const s of states) {
    await expect(card(page, s.deviceCode).getByTestId('card-status')).toHaveText(s.online === 1 ? '在线' : '离线');
  }
  await expect(page.getByTestId('count-total')).toContainText(String(states.length));
  // A roller has no battery: its supply voltage stands in, never a missing value.
  await expect(card(page, states[0]!.deviceCode).locator('[data-field="power"]')).toHaveText(
    /^(\d+(\.\d+)? V|\d+%|—)$/,
  );
  await expect(page.getByTestId('count-online')).toContainText(String(online));
  await expect(page.getByTestId('count-offline')).toContainText(String(states.length - online));
  // The cards take the keyboard's focus in order.
  await card(page, states[0]!.deviceCode).focus();
  await page.keyboard.press('Tab');
  await expect(card(page, states[1]!.deviceCode)).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'device-board');

  // The kind filter keeps the pavers only, in the URL.
  await page.getByRole('combobox', { name: '设备类型' }).click();
  await page.getByRole('option', { name: '摊铺机' }).click();
  await expect(page).toHaveURL(/kind=paver/);
  await expect(cards).toHaveCount(states.filter((s) => s.kind === 'paver').length);
  await expect(page.getByTestId('count-total')).toContainText(String(states.filter((s) => s.kind === 'paver').length));
});

test('a forced offline episode turns that card offline on the open board without a reload', async ({ page }) => {
  await openAs(page, 'admin', DIR_BOARD);
  await expect(page.getByTestId('live-chip')).toHaveAttribute('data-status', 'live');
  const target = (await platformStates()).find((s) => s.online === 1);
  expect(target).toBeDefined();
  const code = target!.deviceCode;
  await expect(card(page, code)).toHaveAttribute('data-online', '1');
  await page.evaluate(() => ((window as unknown as { boardMark: number }).boardMark = 1));
  await backendHook('sim/episode', { device: code, kind: 'offline', minutes: 30 });
  await backendHook('sim/advance', { seconds: 600 });
  // The platform says so first; the board follows through the stream, in the same document.
  expect((await platformStates()).find((s) => s.deviceCode === code)?.online).not.toBe(1);
  await expect(card(page, code)).toHaveAttribute('data-online', '0');
  await expect(card(page, code).getByTestId('card-status')).toHaveText('离线');
  await expect(card(page, code).getByTestId('card-age')).toContainText(/分钟前|秒前/);
  expect(await page.evaluate(() => (window as unknown as { boardMark?: number }).boardMark)).toBe(1);
  await shot(page, 'device-board-offline');
});

test('the board in English', async ({ page, context }) => {
  await signInQuietly(page, 'admin');
  await context.addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.goto(BOARD);
  await expect(page.getByRole('list', { name: 'Devices' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('count-total')).toContainText('Total');
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'device-board-en');
});
