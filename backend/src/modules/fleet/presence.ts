import { dayIndexOf, type Facts, type Leg, parseSiteTime, positionAt } from '../../sim/reads.js';

/** A vehicle's device as the platform last heard it (its latest state row). */
export type Heard = { online: number; lastSeen: string | null };

export function heardOf(store: Facts['store']): Map<number, Heard> {
  return new Map(
    store
      .all<{ deviceId: number } & Heard>('SELECT deviceId, online, lastSeen FROM dev_state_latest')
      .map((r) => [r.deviceId, { online: r.online, lastSeen: r.lastSeen }]),
  );
}

/**
 * Where a vehicle is drawn: online, where its legs put it now; offline, where they put it when its device was last
 * heard today (`offline`: drawn greyed at that place, with that time), else nowhere.
 */
export function presenceOf(legs: readonly Leg[], now: number, heard: Heard | undefined) {
  if (heard?.online === 1) {
    const p = positionAt(legs, now);
    return p ? { ...p, offline: false } : null;
  }
  const seenMs = heard?.lastSeen ? parseSiteTime(heard.lastSeen) : null;
  const p = seenMs != null && dayIndexOf(seenMs) === dayIndexOf(now) ? positionAt(legs, seenMs) : null;
  return p ? { ...p, speed: 0, offline: true } : null;
}
