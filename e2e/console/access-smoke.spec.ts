import { expect, test } from '@playwright/test';
import { allScreens } from '../../lib/routes/lookup';
import { signedInApi } from '../support/api';

// The every-page smoke's other half: a user sees only the pages its menus permit, and every module API behind
// a menu it does not hold answers it 403 — asked for every menu-gated read the platform lists on its
// service-API screen, through the BFF as the browser would.

test.describe.configure({ timeout: 300_000 });

interface RouteRow {
  method: string;
  path: string;
  access: 'public' | 'signedIn' | 'menu' | 'element';
  menus: string[];
}

interface MenuNode {
  code: string;
  children?: MenuNode[];
}

const SHARED_READS =
  /^\/api\/(admin\/|dict\/dictValue\/types?\b|live\/stream$|site\/(section|layer)\/|site\/sim\/status$)/;

const codesOf = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.code, ...codesOf(n.children ?? [])]);

/** The browser's path for a route pattern: `:id` → 1, `{code}` → a plain code, `<id>` → a hex id; Zipkin's read API
 * is reached through the BFF's monitor prefix (lib/bff/monitor-upstream.ts), which checks the menu itself. */
const browserPath = (pattern: string) =>
  pattern
    .replace(/^\/api\/v2\//, '/api/monitor/zipkin/')
    .replace(/:\w+/g, '1')
    .replace(/\{\w+\}/g, 'x1')
    .replace(/<\w+>/g, 'a1b2c3d4e5f60718'); // a trace id's shape

test('test opens only its permitted pages and gets 403 from every other module API', async () => {
  const admin = await signedInApi('admin');
  const routes: RouteRow[] = [];
  for (let page = 1; ; page++) {
    const body = await (await admin.get(`/api/monitor/routes?method=GET&limit=100&page=${page}`)).json();
    expect(body.status).toBe(200);
    routes.push(...(body.data.rows as RouteRow[]));
    if (routes.length >= body.data.total) break;
  }
  // A read open to every signed-in user is one of the platform's own (as upstream) or a shared lookup
  // (docs/architecture.md, docs/modules/README.md); a module read must name its menus.
  const open = routes.filter((r) => r.access === 'signedIn' && !SHARED_READS.test(r.path)).map((r) => r.path);
  expect(open).toEqual([]);
  const gated = routes.filter((r) => r.access === 'menu' && r.path.startsWith('/api/'));
  expect(gated.length).toBeGreaterThan(150);

  const user = await signedInApi('test');
  const menus = await (await user.get('/api/admin/user/front/menus')).json();
  const held = new Set(codesOf(Array.isArray(menus) ? menus : menus.data));
  expect(held.size).toBeGreaterThan(0);

  // Pages: the permitted ones render, every other one answers with the shell's 401/403 page.
  const screens = allScreens().filter((m) => !m.screen.children?.length);
  const opened: string[] = [];
  for (const { path, screen } of screens) {
    const reply = await user.get(path, { maxRedirects: 0 });
    if (held.has(screen.code)) {
      expect(reply.status(), path).toBe(200);
      opened.push(screen.code);
    } else expect([401, 403], path).toContain(reply.status());
  }
  expect(opened.length).toBeGreaterThan(0);
  expect(opened.length).toBeLessThan(screens.length);

  // Module APIs: every read gated by menus the user holds none of is refused before its handler runs.
  const refused = gated.filter((r) => !r.menus.some((m) => held.has(m)));
  expect(refused.length).toBeGreaterThan(100);
  const answered: string[] = [];
  for (const route of refused) {
    const reply = await user.get(browserPath(route.path));
    const body = await reply.json().catch(() => ({}));
    if (reply.status() !== 403 || body.status !== 40301)
      answered.push(`${route.path} → ${reply.status()} ${JSON.stringify(body).slice(0, 80)}`);
  }
  expect(answered).toEqual([]);
  test.info().annotations.push({
    type: 'access',
    description:
      `${opened.length} of ${screens.length} pages open for test; ${refused.length} menu-gated reads refused ` +
      `with 403`,
  });
  await user.dispose();
  await admin.dispose();
});
