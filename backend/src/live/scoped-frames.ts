import type { Store } from '../db/database.js';
import { inScope, type Scope, scopeText } from '../domain/data-scope.js';
import type { RingEvent } from './ring.js';

/**
 * Frames (positions, states) as a reader of some sections receives them: only the rows of their sections' devices.
 * Each event is filtered once per scope (the streams of one scope share it); the devices' sections are read at most
 * every 2 s.
 */
export class ScopedFrames {
  private sections = { at: 0, map: new Map<number, number>() };
  private readonly made = new Map<string, string>();

  constructor(private readonly store: Store) {}

  dataFor(event: RingEvent, scope: Scope, userId: number): string {
    if (!event.rows || scope.all) return event.data;
    const key = `${event.seq}|${scopeText(scope)}`;
    let data = this.made.get(key);
    if (data !== undefined) return data;
    if (Date.now() - this.sections.at > 2000)
      this.sections = {
        at: Date.now(),
        map: new Map(
          this.store
            .all<{ id: number; s: number }>('SELECT id, COALESCE(sectionId, 0) s FROM site_device')
            .map((r) => [r.id, r.s]),
        ),
      };
    const { key: field, devices } = event.rows;
    const payload = JSON.parse(event.data) as Record<string, unknown[]>;
    payload[field] = payload[field]!.filter((_, i) => inScope(scope, this.sections.map.get(devices[i]!) ?? 0, userId));
    data = JSON.stringify(payload);
    if (this.made.size >= 64) this.made.clear();
    this.made.set(key, data);
    return data;
  }
}
