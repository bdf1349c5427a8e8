import type { SqlValue } from '../../db/database.js';
import { alarmColumns, alarmSeqBlock, alarmValues } from '../../modules/quality/rules/alarms.js';
import { type FenceEvent, type FenceShape, fenceShapeOf, insideFence } from '@console/contract/fleet/geofences';
import { dayStartMs, factId, siteTime } from '../calendar.js';
import { type DayContext, type FactWriter, systemAudit, systemAuditValues } from '../process.js';
import { type Leg, positionAt, truckLegsOf } from '../trajectory/legs.js';
import type { Trip } from './transport.js';

/*
 * The haul trucks against the geofences people drew: every FENCE_SAMPLE_MS of a truck's day (the fixes its track
 * playback shows) says whether it is inside each enabled fence; crossing in writes `enter`, crossing out `leave` with
 * the time inside, and staying past the fence's dwell limit `dwell`, once a stay. The events a fence names raise an
 * alarm (type `geofence`). A fence is read as the window is written, so an edit applies from then on; what a truck
 * did before is replayed silently to know where it stands. A truck inside a fence at power-on is not "entering": it
 * parked there.
 */

/** How often a truck's place is judged: its fixes' interval. */
export const FENCE_SAMPLE_MS = 5_000;

interface Fence {
  id: number;
  name: string;
  fenceType: string;
  area: string;
  alarmOn: string | null;
  dwellMinutes: number | null;
}

/** The alarms' block of a day's sequence numbers (`alarmSeqBlock.geofences` on). */
const FENCE_ALARMS_A_DAY = 10_000;

interface Found {
  fence: Fence;
  code: string;
  /** The truck's place in the registry. */
  rank: number;
  event: FenceEvent;
  t: number;
  x: number;
  y: number;
  insideMs: number | null;
}

interface Watch {
  /** What the state was computed for: the fence's area and dwell limit. */
  key: string;
  /** The next sample time to judge. */
  next: number;
  inside: boolean;
  since: number;
  dwelt: boolean;
}

const fencesSql = `SELECT id, name, fenceType, area, alarmOn, dwellMinutes FROM ylc_geofence WHERE enabled = 1
  ORDER BY id`;

const eventColumns = ['projectId', 'fenceId', 'vehicleId', 'event', 't', 'x', 'y', 'insideMin', 'alarmId'];
const eventWords: Record<FenceEvent, string> = { enter: '驶入', dwell: '停留超时', leave: '驶出' };

export class TruckGeofences {
  private legs: Map<string, Leg[]> | undefined;
  private readonly watches = new Map<string, Watch>();
  private readonly shapes = new Map<string, FenceShape | null>();

  constructor(
    private readonly ctx: DayContext,
    private readonly trips: readonly Trip[],
  ) {}

  emit(from: number, to: number, out: FactWriter): void {
    const fences = out.all<Fence>(fencesSql);
    if (fences.length === 0) return;
    this.legs ??= new Map(
      this.ctx.registry.specs
        .filter((s) => s.kind === 'truck')
        .map((s) => [s.code, truckLegsOf(this.ctx, this.trips, s.code)] as const),
    );
    const found: Found[] = [];
    for (const fence of fences) {
      const shape = this.shapeOf(fence.area);
      if (!shape) continue;
      const key = `${fence.area}|${fence.dwellMinutes ?? ''}`;
      let rank = 0;
      for (const [code, legs] of this.legs) {
        rank++;
        if (legs.length === 0) continue;
        const watchKey = `${fence.id}:${code}`;
        let watch = this.watches.get(watchKey);
        if (!watch || watch.key !== key) {
          // A new or redrawn fence: where the truck stands at `from`, judged silently from its power-on.
          watch = this.start(legs, shape, key);
          this.advance(watch, legs, shape, fence, from, () => undefined);
          this.watches.set(watchKey, watch);
        }
        this.advance(watch, legs, shape, fence, to, (event, t, x, y, insideMs) =>
          found.push({ fence, code, rank, event, t, x, y, insideMs }),
        );
      }
    }
    if (found.length === 0) return;
    // In time order, so the alarms of a day are numbered alike however the day is cut into windows.
    found.sort((a, b) => a.t - b.t || a.fence.id - b.fence.id || a.rank - b.rank);
    const insertEvent = out.inserter('ylc_geofence_event', eventColumns);
    let insertAlarm: ((values: readonly SqlValue[]) => void) | undefined;
    const first = factId(this.ctx.day, alarmSeqBlock.geofences);
    let alarms: number | undefined;
    for (const { fence, code, event, t, x, y, insideMs } of found) {
      const vehicleId = this.ctx.registry.deviceId(code);
      let alarmId: number | null = null;
      if (fence.alarmOn?.split(',').includes(event)) {
        alarms ??= out.all<{ n: number }>(
          'SELECT COUNT(*) n FROM pdca_alarm WHERE id >= ? AND id < ?',
          first,
          first + FENCE_ALARMS_A_DAY,
        )[0]!.n;
        // A day with more fence alarms than the block holds keeps the first ones.
        if (alarms < FENCE_ALARMS_A_DAY - 1) {
          alarmId = first + ++alarms;
          insertAlarm ??= out.inserter('pdca_alarm', [...alarmColumns, 'crtTime', ...Object.keys(systemAudit)]);
          insertAlarm(fenceAlarm(alarmId, fence, event, { vehicleId, code, t, x, y, insideMs }));
        }
      }
      const minutes = insideMs === null ? null : Math.round(insideMs / 6_000) / 10;
      insertEvent([1, fence.id, vehicleId, event, siteTime(t), round1(x), round1(y), minutes, alarmId]);
    }
  }

