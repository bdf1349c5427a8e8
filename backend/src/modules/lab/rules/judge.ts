/*
 * The laboratory's test methods as pure functions: averages, excluded outliers, repeatability (retest)
 * conditions and verdicts. Rows entered on the console and rows the simulator writes are judged by these
 * same functions. Method constants (k factors, repeatability limits) are JTG E20-2011's; the limits a
 * sample is judged against are the standard's and come in as arguments (dictionary `labStandard`).
 */

/** 1 pass, 0 fail, 2 retest (repeatability not met: the sample is tested again, neither passed nor failed). */
export type Verdict = 0 | 1 | 2;
export const PASS = 1;
export const FAIL = 0;
export const RETEST = 2;

/** The value and limit behind a failing verdict, for the alarm it raises. */
export interface Failure {
  /** What failed ("稳定度"). */
  what: string;
  value: number;
  threshold: number;
}

export interface Judged {
  verdict: Verdict;
  failure?: Failure;
}

const round = (value: number, step: number) => Math.round(value / step) * step;
const fixed = (value: number, digits: number) => Number(value.toFixed(digits));

/** k for n specimens: a value farther than k·s from the mean is dropped (Marshall, JTG E20 T0709). */
export const outlierK: Readonly<Record<number, number>> = { 3: 1.15, 4: 1.46, 5: 1.67, 6: 1.82 };

export interface OutlierResult {
  mean: number;
  /** Sample standard deviation (n − 1) of all values. */
  sd: number;
  /** Indexes (0-based) of the dropped values. */
  excluded: number[];
  /** Mean of the values kept. */
  keptMean: number;
  kept: number;
}

/** Drops the values beyond mean ± k·s (one pass) and averages the rest. */
export function dropOutliers(values: readonly number[]): OutlierResult {
  const n = values.length;
  const k = outlierK[n];
  if (k === undefined) throw new RangeError(`the outlier rule needs 3 to 6 values, got ${n}`);
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
  const excluded = values.flatMap((v, i) => (Math.abs(v - mean) > k * sd ? [i] : []));
  const keptValues = values.filter((_, i) => !excluded.includes(i));
  return {
    mean,
    sd,
    excluded,
    keptMean: keptValues.reduce((a, b) => a + b, 0) / keptValues.length,
    kept: keptValues.length,
  };
}

export interface MarshallLimits {
  stabilityMin: number;
  flowMin: number;
  flowMax: number;
}

export interface MarshallSpecimen {
  stability: number;
  flow: number;
}

export interface MarshallResult extends Judged {
  stabilityAvg: number;
  flowAvg: number;
  /** Dropped specimens, e.g. `S2,F4` (stability of specimen 2, flow of specimen 4); empty when none. */
  excluded: string;
}

/**
 * Stability and flow are each averaged after the outlier rule; fewer than three values left of either
 * means the group is made again (retest). Pass: stability ≥ min and min ≤ flow ≤ max.
 */
export function judgeMarshall(specimens: readonly MarshallSpecimen[], limits: MarshallLimits): MarshallResult {
  const stability = dropOutliers(specimens.map((s) => s.stability));
  const flow = dropOutliers(specimens.map((s) => s.flow));
  const excluded = [...stability.excluded.map((i) => `S${i + 1}`), ...flow.excluded.map((i) => `F${i + 1}`)].join(',');
  const stabilityAvg = fixed(stability.keptMean, 2);
  const flowAvg = fixed(flow.keptMean, 1);
  const base = { stabilityAvg, flowAvg, excluded };
  if (stability.kept < 3 || flow.kept < 3) return { ...base, verdict: RETEST };
  if (stabilityAvg < limits.stabilityMin)
    return { ...base, verdict: FAIL, failure: { what: '稳定度', value: stabilityAvg, threshold: limits.stabilityMin } };
  if (flowAvg < limits.flowMin)
    return { ...base, verdict: FAIL, failure: { what: '流值', value: flowAvg, threshold: limits.flowMin } };
  if (flowAvg > limits.flowMax)
    return { ...base, verdict: FAIL, failure: { what: '流值', value: flowAvg, threshold: limits.flowMax } };
  return { ...base, verdict: PASS };
}

