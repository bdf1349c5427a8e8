import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SIGN_IN_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';

/** The sign-in page's client components get only their own message namespaces (lib/i18n/client-messages.ts). */
export default async function SignInLayout({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={pickNamespaces(await getMessages(), SIGN_IN_NAMESPACES)}>{children}</NextIntlClientProvider>;
}
