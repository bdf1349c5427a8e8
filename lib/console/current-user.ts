import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getAllMenus, getFrontInfo, getFrontMenus } from '@/lib/backend/api';
import { BackendError } from '@/lib/backend/errors';
import { safeRedirect } from '@/lib/redirect';
import { readSession } from '@/lib/session/session';

function loginPath(current: string | null): string {
  const target = safeRedirect(current ?? undefined);
  return target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`;
}

/**
 * The signed-in user with everything the shell needs, loaded once per request. Re-checks what
 * middleware checked: no session → /login; an auth failure on user info → logged out.
 * A backend that is down is not the user's fault: it reaches the error boundary instead.
 */
export const currentUser = cache(async () => {
  const session = await readSession();
  if (!session) redirect(loginPath((await headers()).get('x-console-path')));
  try {
    const [info, permissionMenus, menuList] = await Promise.all([
      getFrontInfo(session.token),
      getFrontMenus(session.token),
      getAllMenus(session.token),
    ]);
    return { session, info, permissionMenus, menuList };
  } catch (error) {
    if (error instanceof BackendError && (error.kind === 'gateway' || error.kind === 'unavailable' || error.kind === 'timeout')) throw error;
    redirect('/session/end');
  }
});
