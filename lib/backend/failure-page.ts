import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import { pageFor } from './errors';

/** `catch (e) { showFailurePage(e) }` in a server component: see `pageFor`. */
export function showFailurePage(error: unknown): never {
  const page = pageFor(error);
  // /session/end clears the session the backend no longer accepts, then lands on /login.
  if (page === 'login') redirect('/session/end');
  if (page === 'forbidden') forbidden();
  throw error;
}
