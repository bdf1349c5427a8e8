import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SessionSync } from '@/components/shell/session-sync';
import { SIGN_IN_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';

/** The sign-in page's client components get only their own message namespaces (lib/i18n/client-messages.ts). */
export default async function SignInLayout({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={pickNamespaces(await getMessages(), SIGN_IN_NAMESPACES)}>
      {/* A sign-in in another tab reloads this one into the console. */}
      <SessionSync sid={null} />
      {children}
    </NextIntlClientProvider>
  );
}
