import type { App } from '../../app.js';
import { ok } from '../../http/reply.js';
import type { RouteDef } from '../../http/router.js';
import { crews, dayLabel, type Facts } from '../../sim/reads.js';
import { type CompactionDay, compactionDay, type CrewDay, daysOf, type DeviceDay, type Tally } from './rollups.js';
import { column, type Kpi, textColumn, type View } from '../../kit/chart-answer.js';
import { dayRange, type DayRange, pct, round } from '../../kit/stats-range.js';
import { qualityPages } from '@console/contract/quality/pages';

/*
 * The compaction trend pages: pass-qualified ratio, work compliance and work score per day, from the day rollups
 * (rollups.ts).
 */

/** The share of qualified area a day is expected to reach (the trend's target line). */
export const PASS_RATIO_TARGET = 95;

/** Work score = 40 % pass ratio + 20 % each of speed, temperature and vibration compliance. */
const weights = { passes: 0.4, speed: 0.2, temperature: 0.2, vibration: 0.2 } as const;
type Component = keyof typeof weights;
const components = Object.keys(weights) as Component[];

const share = (t: Tally) => pct(t.ok, t.n);
const sum = (list: Tally[]): Tally => list.reduce((a, b) => ({ n: a.n + b.n, ok: a.ok + b.ok }), { n: 0, ok: 0 });

/** Pass-qualified ratio per day and crew against the target line; the table also lists the areas and m². */
export function passRatio(days: { day: string; data: CompactionDay }[], range: DayRange) {
  const crewCodes = [...new Set(days.flatMap((d) => d.data.crews.map((c) => c.crew)))].sort();
  const crewNames = new Map(days.flatMap((d) => d.data.crews.map((c) => [c.crew, `${c.section} ${c.layer}`] as const)));
  const ratio = (list: CrewDay[]) =>
    pct(
      list.reduce((s, c) => s + c.qualified, 0),
      list.reduce((s, c) => s + c.area, 0),
    );
  const all = days.flatMap((d) => d.data.crews);
  const trend: View = {
    chart: {
      type: 'line',
      x: days.map((d) => d.day),
      y: '@passRatio',
      unit: '%',
      series: [
        ...crewCodes.map((code) => ({
          key: `crew:${code}`,
          name: crewNames.get(code)!,
          data: days.map((d) => ratio(d.data.crews.filter((c) => c.crew === code))),
        })),
        { key: 'all', name: '@allCrews', data: days.map((d) => ratio(d.data.crews)) },
      ],
      reference: { value: PASS_RATIO_TARGET, name: '@target' },
    },
    table: {
      columns: [
        textColumn('day'),
        ...crewCodes.map((code) => column(`crew:${code}`, crewNames.get(code)!, '%')),
        column('all', '@allCrews', '%'),
        column('target', '@target', '%'),
      ],
      rows: days.map((d) => ({
        day: d.day,
        ...Object.fromEntries(
          crewCodes.map((code) => [`crew:${code}`, ratio(d.data.crews.filter((c) => c.crew === code))]),
        ),
        all: ratio(d.data.crews),
        target: PASS_RATIO_TARGET,
      })),
    },
    empty: all.length === 0,
  };
  const byCrew: View = {
    chart: {
      type: 'bar',
      x: crewCodes.map((code) => crewNames.get(code)!),
      y: '@passRatio',
      unit: '%',
      series: [
        {
          key: 'passRatio',
          name: '@passRatio',
          data: crewCodes.map((code) => ratio(all.filter((c) => c.crew === code))),
        },
      ],
      reference: { value: PASS_RATIO_TARGET, name: '@target' },
    },
    table: {
      columns: [
        textColumn('layer'),
        column('areas'),
        column('rolledArea', '@rolledArea', 'm²'),
        column('qualifiedArea', '@qualifiedArea', 'm²'),
        column('passRatio', '@passRatio', '%'),
      ],
      rows: crewCodes.map((code) => {
        const of = all.filter((c) => c.crew === code);
        return {
          layer: crewNames.get(code)!,
          areas: of.reduce((s, c) => s + c.areas, 0),
          rolledArea: round(
            of.reduce((s, c) => s + c.area, 0),
            1,
          ),
          qualifiedArea: round(
            of.reduce((s, c) => s + c.qualified, 0),
            1,
          ),
          passRatio: ratio(of),
        };
      }),
    },
    empty: all.length === 0,
  };
  const total = ratio(all);
  const kpis: Kpi[] = [
    { key: 'passRatio', name: '@passRatio', value: total, unit: '%' },
    { key: 'target', name: '@target', value: PASS_RATIO_TARGET, unit: '%' },
    {
      key: 'daysOnTarget',
      name: '@daysOnTarget',
      value: days.filter((d) => (ratio(d.data.crews) ?? -1) >= PASS_RATIO_TARGET).length,
    },
  ];
  return { start: range.start, end: range.end, target: PASS_RATIO_TARGET, kpis, views: { trend, byCrew } };
}

