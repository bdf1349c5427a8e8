import type { MetadataRoute } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { toLocale } from '@/lib/i18n/locale';
import { BASE_PATH } from '@/lib/public-env';
import { DEFAULT_THEME_COLOR, SIDEBAR_BG } from '@/lib/theme/theme';

/**
 * The web app manifest (`/manifest.webmanifest`, linked from every page by Next): the console installs on a
 * phone's home screen or as a desk app. Its names follow the language cookie; start URL and scope carry the
 * sub-path, so an installed console stays inside its deployment. Icons: `scripts/make-icons.mjs`.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const locale = toLocale(await getLocale());
  const t = await getTranslations({ locale, namespace: 'app' });
  const icon = (name: string) => `${BASE_PATH}/icons/${name}`;
  return {
    id: `${BASE_PATH}/`,
    name: t('title'),
    short_name: t('shortName'),
    description: t('description'),
    lang: locale === 'zh' ? 'zh-CN' : 'en',
    start_url: `${BASE_PATH}/`,
    scope: `${BASE_PATH}/`,
    display: 'standalone',
    theme_color: DEFAULT_THEME_COLOR,
    background_color: SIDEBAR_BG,
    icons: [
      { src: icon('icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icon('icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: icon('icon-512-maskable.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
