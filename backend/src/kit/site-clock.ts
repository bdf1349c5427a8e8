import type { App } from '../../app.js';
import type { Store } from '../../db/database.js';
import { systemActor } from '../../domain/audit.js';
import type { Actor } from '../../domain/actor.js';
import { formatDateTime } from '../../domain/time.js';
import { rejected } from '../../http/reply.js';
import { siteTime } from '../../sim/calendar.js';

// What the compaction modules share: the site's clock for the rows people write into the site's logs,
// and the checks of a section/layer pair.

/** Logs written from the console are stamped with the site's clock, so they read as one timeline with the simulator's. */
export function siteNow(app: App): string {
  return app.sim ? app.sim.simStatus().simTime : siteTime(Date.now());
}

export function byName(actor: Actor): string {
  return actor.name || actor.username;
}

/** Audit columns of a log row written on a user's behalf. */
export function logAudit(actor: Actor): Record<string, string> {
  return {
    crtTime: formatDateTime(),
    crtUser: String(actor.id ?? systemActor.id),
    crtName: actor.username,
    crtHost: actor.host,
  };
}

export function projectIdOf(store: Store): number {
  const project = store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1');
  if (!project) throw rejected('项目尚未建立');
  return project.id;
}

/** The layer must be one of the section's, and one this module compacts. */
export function checkLayer(store: Store, sectionId: unknown, layerId: unknown, domain: string): void {
  const layer = store.get<{ sectionId: number; name: string; domain: string | null }>(
    'SELECT sectionId, name, domain FROM site_layer WHERE id = ?',
    layerId,
  );
  if (!layer) throw rejected(`结构层不存在: ${String(layerId)}`);
  if (layer.sectionId !== Number(sectionId)) throw rejected(`结构层「${layer.name}」不属于所选标段`);
  if (layer.domain !== domain)
    throw rejected(`结构层「${layer.name}」不由${domain === 'zd' ? '振动压实' : '智能压实'}施工`);
}
