import type { Store } from '../../db/database.js';
import { dayIndexOf, siteTime } from '../calendar.js';
import { fixAt } from '../trajectory/roller.js';
import { rollerDay, type Facts } from './roller-day.js';
import { positionAt, sprinklerLegs, truckLegs } from './vehicle-legs.js';

/*
 * Where the site's machines physically are at a moment, from the simulator's own plans: rollers (znys
 * and zd) from their day plan's fix, trucks and sprinklers from their legs, rammers and DDC rigs at the
 * point or pile of their latest hit or event of the day, plants where they stand. A camera sees what is
 * there, not what the telemetry says, so a machine whose signal is lost is still placed. Pavers have no
 * positions in the simulator and are not placed.
 */

export interface PlacedDevice {
  code: string;
  kind: string;
  x: number;
  y: number;
  /** Clockwise from north; null when the machine's heading is not known (plants, rigs). */
  heading: number | null;
}

const plantKinds = ['asphaltPlant', 'stabilisedPlant', 'concretePlant'];

// The last answer per data folder: a wall asks for many cameras' pictures at one present, and the clock may stand
// still.
const last = new WeakMap<Store, { key: string; devices: PlacedDevice[] }>();

export function placedDevices(f: Facts, now: number): PlacedDevice[] {
  const episodes = f.store.get<{ n: number }>('SELECT COUNT(*) n FROM sim_episode')!.n;
  const key = `${f.seed}:${f.anomalyRate}:${now}:${episodes}`;
  let found = last.get(f.store);
  if (found?.key !== key) last.set(f.store, (found = { key, devices: place(f, now) }));
  return found.devices;
}

function place(f: Facts, now: number): PlacedDevice[] {
  const out: PlacedDevice[] = [];
  const store = f.store;
  for (const p of store.all<{ code: string; kind: string; x: number | null; y: number | null }>(
    `SELECT code, kind, json_extract(params, '$.x') AS x, json_extract(params, '$.y') AS y FROM site_device
      WHERE kind IN (${plantKinds.map(() => '?').join(', ')}) ORDER BY code`,
    ...plantKinds,
  ))
    if (typeof p.x === 'number' && typeof p.y === 'number')
      out.push({ code: p.code, kind: p.kind, x: p.x, y: p.y, heading: null });

  // A whole second inside the written present, as the rollers' own fixes are.
  const t = Math.ceil(now / 1000) * 1000 - 1000;
  const day = dayIndexOf(t);
  const registered = new Map(
    store
      .all<{ id: number; code: string; kind: string }>('SELECT id, code, kind FROM site_device')
      .map((d) => [d.id, d]),
  );
  for (const plan of rollerDay(f, day).plans) {
    const device = registered.get(plan.deviceId);
    const fix = device ? fixAt(plan, t) : null;
    if (device && fix) out.push({ code: device.code, kind: device.kind, x: fix.x, y: fix.y, heading: fix.heading });
  }

  for (const kind of ['truck', 'sprinkler'] as const) {
    for (const { code } of store.all<{ code: string }>(
      'SELECT code FROM site_device WHERE kind = ? ORDER BY code',
      kind,
    )) {
      const p = positionAt(kind === 'truck' ? truckLegs(f, day, code) : sprinklerLegs(f, day, code), now);
      if (p) out.push({ code, kind, x: p.x, y: p.y, heading: p.leg.path.length > 1 ? p.heading : null });
    }
  }

  // Rigs stand at the point or pile of their latest hit or event of the day.
  const dayStart = `${siteTime(now).slice(0, 10)} 00:00:00`;
  const present = siteTime(now);
  const rigs = [
    ...store.all<{ code: string; kind: string; x: number | null; y: number | null }>(
      `SELECT d.code, d.kind, p.x, p.y FROM site_device d
        JOIN hj_hit h ON h.id = (SELECT id FROM hj_hit WHERE deviceId = d.id AND t >= ? AND t <= ?
        ORDER BY t DESC, id DESC LIMIT 1)
        LEFT JOIN ram_point p ON p.code = h.pointCode
       WHERE d.kind = 'rammer' ORDER BY d.code`,
      dayStart,
      present,
    ),
    ...store.all<{ code: string; kind: string; x: number | null; y: number | null }>(
      `SELECT d.code, d.kind, p.x, p.y FROM site_device d
        JOIN ddc_raw_event e ON e.id = (SELECT id FROM ddc_raw_event WHERE deviceId = d.id AND t >= ? AND t <= ?
        ORDER BY t DESC, id DESC LIMIT 1)
        LEFT JOIN ddc_pile p ON p.code = e.pileCode
       WHERE d.kind = 'ddcRig' ORDER BY d.code`,
      dayStart,
      present,
    ),
  ];
  for (const r of rigs)
    if (r.x !== null && r.y !== null) out.push({ code: r.code, kind: r.kind, x: r.x, y: r.y, heading: null });
  return out;
}
