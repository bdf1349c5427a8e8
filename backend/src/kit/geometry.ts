import type { Store } from '../db/database.js';
import { rejected } from '../http/reply.js';
import { type Point, polygonArea } from '../sim/site/project.js';

// Work-area polygons entered as JSON text `[[x, y], …]` in the site frame (metres), and the design
// grids generated inside them. Everything here is a pure function of its input: generated rows repeat.

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Most rows one generation may write: a typo in the spacing must not fill the table. */
export const maxGenerated = 20_000;

function extentOf(store: Store): { width: number; height: number } {
  const project = store.get<{ extentWidth: number | null; extentHeight: number | null }>(
    'SELECT extentWidth, extentHeight FROM site_project ORDER BY id LIMIT 1',
  );
  return { width: project?.extentWidth ?? 4000, height: project?.extentHeight ?? 1500 };
}

function cross(o: Point, a: Point, b: Point): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

function onSegment(p: Point, a: Point, b: Point): boolean {
  return (
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  );
}

function segmentsMeet(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && onSegment(a, c, d)) ||
    (d2 === 0 && onSegment(b, c, d)) ||
    (d3 === 0 && onSegment(c, a, b)) ||
    (d4 === 0 && onSegment(d, a, b))
  );
}

/** Two edges of the ring that are not neighbours touch or cross. */
function selfIntersects(ring: readonly Point[]): boolean {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsMeet(ring[i]!, ring[(i + 1) % n]!, ring[j]!, ring[(j + 1) % n]!)) return true;
    }
  }
  return false;
}

/**
 * The polygon of a body, checked: JSON `[[x, y], …]`, at least 3 distinct corners, finite numbers inside
 * the project's extent, edges that do not cross. Answers the closed ring (first corner repeated, as the
 * site model stores its areas) as JSON, and its area in m².
 */
export function checkedPolygon(
  store: Store,
  text: unknown,
  label = '区域边界',
): { polygon: string; area: number; ring: Point[] } {
  if (typeof text !== 'string') throw rejected(`${label}必须是 JSON 文本 [[x, y], …]`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw rejected(`${label}不是有效的 JSON：应为 [[x, y], …]（单位 m）`);
  }
  if (!Array.isArray(parsed) || !parsed.every((p) => Array.isArray(p) && p.length === 2))
    throw rejected(`${label}必须是坐标点数组 [[x, y], …]`);
  const points = parsed as unknown[][];
  if (!points.every((p) => p.every((v) => typeof v === 'number' && Number.isFinite(v))))
    throw rejected(`${label}的坐标必须是有限的数字`);
  const ring = (points as number[][]).map(([x, y]) => [round3(x!), round3(y!)] as const);
  const last = ring[ring.length - 1];
  if (ring.length > 1 && last![0] === ring[0]![0] && last![1] === ring[0]![1]) ring.pop();
  if (ring.length < 3) throw rejected(`${label}至少需要 3 个顶点`);
  if (ring.length > 500) throw rejected(`${label}最多 500 个顶点`);
  const { width, height } = extentOf(store);
  const outside = ring.find(([x, y]) => x < 0 || x > width || y < 0 || y > height);
  if (outside) throw rejected(`${label}的顶点 (${outside[0]}, ${outside[1]}) 超出项目范围 0–${width} × 0–${height} m`);
  if (selfIntersects(ring)) throw rejected(`${label}的边相互交叉或重合`);
  const closed = [...ring, ring[0]!];
  const area = Math.round(polygonArea(closed) * 100) / 100;
  if (area <= 0) throw rejected(`${label}的面积为 0`);
  return { polygon: JSON.stringify(closed), area, ring };
}

/** The ring of a stored polygon (closing corner dropped). */
export function ringOf(polygon: unknown): Point[] {
  const points = JSON.parse(String(polygon)) as Point[];
  const last = points[points.length - 1];
  return points.length > 1 && last![0] === points[0]![0] && last![1] === points[0]![1] ? points.slice(0, -1) : points;
}

/** Even-odd ray casting; points exactly on an edge may fall either way, so grids keep off the edges. */
export function inside(ring: readonly Point[], [x, y]: Point): boolean {
  let within = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

/**
 * Grid points inside the ring, south to north and west to east. `square`: rows and columns `spacing`
 * apart from half a spacing inside the bounding box; `offset` shifts the grid by half a spacing both
 * ways (the second pass of point ramming hits the centres of the first pass's squares); `triangle`:
 * rows `spacing × √3/2` apart, every other row shifted by half a spacing.
 */
export function gridIn(
  ring: readonly Point[],
  spacing: number,
  pattern: 'square' | 'triangle',
  offset = false,
): Point[] {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const rowStep = pattern === 'triangle' ? (spacing * Math.sqrt(3)) / 2 : spacing;
  const start = offset ? spacing : spacing / 2;
  const rows = Math.floor((y1 - y0 - start) / rowStep) + 1;
  const cols = Math.floor((x1 - x0 - start) / spacing) + 1;
  if (rows * cols > maxGenerated * 4) throw rejected(`间距 ${spacing} m 过小：区域内将超过 ${maxGenerated} 个点`);
  const out: Point[] = [];
  for (let r = 0; r < rows; r++) {
    const y = round3(y0 + start + r * rowStep);
    const shift = pattern === 'triangle' && r % 2 === 1 ? spacing / 2 : 0;
    for (let c = 0; c < cols; c++) {
      const x = round3(x0 + start + shift + c * spacing);
      if (x <= x1 && y <= y1 && inside(ring, [x, y])) out.push([x, y]);
    }
  }
  if (out.length > maxGenerated)
    throw rejected(`间距 ${spacing} m 过小：区域内将有 ${out.length} 个点，最多 ${maxGenerated} 个`);
  return out;
}
