import { expect as baseExpect, test, type Page } from '@playwright/test';
import { E2E } from '../env.mjs';
import { notice, shot, unique } from '../../support/admin';
import { signedInApi } from '../../support/api';
import { openAs, signIn } from '../../support/session';

// The equipment registries through the console against the reference backend (seed 1): a vehicle
// added after the plate and phone are refused on their fields, a device record the platform checks,
// a video account verified with its row button, an SMS group's numbers masked in the list and whole in
// the edit form, and the big screen's display switches.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test('a vehicle: a bad plate and phone are refused on their fields, then it is added on a free terminal', async ({
  page,
}) => {
  const api = await signedInApi('admin');
  const terminal = unique('E2E-T').toUpperCase();
  const device = (await (await api.post('/api/ylc/device', { data: { code: terminal, name: '端到端终端' } })).json())
    .data as { id: number };
  const digits = String(Date.now() % 100000).padStart(5, '0');
  const plate = `琼B·${digits}`;
  try {
    await addAndDeleteVehicle(page, terminal, digits, plate);
  } finally {
    // The fleet's golden counts (transport.spec) must not see this vehicle, whatever happened above.
    const left = (await (await api.get(`/api/ylc/vehicle/page?keyword=${terminal}&limit=10`)).json()).data as {
      rows: { id: number }[];
    };
    for (const v of left.rows) await api.delete(`/api/ylc/vehicle/${v.id}`);
    await api.delete(`/api/ylc/device/${device.id}`);
  }
});

async function addAndDeleteVehicle(page: Page, terminal: string, digits: string, plate: string) {
  await openAs(page, 'admin', '/ylcManager/ylcVehicleRegisterManager');
  const grid = page.getByRole('grid', { name: '车辆登记' });
  await expect(grid.getByRole('row').filter({ hasText: 'YLC-001' })).toContainText('自卸车');

  await page.getByRole('button', { name: '新增' }).click();
  const add = dialog(page, '新增车辆');
  await add.getByRole('textbox', { name: '车牌号' }).fill('AB12345');
  await add.getByRole('textbox', { name: '联系电话' }).fill('1380000');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add.getByRole('textbox', { name: '车牌号' })).toHaveAccessibleDescription(
    '车牌号格式不正确，例如 鄂A·12345 或 鄂AD12345',
  );
  await expect(add.getByRole('textbox', { name: '联系电话' })).toHaveAccessibleDescription('请输入 11 位手机号码');
  await shot(page, 'equipment-vehicle-invalid');

  await add.getByRole('textbox', { name: '车牌号' }).fill(`琼B${digits}`);
  await add.getByRole('textbox', { name: '联系电话' }).fill('13800001234');
  await add.getByRole('textbox', { name: '司机' }).fill('端到端');
  // A mixer is rated in cubic metres: the platform refuses tonnes for it.
  await add.getByRole('combobox', { name: '车辆类型' }).click();
  await page.getByRole('option', { name: '搅拌车' }).click();
  await add.getByRole('textbox', { name: '载重（自卸车） (t)' }).fill('30');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '搅拌车填写方量(m³)，载重(t)留空' })).toBeVisible();
  await add.getByRole('textbox', { name: '载重（自卸车） (t)' }).fill('');
  await add.getByRole('textbox', { name: '方量（搅拌车） (m³)' }).fill('10');
  await add.getByRole('combobox', { name: '车载终端' }).click();
  await page.getByRole('option', { name: `${terminal} · 端到端终端` }).click();
  await add.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, `已新增车辆 ${plate}`)).toBeVisible();

  await page.getByRole('textbox', { name: '关键字' }).fill(terminal);
  const row = grid.getByRole('row').filter({ hasText: plate });
  await expect(row).toContainText('搅拌车');
  await expect(row).toContainText(terminal);
  // The new row is on the first page before the keyword applies too: wait for the filtered page (one
  // row), else the click can land while the grid swaps its rows and open nothing.
  await expect(grid.getByRole('row')).toHaveCount(2);

  await row.getByRole('button', { name: `删除 ${plate}` }).click();
  await page.getByRole('alertdialog', { name: '删除车辆' }).getByRole('button', { name: '删除' }).click();
  await expect(notice(page, `已删除车辆 ${plate}`)).toBeVisible();
}

