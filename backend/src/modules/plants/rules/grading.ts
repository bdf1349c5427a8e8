import { materialTypes } from '../recipes.js';

/*
 * Synthetic grading of a batch: each aggregate feed (hot bin, filler, stockpile) has a
 * known grading; the batch's combined grading is the mass-weighted sum of its feeds' gradings with the
 * weighed kilograms, the formula's with the theory kilograms. It is judged per sieve against the
 * formula (tolerance 0.075 mm ±2, ≤ 2.36 mm ±5, ≥ 4.75 mm ±6 points) and against the mix's envelope.
 * Concrete batches are not graded here (their aggregates are tested by the lab, not by the plant).
 */

const t = materialTypes;
/** % passing by sieve (mm), coarse to fine; sieves between two listed ones are interpolated on log size. */
type Curve = readonly (readonly [number, number])[];

const filler: Curve = [
  [0.3, 100],
  [0.15, 98],
  [0.075, 85],
];
const fine03: Curve = [
  [4.75, 100],
  [2.36, 88],
  [1.18, 62],
  [0.6, 44],
  [0.3, 30],
  [0.15, 21],
  [0.075, 8],
];

/** The feeds' gradings per mix (hot bins as screened for that mix; CTB stockpiles). */
const feedGradings: Record<string, Readonly<Record<number, Curve>>> = {
  'AC-20C': {
    [t.hotBin1]: fine03,
    [t.hotBin2]: [
      [9.5, 100],
      [4.75, 95],
      [2.36, 12],
      [1.18, 3],
      [0.6, 2],
      [0.3, 1],
      [0.15, 1],
      [0.075, 0.3],
    ],
    [t.hotBin3]: [
      [13.2, 100],
      [9.5, 88],
      [4.75, 6],
      [2.36, 1],
      [1.18, 0.5],
      [0.075, 0.3],
    ],
    [t.hotBin4]: [
      [19, 100],
      [16, 98],
      [13.2, 50],
      [9.5, 10],
      [4.75, 1],
      [2.36, 0.5],
      [0.075, 0.3],
    ],
    [t.hotBin5]: [
      [26.5, 100],
      [19, 66],
      [16, 30],
      [13.2, 5],
      [9.5, 1],
      [4.75, 0.5],
      [0.075, 0.3],
    ],
    [t.mineralPowder]: filler,
    [t.recycledFiller]: filler,
  },
  'SMA-13': {
    [t.hotBin1]: fine03,
    [t.hotBin2]: [
      [9.5, 100],
      [4.75, 90],
      [2.36, 10],
      [1.18, 3],
      [0.6, 0.5],
      [0.075, 0.3],
    ],
    [t.hotBin3]: [
      [13.2, 100],
      [9.5, 92],
      [4.75, 8],
      [2.36, 1],
      [1.18, 0.5],
      [0.075, 0.3],
    ],
    [t.hotBin4]: [
      [16, 100],
      [13.2, 96],
      [9.5, 30],
      [4.75, 2],
      [2.36, 0.5],
      [0.075, 0.3],
    ],
    [t.hotBin5]: [
      [16, 100],
      [13.2, 60],
      [9.5, 5],
      [4.75, 1],
      [2.36, 0.5],
      [0.075, 0.3],
    ],
    [t.mineralPowder]: filler,
    [t.recycledFiller]: filler,
  },
  'CTB-5.0': {
    [t.largeStone]: [
      [31.5, 100],
      [26.5, 80],
      [19, 30],
      [9.5, 5],
      [4.75, 0.5],
      [0.075, 0.2],
    ],
    [t.mediumStone]: [
      [26.5, 100],
      [19, 95],
      [9.5, 25],
      [4.75, 5],
      [2.36, 1],
      [0.075, 0.2],
    ],
    [t.smallStone]: [
      [19, 100],
      [9.5, 100],
      [4.75, 20],
      [2.36, 2],
      [0.6, 1],
      [0.075, 0.3],
    ],
    [t.fineAggregate]: [
      [9.5, 100],
      [4.75, 100],
      [2.36, 72],
      [0.6, 40],
      [0.075, 10],
    ],
  },
};

/** Whether a mix has a grading (its feeds' curves are known). */
export const isGraded = (mixType: string) => mixType in feedGradings;

/**
 * % passing of one curve at a sieve: 100 above its top, its finest value below its bottom, log-interpolated between.
 */
export function passingAt(curve: Curve, sieve: number): number {
  if (sieve >= curve[0]![0]) return curve[0]![1];
  for (let i = 1; i < curve.length; i++) {
    const [big, pBig] = curve[i - 1]!;
    const [small, pSmall] = curve[i]!;
    if (sieve >= small) return pSmall + ((pBig - pSmall) * Math.log(sieve / small)) / Math.log(big / small);
  }
  return curve[curve.length - 1]![1];
}

/** JTG F40's production tolerances on the formula's grading, in points of % passing. */
export const tolerance = (sieve: number) => (sieve <= 0.075 ? 2 : sieve <= 2.36 ? 5 : 6);

export interface Feed {
  materialType: number;
  kg: number;
}

export interface EnvelopeSieve {
  sieve: number;
  minPass: number;
  target: number;
  maxPass: number;
}

export interface SieveVerdict {
  sieve: number;
  actual: number;
  formula: number;
  deviation: number;
  tolerance: number;
  withinTolerance: boolean;
  min: number;
  target: number;
  max: number;
  withinEnvelope: boolean;
}

/**
 * The judge of one mix's batches against its envelope (sieves coarse to fine), with each feed's passing
 * at those sieves worked out once: a month of batches is judged in one pass. Undefined when the mix is
 * not graded.
 */
export function grader(
  mixType: string,
  envelope: readonly EnvelopeSieve[],
): ((actual: readonly Feed[], theory: readonly Feed[]) => SieveVerdict[] | null) | undefined {
  const curves = feedGradings[mixType];
  if (!curves || !envelope.length) return undefined;
  const rows = [...envelope].sort((a, b) => b.sieve - a.sieve);
  const passing = new Map(
    Object.entries(curves).map(([type, curve]) => [Number(type), rows.map((r) => passingAt(curve, r.sieve))]),
  );
  const combine = (feeds: readonly Feed[]): number[] | null => {
    const graded = feeds.filter((f) => passing.has(f.materialType) && f.kg > 0);
    const total = graded.reduce((sum, f) => sum + f.kg, 0);
    if (total <= 0) return null;
    return rows.map(
      (_, i) =>
        Math.round((graded.reduce((sum, f) => sum + f.kg * passing.get(f.materialType)![i]!, 0) / total) * 10) / 10,
    );
  };
  return (actual, theory) => {
    const got = combine(actual);
    const aim = combine(theory);
    if (!got || !aim) return null;
    return rows.map((r, i) => {
      const deviation = Math.round((got[i]! - aim[i]!) * 10) / 10;
      return {
        sieve: r.sieve,
        actual: got[i]!,
        formula: aim[i]!,
        deviation,
        tolerance: tolerance(r.sieve),
        withinTolerance: Math.abs(deviation) <= tolerance(r.sieve),
        min: r.minPass,
        target: r.target,
        max: r.maxPass,
        withinEnvelope: got[i]! >= r.minPass && got[i]! <= r.maxPass,
      };
    });
  };
}
