import { broadcastSession } from '@/lib/shell/session-channel';
import { confirmDiscard, leaveWithoutAsking } from '@/lib/shell/unsaved-work';
import { request } from './request';

/** The provider's end-session URL of a federated log-out, when the answer names one. */
function federatedTarget(reply: unknown): string | null {
  const redirect = (reply as { data?: { redirect?: unknown } } | undefined)?.data?.redirect;
  return typeof redirect === 'string' && /^https?:\/\//i.test(redirect) ? redirect : null;
}

/**
 * Invalidate on the server, forget the session, reload (the gate then shows /login).
 * Nothing is shown if the call fails: the reload is the answer either way. An SSO session is a
 * federated log-out: the server answers the provider's end-session URL and the page goes there
 * (the provider then sends the browser back to /login).
 *
 * Unless `ask` is false (the idle time-out), views with unsaved input are listed first and the
 * user may stay: the answer is then false and nothing happened. Every other tab of the console
 * is told once the server has ended the session, so that they leave too.
 */
export async function logOut({ ask = true }: { ask?: boolean } = {}): Promise<boolean> {
  if (ask && !(await confirmDiscard('all'))) return false;
  leaveWithoutAsking();
  let target: string | null = null;
  try {
    target = federatedTarget(await request('/api/auth/jwt/invalid', { method: 'POST', report: false }));
  } catch {
    // reloading anyway
  } finally {
    broadcastSession({ type: 'signed-out' });
    if (target) window.location.assign(target);
    else window.location.reload();
  }
  return true;
}