  private shapeOf(area: string): FenceShape | null {
    if (!this.shapes.has(area)) {
      const shape = fenceShapeOf(area);
      this.shapes.set(area, typeof shape === 'string' ? null : shape);
    }
    return this.shapes.get(area)!;
  }

  /** A watch before the truck's first fix of the day. */
  private start(legs: readonly Leg[], shape: FenceShape, key: string): Watch {
    const first = Math.max(alignUp(legs[0]!.from, this.ctx.day), dayStartMs(this.ctx.day));
    const at = positionAt(legs, first);
    const inside = at !== null && insideFence(shape, at.x, at.y);
    return { key, next: first + FENCE_SAMPLE_MS, inside, since: first, dwelt: false };
  }

  /** Judges the truck's fixes from the watch's next up to `to`, telling `emit` of each event. */
  private advance(
    watch: Watch,
    legs: readonly Leg[],
    shape: FenceShape,
    fence: Fence,
    to: number,
    emit: (event: FenceEvent, t: number, x: number, y: number, insideMs: number | null) => void,
  ): void {
    const dwellMs = fence.dwellMinutes === null ? null : fence.dwellMinutes * 60_000;
    let k = 0;
    for (let t = watch.next; t < to; t += FENCE_SAMPLE_MS) {
      while (k < legs.length && legs[k]!.to <= t) k++;
      if (k >= legs.length) break;
      const at = legs[k]!.from <= t ? positionAt([legs[k]!], t) : null;
      if (at) {
        const inside = insideFence(shape, at.x, at.y);
        if (inside && !watch.inside) {
          Object.assign(watch, { inside, since: t, dwelt: false });
          emit('enter', t, at.x, at.y, null);
        } else if (!inside && watch.inside) {
          watch.inside = false;
          emit('leave', t, at.x, at.y, t - watch.since);
        } else if (inside && dwellMs !== null && !watch.dwelt && t - watch.since >= dwellMs) {
          watch.dwelt = true;
          emit('dwell', t, at.x, at.y, t - watch.since);
        }
      }
    }
    watch.next = Math.max(watch.next, alignUp(to, this.ctx.day));
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The first sample time at or after `t` (samples fall on the day's 5-second grid). */
function alignUp(t: number, day: number): number {
  const start = dayStartMs(day);
  return start + Math.ceil((t - start) / FENCE_SAMPLE_MS) * FENCE_SAMPLE_MS;
}

/** An event's alarm: a no-go zone's at level 2, a stay by how far past the limit, else level 1. */
function fenceAlarm(
  id: number,
  fence: Fence,
  event: FenceEvent,
  at: { vehicleId: number; code: string; t: number; x: number; y: number; insideMs: number | null },
): SqlValue[] {
  const minutes = at.insideMs === null ? 0 : Math.round(at.insideMs / 6_000) / 10;
  const limit = fence.dwellMinutes ?? 0;
  const level = fence.fenceType === 'noGo' ? 2 : event === 'dwell' && limit > 0 && minutes > 2 * limit ? 2 : 1;
  const stay = event === 'enter' ? '' : `，围栏内 ${minutes} min`;
  const t = siteTime(at.t);
  return [
    ...alarmValues(id, 1, {
      domain: 'ylc',
      type: 'geofence',
      level,
      deviceId: at.vehicleId,
      objectType: 'geofence',
      objectId: fence.id,
      t,
      value: minutes,
      threshold: limit,
      message: `${at.code} ${eventWords[event]}围栏「${fence.name}」${stay}`,
      x: round1(at.x),
      y: round1(at.y),
      place: fence.name,
    }),
    t,
    ...systemAuditValues,
  ];
}
