import { invalidateToken } from '@/lib/backend/api';
import { BASE_PATH } from '@/lib/session/cookie';
import { destroySession, readSession } from '@/lib/session/session';

export const dynamic = 'force-dynamic';

/**
 * Where the server sends a session it can no longer use (spec §4: a failed user-info load logs
 * out). A page cannot clear cookies while rendering, so it redirects here. A cross-site
 * navigation cannot end someone's session.
 */
export async function GET(request: Request) {
  if (request.headers.get('sec-fetch-site') === 'cross-site') {
    return new Response(null, { status: 303, headers: { location: `${BASE_PATH}/` } });
  }
  const session = await readSession();
  if (session?.method === 'password') await invalidateToken(session.token).catch(() => undefined);
  await destroySession();
  return new Response(null, { status: 303, headers: { location: `${BASE_PATH}/login?reason=expired`, 'cache-control': 'no-store' } });
}
