import type { App } from '../app.js';
import type { Store } from '../db/database.js';
import { systemActor } from '../domain/audit.js';
import type { Actor } from '../domain/actor.js';
import { formatDateTime } from '../domain/time.js';
import { rejected } from '../http/reply.js';
import { siteTime } from '../sim/calendar.js';

// The site's clock for the rows people write into the site's logs, and who wrote them.

/**
 * Logs written from the console are stamped with the site's clock, so they read as one timeline with the simulator's.
 */
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
