import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { StyleCache } from '@/components/providers/style-cache';
import { ROOT_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';
import { BASE_PATH } from '@/lib/public-env';
import { nonceFromPolicy } from '@/lib/security/csp';
import {
  COLOR_MODE_COOKIE,
  COLOR_SCHEME_HINT,
  SYSTEM_SCHEME_SCRIPT,
  htmlSchemeClass,
  toColorMode,
} from '@/lib/theme/color-mode';
import { themeStylesheetPath } from '@/lib/theme/stylesheet';
import { THEME_COOKIE, toThemeColor } from '@/lib/theme/theme';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('app');
  return { title: { default: t('title'), template: `%s - ${t('title')}` } };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const jar = await cookies();
  const themeColor = toThemeColor(jar.get(THEME_COOKIE)?.value);
  const colorMode = toColorMode(jar.get(COLOR_MODE_COOKIE)?.value);
  const requestHeaders = await headers();
  const schemeClass = htmlSchemeClass(colorMode, requestHeaders.get(COLOR_SCHEME_HINT));
  // The scheme class is rendered here, so the first paint is already in the chosen scheme; on the
  // client MUI owns it (lib/theme/color-mode.ts), hence no hydration warning for the <html> class.
  return (
    <html lang={locale === 'zh' ? 'zh-CN' : 'en'} className={schemeClass} suppressHydrationWarning>
      <head>
        {/* The theme's variables, cached by the browser rather than inlined into every page
           (lib/theme/stylesheet.ts). */}
        <link rel="stylesheet" href={`${BASE_PATH}${themeStylesheetPath(themeColor)}`} />
        {colorMode === 'system' && (
          // Browsers hide a nonce from the DOM after use, so hydration sees it empty.
          <script
            nonce={nonceFromPolicy(requestHeaders.get('Content-Security-Policy'))}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: SYSTEM_SCHEME_SCRIPT }}
          />
        )}
      </head>
      <body>
        <StyleCache>
          {/* Only what the root's client components use; the sign-in and console layouts send their own. */}
          <NextIntlClientProvider messages={pickNamespaces(await getMessages(), ROOT_NAMESPACES)}>
            <AppProviders themeColor={themeColor} colorMode={colorMode} schemeClass={schemeClass}>
              {children}
            </AppProviders>
          </NextIntlClientProvider>
        </StyleCache>
      </body>
    </html>
  );
}
