import { ROUTE_STEP_SEC } from '@console/contract/fleet/reports';
import { toLonLat } from '@console/contract/site/frame';
import type { Store } from '../../db/database.js';
import { storedFrame } from '../../kit/site-frame.js';
import { round } from '../../kit/stats-range.js';
import { dayIndexOf, dayStartMs, lengthOf, positionAt, siteTime, slice } from '../../sim/reads.js';
import { legsOf, tripNumbers } from '../fleet/index.js';
import { b, type Body, clipped, num, type Scope, text, wordsOf } from './fleet-report-kit.js';
import type { Cell, ReportColumn } from './report-table.js';

/*
 * 轨迹报表: one truck's positions every ROUTE_STEP_SEC, and wherever its state changes or it powers on, with the
 * distance driven since the range began (the total is the summary's driven distance of the same days), in site
 * metres and, once the project has its frame, latitude/longitude (CGCS2000).
 */

const STEP_MS = ROUTE_STEP_SEC * 1000;

export function routeTable(store: Store, s: Scope): Body {
  const v = s.vehicles[0]!;
  const frame = storedFrame(store);
  const from = dayStartMs(s.range.first);
  const legs = s.to > from ? legsOf(s.f, 'truck', v.code, from, s.to) : [];
  const position = b('坐标', 'Position');
  const columns: ReportColumn[] = [
    text('time', b('时间', 'Time')),
    text('state', b('状态', 'State'), wordsOf(store, 'vehicleState')),
    text('tripNo', b('车次号', 'Trip')),
    num('speed', b('车速(km/h)', 'Speed (km/h)')),
    num('x', b('X(m)', 'X (m)'), 1, position),
    num('y', b('Y(m)', 'Y (m)'), 1, position),
    num('lon', b('经度', 'Longitude'), 7, position),
    num('lat', b('纬度', 'Latitude'), 7, position),
    num('km', b('累计里程(km)', 'Distance (km)'), 3),
  ];
  const rows: Record<string, Cell>[] = [];
  const numbers: Record<string, Record<number, string>> = {};
  const tripOf = (t: number, ref: number | null) => {
    if (ref === null) return null;
    const day = dayIndexOf(t);
    const label = siteTime(t).slice(0, 10);
    numbers[label] ??= tripNumbers(s.f, v.id, dayStartMs(day), dayStartMs(day + 1))[label] ?? {};
    return numbers[label][ref] ?? null;
  };
  let before = 0; // metres driven on the clipped legs before this one
  let prev: { state: string; z: number } | null = null;
  for (const { leg, a, z, metres } of clipped(legs, from, s.to)) {
    const times: number[] = [];
    // A change of state, or the first fix after the vehicle was off, is a row even between the steps.
    if (!prev || prev.state !== leg.state || prev.z !== a) times.push(a);
    for (let t = Math.ceil(a / STEP_MS) * STEP_MS; t < z; t += STEP_MS) if (t !== times[0]) times.push(t);
    for (const t of times) {
      const p = positionAt([leg], t)!;
      const lonLat = frame ? toLonLat(frame, [p.x, p.y]) : null;
      const driven = leg.path.length > 1 && t > a ? lengthOf(slice(leg, a, t)) : 0;
      rows.push({
        time: siteTime(t),
        state: leg.state,
        tripNo: tripOf(t, leg.ref),
        speed: round(p.speed, 1),
        x: round(p.x, 1),
        y: round(p.y, 1),
        lon: lonLat ? round(lonLat[0], 7) : null,
        lat: lonLat ? round(lonLat[1], 7) : null,
        km: round((before + driven) / 1000, 3),
      });
    }
    before += metres;
    prev = { state: leg.state, z };
  }
  return { columns, rows, totals: { km: round(before / 1000, 3) } };
}
