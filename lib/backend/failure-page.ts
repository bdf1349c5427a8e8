import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import { pageFor } from './errors';

/** `catch (e) { showFailurePage(e, read) }` in a server component: carries out `pageFor`. */
export function showFailurePage(error: unknown, read: 'bootstrap' | 'screen' = 'screen'): never {
  const page = pageFor(error, read);
  // A page cannot clear cookies while rendering: /session/end ends the session, then lands on /login.
  if (page === 'login') redirect('/session/end');
  if (page === 'forbidden') forbidden();
  throw error;
}
