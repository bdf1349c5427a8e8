import { currentBackendUrl } from '@/lib/backend/platforms';

export const dynamic = 'force-dynamic';

/** Readiness: the platform backend answers (any HTTP reply counts; a refused or silent one does not). */
export async function GET() {
  const started = Date.now();
  try {
    await fetch(`${currentBackendUrl()}/api/auth/jwt/verify`, { cache: 'no-store', signal: AbortSignal.timeout(2000) });
    return Response.json(
      { status: 'ready', backend: 'up', ms: Date.now() - started },
      { headers: { 'cache-control': 'no-store' } },
    );
  } catch {
    return Response.json(
      { status: 'not-ready', backend: 'down', ms: Date.now() - started },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    );
  }
}
