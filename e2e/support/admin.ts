import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { E2E } from '../console/env.mjs';

/** A name no other test (or earlier run) uses: the suites never depend on order or counts. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** Signs in any user through the real form (the seed users have `signIn` in session.ts). */
export async function signInAs(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '账号' }).fill(username);
  await page.getByRole('textbox', { name: '密码' }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export type OtherBrowser = () => Promise<{ context: BrowserContext; page: Page }>;

/**
 * Playwright's test with `otherBrowser()`: a second browser, as another person would use (its own cookies, its own
 * session), closed when the test ends. A page left open goes on reading, polling and holding a live stream through
 * every later test of the worker: a shard's one worker then runs its last specs beside a handful of stale pages.
 */
export const test = base.extend<{ otherBrowser: OtherBrowser }>({
  otherBrowser: async ({ browser }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async () => {
      const context = await browser.newContext({
        baseURL: E2E.baseURL,
        locale: 'zh-CN',
        viewport: { width: 1366, height: 850 },
      });
      opened.push(context);
      return { context, page: await context.newPage() };
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

export const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

/** The notice that confirms a write. */
export const notice = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** Screenshots for the review of the screens; written only when ADMIN_SHOTS=1. */
export async function shot(page: Page, name: string) {
  if (process.env.ADMIN_SHOTS === '1') await page.screenshot({ path: `/tmp/admin-${name}.png` });
}

type Reply = { status: number; message?: string; data?: unknown };

async function json(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<Reply> {
  const body = (await response.json()) as Reply;
  return body;
}

/** Setup through the BFF as admin, when a test is about something else than the form that would do it. */
export const adminApi = (api: APIRequestContext) => ({
  async createUser(username: string, password = 'secret-1') {
    const reply = await json(
      await api.post('/api/admin/user/add', { data: { username, name: `E2E ${username}`, password } }),
    );
    expect(reply.status, reply.message).toBe(200);
    return reply.data as { id: number; username: string };
  },
  async roleTypeId(code = 'role'): Promise<number> {
    const types = (await (await api.get('/api/admin/groupType/all')).json()) as { id: number; code: string }[];
    return types.find((t) => t.code === code)!.id;
  },
  async createRole(code: string, name = `E2E ${code}`) {
    const reply = await json(
      await api.post('/api/admin/group', { data: { code, name, groupType: await this.roleTypeId(), parentId: -1 } }),
    );
    expect(reply.status, reply.message).toBe(200);
    return reply.data as { id: number };
  },
  async menuId(code: string): Promise<number> {
    const menus = (await (await api.get('/api/admin/menu/all')).json()) as { id: number; code: string }[];
    return menus.find((m) => m.code === code)!.id;
  },
  async grantMenus(roleId: number, codes: string[]) {
    const ids = await Promise.all(codes.map((c) => this.menuId(c)));
    const reply = await json(
      await api.put(`/api/admin/group/${roleId}/authority/menu`, { data: { menuTrees: ids.join(',') } }),
    );
    expect(reply.status, reply.message).toBe(200);
  },
  /** Adds menus to a role's grants, keeping what it holds (the platform's call replaces them all). */
  async addMenuGrants(roleCode: string, menuIds: number[]) {
    const groups = (await (await api.get('/api/admin/group/all')).json()) as { id: number; code: string }[];
    const role = groups.find((g) => g.code === roleCode)!;
    const held = (await json(await api.get(`/api/admin/group/${role.id}/authority/menu`))).data as { id: number }[];
    const ids = [...new Set([...held.map((m) => m.id), ...menuIds])];
    const reply = await json(
      await api.put(`/api/admin/group/${role.id}/authority/menu`, { data: { menuTrees: ids.join(',') } }),
    );
    expect(reply.status, reply.message).toBe(200);
  },
  async setMembers(roleId: number, userIds: number[]) {
    const reply = await json(
      await api.put(`/api/admin/group/${roleId}/user`, { data: { members: userIds.join(','), leaders: '' } }),
    );
    expect(reply.status, reply.message).toBe(200);
  },
  async gateLog(query: Record<string, string>) {
    const reply = await json(await api.get('/api/admin/gateLog/page', { params: { limit: '100', ...query } }));
    return reply.data as {
      total: number;
      rows: { menu: string; opt: string; uri: string; body?: string; crtName: string }[];
    };
  },
});
