import { expect, test } from '@playwright/test';
import { surveyPages } from '../support/page-fit';
import { sidebar, signInShell } from '../support/shell';

// The console on a tablet (1024 × 768, touch): the desk layout stays, the sidebar beside the page, and every page
// fits the window (phone.spec.ts: the same survey at 390 × 844).

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

test('the sidebar stays beside the page, and every catalogue page opens with nothing past the window', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signInShell(page, 'admin');
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByTestId('sidebar-backdrop')).toHaveCount(0);
  expect(await surveyPages(page)).toEqual([]);
});
