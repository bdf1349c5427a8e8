import { HAUL_ROAD_LIMIT_KMH } from '@console/contract/fleet/speed';
import type { SqlValue } from '../../db/database.js';
import { alarmSeqBlock } from '../../modules/quality/rules/alarms.js';
import { type SpecialSection, specialSectionsSql } from '../../modules/quality/rules/special-sections.js';
import { factId, siteTime } from '../calendar.js';
import type { DayContext, FactWriter } from '../process.js';
import { Rng } from '../random.js';
import { roadChainage } from '../site/alignment.js';
import type { Point } from '../site/project.js';
import { type DrivePiece, drivePieces, type FastWindow, pieceFix, tripRoute } from '../trajectory/truck-route.js';
import { type FastFix, judgeOverSpeed, overSpeedAlarm, overSpeedAlarmColumns } from './overspeed.js';
import type { Trip } from './transport.js';

/*
 * A haul truck's overspeed: only forced (the test hook's `overSpeed` on a truck), so the seeded site's figures do
 * not move. While the episode lasts the truck drives its trip's legs at 1.1–1.6 × the haul-road limit and makes the
 * time up after it, arriving when the trip says; standing (loading, waiting, unloading) it stays where it is. The
 * alarm follows the rollers' rule (overspeed.ts).
 */

/** The site's haul-road limit for the trucks, km/h (the contract's, so the playback's speed legend agrees). */
export const TRUCK_SPEED_LIMIT_KMH = HAUL_ROAD_LIMIT_KMH;

/** A forced overspeed on a truck, with the speed it drives at; the truck's episodes in start order. */
export function truckFastWindows(ctx: DayContext, code: string): FastWindow[] {
  return ctx.forced
    .filter((e) => e.deviceCode === code && e.kind === 'overSpeed')
    .map((e) => {
      const rng = new Rng(ctx.seed, `overspeed:${code}:${e.start}`, ctx.day);
      return { start: e.start, end: e.end, kmh: Math.round(TRUCK_SPEED_LIMIT_KMH * rng.uniform(1.1, 1.6) * 10) / 10 };
    });
}

/** A trip's two drives (out to the front, back to the plant) with the truck's fast windows. */
export function tripDrives(
  trip: Pick<Trip, 'depart' | 'arrive' | 'unloadEnd' | 'back'>,
  route: Point[],
  windows: readonly FastWindow[],
): { out: DrivePiece[]; back: DrivePiece[] } {
  return {
    out: drivePieces(trip.depart, trip.arrive, route, windows),
    back: drivePieces(trip.unloadEnd, trip.back, [...route].reverse(), windows),
  };
}

/** A fix of a fast stretch, with when the stretch ends (the truck is back under the limit). */
interface TruckFix extends FastFix {
  until: number;
}

interface TruckEpisode {
  code: string;
  deviceId: number;
  start: number;
  end: number;
  /** Its alarm's sequence in the day: the truck's block, the episode's number in it. */
  seq: number;
  fixes: TruckFix[];
}

/**
 * The trucks' forced overspeeds of a day: every second the truck drives fast in an episode is a fix; where episodes
 * overlap, a second belongs to the earlier, so each raises its own alarm at most once.
 */
function truckEpisodes(ctx: DayContext, trips: readonly Trip[]): TruckEpisode[] {
  const trucks = ctx.registry.specs.filter((s) => s.kind === 'truck');
  const out: TruckEpisode[] = [];
  trucks.forEach((spec, rank) => {
    const windows = truckFastWindows(ctx, spec.code);
    if (windows.length === 0) return;
    const fast = trips
      .filter((t) => t.vehicleCode === spec.code)
      .flatMap((trip) => {
        const drives = tripDrives(trip, tripRoute(trip.plantCode, trip.destination), windows);
        return [...drives.out, ...drives.back].filter((p) => p.fast);
      });
    let taken = 0;
    windows.forEach((w, k) => {
      const fixes: TruckFix[] = [];
      const from = Math.max(w.start, taken);
      for (const piece of fast) {
        const end = Math.min(piece.to, w.end);
        for (let t = Math.ceil(Math.max(piece.from, from) / 1000) * 1000; t < end; t += 1000) {
          const f = pieceFix(piece, t);
          const speed = Math.round(f.speed * 100) / 100;
          fixes.push({ t, x: f.x, y: f.y, speed, chainage: roadChainage(f.x, f.y), until: end });
        }
      }
      taken = Math.max(taken, w.end);
      const seq = alarmSeqBlock.trucks + rank * 100 + k;
      out.push({ code: spec.code, deviceId: ctx.registry.deviceId(spec.code), start: w.start, end: w.end, seq, fixes });
    });
  });
  return out;
}

/** Writes the trucks' overspeed alarms of a day, and clears each when its truck is back under the limit. */
export class TruckOverspeeds {
  private readonly episodes: TruckEpisode[];

  constructor(
    private readonly day: number,
    ctx: DayContext,
    trips: readonly Trip[],
  ) {
    this.episodes = truckEpisodes(ctx, trips);
  }

  /** Sections are read when the window is written, so a section applies from its creation on. */
  emit(from: number, to: number, out: FactWriter): void {
    let sections: SpecialSection[] | undefined;
    let insert: ((values: readonly SqlValue[]) => void) | undefined;
    for (const episode of this.episodes) {
      if (episode.end < from || episode.start >= to) continue;
      sections ??= out.all<SpecialSection>(specialSectionsSql);
      const judged = judgeOverSpeed(episode.fixes, sections, 'ylc', TRUCK_SPEED_LIMIT_KMH);
      if (!judged) continue;
      const id = factId(this.day, episode.seq);
      if (judged.at.t >= from && judged.at.t < to) {
        insert ??= out.inserter('pdca_alarm', overSpeedAlarmColumns);
        insert(overSpeedAlarm(id, { code: episode.code, domain: 'ylc', deviceId: episode.deviceId }, judged));
      }
      const clear = judged.at.until;
      if (clear >= from && clear < to && judged.at.t < clear)
        out.run('UPDATE pdca_alarm SET clearedAt = ? WHERE id = ?', siteTime(clear), id);
    }
  }
}