test('the sprinklers are vehicles of the same model, on terminals from the device registry', async ({ page }) => {
  await openAs(page, 'admin', '/sscManager/sscVehicleRegisterManager');
  const row = page.getByRole('grid', { name: '洒水车登记' }).getByRole('row').filter({ hasText: 'SSC-01' });
  await expect(row).toContainText(/[\u4e00-\u9fa5][A-Z]·[0-9A-Z]{5}/);
  await expect(row.locator('[data-field="capacityM3"]')).toHaveText('15');
  await row.getByRole('button', { name: /^编辑 / }).click();
  const edit = dialog(page, '编辑洒水车');
  await edit.getByRole('combobox', { name: '车载终端' }).click();
  await expect(page.getByRole('option', { name: /^SSC-0[1-4] · 洒水车/ })).toHaveCount(4);
  await page.keyboard.press('Escape');
  await shot(page, 'equipment-sprinklers');
});

test('a device record: the next due date before the record is refused by the platform, then it is saved', async ({
  page,
}) => {
  const content = unique('端到端保养 ');
  await openAs(page, 'admin', '/sbglManager/sbglDeviceRecordManager');
  const grid = page.getByRole('grid', { name: '设备记录' });
  await expect(grid.getByRole('row').nth(1)).toContainText(/保养|维修|标定|检查/);

  await page.getByRole('button', { name: '新增' }).click();
  const add = dialog(page, '新增设备记录');
  await add.getByRole('combobox', { name: '设备' }).click();
  await page.getByRole('option', { name: /^YL-02 · / }).click();
  await add.getByRole('textbox', { name: '内容' }).fill(content);
  await add.getByRole('textbox', { name: '经办人' }).fill('端到端');
  await add.getByRole('textbox', { name: '费用 (¥)' }).fill('1280');
  await add.getByLabel('下次到期').fill('2026-01-01');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '下次到期日期不能早于记录时间' })).toBeVisible();
  await add.getByLabel('下次到期').fill('2027-01-01');
  // The record's time is a date-and-time picker, opened at the site's present; the platform gets whole seconds.
  const time = add.getByRole('textbox', { name: '时间', exact: true });
  await expect(time).toHaveAttribute('type', 'datetime-local');
  await expect(time).toHaveValue(/^2026-03-1\dT\d\d:\d\d/);
  await time.fill('2026-03-14T08:30');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, '已新增设备记录 YL-02')).toBeVisible();

  await page.getByRole('textbox', { name: '关键字' }).fill(content);
  const row = grid.getByRole('row').filter({ hasText: content });
  await expect(row).toContainText('YL-02');
  await expect(row).toContainText('2027-01-01');
  await expect(row).toContainText('2026-03-14 08:30:00');
  await shot(page, 'equipment-device-record');
  await row.getByRole('button', { name: '删除 YL-02' }).click();
  await page.getByRole('alertdialog', { name: '删除设备记录' }).getByRole('button', { name: '删除' }).click();
  await expect(grid.getByRole('row').filter({ hasText: content })).toHaveCount(0);
});

