import { expect as baseExpect, test, type Page } from '@playwright/test';
import { notice, shot, unique } from '../../support/admin';
import { signedInApi } from '../../support/api';
import { E2E } from '../env.mjs';
import { openAs, signInQuietly } from '../../support/session';

// The compaction configuration pages against the reference backend: a process started and stopped with
// its row buttons lands in the process log; a group's members change in the drawer under the
// one-active-group rule and each change is in the group history; a colour band is checked on its field
// and by the platform.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const grid = (page: Page, name: string) => page.getByRole('grid', { name });

test('a process started and stopped with its row buttons is in the process log', async ({ page }) => {
  const api = await signedInApi('admin');
  const code = unique('E2E-GY-').toUpperCase();
  const layers = (await (await api.get('/api/site/layer/all?domain=znys')).json()) as { id: number; code: string }[];
  const layer = layers.find((l) => l.code === 'S2-L7')!;
  const created = await (
    await api.post('/api/znys/process', {
      data: { code, name: '端到端测试工艺', layerId: layer.id, targetPassesSteel: 6 },
    })
  ).json();
  expect(created.status).toBe(200);

  await openAs(page, 'admin', `/znysManager/znysProcessManager?keyword=${code}`);
  const row = grid(page, '工艺管理').getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('计划');
  await expect(row.getByRole('button', { name: `停止 ${code}` })).toHaveCount(0);
  await row.getByRole('button', { name: `开始 ${code}` }).click();
  await expect(notice(page, `工艺 ${code} 已开始`)).toBeVisible();
  await expect(row).toContainText('施工中');
  await shot(page, 'compaction-process');

  await page.goto(`/znysLogDirManager/znysProcessLogManager?keyword=${code}`);
  const log = grid(page, '工艺日志').getByRole('row').filter({ hasText: code });
  await expect(log).toHaveCount(1);
  await expect(log).toContainText('开始');
  await expect(log).toContainText('超级管理员');

  await page.goto(`/znysManager/znysProcessManager?keyword=${code}`);
  await row.getByRole('button', { name: `停止 ${code}` }).click();
  await page
    .getByRole('alertdialog', { name: `停止 ${code}` })
    .getByRole('button', { name: '确定' })
    .click();
  await expect(notice(page, `工艺 ${code} 已停止`)).toBeVisible();
  await expect(row).toContainText('已停止');
});

test('a group member added in the drawer follows the one-active-group rule and is in the history', async ({ page }) => {
  const api = await signedInApi('admin');
  const code = unique('E2E-G-').toUpperCase();
  const created = await (
    await api.post('/api/znys/deviceGroup', { data: { code, name: '端到端测试分组', active: 1 } })
  ).json();
  expect(created.status).toBe(200);

  await openAs(page, 'admin', `/znysGroupDirManager/znysDeviceGroupManager?keyword=${code}`);
  const row = grid(page, '设备分组').getByRole('row').filter({ hasText: code });
  await row.getByRole('button', { name: `明细：${code}` }).click();
  const drawer = page.getByRole('dialog', { name: `分组成员 · ${code}` });
  const add = page.getByRole('dialog', { name: '新增分组成员' });
  const addYl01 = async () => {
    await drawer.getByRole('button', { name: '新增' }).click();
    await add.getByRole('combobox', { name: '设备' }).click();
    await page.getByRole('option', { name: /^YL-01 · / }).click();
    await add.getByRole('button', { name: '保存' }).click();
  };
  // YL-01 works in the active group ZNYS-1: the platform refuses, and says where it is.
  await addYl01();
  await expect(page.getByText('设备 YL-01 已在启用的分组 ZNYS-1 中')).toBeVisible();
  await add.getByRole('button', { name: '取消' }).click();
  await drawer.getByRole('button', { name: '关闭' }).click();

  // An inactive group may hold it.
  await row.getByRole('button', { name: `编辑 ${code}` }).click();
  const edit = page.getByRole('dialog', { name: '编辑分组' });
  await edit.getByRole('combobox', { name: '启用' }).click();
  await page.getByRole('option', { name: '否' }).click();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, `已保存分组 ${code}`)).toBeVisible();
  await row.getByRole('button', { name: `明细：${code}` }).click();
  await addYl01();
  await expect(add).toBeHidden();
  await expect(
    drawer.getByRole('grid', { name: '分组成员' }).getByRole('row').filter({ hasText: 'YL-01' }),
  ).toContainText('双钢轮（初压）');
  await shot(page, 'compaction-group-members');
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(row.locator('[data-field="members"]')).toHaveText('1');

  await page.goto(`/znysGroupDirManager/znysGroupHistoryManager?groupCode=${code}`);
  const history = grid(page, '分组历史');
  await expect(history.getByRole('row').filter({ hasText: '加入成员' })).toContainText('YL-01');
  await expect(history.getByRole('row').filter({ hasText: '停用' })).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: '新建分组' })).toBeVisible();
  await shot(page, 'compaction-group-history');

  // Back as it was: the inactive test group goes, with its member.
  expect((await (await api.delete(`/api/znys/deviceGroup/${created.data.id}`)).json()).status).toBe(200);
});