/** The four compliance shares of a set of rollups (passes: the crews' pass ratio). */
function complianceOf(devices: DeviceDay[], crewList: CrewDay[]): Record<Component, number | null> {
  return {
    speed: share(sum(devices.map((d) => d.speed))),
    temperature: share(sum(devices.map((d) => d.temperature))),
    passes: pct(
      crewList.reduce((s, c) => s + c.qualified, 0),
      crewList.reduce((s, c) => s + c.area, 0),
    ),
    vibration: share(sum(devices.map((d) => d.vibration))),
  };
}

/**
 * Weighted score of the components that apply (a component without anything to judge drops out, the others' weights
 * scale up).
 */
function scoreOf(c: Record<Component, number | null>): number | null {
  let weight = 0;
  let total = 0;
  for (const k of components) {
    const v = c[k];
    if (v === null) continue;
    weight += weights[k];
    total += weights[k] * v;
  }
  return weight > 0 ? round(total / weight, 1) : null;
}

export function compliance(days: { day: string; data: CompactionDay }[], range: DayRange) {
  const order: Component[] = ['speed', 'temperature', 'passes', 'vibration'];
  const perDay = days.map((d) => ({ day: d.day, c: complianceOf(d.data.devices, d.data.crews) }));
  const devices = [...new Set(days.flatMap((d) => d.data.devices.map((x) => x.code)))].sort();
  const deviceC = devices.map((code) => {
    const mine = days.flatMap((d) => d.data.devices.filter((x) => x.code === code));
    const crew = mine[0]!.crew;
    return {
      code,
      crew,
      c: complianceOf(
        mine,
        days.flatMap((d) => d.data.crews.filter((c) => c.crew === crew)),
      ),
      seconds: mine.reduce((s, x) => s + x.rollingSeconds, 0),
    };
  });
  const all = complianceOf(
    days.flatMap((d) => d.data.devices),
    days.flatMap((d) => d.data.crews),
  );
  const empty = devices.length === 0;
  return {
    start: range.start,
    end: range.end,
    kpis: order.map((k) => ({ key: k, name: `@${k}Compliance`, value: all[k], unit: '%' })),
    views: {
      trend: {
        chart: {
          type: 'line',
          x: perDay.map((d) => d.day),
          y: '@compliance',
          unit: '%',
          series: order.map((k) => ({ key: k, name: `@${k}Compliance`, data: perDay.map((d) => d.c[k]) })),
        },
        table: {
          columns: [textColumn('day'), ...order.map((k) => column(k, `@${k}Compliance`, '%'))],
          rows: perDay.map((d) => ({ day: d.day, ...d.c })),
        },
        empty,
      } satisfies View,
      byDevice: {
        chart: {
          type: 'bar',
          x: devices,
          y: '@compliance',
          unit: '%',
          series: order.map((k) => ({ key: k, name: `@${k}Compliance`, data: deviceC.map((d) => d.c[k]) })),
        },
        table: {
          columns: [
            textColumn('device'),
            column('rollingHours', '@rollingHours', 'h'),
            ...order.map((k) => column(k, `@${k}Compliance`, '%')),
          ],
          rows: deviceC.map((d) => ({ device: d.code, rollingHours: round(d.seconds / 3600, 2), ...d.c })),
        },
        empty,
      } satisfies View,
    },
  };
}