test('a video account is verified with its row button; the secret is never shown, not even in the edit form', async ({
  page,
}) => {
  await openAs(page, 'admin', '/spjkManager/spjkVideoAccountManager');
  const grid = page.getByRole('grid', { name: '视频账号管理' });
  const trial = grid.getByRole('row').filter({ hasText: '大华平台（试用）' });
  await trial.getByRole('button', { name: '验证 大华平台（试用）' }).click();
  await expect(notice(page, '已验证账号 大华平台（试用），结果见验证结果列')).toBeVisible();
  await expect(trial).toContainText('未设置密钥');

  const site = grid.getByRole('row').filter({ hasText: '现场视频平台' });
  await site.getByRole('button', { name: '验证 现场视频平台' }).click();
  await expect(site).toContainText('通过');
  await expect(site).toContainText('已设置');
  await shot(page, 'equipment-video-accounts');

  await site.getByRole('button', { name: '编辑 现场视频平台' }).click();
  const edit = dialog(page, '编辑视频账号');
  const secret = edit.getByLabel('Secret');
  await expect(secret).toHaveAttribute('type', 'password');
  await expect(secret).toHaveValue('');
  await expect(secret).toHaveAccessibleDescription('留空则保持原值');
  await edit.getByRole('button', { name: '取消' }).click();
});

test('an SMS group lists its numbers masked; the edit form shows them whole', async ({ page }) => {
  await openAs(page, 'admin', '/hjManager/hjWarningSmsManager?domain=hj');
  const grid = page.getByRole('grid', { name: '预警短信' });
  const row = grid.getByRole('row').filter({ hasText: '强夯一级预警组' });
  // the simulated site's demo numbers (100…, a range no carrier assigns)
  await expect(row).toContainText(/100\*{4}\d{4}/);
  await expect(grid).not.toContainText(/1\d{10}/);
  await shot(page, 'equipment-sms-groups');
  await row.getByRole('button', { name: '编辑 强夯一级预警组' }).click();
  const edit = dialog(page, '编辑预警短信组');
  await expect(edit.getByRole('textbox', { name: '接收人（姓名:手机号）' })).toHaveValue(
    /^[^*]+:100\d{8}, [^*]+:100\d{8}$/,
  );
  // E-mail recipients beside the mobiles (a level-1 group: no problem, so nothing is sent): listed masked, edited
  // whole, and taken away again.
  const emails = edit.getByRole('textbox', { name: '邮件接收人（姓名:邮箱）' });
  await emails.fill('张工：zhang.gong@site.cn；李工:li@site.cn');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('张工:zh***@site.cn, 李工:li***@site.cn');
  await row.getByRole('button', { name: '编辑 强夯一级预警组' }).click();
  await expect(emails).toHaveValue('张工:zhang.gong@site.cn, 李工:li@site.cn');
  await emails.fill('');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(row).not.toContainText('@');
});

test('the big screen’s tiles are switches; the platform keeps at least one on', async ({ page }) => {
  await openAs(page, 'admin', '/szhsgManager/szhsgProgressDisplayManager');
  const form = page.getByRole('form', { name: '进度展示控制' });
  const alarms = form.getByRole('switch', { name: '预警' });
  await expect(alarms).toBeChecked();
  await alarms.uncheck();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, '设置已保存')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: '进度展示控制' }).getByRole('switch', { name: '预警' }),
  ).not.toBeChecked();
  await shot(page, 'equipment-display-config');
  await page.getByRole('form', { name: '进度展示控制' }).getByRole('switch', { name: '预警' }).check();
  await page.getByRole('form', { name: '进度展示控制' }).getByRole('button', { name: '保存' }).click();
  await expect(notice(page, '设置已保存')).toBeVisible();
});

test('in English: the vehicle and video account pages', async ({ page, context }) => {
  await signIn(page, 'admin');
  await context.addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.goto('/ylcManager/ylcVehicleRegisterManager?keyword=YLC-02');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('grid').getByRole('row').filter({ hasText: 'YLC-021' })).toContainText('Mixer truck');
  await shot(page, 'equipment-vehicles-en');
  await page.goto('/spjkManager/spjkVideoAccountManager');
  await expect(page.getByRole('grid').getByRole('row').filter({ hasText: '驾驶室视频' })).toContainText('EZVIZ');
  await shot(page, 'equipment-video-accounts-en');
  await page.goto('/szhsgManager/szhsgProgressDisplayManager');
  await expect(page.getByRole('switch', { name: 'Latest batches' })).toBeVisible();
  await shot(page, 'equipment-display-config-en');
});
