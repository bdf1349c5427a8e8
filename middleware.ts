import { NextResponse, type NextRequest } from 'next/server';
import { safeRedirect } from '@/lib/redirect';
import { sessionCookieFor, sessionSecrets, BASE_PATH } from '@/lib/session/cookie';
import { unsealSession } from '@/lib/session/seal';

/**
 * Optimistic gate only (ARCHITECTURE.md): every decision here is made again by the console
 * layout, the pages and the route handlers, so authorization holds with this file deleted.
 * Next 16 still runs `middleware.ts` on Edge (deprecated); its successor `proxy.ts` runs on
 * Node only — migrate by renaming once Edge is no longer wanted.
 */
const PUBLIC = new Set(['/login', '/authredirect', '/401', '/404', '/session/end']);

function redirectTo(request: NextRequest, location: string): NextResponse {
  // Next rewrites a 127.0.0.1 host to localhost in req.url (STACK.md); Next relativises a
  // same-origin Location, which the e2e suite checks, so the browser stays on its own origin.
  return NextResponse.redirect(new URL(`${BASE_PATH}${location}`, request.url), 307);
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

  const { name } = sessionCookieFor(request.headers);
  const session = await unsealSession(request.cookies.get(name)?.value, sessionSecrets());

  if (pathname === '/login' && session) return redirectTo(request, '/');
  if (PUBLIC.has(pathname)) return NextResponse.next();
  if (!session) {
    const target = safeRedirect(`${pathname}${search}`);
    return redirectTo(request, target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`);
  }
  const headers = new Headers(request.headers);
  headers.set('x-console-path', `${pathname}${search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/((?!_next/|favicon\\.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|pdf|txt|woff2?|css|js|map)$).*)'],
};
