import { adminPages } from '@console/contract/admin/pages';
import { getFrontInfo } from '@/lib/backend/api';
import { BackendError } from '@/lib/backend/errors';
import { choiceScope, choosePlatform, currentPlatform, platformChoices } from '@/lib/backend/platforms';
import { jsonReply, refused } from '@/lib/bff/json';
import { isSameOriginCall } from '@/lib/bff/same-origin';
import { sessionCookieFor } from '@/lib/session/cookie';
import { endSession } from '@/lib/session/lifecycle';
import { readSession } from '@/lib/session/session';

export const dynamic = 'force-dynamic';

// The console's own endpoint for 平台地址切换: which platform backends the server offers and which one
// this instance uses (or, with PLATFORM_CHOICE=user, the caller uses); switching is for holders of the
// page's element code on the platform in use, and moves the instance or only the caller.
// Addresses never reach the browser: the page knows the platforms by key and name only.

const MENU = adminPages.pages.platformAddress.code;
const ELEMENT = `${MENU}:btn_switch`;

async function holder(token: string, element: boolean): Promise<boolean | Response> {
  try {
    const info = await getFrontInfo(token);
    return info.menus.some((m) => m.code === MENU) && (!element || info.elements.some((e) => e.code === ELEMENT));
  } catch (error) {
    if (error instanceof BackendError && error.kind === 'logout') return refused.noSession();
    return refused.unavailable();
  }
}

const listed = (username: string) => ({
  current: currentPlatform(username).key,
  scope: choiceScope(),
  platforms: platformChoices().map(({ key, zh, en }) => ({ key, zh, en })),
});

export async function GET(): Promise<Response> {
  const session = await readSession();
  if (!session) return refused.noSession();
  const allowed = await holder(session.token, false);
  if (allowed instanceof Response) return allowed;
  if (!allowed) return jsonReply(403, { status: 40301, message: 'User Forbidden! Does not have permission!' });
  return jsonReply(200, { status: 200, data: listed(session.username) });
}

/**
 * `PUT {key}`: the instance (or only the caller) moves to that platform, and the caller is signed out of the one it
 * leaves.
 */
export async function PUT(request: Request): Promise<Response> {
  const { origin } = sessionCookieFor(request.headers);
  if (!isSameOriginCall('PUT', request.headers, origin)) return refused.crossSite();
  const session = await readSession();
  if (!session) return refused.noSession();
  let key: unknown;
  try {
    key = ((await request.json()) as { key?: unknown }).key;
  } catch {
    return jsonReply(200, { status: 30101, message: 'Malformed JSON body' });
  }
  const allowed = await holder(session.token, true);
  if (allowed instanceof Response) return allowed;
  if (!allowed) return jsonReply(403, { status: 40301, message: 'User Forbidden! Does not have permission!' });
  if (typeof key !== 'string' || !platformChoices().some((c) => c.key === key))
    return jsonReply(200, { status: 30101, message: `未配置的平台: ${String(key)}` });
  if (key === currentPlatform(session.username).key)
    return jsonReply(200, { status: 30101, message: '已在使用该平台' });
  // The token belongs to the platform being left: revoked there before the address changes.
  await endSession();
  choosePlatform(key, session.username);
  return jsonReply(200, { status: 200, data: { ...listed(session.username), signedOut: true } });
}
