import type { Store } from '../../db/database.js';
import type { Actor } from '../../domain/actor.js';
import { created } from '../../domain/audit.js';
import type { RequestContext } from '../../http/router.js';
import { siteNow } from '../../kit/site-clock.js';
import type { WrittenChange } from '../../kit/resource.js';

// Change logs of the ramming family (hammer standards, processes): one row per changed field, written by
// the write itself in its transaction, stamped with the site's clock like every other site log.

export interface FieldChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

const shown = (value: unknown): string | null =>
  value === undefined || value === null || value === '' ? null : String(value);

/** The fields of `tracked` whose shown value differs between the row before and after (either may be absent). */
export function changedFields(tracked: readonly string[], change: WrittenChange): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of tracked) {
    const oldValue = shown(change.before?.[field]);
    const newValue = shown(change.after?.[field]);
    if (oldValue !== newValue) out.push({ field, oldValue, newValue });
  }
  return out;
}

export function byName(actor: Actor): string {
  return actor.name || actor.username;
}

/** Writes the rows of one change into a log table, with the columns that name what changed. */
export function writeChangeLog(
  store: Store,
  table: string,
  ctx: RequestContext,
  change: WrittenChange,
  fields: FieldChange[],
  subject: Record<string, string | number>,
): void {
  if (fields.length === 0) return;
  const projectId = store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1')!.id;
  const t = siteNow(ctx.app);
  for (const f of fields) {
    store.insert(table, {
      projectId,
      t,
      action: change.action,
      ...subject,
      ...f,
      byName: byName(ctx.actor),
      ...created(ctx.actor),
    });
  }
}
