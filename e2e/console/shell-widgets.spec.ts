import { expect, test, type Page } from '@playwright/test';
import { catalogue, HOME_PATH } from '../../lib/routes/catalogue';
import { E2E } from './env.mjs';
import {
  atPath,
  openFromSidebar,
  signInShell,
  plantProbe,
  sidebar,
  simpleScreens,
  tabOf,
  tabPaths,
  tabs,
  titleOf,
  viewOf,
} from '../support/shell';
import { shot } from '../support/admin';

const DEFAULT_RGB = 'rgb(64, 158, 255)'; // #409EFF
const CHOSEN = '#6959CD';
const CHOSEN_RGB = 'rgb(105, 89, 205)';

const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('shell widgets', () => {
  // Real builds, a real backend and several screens per test: generous on a loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test(
    'switching to English: sidebar, breadcrumb and tabs in English, message, cookie; open tabs and views ' +
      'survive; a reload stays English',
    async ({ page, context }) => {
      await signInShell(page, 'admin');
      const [a, b] = simpleScreens(2);
      await openFromSidebar(page, a);
      const probe = await plantProbe(page, a);
      await probe.field.fill('still here');
      // Confirmed at once, as a user does before moving on: a search field left to its pause reports after it, and a
      // report landing while the menu click's navigation is under way writes this screen's URL over it.
      await probe.field.press('Enter');
      await openFromSidebar(page, b);
      const before = await tabPaths(page);

      await page.getByRole('button', { name: '切换语言' }).click();
      await expect(page.getByRole('menuitem', { name: '中文' })).toBeDisabled();
      await page.getByRole('menuitem', { name: 'English' }).click();

      await expect(page.getByText('switch language success')).toBeVisible();
      expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      const nav = sidebar(page, 'en');
      await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
      for (const group of catalogue.slice(0, 5))
        await expect(nav.getByText(group.title.en, { exact: true })).toBeVisible();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link')).toHaveText([
        'Dashboard',
        catalogue.find((g) => b.startsWith(`/${g.code}/`))!.title.en,
      ]);
      await expect(crumbs.locator('[aria-current=page]')).toHaveText(titleOf(b, 'en'));
      await expect(tabs(page, 'en')).toHaveText(before.map((p) => titleOf(p, 'en')));
      await expect(viewOf(page, b).getByRole('heading', { level: 1 })).toHaveText(titleOf(b, 'en'));

      // The same tabs, and the hidden view was not rebuilt (a refresh, not a reload).
      expect(await tabPaths(page, 'en')).toEqual(before);
      await tabOf(page, a).click();
      await expect(page).toHaveURL(atPath(a));
      await expect(probe.field).toBeVisible();
      await expect(probe.field).toHaveValue('still here');
      await expect(page.getByRole('button', { name: 'Switch language' })).toBeVisible();

      await shot(page, 'shell-english');

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(sidebar(page, 'en').getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
      await expect(tabs(page, 'en')).toHaveText(before.map((p) => titleOf(p, 'en')));
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current=page]')).toHaveText(
        titleOf(a, 'en'),
      );

      // And back: the current language is the disabled one.
      await page.getByRole('button', { name: 'Switch language' }).click();
      await expect(page.getByRole('menuitem', { name: 'English' })).toBeDisabled();
      await page.getByRole('menuitem', { name: '中文' }).click();
      await expect(page.getByText('切换语言成功')).toBeVisible();
      await expect(tabs(page)).toHaveText(before.map((p) => titleOf(p, 'zh')));
    },
  );

  test('theme colour: buttons change colour, 换肤成功, a reload keeps it with no flash of the default', async ({
    page,
    context,
    browser,
  }) => {
    await signInShell(page, 'admin');
    const activeTab = '[role=tab][aria-selected=true]';
    expect(await background(page, activeTab)).toBe(DEFAULT_RGB);

    await page.getByRole('button', { name: '换肤' }).click();
    const picker = page.getByRole('dialog', { name: '主题色' });
    const apply = picker.getByRole('button', { name: '应用' });
    expect(await apply.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(DEFAULT_RGB);
    await picker.getByRole('button', { name: `颜色 ${CHOSEN}` }).click();
    await expect(picker.getByRole('button', { name: `颜色 ${CHOSEN}` })).toHaveAttribute('aria-pressed', 'true');
    await apply.click();
    await expect(page.getByText('换肤成功')).toBeVisible();
    await expect(picker).toBeHidden();
    expect(decodeURIComponent((await context.cookies()).find((c) => c.name === 'theme-color')?.value ?? '')).toBe(
      CHOSEN,
    );

    await expect.poll(() => background(page, activeTab)).toBe(CHOSEN_RGB);
    await page.getByRole('button', { name: '换肤' }).click();
    await expect(page.getByRole('dialog', { name: '主题色' }).getByRole('button', { name: '应用' })).toHaveCSS(
      'background-color',
      CHOSEN_RGB,
    );
    await shot(page, 'shell-theme');
    await page.keyboard.press('Escape');

    // The server renders the colour: the HTML itself carries it, and a page without JavaScript
    // (what the browser paints before hydration) already shows it.
    const html = await (await page.request.get(HOME_PATH)).text();
    expect(html.toUpperCase()).toContain(CHOSEN);
    const state = await context.storageState();
    const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: state, locale: 'zh-CN' });
    try {
      const first = await noJs.newPage();
      await first.goto(HOME_PATH);
      expect(await background(first, activeTab)).toBe(CHOSEN_RGB);

      // The sign-in page's contained button, for a visitor with only the colour cookie.
      const visitor = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN' });
      await visitor.addCookies([{ name: 'theme-color', value: CHOSEN, url: E2E.baseURL }]);
      const login = await visitor.newPage();
      await login.goto('/login');
      await expect(login.getByRole('button', { name: '登录' })).toHaveCSS('background-color', CHOSEN_RGB);
      await visitor.close();
    } finally {
      await noJs.close();
    }

    // With JavaScript, from the first commit of the reload on.
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await background(page, activeTab)).toBe(CHOSEN_RGB);
    await page.waitForLoadState('load');
    expect(await background(page, activeTab)).toBe(CHOSEN_RGB);

    // Back to the default, so other tests see it.
    await page.getByRole('button', { name: '换肤' }).click();
    await page.getByRole('dialog', { name: '主题色' }).getByRole('button', { name: '恢复默认' }).click();
    await page.getByRole('dialog', { name: '主题色' }).getByRole('button', { name: '应用' }).click();
    await expect.poll(() => background(page, activeTab)).toBe(DEFAULT_RGB);
  });

  test('an uncaught error shows the bug button; its dialog lists the entry with message, info, url and stack', async ({
    page,
  }) => {
    await signInShell(page, 'admin');
    // The capture (and its e2e trigger) is installed once the shell has hydrated.
    await page.waitForFunction(() => typeof window.__consoleThrow === 'function');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const bug = page.getByRole('button', { name: /^错误日志/ });
    await expect(bug).toHaveCount(0);

    await page.evaluate(() => window.__consoleThrow!('e2e: thrown on purpose'));
    await expect(bug).toBeVisible();
    await expect(bug).toHaveAccessibleName('错误日志（1）');
    expect(errors).toContain('e2e: thrown on purpose');

    await bug.click();
    const dialog = page.getByRole('dialog', { name: '错误日志' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('columnheader')).toHaveText(['消息', '信息', '地址', '堆栈']);
    const cells = dialog.getByRole('row').nth(1).getByRole('cell');
    await expect(cells).toHaveCount(4);
    await expect(cells.nth(0)).toHaveText('e2e: thrown on purpose');
    await expect(cells.nth(1)).toContainText('window.onerror');
    await expect(cells.nth(2)).toHaveText(`${E2E.baseURL}${HOME_PATH}`);
    await expect(cells.nth(3)).toContainText('Error: e2e: thrown on purpose');
    // The dialog is 80 % of the viewport wide.
    const width = await dialog.evaluate(
      (el) => (el.querySelector('.MuiDialog-paper') ?? el).getBoundingClientRect().width,
    );
    expect(Math.abs(width - 1366 * 0.8)).toBeLessThan(2);
    await shot(page, 'shell-error-log');

    await dialog.getByRole('button', { name: '清空' }).click();
    await expect(dialog).toBeHidden();
    await expect(bug).toHaveCount(0);
  });

  test('the PDF viewer opens a 3-page PDF, pages forward and back, closes on Esc', async ({ page }) => {
    await signInShell(page, 'admin');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /用户手册/ }).click();
    const viewer = page.getByRole('dialog', { name: '用户手册' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('1 / 3')).toBeVisible();
    const canvas = viewer.getByRole('img', { name: '第 1 页，共 3 页' });
    await expect(canvas).toBeVisible();
    // Scale 1.5: an A4/Letter page (≈ 595–612 pt wide) is ≈ 893–918 CSS px.
    const box = await canvas.boundingBox();
    expect(box!.width).toBeGreaterThan(880);
    expect(box!.width).toBeLessThan(930);
    // Something was drawn on it.
    const inked = await canvas.evaluate((el) => {
      const c = el as HTMLCanvasElement;
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      for (let i = 0; i < data.length; i += 4) if (data[i] < 128) return true;
      return false;
    });
    expect(inked).toBe(true);

    const previous = viewer.getByRole('button', { name: '上一页' });
    const next = viewer.getByRole('button', { name: '下一页' });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(viewer.getByText('2 / 3')).toBeVisible();
    await expect(viewer.getByRole('img', { name: '第 2 页，共 3 页' })).toBeVisible();
    await shot(page, 'shell-pdf');
    await next.click();
    await expect(viewer.getByText('3 / 3')).toBeVisible();
    await expect(next).toBeDisabled();
    // A button disabled under the focus hands it to the other one, so Esc still reaches the dialog.
    await expect(previous).toBeFocused();
    await previous.click();
    await expect(viewer.getByText('2 / 3')).toBeVisible();
    await previous.click();
    await expect(viewer.getByText('1 / 3')).toBeVisible();
    await expect(next).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('change password: required on blur; wrong old password → 失败; correct → /login and the new one signs in', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { username, password } = E2E.users.mh;
    const changed = 'mh-changed-1';
    const openDialog = async () => {
      await page.getByRole('button', { name: '用户菜单' }).click();
      await page.getByRole('menuitem', { name: '修改密码' }).click();
      const dialog = page.getByRole('dialog', { name: '修改密码' });
      await expect(dialog).toBeVisible();
      return dialog;
    };
    const signInWith = async (pwd: string) => {
      await page.goto('/login');
      await page.getByRole('textbox', { name: '账号' }).fill(username);
      await page.getByRole('textbox', { name: '密码' }).fill(pwd);
      await page.getByRole('button', { name: '登录' }).click();
      await expect(page).not.toHaveURL(/\/login/);
    };

    await signInShell(page, 'mh');
    await expect(page.getByRole('menuitem')).toHaveCount(0);
    const userMenu = page.getByRole('button', { name: '用户菜单' });
    await userMenu.click();
    await expect(page.getByRole('menuitem')).toHaveText(['首页', '修改密码', '退出登录']);
    // A menu by the keyboard: the first item focused, arrows move, Escape closes and gives focus back.
    await expect(page.getByRole('menuitem', { name: '首页' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: '修改密码' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(userMenu).toBeFocused();
    await expect(userMenu).not.toHaveAttribute('aria-expanded');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: '首页' })).toBeFocused();
    await expect(userMenu).toHaveAttribute('aria-expanded', 'true');
    // A click outside closes it, and so does a second click on the button.
    await page.mouse.click(700, 500);
    await expect(page.getByRole('menu')).toBeHidden();
    await userMenu.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await userMenu.click();
    await expect(page.getByRole('menu')).toBeHidden();

    let dialog = await openDialog();
    const oldField = dialog.getByLabel('旧密码');
    const newField = dialog.getByLabel('新密码');
    await expect(oldField).toBeFocused();
    await oldField.blur();
    await expect(dialog.getByText('请输入旧密码')).toBeVisible();
    await newField.focus();
    await newField.blur();
    await expect(dialog.getByText('请输入新密码')).toBeVisible();
    await expect(oldField).toHaveAttribute('aria-invalid', 'true');
    await expect(newField).toHaveAttribute('aria-invalid', 'true');
    const paper = await dialog.evaluate(
      (el) => (el.querySelector('.MuiDialog-paper') ?? el).getBoundingClientRect().width,
    );
    expect(paper).toBe(400);
    await shot(page, 'shell-change-password');

    // Wrong old password: the 失败 notification, the dialog closes, still signed in.
    let sent = '';
    page.on('request', (r) => {
      if (r.url().includes('/api/admin/user/updatePassword')) sent = r.url();
    });
    await oldField.fill('not-my-password');
    await newField.fill(changed);
    await dialog.getByRole('button', { name: '确定' }).click();
    const notice = page.getByRole('alert').filter({ hasText: '失败' });
    await expect(notice).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/\/login/);
    const query = new URL(sent).searchParams;
    expect([query.get('oldPassword'), query.get('newPassword1'), query.get('newPassword2')]).toEqual([
      'not-my-password',
      changed,
      changed,
    ]);
    expect(query.has('userId')).toBe(false);

    // Reopened, the dialog starts empty.
    dialog = await openDialog();
    await expect(dialog.getByLabel('旧密码')).toHaveValue('');
    await expect(dialog.getByText('请输入旧密码')).toHaveCount(0);

    // Correct old password: logged out, at /login; the old password no longer works, the new one does.
    await dialog.getByLabel('旧密码').fill(password);
    await dialog.getByLabel('新密码').fill(changed);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByRole('textbox', { name: '账号' }).fill(username);
    await page.getByRole('textbox', { name: '密码' }).fill(password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
    await signInWith(changed);
    await expect(page.getByTestId('user-name')).toHaveText(E2E.users.mh.name);

    // Put it back for whoever signs in as mh next.
    dialog = await openDialog();
    await dialog.getByLabel('旧密码').fill(changed);
    await dialog.getByLabel('新密码').fill(password);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login/);
    await signInWith(password);
  });
});
