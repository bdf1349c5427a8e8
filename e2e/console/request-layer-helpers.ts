import { expect, type BrowserContext, type Page } from '@playwright/test';
import { E2E } from './env.mjs';
import { openAs } from '../support/session';

// What the request-layer specs share: calls through the browser request layer, signing in until the layer is
// there, and timing the notices it shows.

export type CallOptions = { method?: string; body?: unknown; query?: Record<string, string> };

/** Calls `request` in the page; resolves to 'ok' or the RequestError's kind. */
export function call(page: Page, path: string, options: CallOptions = {}): Promise<string> {
  return page.evaluate(
    ([p, o]) => {
      const layer = (window as unknown as { __consoleRequest: (p: string, o: unknown) => Promise<unknown> })
        .__consoleRequest;
      return layer(p, o).then(
        () => 'ok',
        (e: { kind?: string }) => e.kind ?? 'thrown',
      );
    },
    [path, options] as const,
  );
}

/** The hook appears once the page has hydrated. */
export async function expectLayer(page: Page) {
  const present = await page
    .waitForFunction(
      () => typeof (window as unknown as { __consoleRequest?: unknown }).__consoleRequest === 'function',
      null,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
  expect(present, 'console built without NEXT_PUBLIC_E2E_HOOKS=1: rebuild with CONSOLE_FORCE_BUILD=1').toBe(true);
}

export async function signedIn(page: Page, user: keyof typeof E2E.users = 'admin') {
  // A light page (the home route draws the site map): the layer and its notices are the same on every page.
  await openAs(page, user, '/dashboard');
  // Hydrated and settled: the live channel is connected (its stream never lets the network go idle).
  await expect(page.getByTestId('live-chip')).toHaveAttribute('data-status', 'live', { timeout: 20_000 });
  await expectLayer(page);
}

export async function useEnglish(page: Page, context: BrowserContext) {
  await context.addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectLayer(page);
}

/**
 * Starts timing the notice that contains `text`: from the moment it enters the DOM until it
 * has left it (its exit transition included). Returns a function that waits for that lifetime.
 */
export async function timeNotice(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    const w = window as unknown as { __lifetime?: Promise<number> };
    w.__lifetime = new Promise<number>((resolve) => {
      let appeared = 0;
      const present = () =>
        [...document.querySelectorAll('.notistack-SnackbarContainer [role="alert"]')].some((el) =>
          el.textContent?.includes(wanted),
        );
      const observer = new MutationObserver(() => {
        if (!appeared && present()) appeared = performance.now();
        else if (appeared && !present()) {
          observer.disconnect();
          resolve(performance.now() - appeared);
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, text);
  return () => page.evaluate(() => (window as unknown as { __lifetime: Promise<number> }).__lifetime);
}

/** Shown for its spec'd time: not gone early, not kept past the exit transition. */
export function expectShownFor(lifetime: number, ms: number) {
  expect(lifetime).toBeGreaterThanOrEqual(ms - 50);
  expect(lifetime).toBeLessThan(ms + 1000);
}

/** The layer's messages and notifications (the page may hold alerts of its own). */
export const notices = (page: Page) => page.locator('.notistack-SnackbarContainer').getByRole('alert');
export const notice = (page: Page, ...texts: string[]) =>
  texts.reduce((l, t) => l.filter({ hasText: t }), notices(page));

export async function expectMessage(
  page: Page,
  trigger: () => Promise<string>,
  kind: string,
  text: string,
  ms: number,
) {
  const lifetime = await timeNotice(page, text);
  expect(await trigger()).toBe(kind);
  await expect(notice(page, text)).toHaveCount(1);
  await expect(notice(page, text)).toBeVisible();
  expectShownFor(await lifetime(), ms);
}

export const duplicateUser = { username: 'admin', password: 'Secret-123', name: 'Duplicate admin' };
