import 'server-only';
import { contentVersion } from '@/lib/bff/versioned';
import { getMessages } from 'next-intl/server';
import { screenNamespaces } from './client-messages';
import type { Locale } from './locale';

export interface ScreenMessages {
  readonly json: string;
  /** Changes with the content: the URL's cache buster. */
  readonly version: string;
}

// The messages are part of the build: worked out once per language and process.
const built = new Map<Locale, ScreenMessages>();

/** The screens' namespaces in one language, as app/api/console/messages sends them. */
export async function screenMessages(locale: Locale): Promise<ScreenMessages> {
  let messages = built.get(locale);
  if (!messages) {
    const json = JSON.stringify(screenNamespaces(await getMessages({ locale })));
    messages = { json, version: contentVersion(json) };
    built.set(locale, messages);
  }
  return messages;
}

/** Where the browser fetches them (without the base path); the version makes the URL immutable. */
export const screenMessagesPath = async (locale: Locale) =>
  `/api/console/messages/${locale}?v=${(await screenMessages(locale)).version}`;
