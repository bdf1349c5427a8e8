import type { Store } from '../../db/database.js';
import { created } from '../../domain/audit.js';
import { rejected } from '../../http/reply.js';
import type { RequestContext } from '../../http/router.js';

// What the platform-administration resources share: naming a user in refusals, stamping an update by hand.

/** The user's display name (or login name) for a refusal; refuses an unknown user. */
export function userName(store: Store, id: unknown): string {
  const user = store.get<{ username: string; name: string | null }>(
    'SELECT username, name FROM base_user WHERE id = ?',
    id,
  );
  if (!user) throw rejected(`用户不存在: ${String(id)}`);
  return user.name ?? user.username;
}

/** `updTime, updUser, updName, updHost` of a change the actor makes now, for an UPDATE's parameters. */
export function updatedBy(ctx: RequestContext): [string, string, string, string] {
  const stamp = created(ctx.actor);
  return [stamp.crtTime!, stamp.crtUser!, stamp.crtName!, stamp.crtHost!];
}
