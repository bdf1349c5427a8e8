import type { Point, SitePlanData } from '@/lib/platform/site-plan';

// The plan editor's arithmetic, in the site's metres: an outline's text as the platform stores it, its area, a
// point snapped to the road's stakes or centreline, and an outline made from a chainage range and two offsets.

type Stake = SitePlanData['stakes'][number];

const cm = (v: number) => Math.round(v * 100) / 100;

/** An outline as the platform takes it: `[[x, y], …]` to the centimetre, open (the platform closes it). */
export const ringText = (ring: readonly Point[]): string =>
  ring.length === 0 ? '' : `[${ring.map(([x, y]) => `[${cm(x)}, ${cm(y)}]`).join(', ')}]`;

/**
 * An outline's vertices from a field's text, without the closing repeat of the first; [] for blank text, null when
 * the text is not `[[x, y], …]` of numbers.
 */
export function ringOf(text: string): Point[] | null {
  if (text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const ring: Point[] = [];
  for (const p of parsed) {
    if (!Array.isArray(p) || p.length !== 2 || !p.every((v) => typeof v === 'number' && Number.isFinite(v)))
      return null;
    ring.push([p[0] as number, p[1] as number]);
  }
  const [first, last] = [ring[0], ring[ring.length - 1]];
  if (ring.length > 1 && first![0] === last![0] && first![1] === last![1]) ring.pop();
  return ring;
}

/** The area inside an outline, m² (the shoelace formula; 0 under three vertices). */
export function ringArea(ring: readonly Point[]): number {
  if (ring.length < 3) return 0;
  let twice = 0;
  ring.forEach(([x, y], i) => {
    const [nx, ny] = ring[(i + 1) % ring.length]!;
    twice += x * ny - nx * y;
  });
  return Math.abs(twice) / 2;
}

/** The road's stakes in chainage order (the plan may list several sections' stakes). */
export const stakesAlong = (stakes: readonly Stake[]): Stake[] => [...stakes].sort((a, b) => a.chainage - b.chainage);

/**
 * The centreline's point and heading (degrees clockwise from north) at a chainage, between the two stakes around it;
 * null outside the stakes.
 */
export function stationAt(
  sorted: readonly Stake[],
  chainage: number,
): { x: number; y: number; azimuth: number } | null {
  if (sorted.length === 0 || chainage < sorted[0]!.chainage || chainage > sorted[sorted.length - 1]!.chainage)
    return null;
  const i = Math.max(
    0,
    sorted.findIndex((s) => s.chainage >= chainage),
  );
  const b = sorted[i]!;
  const a = sorted[Math.max(0, i - 1)]!;
  const span = b.chainage - a.chainage;
  const f = span > 0 ? (chainage - a.chainage) / span : 0;
  // The shorter way round between the two headings.
  const turn = ((((b.azimuth - a.azimuth) % 360) + 540) % 360) - 180;
  return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, azimuth: a.azimuth + turn * f };
}

/** A point beside the centreline: `offset` metres to the right of the direction of travel (negative: left). */
function beside(station: { x: number; y: number; azimuth: number }, offset: number): Point {
  const a = (station.azimuth * Math.PI) / 180;
  return [station.x + offset * Math.cos(a), station.y - offset * Math.sin(a)];
}

/**
 * The outline of a strip of road from chainage `from` to `to`, between `offsetFrom` and `offsetTo` metres right of the
 * centreline (negative: left), following the road through every stake between; null when the range leaves the
 * stakes or is empty.
 */
export function chainageRing(
  stakes: readonly Stake[],
  from: number,
  to: number,
  offsetFrom: number,
  offsetTo: number,
): Point[] | null {
  if (!(from < to) || !(offsetFrom < offsetTo)) return null;
  const sorted = stakesAlong(stakes);
  const chainages = [from, ...sorted.map((s) => s.chainage).filter((c) => c > from && c < to), to];
  const stations = chainages.map((c) => stationAt(sorted, c));
  if (stations.some((s) => s === null)) return null;
  const left = stations.map((s) => beside(s!, offsetFrom));
  const right = stations.map((s) => beside(s!, offsetTo)).reverse();
  return [...left, ...right].map(([x, y]) => [cm(x), cm(y)] as const);
}

/** The point of segment a–b nearest to p. */
function nearestOnSegment(p: Point, a: Point, b: Point): Point {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return [a[0] + t * dx, a[1] + t * dy];
}

const distance = (p: Point, q: Point) => Math.hypot(p[0] - q[0], p[1] - q[1]);

/**
 * A point pulled onto the nearest stake within `tolerance` metres, else onto the centreline within it; else itself.
 * `to` says what it snapped to.
 */
export function snapped(
  p: Point,
  stakes: readonly Stake[],
  centreline: readonly Point[],
  tolerance: number,
): { point: Point; to: 'stake' | 'alignment' | null } {
  let best: { point: Point; d: number } | null = null;
  for (const s of stakes) {
    const d = distance(p, [s.x, s.y]);
    if (d <= tolerance && (!best || d < best.d)) best = { point: [s.x, s.y], d };
  }
  if (best) return { point: [cm(best.point[0]), cm(best.point[1])], to: 'stake' };
  for (let i = 1; i < centreline.length; i++) {
    const q = nearestOnSegment(p, centreline[i - 1]!, centreline[i]!);
    const d = distance(p, q);
    if (d <= tolerance && (!best || d < best.d)) best = { point: q, d };
  }
  return best ? { point: [cm(best.point[0]), cm(best.point[1])], to: 'alignment' } : { point: p, to: null };
}

/** A polyline's length in metres, and each vertex's distance along it from the first. */
export function pathLengths(path: readonly Point[]): { total: number; along: number[] } {
  const along = [0];
  for (let i = 1; i < path.length; i++)
    along.push(along[i - 1]! + Math.hypot(path[i]![0] - path[i - 1]![0], path[i]![1] - path[i - 1]![1]));
  return { total: along[along.length - 1] ?? 0, along: path.length === 0 ? [] : along };
}
