import type { Locale } from '@/lib/i18n/locale';
import { routesByCode, titleOf } from '@/lib/routes/lookup';
import type { ServerMenu } from '@/lib/platform/front';

/**
 * code → title in the current language, with the server's menu titles applied. Computed
 * on the server and handed to client leaves (sidebar, breadcrumb, tabs) as plain data.
 */
export function titleMap(locale: Locale, menuList: readonly ServerMenu[]): Record<string, string> {
  const server = new Map(menuList.map((m) => [m.code, m.title]));
  const out: Record<string, string> = {};
  for (const [code, def] of routesByCode()) out[code] = titleOf(def, locale, server.get(code));
  return out;
}
