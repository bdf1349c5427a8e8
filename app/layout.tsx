import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { ROOT_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';
import { THEME_COOKIE, toThemeColor } from '@/lib/theme/theme';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('app');
  return { title: { default: t('title'), template: `%s - ${t('title')}` } };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const themeColor = toThemeColor((await cookies()).get(THEME_COOKIE)?.value);
  return (
    <html lang={locale === 'zh' ? 'zh-CN' : 'en'}>
      <body>
        <AppRouterCacheProvider>
          {/* Only what the root's client components use; the sign-in and console layouts send their own. */}
          <NextIntlClientProvider messages={pickNamespaces(await getMessages(), ROOT_NAMESPACES)}>
            <AppProviders themeColor={themeColor}>{children}</AppProviders>
          </NextIntlClientProvider>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