test('a colour band is checked on its field and refused by the platform when it overlaps', async ({ page }) => {
  await openAs(page, 'admin', '/znysBasedataManager/znysDefaultColorManager?metric=speed');
  const bands = grid(page, '默认颜色');
  await expect(bands.getByRole('row').filter({ hasText: '#e53935' })).toContainText('≥5 km/h');
  await page.getByRole('button', { name: '新增' }).click();
  const add = page.getByRole('dialog', { name: '新增色带' });
  await add.getByRole('combobox', { name: '指标' }).click();
  await page.getByRole('option', { name: '速度' }).click();
  await add.getByRole('textbox', { name: '起始值' }).fill('4.5');
  await add.getByRole('textbox', { name: '结束值' }).fill('6');
  await add.getByRole('textbox', { name: '颜色' }).fill('red');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add.getByRole('textbox', { name: '颜色' })).toHaveAccessibleDescription('颜色为 #RRGGBB');
  await add.getByRole('textbox', { name: '颜色' }).fill('#123456');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '与已有色带 4–5「4–5 km/h」 重叠' })).toBeVisible();
  await expect(add).toBeVisible();
  await shot(page, 'compaction-colour-band');
});

test('the pages in English', async ({ page, context }) => {
  await signInQuietly(page, 'admin');
  await context.addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.goto('/znysManager/znysProcessManager');
  await expect(page.getByRole('columnheader', { name: 'Steel passes' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'GY-ZNYS-S2-L6' })).toContainText('Running');
  await shot(page, 'compaction-process-en');
  await page.goto('/znysBasedataManager/znysDefaultColorManager');
  await expect(page.getByRole('row').filter({ hasText: '#bdbdbd' })).toContainText('Passes');
  await shot(page, 'compaction-colour-en');
});

test('a message is sent to the tablets once; the base-data pages show the seeded rows', async ({ page }) => {
  const api = await signedInApi('admin');
  const title = unique('E2E 消息 ');
  expect(
    (
      await (
        await api.post('/api/znys/message', { data: { type: 'notice', title, content: '端到端测试', target: 'znys' } })
      ).json()
    ).status,
  ).toBe(200);
  await openAs(page, 'admin', `/znysBasedataManager/znysMessageManager?keyword=${encodeURIComponent(title)}`);
  const row = grid(page, '消息管理').getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('草稿');
  await row.getByRole('button', { name: `发送 ${title}` }).click();
  await page
    .getByRole('alertdialog', { name: `发送 ${title}` })
    .getByRole('button', { name: '确定' })
    .click();
  await expect(notice(page, `消息「${title}」已发送`)).toBeVisible();
  await expect(row).toContainText('已发送');
  await expect(row.getByRole('button', { name: `发送 ${title}` })).toHaveCount(0);

  await page.goto('/znysManager/znysNewProcessManager');
  const templates = grid(page, '新工艺管理');
  await templates.getByRole('button', { name: '明细：沥青面层标准碾压工艺' }).click();
  const stages = page
    .getByRole('dialog', { name: '碾压工序 · 沥青面层标准碾压工艺' })
    .getByRole('grid', { name: '碾压工序' });
  await expect(stages.getByRole('row').filter({ hasText: '初压' })).toContainText('双钢轮');
  await shot(page, 'compaction-template-stages');

  await page.goto('/znysGroupDirManager/znysStakeAreaManager');
  await expect(grid(page, '桩号区域').getByRole('row').filter({ hasText: 'K0+000–K0+400 左幅' })).toContainText(
    /4,?500/,
  );
  await shot(page, 'compaction-stake-areas');
});
