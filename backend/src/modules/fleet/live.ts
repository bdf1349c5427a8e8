import type { PositionFrame } from '@console/contract/fleet/reads';
import { type LiveSource, stateSource, tupleRows } from '../../live/source.js';
import { heardOf, presenceOf } from './presence.js';
import { dayIndexOf, type Leg, round1, siteTime, sprinklerLegs, truckLegs } from '../../sim/reads.js';

const kinds = { 'ylc.pos': 'truck', 'ssc.pos': 'sprinkler' } as const;
type Topic = keyof typeof kinds;

/**
 * `ylc.pos` / `ssc.pos`: where every haul truck and sprinkler is and what it is doing, once a second while someone
 * listens and sim time moves (latest wins, so the byte rate is the same at any speed):
 * `{t, v: [[deviceId, state, x, y, heading, speed, lastSeen]]}` (`lastSeen`: when its device was last heard), with
 * `offline` at the place it was last heard today for a vehicle whose device is offline (null coordinates before).
 * The same legs and present as `GET /api/{ylc,ssc}/location` (tracks.ts), so a frame and a read agree.
 */
export function vehiclePositions(): LiveSource {
  let last = '';
  // A vehicle-day's legs are computed from its plans once per day, not once a second.
  const legsByCode = new Map<string, { day: number; legs: Leg[] }>();
  return {
    topics: Object.keys(kinds),
    everyMs: 1000,
    poll(ctx) {
      const sim = ctx.sim;
      const t = ctx.simTime();
      if (!sim || t === last) return;
      const topics = (Object.keys(kinds) as Topic[]).filter((topic) => ctx.listening(topic));
      if (topics.length === 0) return;
      last = t;
      const f = { store: ctx.store, ...sim.facts };
      const now = f.cursor;
      const day = dayIndexOf(now);
      const heard = heardOf(ctx.store);
      for (const topic of topics) {
        const kind = kinds[topic];
        const vehicles = ctx.store.all<{ id: number; code: string }>(
          'SELECT id, code FROM site_device WHERE kind = ? ORDER BY code',
          kind,
        );
        const frame = vehicles.map((v): PositionFrame['v'][number] => {
          let cached = legsByCode.get(v.code);
          if (cached?.day !== day) {
            cached = { day, legs: kind === 'truck' ? truckLegs(f, day, v.code) : sprinklerLegs(f, day, v.code) };
            legsByCode.set(v.code, cached);
          }
          const at = presenceOf(cached.legs, now, heard.get(v.id));
          const lastSeen = heard.get(v.id)?.lastSeen ?? null;
          return at
            ? [
                v.id,
                at.offline ? 'offline' : (at.leg.state as PositionFrame['v'][number][1]),
                round1(at.x),
                round1(at.y),
                Math.round(at.heading),
                round1(at.speed),
                lastSeen,
              ]
            : [v.id, 'offline', null, null, null, 0, lastSeen];
        });
        ctx.publish(topic, { t: siteTime(now), v: frame } satisfies PositionFrame, undefined, tupleRows('v'));
      }
    },
  };
}

/**
 * `ylc.trip`: a trip's state changes (loading, in transit, waiting, unloading, done) as the simulator writes them,
 * `{id, tripNo, vehicleCode, state, t}`. A trip's row is rewritten in place as its times pass, so this source keeps
 * the state it last saw of the trips loaded in the last day and tells what differs.
 */
export const tripStates = () =>
  stateSource<{ id: number; tripNo: string; vehicleCode: string; state: string }>(
    'ylc.trip',
    `SELECT t.id, t.tripNo, d.code AS vehicleCode, t.state FROM ylc_trip t JOIN site_device d ON d.id = t.vehicleId
      WHERE t.loadStart >= ? AND t.loadStart <= ? ORDER BY t.loadStart, t.id`,
    (trip) => trip.state,
    (trip, t) => ({ ...trip, t }),
  );
