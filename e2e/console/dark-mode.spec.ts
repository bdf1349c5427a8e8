import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { HOME_PATH } from '../../lib/routes/catalogue';
import { seriousViolations } from '../support/axe';
import { E2E } from './env.mjs';
import { signInShell, viewOf } from '../support/shell';
import { shot } from '../support/admin';

// lib/theme/theme.ts: the page background of each scheme (body, from CssBaseline).
const LIGHT_BG = 'rgb(240, 242, 245)'; // #f0f2f5
const DARK_BG = 'rgb(16, 19, 24)'; // #101318
const USERS = '/baseManager/userManager';
/** The screens as judged, for a person to look at (ADMIN_SHOTS=1, as the other suites' shots). */
const SHOTS = process.env.ADMIN_SHOTS === '1';

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);

/**
 * What the browser is about to paint first: an init script runs before the page's own scripts and
 * its first animation frame comes before the first paint, so a light flash would be caught here.
 */
async function recordFirstFrame(context: BrowserContext) {
  await context.addInitScript(() => {
    requestAnimationFrame(() => {
      const w = window as unknown as { __firstFrame?: { bg: string; cls: string } };
      w.__firstFrame = {
        bg: document.body ? getComputedStyle(document.body).backgroundColor : 'no body',
        cls: document.documentElement.className,
      };
    });
  });
}
const firstFrame = async (page: Page) => {
  await page.waitForFunction(() => '__firstFrame' in window);
  return page.evaluate(() => (window as unknown as { __firstFrame: { bg: string; cls: string } }).__firstFrame);
};

const preferences = (mode: string, color?: string) => [
  { name: 'color-mode', value: mode, url: E2E.baseURL },
  ...(color ? [{ name: 'theme-color', value: color, url: E2E.baseURL }] : []),
];

