import { BASE_PATH } from '@/lib/public-env';
import { endSession } from '@/lib/session/lifecycle';

export const dynamic = 'force-dynamic';

/**
 * Where the server sends a session it can no longer use (a failed user-info load logs out). A page
 * cannot clear cookies while rendering, so it redirects here. A cross-site
 * navigation cannot end someone's session. An SSO session ends at the provider too (federated
 * log-out): the browser goes on to its end-session endpoint, which comes back to /login.
 */
export async function GET(request: Request) {
  if (request.headers.get('sec-fetch-site') === 'cross-site') {
    return new Response(null, { status: 303, headers: { location: `${BASE_PATH}/` } });
  }
  const location = (await endSession()) ?? `${BASE_PATH}/login?reason=expired`;
  return new Response(null, {
    status: 303,
    headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
}
