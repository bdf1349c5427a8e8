import { expect, test } from '@playwright/test';
import { catalogue } from '../../lib/routes/catalogue';
import { allScreens } from '../../lib/routes/lookup';
import { ADMIN_SCREENS, CATALOGUE_PARTS, kindOf, walkCatalogue } from '../support/catalogue-walk';
import { signInShell } from '../support/shell';

// Every page of the catalogue opens for an administrator without a script error: it shows its platform data
// (or its empty state), never the "module not connected" notice. The walk's second part runs in navigation.spec.ts, in
// the other shard (e2e/support/catalogue-walk.ts).

test(
  'every catalogue screen is a built page or an administration screen; the two parts of the walk cover the ' +
    'catalogue',
  () => {
    const screens = allScreens();
    expect(screens).toHaveLength(143);
    const kinds = screens.map(({ screen }) => kindOf(screen.code));
    expect(screens.filter((_, i) => kinds[i] === undefined).map(({ path }) => path)).toEqual([]);
    expect(kinds.filter((k) => k === 'admin')).toHaveLength(ADMIN_SCREENS.length);
    expect(CATALOGUE_PARTS.flat().map((g) => g.code)).toEqual(catalogue.map((g) => g.code));
  },
);

test('every catalogue page opens, first part: each shows its platform data', async ({ page }, testInfo) => {
  test.setTimeout(600_000);
  await signInShell(page, 'admin'); // hydrated: the first click opens a group
  const walked = await walkCatalogue(page, CATALOGUE_PARTS[0]);
  expect(walked).toBe(allScreens(CATALOGUE_PARTS[0]).length);
  testInfo.annotations.push({ type: 'pages', description: `${walked} screens walked` });
});
