import { NextResponse, type NextRequest } from 'next/server';
import { loginPath, safeRedirect } from '@/lib/redirect';
import { contentSecurityPolicy, HSTS, newNonce } from '@/lib/security/csp';
import { BASE_PATH } from '@/lib/public-env';
import { sessionCookieFor, sessionSecrets } from '@/lib/session/cookie';
import { unsealSession } from '@/lib/session/seal';

/**
 * Optimistic gate only: every decision here is made again by the console
 * layout, the pages and the route handlers, so authorization holds with this file deleted
 * (CONSOLE_DISABLE_MIDDLEWARE=1 proves it in the security suite). It also sets the per-request
 * CSP nonce. Next 16 still runs `middleware.ts` on Edge (deprecated); its successor `proxy.ts`
 * runs on Node only — migrate by renaming once Edge is no longer wanted.
 */
// The manifest and the offline page are fetched by the browser itself, signed in or not.
const PUBLIC = new Set([
  '/login',
  '/authredirect',
  '/401',
  '/404',
  '/session/end',
  '/manifest.webmanifest',
  '/offline.html',
]);

function withSecurity(response: NextResponse, csp: string, https: boolean): NextResponse {
  response.headers.set('Content-Security-Policy', csp);
  if (https) response.headers.set('Strict-Transport-Security', HSTS);
  return response;
}

export async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // Next answers 500 when it cannot decode a route parameter; a malformed escape is the client's error.
  try {
    decodeURIComponent(pathname);
  } catch {
    return new NextResponse(JSON.stringify({ status: 400, message: 'Bad request path' }), {
      status: 400,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  }
  if (pathname.startsWith('/api/') || process.env.CONSOLE_DISABLE_MIDDLEWARE === '1') return NextResponse.next();

  const { name, origin } = sessionCookieFor(request.headers);
  const https = origin.proto === 'https';
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === 'development', https });

  // Next relativises a same-origin Location; built from req.url (which says localhost for
  // 127.0.0.1) it would otherwise send the browser to another origin, without its cookie.
  const redirectTo = (location: string) =>
    withSecurity(NextResponse.redirect(new URL(`${BASE_PATH}${location}`, request.url), 307), csp, https);

  const session = await unsealSession(request.cookies.get(name)?.value, sessionSecrets());
  if (pathname === '/login' && session) {
    const target = safeRedirect(request.nextUrl.searchParams.get('redirect') ?? undefined);
    return redirectTo(target.startsWith('/login') ? '/' : target);
  }
  if (!session && !PUBLIC.has(pathname)) {
    return redirectTo(loginPath(`${pathname}${search}`));
  }

  const headers = new Headers(request.headers);
  headers.set('x-console-path', `${pathname}${search}`);
  headers.set('Content-Security-Policy', csp);
  return withSecurity(NextResponse.next({ request: { headers } }), csp, https);
}

// `/api/*` only when its path holds a `%`, for the malformed-escape check above: the BFF and the
// probes check everything else themselves (lib/bff/proxy.ts), and running the Edge sandbox before
// every platform call cost it CPU for nothing (docs/benchmarks.md, proxy overhead).
export const config = {
  matcher: [
    '/((?!_next/|api/|favicon\\.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|pdf|txt|woff2?|css|js|mjs|map)$).*)',
    '/api/(.*%.*)',
  ],
};
