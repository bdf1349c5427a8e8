import { request } from './request';

/** The provider's end-session URL of a federated log-out, when the answer names one. */
function federatedTarget(reply: unknown): string | null {
  const redirect = (reply as { data?: { redirect?: unknown } } | undefined)?.data?.redirect;
  return typeof redirect === 'string' && /^https?:\/\//i.test(redirect) ? redirect : null;
}

/**
 * Spec §4: invalidate on the server, forget the session, reload (the gate then shows /login).
 * Nothing is shown if the call fails: the reload is the answer either way. An SSO session is a
 * federated log-out: the server answers the provider's end-session URL and the page goes there
 * (the provider then sends the browser back to /login).
 */
export async function logOut(): Promise<void> {
  let target: string | null = null;
  try {
    target = federatedTarget(await request('/api/auth/jwt/invalid', { method: 'POST', report: false }));
  } catch {
    // reloading anyway
  } finally {
    if (target) window.location.assign(target);
    else window.location.reload();
  }
}
