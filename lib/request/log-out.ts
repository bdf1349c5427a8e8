import { request } from './request';

/**
 * Spec §4: invalidate on the server, forget the session, reload (the gate then shows /login).
 * Nothing is shown if the call fails: the reload is the answer either way.
 */
export async function logOut(): Promise<void> {
  try {
    await request('/api/auth/jwt/invalid', { method: 'POST', report: false });
  } catch {
    // reloading anyway
  } finally {
    window.location.reload();
  }
}
