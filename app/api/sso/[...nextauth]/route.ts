import { NextRequest } from 'next/server';
import { refused } from '@/lib/bff/json';
import { serverEnv } from '@/lib/env';
import { BASE_PATH } from '@/lib/public-env';
import { SSO_PROVIDER_ID, ssoAuth } from '@/lib/sso/auth';
import { authOrigin } from '@/lib/sso/cookies';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * Auth.js (next-auth v5) at `<base>/api/sso`. Only the provider's callback is routed: sign-in
 * starts from the sign-in page's server action, the console has its own session and log-out,
 * so Auth.js's pages, `session`, `csrf`, `providers` and `signout` answer 404 like everything
 * here does when single sign-on is not configured.
 */
async function handle(request: NextRequest, { params }: Context): Promise<Response> {
  const sso = ssoAuth();
  const settings = serverEnv().SSO;
  if (!sso || !settings) return refused.notFound();
  const route = (await params).nextauth;
  if (route.length !== 2 || route[0] !== 'callback' || route[1] !== SSO_PROVIDER_ID) return refused.notFound();

  // Auth.js reads the action from the full path (base path included) and builds the
  // redirect_uri from the origin: give it the one its sign-in half used (see authOrigin).
  const origin = authOrigin(request.headers, settings);
  if (!origin) return refused.badPath();
  const url = new URL(request.url);
  const path = BASE_PATH && !url.pathname.startsWith(`${BASE_PATH}/`) ? `${BASE_PATH}${url.pathname}` : url.pathname;
  const forwarded = new NextRequest(new URL(`${path}${url.search}`, origin), request);
  const answer = await (request.method === 'POST' ? sso.handlers.POST : sso.handlers.GET)(forwarded);
  // Auth.js may answer with Response.redirect(), whose headers are immutable.
  const response = new Response(answer.body, answer);
  response.headers.set('cache-control', 'no-store');
  return response;
}

export { handle as GET, handle as POST };