export function workScore(days: { day: string; data: CompactionDay }[], range: DayRange) {
  const crewCodes = [...new Set(days.flatMap((d) => d.data.devices.map((x) => x.crew)))].sort();
  const crewName = (code: string) => crews.find((c) => c.code === code)!.name;
  const crewScore = (list: { data: CompactionDay }[], code: string) =>
    scoreOf(
      complianceOf(
        list.flatMap((d) => d.data.devices.filter((x) => x.crew === code)),
        list.flatMap((d) => d.data.crews.filter((c) => c.crew === code)),
      ),
    );
  const devices = [...new Set(days.flatMap((d) => d.data.devices.map((x) => x.code)))];
  const ranked = devices
    .map((code) => {
      const mine = days.flatMap((d) => d.data.devices.filter((x) => x.code === code));
      const crew = mine[0]!.crew;
      const c = complianceOf(
        mine,
        days.flatMap((d) => d.data.crews.filter((x) => x.crew === crew)),
      );
      return { code, crew, c, score: scoreOf(c) };
    })
    .sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.code.localeCompare(b.code));
  const empty = devices.length === 0;
  // A component's contribution to the score: its weight (scaled up when another drops out) × its share.
  const contribution = (c: Record<Component, number | null>, k: Component) => {
    const weight = components.filter((x) => c[x] !== null).reduce((s, x) => s + weights[x], 0);
    return c[k] === null || weight === 0 ? null : round((weights[k] / weight) * c[k]!, 1);
  };
  const all = scoreOf(
    complianceOf(
      days.flatMap((d) => d.data.devices),
      days.flatMap((d) => d.data.crews),
    ),
  );
  return {
    start: range.start,
    end: range.end,
    weights,
    kpis: [
      { key: 'score', name: '@score', value: all },
      { key: 'best', name: '@best', value: ranked[0]?.score ?? null },
      { key: 'devices', name: '@devices', value: ranked.length },
    ] satisfies Kpi[],
    views: {
      trend: {
        chart: {
          type: 'line',
          x: days.map((d) => d.day),
          y: '@score',
          series: crewCodes.map((code) => ({
            key: `crew:${code}`,
            name: crewName(code),
            data: days.map((d) => crewScore([d], code)),
          })),
        },
        table: {
          columns: [textColumn('day'), ...crewCodes.map((code) => column(`crew:${code}`, crewName(code)))],
          rows: days.map((d) => ({
            day: d.day,
            ...Object.fromEntries(crewCodes.map((code) => [`crew:${code}`, crewScore([d], code)])),
          })),
        },
        empty,
      } satisfies View,
      ranking: {
        chart: {
          type: 'bar',
          x: ranked.map((r) => r.code),
          y: '@score',
          series: (['passes', 'speed', 'temperature', 'vibration'] as Component[]).map((k) => ({
            key: k,
            name: `@${k}Compliance`,
            stack: 'score',
            data: ranked.map((r) => contribution(r.c, k)),
          })),
        },
        table: {
          columns: [
            column('rank'),
            textColumn('device'),
            textColumn('crew'),
            column('score'),
            ...(['passes', 'speed', 'temperature', 'vibration'] as Component[]).map((k) =>
              column(k, `@${k}Compliance`, '%'),
            ),
          ],
          rows: ranked.map((r, i) => ({ rank: i + 1, device: r.code, crew: crewName(r.crew), score: r.score, ...r.c })),
        },
        empty,
      } satisfies View,
    },
  };
}

export const compactionTrendRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/trend/passRatio',
    menus: [qualityPages.pages.trendRollerPassRatio.code],
    handler(ctx) {
      const range = dayRange(ctx);
      return ok(passRatio(daysOf(ctx, range), range));
    },
  },
  {
    method: 'GET',
    path: '/api/trend/compliance',
    menus: [qualityPages.pages.trendWorkCompliance.code],
    handler(ctx) {
      const range = dayRange(ctx);
      return ok(compliance(daysOf(ctx, range), range));
    },
  },
  {
    method: 'GET',
    path: '/api/trend/workScore',
    menus: [qualityPages.pages.trendWorkScore.code],
    handler(ctx) {
      const range = dayRange(ctx);
      return ok(workScore(daysOf(ctx, range), range));
    },
  },
];

/**
 * Square metres rolled to their targets per compaction process on each given day (construction progress,
 * `progress.ts`); days the simulator has not generated count nothing, and nothing without a simulator.
 */
export function qualifiedAreaByProcess(
  app: App,
  days: readonly number[],
  present: number,
): Map<number, Map<string, number>> {
  const out = new Map<number, Map<string, number>>();
  const sim = app.sim;
  if (!sim || days.length === 0) return out;
  const f: Facts = { store: app.store, ...sim.facts };
  const generated = new Set(
    f.store
      .all<{ day: string }>(
        `SELECT DISTINCT day FROM stat_daily WHERE module IN ('znys', 'zd') AND metric = 'workSeconds' AND day ` +
          `>= ? AND day <= ?`,
        dayLabel(Math.min(...days)),
        dayLabel(Math.max(...days)),
      )
      .map((r) => r.day),
  );
  for (const day of days) {
    if (!generated.has(dayLabel(day))) continue;
    const byProcess = new Map<string, number>();
    for (const c of compactionDay(f, day, present).crews)
      byProcess.set(c.process, (byProcess.get(c.process) ?? 0) + c.qualified);
    out.set(day, byProcess);
  }
  return out;
}
