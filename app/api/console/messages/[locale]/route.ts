import { refused } from '@/lib/bff/json';
import { versionedReply } from '@/lib/bff/versioned';
import { screenMessages } from '@/lib/i18n/screen-messages';
import { LOCALES, type Locale } from '@/lib/i18n/locale';

type Context = { params: Promise<{ locale: string }> };

/**
 * The screens' message namespaces in one language (lib/i18n/client-messages.ts): public texts, the
 * same for everyone, cached by the browser for good under the versioned URL the layout gives.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { locale } = await params;
  if (!(LOCALES as readonly string[]).includes(locale)) return refused.notFound();
  const messages = await screenMessages(locale as Locale);
  return versionedReply(request, messages.json, 'application/json; charset=utf-8', messages.version);
}
