/*
 * A chart series holds at most 2 000 points: a month of one plant's batches is about 19 000, which is 2.7 MB of
 * JSON and more marks than a chart has pixels. A longer series is cut into equal buckets of consecutive items and
 * each bucket keeps the items that hold its lowest and highest value of every charted key (so the drawn line keeps
 * its envelope, min–max decimation) and every flagged item (an over-limit batch is never thinned away, even where
 * its value lies inside its bucket's range, as a batch judged against its own theory can).
 */

export const MAX_SERIES_POINTS = 2000;

export interface Thinned<T> {
  points: T[];
  /** Items per bucket when the series was thinned; absent when every item is a point. */
  bucket?: number;
}

/**
 * `values` are the charted keys of an item (null where it has none); `flag` ranks an item that must stay (0: none,
 * higher first should the flagged items alone pass the cap).
 */
export function thinSeries<T>(
  items: readonly T[],
  values: (item: T) => readonly (number | null | undefined)[],
  flag: (item: T) => number,
  cap = MAX_SERIES_POINTS,
): Thinned<T> {
  if (items.length <= cap) return { points: [...items] };
  const flagged = items.map((item, i) => ({ i, rank: flag(item) })).filter((f) => f.rank > 0);
  const keys = Math.max(1, values(items[0]!).length);
  // Half the cap at least goes to the envelope; the flagged items take the rest, the worst first.
  const envelopeBudget = Math.max(Math.floor(cap / 2), cap - flagged.length);
  const buckets = Math.max(1, Math.floor(envelopeBudget / (2 * keys)));
  const size = Math.ceil(items.length / buckets);
  const rows = items.map(values);
  const kept = new Set<number>();
  for (let from = 0; from < items.length; from += size) {
    const to = Math.min(items.length, from + size);
    const before = kept.size;
    for (let k = 0; k < keys; k++) {
      let low = -1;
      let high = -1;
      for (let i = from; i < to; i++) {
        const v = rows[i]![k];
        if (v === null || v === undefined) continue;
        if (low < 0 || v < rows[low]![k]!) low = i;
        if (high < 0 || v > rows[high]![k]!) high = i;
      }
      if (low >= 0) kept.add(low);
      if (high >= 0) kept.add(high);
    }
    // A bucket without any value still shows where it lies.
    if (kept.size === before) kept.add(from);
  }
  const room = cap - kept.size;
  const worstFirst = flagged.filter((f) => !kept.has(f.i)).sort((a, b) => b.rank - a.rank || a.i - b.i);
  for (const f of worstFirst.slice(0, Math.max(0, room))) kept.add(f.i);
  return { points: [...kept].sort((a, b) => a - b).map((i) => items[i]!), bucket: size };
}
