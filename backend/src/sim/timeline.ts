/** Things that happen at a time, kept sorted by it: a day's planned facts, read a window at a time. */
export interface Timed {
  t: number;
}

/**
 * Index of the first entry at or after `t` (binary search: a live window of one second reads a handful of a day's
 * thousands).
 */
export function firstFrom(sorted: readonly Timed[], t: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]!.t < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The entries with `from ≤ t < to`, in order. */
export function within<T extends Timed>(sorted: readonly T[], from: number, to: number): T[] {
  return sorted.slice(firstFrom(sorted, from), firstFrom(sorted, to));
}
