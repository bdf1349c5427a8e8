import { Rng, mix, smoothAt, unitAt } from '../random.js';
import type { Crew } from '../site/crews.js';
import { deviceSpecs } from '../site/devices.js';
import type { RollerDayPlan } from './roller.js';

/*
 * The paver of a crew (it advances along the work area; its paving temperature varies per stake and across
 * the width; cold loads leave segregation), as a pure function of (seed, day, crew) and the crew's day plan.
 * The paver leads its crew: it lays work area j while the lead machine's j-th engine period runs and hands it
 * to the rollers at the plan's `handedOver[j]` (the same instant the rollers' asphalt starts cooling from),
 * so paving and rolling never disagree. What the paver reports is its infrared bar's mat temperature behind
 * the screed: a laying temperature per area, a slow wander along the road, cooler edges, and now and then a
 * cold load (a truck that waited long) that leaves a cold streak some metres long — the temperature
 * segregation the stake map shows.
 */

export interface ColdLoad {
  /**
   * Area index of the day, where along it (m from the area's start), and its core across it (share of the width) and
   * width (m).
   */
  area: number;
  s0: number;
  length: number;
  u: number;
  width: number;
  /** °C below the mat around it at the streak's core. */
  drop: number;
}

export interface PaverArea {
  j: number;
  /** When the paver started and finished the area (ms); its speed on each tenth of it (m/min). */
  start: number;
  end: number;
  pieceSpeeds: number[];
  /** Laying temperature of the area (°C) before the edges and cold loads. */
  base: number;
}

export interface PaverDay {
  crew: string;
  paverCode: string;
  areaLength: number;
  /** Asphalt mats report temperatures; other materials only the paver's progress. */
  asphalt: boolean;
  areas: PaverArea[];
  cold: ColdLoad[];
  noise: number;
}

const PIECES = 10;
const specs = deviceSpecs();

/** The crew's paver: its lead machine when that is a paver (the road's base crew has none). */
export function crewPaver(crew: Crew): string | null {
  const lead = crew.deviceCodes[0];
  return lead && specs.find((s) => s.code === lead)?.kind === 'paver' ? lead : null;
}

/** The paver's day, from the crew's roller plans (null when the crew has no paver or did not work). */
export function planPaver(
  seed: number,
  day: number,
  anomalyRate: number,
  crew: Crew,
  plans: readonly RollerDayPlan[],
): PaverDay | null {
  const paverCode = crewPaver(crew);
  const plan = plans.find((p) => p.crew === crew.code);
  if (!paverCode || !plan || plan.handedOver.length === 0) return null;
  const handed = plan.handedOver;
  const periods = handed.slice(1).map((t, i) => t - handed[i]!);
  const sorted = [...periods].sort((a, b) => a - b);
  const typical = sorted[Math.floor(sorted.length / 2)] ?? 20 * 60_000;
  const rng = new Rng(seed, `paver:${paverCode}`, day);
  const areas: PaverArea[] = handed.map((end, j) => {
    // A period that spans a break (lunch) is the typical period of work: the paver stood in between.
    const span = j === 0 ? typical : Math.min(end - handed[j - 1]!, typical * 1.5);
    const weights = Array.from({ length: PIECES }, () => 0.75 + 0.5 * rng.next());
    const total = weights.reduce((s, w) => s + w, 0);
    const minutes = span / 60_000;
    const pieceSpeeds = weights.map(
      (w) => Math.round((plan.areaLength / PIECES / ((minutes * w) / total)) * 100) / 100,
    );
    return { j, start: end - span, end, pieceSpeeds, base: 150 + 8 * rng.next() };
  });
  const cold: ColdLoad[] = [];
  const count = rng.poisson(2 * anomalyRate);
  for (let i = 0; i < count; i++) {
    const length = rng.uniform(6, 15);
    cold.push({
      area: rng.int(0, areas.length - 1),
      s0: rng.uniform(0, plan.areaLength - length),
      length,
      u: rng.uniform(0.2, 0.8),
      width: rng.uniform(2, 5),
      drop: rng.uniform(15, 35),
    });
  }
  return {
    crew: crew.code,
    paverCode,
    areaLength: plan.areaLength,
    asphalt: plan.material === 'asphalt',
    areas,
    cold,
    noise: mix(seed, `paverTemp:${paverCode}`, day),
  };
}

/** The paver's speed (m/min) over [s0, s1) of area j: the distance over the time its pieces took. */
export function pavingSpeed(paver: PaverDay, j: number, s0: number, s1: number): number | null {
  const area = paver.areas[j];
  if (!area || s1 <= s0) return null;
  const piece = paver.areaLength / PIECES;
  let minutes = 0;
  for (let k = 0; k < PIECES; k++) {
    const overlap = Math.min(s1, (k + 1) * piece) - Math.max(s0, k * piece);
    if (overlap > 0) minutes += overlap / area.pieceSpeeds[k]!;
  }
  return minutes > 0 ? (s1 - s0) / minutes : null;
}

/**
 * The mat temperature (°C) the paver's bar read at s metres along area j and w metres across its width
 * (from the side with the smaller offset): null when the mat is not asphalt.
 */
export function pavingTemperature(paver: PaverDay, j: number, s: number, w: number, width: number): number | null {
  const area = paver.areas[j];
  if (!paver.asphalt || !area) return null;
  const along = (j * paver.areaLength + s) * 2;
  let t =
    area.base +
    6 * (smoothAt(paver.noise, along, 24) - 0.5) +
    1.2 * (unitAt(paver.noise ^ 0x3c6ef372, Math.floor(along) * 64 + Math.floor(w * 2)) - 0.5);
  // The screed's ends run cooler: the outer metre loses up to 6 °C.
  const edge = Math.min(w, width - w);
  if (edge < 1) t -= 6 * (1 - edge);
  for (const c of paver.cold) {
    if (c.area !== j || s < c.s0 || s > c.s0 + c.length) continue;
    const mid = c.s0 + c.length / 2;
    const alongShare = 1 - Math.abs(s - mid) / (c.length / 2);
    const acrossShare = Math.exp(-((w - c.u * width) ** 2) / (2 * (c.width / 2) ** 2));
    t -= c.drop * alongShare * acrossShare;
  }
  return Math.round(t * 10) / 10;
}
