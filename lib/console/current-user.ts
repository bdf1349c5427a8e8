import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getAllMenus, getFrontInfo, getFrontMenus } from '@/lib/backend/api';
import { showFailurePage } from '@/lib/backend/failure-page';
import { loginPath } from '@/lib/redirect';
import { readSession } from '@/lib/session/session';

/**
 * The signed-in user with everything the shell needs, loaded once per request. Re-checks what
 * middleware checked: no session → /login; a failed user-info load → logged out, unless the
 * backend is down, which is not the user's fault and reaches the error boundary instead.
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
    showFailurePage(error, 'bootstrap');
  }
});
