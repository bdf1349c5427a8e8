export type SignInMethod = 'password' | 'sso';

/** What the sealed cookie holds. The JWT never leaves the server. */
export type SessionData = {
  token: string;
  userId: string;
  username: string;
  name: string;
  /** JWT expiry, epoch seconds. */
  exp: number;
  method: SignInMethod;
  /** SSO only: the provider's ID token, needed for the end-session request. */
  idToken?: string;
  /**
   * A random id of this sign-in, kept when the token is refreshed. Not a secret: the browser tabs
   * compare it to tell a new sign-in from the one they show (components/shell/session-sync.tsx).
   */
  sid?: string;
};

/** Reads the claims the console needs; the backend remains the one that verifies the JWT. */
export function claimsOf(jwt: string): { userId: string; username: string; name: string; exp: number } | null {
  const part = jwt.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const exp = Number(claims.exp);
    const username = String(claims.userName ?? claims.sub ?? '');
    if (!Number.isFinite(exp) || !username) return null;
    return { userId: String(claims.userId ?? ''), username, name: String(claims.name ?? username), exp };
  } catch {
    return null;
  }
}

export function isLive(data: SessionData | null | undefined, nowSeconds = Date.now() / 1000): data is SessionData {
  return !!data && typeof data.token === 'string' && data.token.length > 0 && data.exp > nowSeconds;
}
