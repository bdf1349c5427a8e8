import { getLocale } from 'next-intl/server';
import { getAllMenus, getFrontInfo } from '@/lib/backend/api';
import { BackendError } from '@/lib/backend/errors';
import { jsonReply, refused } from '@/lib/bff/json';
import { toLocale } from '@/lib/i18n/locale';
import { paletteData } from '@/lib/palette/entries';
import { pinyinOf } from '@/lib/palette/pinyin';
import { permittedCodes } from '@/lib/routes/permissions';
import { readSession } from '@/lib/session/session';
import { titleMap } from '@/lib/shell/titles';

export const dynamic = 'force-dynamic';

/**
 * The command palette's list (components/shell/command-palette): the caller's permitted screens in
 * the caller's language, fetched when the palette opens rather than sent inside every page
 * (docs/benchmarks.md, server rendering).
 */
export async function GET(): Promise<Response> {
  const session = await readSession();
  if (!session) return refused.noSession();
  try {
    const [info, menuList] = await Promise.all([getFrontInfo(session.token), getAllMenus(session.token)]);
    const locale = toLocale(await getLocale());
    const data = paletteData({ locale, codes: permittedCodes(info), titles: titleMap(locale, menuList), pinyinOf });
    return jsonReply(200, { status: 200, data });
  } catch (error) {
    if (error instanceof BackendError && error.kind === 'logout') return refused.noSession();
    if (error instanceof BackendError && error.kind === 'timeout') return refused.timeout();
    return refused.unavailable();
  }
}
