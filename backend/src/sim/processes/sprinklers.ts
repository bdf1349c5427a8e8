import { factId, siteTime } from '../calendar.js';
import type { DayContext, FactWriter, ProcessDay, SimProcess } from '../process.js';
import { Rng } from '../random.js';

/*
 * Sprinklers (洒水车): while its engine runs a sprinkler fills its tank at the section's water point, drives to
 * the haul road and sprays one stretch of it until the tank is empty, then goes back for the next fill. One
 * job per tank: written when the spraying ends, with the stretch (`fromKm`–`toKm` along the section's haul
 * road), the water and the fill before it. No spraying on a rainy day (the road is wet). Ids:
 * `factId(day, n)` in the day's job order over all sprinklers.
 */

const minute = 60_000;
const sec = (ms: number) => Math.round(ms / 1000) * 1000;
const r2 = (x: number) => Math.round(x * 100) / 100;

/** Length of each section's haul road (km), which the jobs' stretches lie on and coverage is a share of. */
export const haulRoadKm: Readonly<Record<string, number>> = { S1: 6.4, S2: 8.8 };

export interface PlannedJob {
  deviceCode: string;
  deviceId: number;
  sectionCode: string;
  fillStart: number;
  start: number;
  end: number;
  fromKm: number;
  toKm: number;
  waterM3: number;
}

export const sprayJobColumns = [
  'id',
  'projectId',
  'jobNo',
  'deviceId',
  'sectionCode',
  'fillStart',
  'sprayStart',
  'sprayEnd',
  'fromKm',
  'toKm',
  'km',
  'waterM3',
  'crtTime',
] as const;

class SprinklerDay implements ProcessDay {
  constructor(
    private readonly day: number,
    private readonly jobs: PlannedJob[],
  ) {}

  emit(from: number, to: number, out: FactWriter): void {
    const insert = out.inserter('ssc_job', sprayJobColumns);
    this.jobs.forEach((job, i) => {
      if (job.end < from || job.end >= to) return;
      const end = siteTime(job.end);
      const km = r2(job.toKm - job.fromKm);
      insert([
        factId(this.day, i + 1),
        1,
        `SJ-${end.slice(0, 10).replaceAll('-', '')}-${String(i + 1).padStart(3, '0')}`,
        job.deviceId,
        job.sectionCode,
        siteTime(job.fillStart),
        siteTime(job.start),
        end,
        job.fromKm,
        job.toKm,
        km,
        job.waterM3,
        end,
      ]);
    });
  }
}

export const sprinklerProcess: SimProcess = {
  name: 'sprinklers',
  planDay(ctx: DayContext) {
    const { seed, day, schedule, registry } = ctx;
    const jobs: PlannedJob[] = [];
    if (schedule.rain === 'none') {
      for (const spec of registry.specs) {
        if (spec.kind !== 'sprinkler') continue;
        const road = haulRoadKm[spec.sectionCode ?? ''] ?? haulRoadKm.S1!;
        const tank = Number(spec.params.tankM3 ?? 15);
        const rng = new Rng(seed, `spray:${spec.code}`, day);
        for (const shift of schedule.device(spec.code).engine) {
          let t = shift.start;
          for (;;) {
            const fillStart = sec(t + rng.uniform(3, 8) * minute);
            const start = sec(fillStart + rng.uniform(12, 18) * minute + rng.uniform(4, 10) * minute);
            // 1.6–2.4 m³ a km at 8–12 km/h: a full tank sprays 6–9 km.
            const water = r2(tank * rng.uniform(0.9, 1));
            const km = Math.min(road, water / rng.uniform(1.6, 2.4));
            const end = sec(start + (km / rng.uniform(8, 12)) * 3_600_000);
            if (end > shift.end) break;
            const fromKm = r2(rng.uniform(0, road - km));
            jobs.push({
              deviceCode: spec.code,
              deviceId: registry.deviceId(spec.code),
              sectionCode: spec.sectionCode ?? 'S1',
              fillStart,
              start,
              end,
              fromKm,
              toKm: r2(fromKm + km),
              waterM3: water,
            });
            t = end;
          }
        }
      }
    }
    jobs.sort((a, b) => a.end - b.end || a.deviceCode.localeCompare(b.deviceCode));
    return new SprinklerDay(day, jobs);
  },
};
