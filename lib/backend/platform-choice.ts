/**
 * Which configured platform a call goes to (pure; `platforms.ts` reads the file and the session).
 * `instance` (the default): one choice for the whole console instance. `user` (`PLATFORM_CHOICE=user`):
 * each user's own choice, kept by user name, the instance's choice (or the first platform) until they
 * make one. A user is known by the name they sign in with, or by their token's claims afterwards.
 */
export type ChoiceScope = 'instance' | 'user';

/** What the choice file holds: the instance's key and, per user, theirs. */
export type StoredChoice = { key: string | null; users: Readonly<Record<string, string>> };

export const NO_CHOICE: StoredChoice = { key: null, users: {} };

/** The file's JSON, read leniently: anything malformed counts as no choice. */
export function parseStoredChoice(text: string): StoredChoice {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return NO_CHOICE;
  }
  if (!parsed || typeof parsed !== 'object') return NO_CHOICE;
  const { key, users } = parsed as { key?: unknown; users?: unknown };
  const kept: Record<string, string> = {};
  if (users && typeof users === 'object')
    for (const [name, value] of Object.entries(users as Record<string, unknown>))
      if (typeof value === 'string') kept[name] = value;
  return { key: typeof key === 'string' ? key : null, users: kept };
}

/**
 * The platform in use for `username` (none: a call without a user, e.g. readiness): the user's own
 * choice in the `user` scope, else the instance's, while still configured; else the first.
 */
export function resolvePlatform<P extends { key: string }>(
  choices: readonly P[],
  stored: StoredChoice,
  scope: ChoiceScope,
  username?: string | null,
): P {
  if (choices.length > 1) {
    const own = scope === 'user' && username ? stored.users[username] : undefined;
    for (const key of [own, stored.key]) {
      const found = key ? choices.find((c) => c.key === key) : undefined;
      if (found) return found;
    }
  }
  return choices[0]!;
}

/** The stored choice after `username` (the `user` scope) or the instance picks `key`. */
export function withChoice(stored: StoredChoice, scope: ChoiceScope, key: string, username: string): StoredChoice {
  return scope === 'user' ? { ...stored, users: { ...stored.users, [username]: key } } : { ...stored, key };
}

/** The user a platform token was issued to (its claims, unverified: it only routes the call; the platform verifies). */
export function usernameOfToken(token: string | undefined): string | null {
  const part = token?.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as Record<
      string,
      unknown
    >;
    const name = claims.userName ?? claims.sub;
    return typeof name === 'string' && name ? name : null;
  } catch {
    return null;
  }
}
