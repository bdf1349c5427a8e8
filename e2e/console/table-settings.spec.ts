import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { openAs, signInQuietly } from '../support/session';

// Column settings kept for the user by the platform: changed in one browser, found in another after sign-in, and
// put back by a reset. The table is the asphalt batches' list (a kit resource table).

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const LQ = '/lqzManager/lqzQueryManager';
const SETTINGS = '/api/admin/user/tableSettings';

const headers = (page: Page) => page.getByRole('grid').getByRole('columnheader').allInnerTexts();
const firstWidth = (page: Page) =>
  page
    .getByRole('grid')
    .locator('col')
    .first()
    .evaluate((col) => (col as HTMLElement).style.width);
const saved = (page: Page, method: 'PUT' | 'DELETE') =>
  page.waitForResponse((r) => r.url().includes(`${SETTINGS}/`) && r.request().method() === method, {
    timeout: 15_000,
  });

test('column settings changed in one browser appear in another after sign-in, and a reset puts them back', async ({
  page,
  otherBrowser,
}) => {
  await openAs(page, 'admin', LQ);
  await expect(page.getByRole('grid').getByRole('columnheader').first()).toBeVisible();
  const built = (await headers(page)).map((h) => h.trim());
  expect(built.length).toBeGreaterThan(4);
  try {
    // Some columns start hidden: the button says how many.
    const picker = (p: Page) => p.getByRole('button', { name: /^列/ });
    const hiddenBefore = Number((await picker(page).innerText()).match(/隐藏 (\d+)/)?.[1] ?? 0);
    await picker(page).click();
    const panel = page.getByRole('dialog', { name: '列设置' });
    await expect(panel.getByText('为您保存')).toBeVisible();
    await panel.getByRole('checkbox', { name: built[2], exact: true }).uncheck();
    const down = panel.getByRole('button', { name: `下移 ${built[0]}`, exact: true });
    const put = saved(page, 'PUT');
    await down.click();
    // The moved row's button keeps the focus, so it can be moved again by keyboard.
    await expect(down).toBeFocused();
    expect((await put).status()).toBe(200);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    // Its (invisible) backdrop goes once the closing transition has ended.
    await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
    const mine = [built[1], built[0], ...built.slice(3)];
    expect((await headers(page)).map((h) => h.trim())).toEqual(mine);
    await expect(picker(page)).toHaveText(`列（隐藏 ${hiddenBefore + 1}）`);

    // A header's edge dragged 80 px wider.
    const edge = page.getByRole('grid').locator('[data-resize]').first();
    const box = (await edge.boundingBox())!;
    const widened = saved(page, 'PUT');
    const before = await page
      .getByRole('grid')
      .getByRole('columnheader')
      .first()
      .evaluate((h) => h.clientWidth);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await widened;
    const width = await firstWidth(page);
    expect(Math.abs(parseInt(width, 10) - (before + 80))).toBeLessThanOrEqual(2);

    // Another browser, another sign-in: the same table as left.
    const { page: other } = await otherBrowser();
    await signInQuietly(other, 'admin');
    await other.goto(LQ);
    await expect.poll(async () => (await headers(other)).map((h) => h.trim())).toEqual(mine);
    expect(await firstWidth(other)).toBe(width);

    // Reset there: the table as built, here too after a reload.
    await expect(picker(other)).toHaveText(`列（隐藏 ${hiddenBefore + 1}）`);
    await picker(other).click();
    const reset = saved(other, 'DELETE');
    await other.getByRole('dialog', { name: '列设置' }).getByRole('button', { name: '恢复默认' }).click();
    expect((await reset).status()).toBe(200);
    // The open panel hides the grid from assistive technology (and so from getByRole).
    await other.keyboard.press('Escape');
    await expect.poll(async () => (await headers(other)).map((h) => h.trim())).toEqual(built);
    await page.reload();
    await expect.poll(async () => (await headers(page)).map((h) => h.trim())).toEqual(built);
    expect(await firstWidth(page)).not.toBe(width);
  } finally {
    // Other specs read this table as built.
    await page.request.delete(`${SETTINGS}/lqzQueryManager.lqBatch`, {
      headers: { origin: new URL(page.url()).origin },
      timeout: 15_000,
    });
  }
});
