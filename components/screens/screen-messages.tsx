'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from 'next-intl';
import { use, useMemo, type ComponentType } from 'react';
import { useShellData } from '@/components/shell/shell-context';
import { request } from '@/lib/request/request';

const loaded = new Map<string, Promise<AbstractIntlMessages>>();

/**
 * One request per URL and page life, through the HTTP cache (the URL is versioned); a failure is
 * shown like any other and forgotten, so the next render asks again.
 */
function messagesAt(path: string): Promise<AbstractIntlMessages> {
  let messages = loaded.get(path);
  if (!messages) {
    messages = request<AbstractIntlMessages>(path, { cache: 'default' });
    messages.catch(() => loaded.delete(path));
    loaded.set(path, messages);
  }
  return messages;
}

/**
 * The shell sends only its own namespaces with the page (lib/i18n/client-messages.ts); a screen gets
 * the rest here, fetched once per language and build (the layout preloads it). Until they arrive the
 * screen's loading state stays; a language switch keeps the old texts until the new ones are in.
 */
export function withScreenMessages<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function WithScreenMessages(props: P) {
    const shell = useMessages();
    const locale = useLocale();
    const timeZone = useTimeZone();
    const screens = use(messagesAt(useShellData().messages));
    const messages = useMemo(() => ({ ...shell, ...screens }), [shell, screens]);
    return (
      <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
        <Screen {...props} />
      </NextIntlClientProvider>
    );
  }
  return WithScreenMessages;
}