test.describe('dark mode', () => {
  // Real builds, a real backend and several screens per test: generous on a loaded machine.
  test.describe.configure({ timeout: 180_000 });

  test(
    'the picker switches light / dark / system at once by keyboard, the cookie keeps it, a reload has no light ' +
      'flash',
    async ({ page, context, browser }) => {
      await recordFirstFrame(context);
      await signInShell(page, 'admin');
      expect(await bodyBackground(page)).toBe(LIGHT_BG);

      await page.getByRole('button', { name: '换肤' }).click();
      const picker = page.getByRole('dialog', { name: '主题色' });
      const modes = picker.getByRole('group', { name: '外观' });
      await expect(modes.getByRole('button')).toHaveText(['浅色', '深色', '跟随系统']);
      await expect(modes.getByRole('button', { name: '浅色' })).toHaveAttribute('aria-pressed', 'true');

      // Keyboard only: the group is one tab stop (the pressed button); arrows move within it.
      await modes.getByRole('button', { name: '浅色' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(modes.getByRole('button', { name: '深色' })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(modes.getByRole('button', { name: '深色' })).toHaveAttribute('aria-pressed', 'true');
      // Applied on the page without a reload, the popover still open.
      await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);
      await expect(page.locator('html')).toHaveClass('scheme-dark');
      await expect(picker).toBeVisible();
      await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'color-mode')?.value).toBe('dark');
      // The server action's re-render must not put the light class back.
      await page.waitForTimeout(1000);
      expect(await bodyBackground(page)).toBe(DARK_BG);
      await shot(page, 'dark-picker');
      await page.keyboard.press('Escape');

      // The server renders it: the HTML carries the class, and a page without JavaScript is dark.
      const html = await (await page.request.get(HOME_PATH)).text();
      expect(html).toMatch(/<html[^>]*class="scheme-dark"/);
      const noJs = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await context.storageState(),
        locale: 'zh-CN',
      });
      try {
        const first = await noJs.newPage();
        await first.goto(HOME_PATH);
        expect(await bodyBackground(first)).toBe(DARK_BG);
        await first.goto('/dashboard');
        expect(await bodyBackground(first)).toBe(DARK_BG);
      } finally {
        await noJs.close();
      }

      // With JavaScript: dark from the first frame of the reload on, and after hydration.
      await page.reload();
      expect(await firstFrame(page)).toEqual({ bg: DARK_BG, cls: 'scheme-dark' });
      await expect(viewOf(page, HOME_PATH).getByRole('heading', { level: 1 })).toBeVisible();
      expect(await bodyBackground(page)).toBe(DARK_BG);

      // System: follows the emulated preference at once and on change, with no reload.
      await page.getByRole('button', { name: '换肤' }).click();
      await page.emulateMedia({ colorScheme: 'light' });
      await modes.getByRole('button', { name: '跟随系统' }).click();
      await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BG);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === 'color-mode')?.value)
        .toBe('system');

      // And back to light, which the reload keeps.
      await modes.getByRole('button', { name: '浅色' }).click();
      await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BG);
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === 'color-mode')?.value)
        .toBe('light');
      await page.keyboard.press('Escape');
      await page.reload();
      expect(await firstFrame(page)).toEqual({ bg: LIGHT_BG, cls: 'scheme-light' });
    },
  );

  test(
    'system mode with a dark preference: no light frame with JavaScript, none without, the client hint honoured, ' +
      'the script allowed by the CSP',
    async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: 'dark', locale: 'zh-CN' });
      try {
        await context.addCookies(preferences('system'));
        await recordFirstFrame(context);
        const page = await context.newPage();
        const cspErrors: string[] = [];
        page.on(
          'console',
          (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && cspErrors.push(m.text()),
        );
        await page.goto('/login');
        const first = await firstFrame(page);
        expect(first.bg).toBe(DARK_BG);
        // The inline script (with the nonce) set the explicit class before that frame.
        expect(first.cls).toBe('scheme-dark');
        await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
        expect(cspErrors).toEqual([]);

        // A light preference gets the light scheme from the same cookie.
        await page.emulateMedia({ colorScheme: 'light' });
        await page.reload();
        expect(await firstFrame(page)).toEqual({ bg: LIGHT_BG, cls: 'scheme-light' });
      } finally {
        await context.close();
      }

      // Without JavaScript (no script, and Chromium then sends no client hints): CSS alone decides.
      for (const [scheme, bg] of [
        ['dark', DARK_BG],
        ['light', LIGHT_BG],
      ] as const) {
        const noJs = await browser.newContext({ javaScriptEnabled: false, colorScheme: scheme, locale: 'zh-CN' });
        try {
          await noJs.addCookies(preferences('system'));
          const page = await noJs.newPage();
          await page.goto('/login');
          expect(await htmlClass(page)).toBe('scheme-auto');
          expect(await bodyBackground(page)).toBe(bg);
        } finally {
          await noJs.close();
        }
      }

      // Where the browser sends the hint, the server renders the scheme itself; an explicit mode wins.
      const api = await browser.newContext();
      try {
        await api.addCookies(preferences('system'));
        const hinted = await (
          await api.request.get('/login', { headers: { 'Sec-CH-Prefers-Color-Scheme': '"dark"' } })
        ).text();
        expect(hinted).toMatch(/<html[^>]*class="scheme-dark"/);
        const response = await api.request.get('/login');
        expect(response.headers()['accept-ch']).toMatch(/Sec-CH-Prefers-Color-Scheme/i);
        await api.addCookies(preferences('light'));
        expect(
          await (await api.request.get('/login', { headers: { 'Sec-CH-Prefers-Color-Scheme': '"dark"' } })).text(),
        ).toMatch(/<html[^>]*class="scheme-light"/);
        // A forged cookie is read as the default, never echoed into the page.
        await api.addCookies([{ name: 'color-mode', value: 'x"><script>alert(1)</script>', url: E2E.baseURL }]);
        const forged = await (await api.request.get('/login')).text();
        expect(forged).toMatch(/<html[^>]*class="scheme-light"/);
        expect(forged).not.toContain('alert(1)');
      } finally {
        await api.close();
      }
    },
  );

  for (const color of [undefined, '#304156', '#11A983']) {
    for (const mode of ['dark', 'light'] as const) {
      test(
        `axe: /login, /dashboard, ${USERS} and its dialog in ` + `${mode} mode, theme colour ${color ?? 'default'}`,
        async ({ browser }) => {
          const context = await browser.newContext({ locale: 'zh-CN' });
          try {
            await context.addCookies(preferences(mode, color));
            const page = await context.newPage();
            const look = async (what: string) => {
              if (SHOTS)
                await page.screenshot({ path: `/tmp/dark-mode-${what}-${mode}-${(color ?? 'default').slice(1)}.png` });
            };
            await page.goto('/login');
            await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
            expect(await bodyBackground(page)).toBe(mode === 'dark' ? DARK_BG : LIGHT_BG);
            expect(await seriousViolations(page)).toEqual([]);
            await look('login');

            await signInShell(page, 'admin');
            await page.goto('/dashboard');
            await expect(page.getByRole('region', { name: '我的模块' })).toBeVisible();
            expect(await seriousViolations(page)).toEqual([]);
            await look('dashboard');

            await page.goto(USERS);
            await expect(page.getByRole('grid', { name: '用户列表' }).getByRole('row').nth(1)).toBeVisible({
              timeout: 20_000,
            });
            expect(await seriousViolations(page)).toEqual([]);
            await look('users');

            // A dialog (the raised surface) with errors and a focused label in the theme colour.
            await page.getByRole('button', { name: '新增用户' }).click();
            const dialog = page.getByRole('dialog', { name: '新增用户' });
            await dialog.getByRole('button', { name: '保存' }).click();
            await expect(dialog.getByText('此项为必填项')).toHaveCount(3);
            await dialog.getByRole('textbox', { name: '姓名' }).focus();
            expect(await seriousViolations(page)).toEqual([]);
            await look('dialog');
          } finally {
            await context.close();
          }
        },
      );
    }
  }
});
