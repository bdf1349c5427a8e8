import type { Rng } from '../random.js';
import { at } from '../calendar.js';
import { haulRoads } from '../site/plants.js';
import type { Point } from '../site/project.js';
import { apronRect, stakeAreas } from '../site/sections.js';
import { minute } from './transport-trip.js';

// Where the haul trucks unload: the day's paving front on the road or a row of the apron, and how far it is
// from the plant by the haul road.

/** Where a truck that departs at a time unloads. */
export interface Front {
  /** Destination at a time (the front advances through the day). */
  at(t: number): { name: string; distanceM: number };
}

/** Length of a polyline (m). */
function polylineLength(points: readonly Point[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++)
    length += Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]);
  return length;
}

const roadOf = (plantCode: string) => haulRoads.find((r) => r.plantCodes.includes(plantCode))!;
const areas = stakeAreas();
const roadAreas = areas.filter((a) => a.sectionCode === 'S2');
const apronRows = areas.filter((a) => a.sectionCode === 'S1');
const roadEnd: Point = [3400, 900];

/** A paving front on the road: it starts at a seeded 400 m area on one side and advances 2–4 m/min from 07:30. */
export function roadFront(rng: Rng, day: number, plantCode: string): Front {
  const start = rng.int(0, 6) * 400;
  const side = rng.chance(0.5) ? '左幅' : '右幅';
  const pace = rng.uniform(2, 4);
  const haul = polylineLength(roadOf(plantCode).polyline);
  const from = at(day, 7, 30);
  return {
    at(t) {
      const chainage = Math.min(3199, start + Math.max(0, (t - from) / minute) * pace);
      const area = roadAreas.find(
        (a) => a.fromChainage! <= chainage && chainage < a.toChainage! && a.name.endsWith(side),
      )!;
      return { name: area.name, distanceM: haul + chainage };
    },
  };
}

/** An apron front: one row of slab blocks for the day, reached by the road (base) or the north haul road (concrete). */
export function apronFront(rng: Rng, plantCode: string): Front {
  const row = apronRows[rng.int(0, apronRows.length - 1)]!;
  const centre: Point = [(apronRect.x0 + apronRect.x1) / 2, (row.polygon[0]![1] + row.polygon[2]![1]) / 2];
  const road = roadOf(plantCode);
  const entry = road.plantCodes.some((c) => c.startsWith('SN')) ? road.polyline[road.polyline.length - 1]! : roadEnd;
  const onRoad = entry === roadEnd ? 3200 : 0;
  const distanceM = polylineLength(road.polyline) + onRoad + Math.hypot(centre[0] - entry[0], centre[1] - entry[1]);
  return { at: () => ({ name: row.name, distanceM }) };
}
