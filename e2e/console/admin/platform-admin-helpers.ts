import { expect as baseExpect, type Page } from '@playwright/test';

// What the platform administration specs share: the screens' paths, the dialogs and the user pickers.

export const expect = baseExpect.configure({ timeout: 20_000 });

export const TENANTS = '/baseManager/tenantManager';
export const DEPARTS = '/orgManager/departManager';
export const SERVICES = '/authManager/serviceManager';
export const ROUTES = '/authManager/gatewayRouteManager';

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
export const confirmBox = (page: Page, name: string) => page.getByRole('alertdialog', { name });

export async function pickUser(
  page: Page,
  box: ReturnType<typeof dialog>,
  label: string,
  search: string,
  option: RegExp,
) {
  await box.getByRole('combobox', { name: label }).fill(search);
  await page.getByRole('option', { name: option }).click();
}

/** One more pick in a multi-select, waiting for its chip, as a user sees it before typing the next name. */
export async function pickMore(
  page: Page,
  box: ReturnType<typeof dialog>,
  label: string,
  search: string,
  option: RegExp,
) {
  await pickUser(page, box, label, search, option);
  await expect(box.getByRole('button', { name: option })).toBeVisible();
}
