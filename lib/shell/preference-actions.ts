'use server';

import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { LANGUAGE_COOKIE, toLocale } from '@/lib/i18n/locale';
import { checkThemeColor } from '@/lib/theme/contrast';
import { COLOR_MODE_COOKIE, isColorMode } from '@/lib/theme/color-mode';
import { THEME_COOKIE } from '@/lib/theme/theme';
import { PREFERENCE_COOKIE } from './preferences';

/*
 * Preferences that concern only the console, so server actions may write them (calls to the platform
 * go through the BFF instead, to reach the request layer unchanged): cookies the root layout reads, so
 * the server renders the chosen language and palette without a flash. Inputs are untrusted: every
 * action validates what it stores.
 */
const cookieOptions = PREFERENCE_COOKIE;

export type PreferenceResult = { ok: true; message: string } | { ok: false; message: string };

/** Returns the success message in the new language, since the page still holds the old one. */
export async function setLanguage(value: string): Promise<PreferenceResult> {
  const locale = toLocale(value);
  (await cookies()).set(LANGUAGE_COOKIE, locale, cookieOptions);
  const t = await getTranslations({ locale, namespace: 'language' });
  return { ok: true, message: t('success') };
}

/** Applies the picker's rule again (lib/theme/contrast.ts): a refused colour is never stored. */
export async function setThemeColor(value: string): Promise<PreferenceResult> {
  const t = await getTranslations('theme');
  const color = /^#[0-9a-fA-F]{6}$/.test(value) ? value.toUpperCase() : null;
  const check = color ? checkThemeColor(color) : null;
  if (!color || !check) return { ok: false, message: t('invalid') };
  if (!check.ok) return { ok: false, message: t('lowContrast') };
  (await cookies()).set(THEME_COOKIE, color, cookieOptions);
  return { ok: true, message: t('success') };
}

/** Light, dark or system; anything else is refused rather than stored (the root layout reads it). */
export async function setColorMode(value: unknown): Promise<PreferenceResult> {
  const t = await getTranslations('theme');
  if (!isColorMode(value)) return { ok: false, message: t('modeInvalid') };
  (await cookies()).set(COLOR_MODE_COOKIE, value, cookieOptions);
  return { ok: true, message: t('modeSuccess') };
}