export interface SofteningResult extends Judged {
  /** To 0.5 °C. */
  avg: number;
}

/** Two rings may differ by 1 °C below 80 °C (2 °C above), else retest; pass if the average ≥ min. */
export function judgeSoftening(r1: number, r2: number, stdMin: number): SofteningResult {
  const mean = (r1 + r2) / 2;
  const avg = round(mean, 0.5);
  const repeatability = mean < 80 ? 1 : 2;
  if (Math.abs(r1 - r2) > repeatability + 1e-9) return { avg, verdict: RETEST };
  if (avg < stdMin) return { avg, verdict: FAIL, failure: { what: '软化点', value: avg, threshold: stdMin } };
  return { avg, verdict: PASS };
}

/** The largest allowed spread of three penetration readings (0.1 mm) at their level. */
export function penetrationRangeLimit(avg: number): number {
  if (avg < 50) return 2;
  if (avg < 150) return 4;
  if (avg < 250) return 12;
  return 20;
}

export interface PenetrationResult extends Judged {
  /** Whole 0.1 mm. */
  avg: number;
  range: number;
}

/** Spread beyond the level's limit → retest; pass if min ≤ average ≤ max. */
export function judgePenetration(readings: readonly number[], stdMin: number, stdMax: number): PenetrationResult {
  const mean = readings.reduce((a, b) => a + b, 0) / readings.length;
  const avg = Math.round(mean);
  const range = fixed(Math.max(...readings) - Math.min(...readings), 1);
  if (range > penetrationRangeLimit(mean)) return { avg, range, verdict: RETEST };
  if (avg < stdMin) return { avg, range, verdict: FAIL, failure: { what: '针入度', value: avg, threshold: stdMin } };
  if (avg > stdMax) return { avg, range, verdict: FAIL, failure: { what: '针入度', value: avg, threshold: stdMax } };
  return { avg, range, verdict: PASS };
}

export interface DuctilityResult extends Judged {
  /** Whole cm. */
  avg: number;
  /** As reported: `>100` once the specimens pass the 100 cm mark, else the average. */
  avgText: string;
}

/**
 * Readings of 100 cm and more are reported as ">100"; below that the average counts when the extreme
 * readings lie within 20 % of it (else retest). Pass if the average ≥ min.
 */
export function judgeDuctility(readings: readonly number[], stdMin: number): DuctilityResult {
  const mean = readings.reduce((a, b) => a + b, 0) / readings.length;
  const avg = Math.round(mean);
  if (readings.every((r) => r >= 100) || avg >= 100) {
    return avg >= stdMin
      ? { avg, avgText: '>100', verdict: PASS }
      : { avg, avgText: '>100', verdict: FAIL, failure: { what: '延度', value: avg, threshold: stdMin } };
  }
  const spread = Math.max(Math.max(...readings) - mean, mean - Math.min(...readings));
  if (spread > 0.2 * mean + 1e-9) return { avg, avgText: String(avg), verdict: RETEST };
  if (avg < stdMin)
    return { avg, avgText: String(avg), verdict: FAIL, failure: { what: '延度', value: avg, threshold: stdMin } };
  return { avg, avgText: String(avg), verdict: PASS };
}

/** Alarm level of a failure by how far the value misses its limit: ≤ 5 % → 1, ≤ 15 % → 2, beyond → 3. */
export function failureLevel(failure: Failure): 1 | 2 | 3 {
  const miss = Math.abs(failure.value - failure.threshold) / Math.max(Math.abs(failure.threshold), 1e-9);
  return miss <= 0.05 ? 1 : miss <= 0.15 ? 2 : 3;
}
