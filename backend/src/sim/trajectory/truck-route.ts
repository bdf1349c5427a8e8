import { offsetPoint, roadLength } from '../site/alignment.js';
import { haulRoads } from '../site/plants.js';
import type { Point } from '../site/project.js';
import { apronRect, stakeAreas } from '../site/sections.js';

/*
 * Where and how fast a haul truck drives: a trip's route, and a drive along it cut into stretches of constant speed.
 * The read side samples these as the truck's legs and the simulator judges its overspeeds on them, so the map and
 * the alarms see the same truck.
 */

export function lengthOf(path: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++)
    total += Math.hypot(path[i]![0] - path[i - 1]![0], path[i]![1] - path[i - 1]![1]);
  return total;
}

/** The point `fraction` (0…1) of the way along a polyline, with the heading there (clockwise from north). */
export function along(path: readonly Point[], fraction: number): { x: number; y: number; heading: number } {
  if (path.length === 1) return { x: path[0]![0], y: path[0]![1], heading: 0 };
  let left = Math.max(0, Math.min(1, fraction)) * lengthOf(path);
  for (let i = 1; i < path.length; i++) {
    const [ax, ay] = path[i - 1]!;
    const [bx, by] = path[i]!;
    const d = Math.hypot(bx - ax, by - ay);
    if (left <= d || i === path.length - 1) {
      const f = d === 0 ? 0 : Math.min(1, left / d);
      return { x: ax + (bx - ax) * f, y: ay + (by - ay) * f, heading: (Math.atan2(bx - ax, by - ay) * 180) / Math.PI };
    }
    left -= d;
  }
  return { x: path[0]![0], y: path[0]![1], heading: 0 };
}

/** The part of a polyline between two fractions of its length. */
export function subPath(path: readonly Point[], a: number, b: number): Point[] {
  const total = lengthOf(path);
  const out: Point[] = [];
  const first = along(path, a);
  out.push([first.x, first.y]);
  let walked = 0;
  for (let i = 1; i < path.length; i++) {
    walked += Math.hypot(path[i]![0] - path[i - 1]![0], path[i]![1] - path[i - 1]![1]);
    if (walked / total > a && walked / total < b) out.push(path[i]!);
  }
  const last = along(path, b);
  out.push([last.x, last.y]);
  return out;
}

export function alignmentPath(from: number, to: number, offset: number): Point[] {
  const out: Point[] = [];
  const step = from <= to ? 100 : -100;
  for (let c = from; step > 0 ? c < to : c > to; c += step) out.push(offsetPoint(c, offset));
  out.push(offsetPoint(to, offset));
  return out;
}

const roadAreas = new Map(stakeAreas().map((a) => [a.name, a]));

/** A trip's way from the plant to its destination: the plant's haul road, then the road or the apron. */
export function tripRoute(plantCode: string, destination: string): Point[] {
  const road = haulRoads.find((r) => r.plantCodes.includes(plantCode))!;
  const area = roadAreas.get(destination);
  const route: Point[] = [...road.polyline];
  if (!area) return route;
  const centre = area.polygon.reduce<[number, number]>(
    (s, p) => [s[0] + p[0] / area.polygon.length, s[1] + p[1] / area.polygon.length],
    [0, 0],
  );
  if (area.sectionCode === 'S2') {
    const chainage = (area.fromChainage! + area.toChainage!) / 2;
    const offset = (area.offsetFrom! + area.offsetTo!) / 2;
    route.push(...alignmentPath(0, chainage, offset).slice(1));
  } else {
    // The apron is reached by the concrete plants' haul road, or by the road's far end.
    if (!plantCode.startsWith('SN')) route.push(...alignmentPath(0, roadLength, 0).slice(1));
    route.push([centre[0], Math.min(apronRect.y1, Math.max(apronRect.y0, centre[1]))]);
  }
  return route;
}

/** A while a truck drives at a set speed (a forced overspeed), km/h. */
export interface FastWindow {
  start: number;
  end: number;
  kmh: number;
}

/** A stretch of a drive at one constant speed, in [from, to). */
export interface DrivePiece {
  from: number;
  to: number;
  path: Point[];
  fast: boolean;
}

/**
 * The slowest a truck drives the rest of its way after a fast stretch: it keeps its planned arrival (the trip's
 * times are facts already), so a fast stretch ends early where the rest would have to be crawled.
 */
const CATCH_UP_MIN_KMH = 10;

/**
 * A drive along `path` in [from, to) with its fast windows: at the window's speed inside one, and outside at the one
 * pace that still arrives at `to`, so the truck's position stays continuous and the trip's times stand. Without a
 * window the drive is one stretch on the path as given.
 */
export function drivePieces(from: number, to: number, path: Point[], windows: readonly FastWindow[]): DrivePiece[] {
  if (!windows.some((w) => w.start < to && w.end > from)) return [{ from, to, path, fast: false }];
  const total = lengthOf(path);
  const out: DrivePiece[] = [];
  let t = from;
  let done = 0;
  const piece = (end: number, metres: number, fast: boolean) => {
    if (end <= t) return;
    out.push({ from: t, to: end, path: subPath(path, done / total, (done + metres) / total), fast });
    t = end;
    done += metres;
  };
  const perMs = (kmh: number) => kmh / 3600;
  for (const w of windows) {
    const a = Math.max(w.start, t);
    if (a >= to || w.end <= a) continue;
    piece(a, ((total - done) * (a - t)) / (to - t), false);
    const room = (total - done - perMs(CATCH_UP_MIN_KMH) * (to - a)) / (perMs(w.kmh) - perMs(CATCH_UP_MIN_KMH));
    const b = Math.min(w.end, to, a + Math.floor(room / 1000) * 1000);
    piece(b, b === to ? total - done : perMs(w.kmh) * (b - a), true);
  }
  piece(to, total - done, false);
  return out;
}

/** Where a truck is at `t` inside a stretch, and its speed (km/h). */
export function pieceFix(piece: DrivePiece, t: number): { x: number; y: number; heading: number; speed: number } {
  const p = along(piece.path, (t - piece.from) / (piece.to - piece.from));
  return { ...p, speed: (lengthOf(piece.path) / ((piece.to - piece.from) / 1000)) * 3.6 };
}
