import type { Store } from '../../db/database.js';
import type { Camera } from './cameras.js';
import type { PlacedDevice } from '../../sim/reads.js';

/*
 * A camera's simulated picture (no media server offline): the site plan seen from above inside the camera's
 * field of view, turned so that the camera looks up the picture, with the machines the simulator places there
 * at the site clock, the camera's code, name and time, and the watermark 模拟画面 so nobody takes it for a real
 * frame. 640 × 360 (16:9), the camera at the bottom centre.
 */

export const SNAPSHOT_W = 640;
export const SNAPSHOT_H = 360;
/** How far a fixed camera and an in-cab camera see (m). */
export const FIXED_RANGE_M = 250;
export const CAB_RANGE_M = 80;
const CAB_FOV = 90;
const ROAD_WIDTH_M = 24;
const HAUL_ROAD_WIDTH_M = 8;

type Pt = [number, number];

/** Where the camera stands and looks: its registry place, or an in-cab camera's machine. */
export interface CameraPose {
  x: number;
  y: number;
  bearing: number;
  fov: number;
  range: number;
}

export function poseOf(camera: Camera, placed: readonly PlacedDevice[]): CameraPose | null {
  if (camera.hostCode) {
    const host = placed.find((d) => d.code === camera.hostCode);
    return host
      ? { x: host.x, y: host.y, bearing: host.heading ?? 0, fov: camera.fov ?? CAB_FOV, range: CAB_RANGE_M }
      : null;
  }
  if (camera.x === null || camera.y === null) return null;
  return {
    x: camera.x,
    y: camera.y,
    bearing: camera.bearing ?? 0,
    fov: Math.min(170, Math.max(10, camera.fov ?? 60)),
    range: FIXED_RANGE_M,
  };
}

/** Ahead (m) and to the right (m) of the camera. */
function local(pose: CameraPose, [x, y]: Pt): { ahead: number; right: number } {
  const b = (pose.bearing * Math.PI) / 180;
  const dx = x - pose.x;
  const dy = y - pose.y;
  return { ahead: dx * Math.sin(b) + dy * Math.cos(b), right: dx * Math.cos(b) - dy * Math.sin(b) };
}

/** Whether a point is inside the camera's view: ahead, within range and within the field of view. */
export function inView(pose: CameraPose, p: Pt): boolean {
  const { ahead, right } = local(pose, p);
  if (ahead <= 0 || Math.hypot(ahead, right) > pose.range) return false;
  return Math.abs((Math.atan2(right, ahead) * 180) / Math.PI) <= pose.fov / 2;
}

/** The devices the camera sees, nearest first (never the machine it is mounted in). */
export function devicesInView(camera: Camera, pose: CameraPose, placed: readonly PlacedDevice[]): PlacedDevice[] {
  return placed
    .filter((d) => d.code !== camera.hostCode && inView(pose, [d.x, d.y]))
    .sort(
      (a, b) =>
        Math.hypot(a.x - pose.x, a.y - pose.y) - Math.hypot(b.x - pose.x, b.y - pose.y) || a.code.localeCompare(b.code),
    );
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const f1 = (n: number) => (Math.round(n * 10) / 10).toString();

const kindColours: Record<string, string> = {
  roller: '#f59e0b',
  vibRoller: '#fb923c',
  truck: '#38bdf8',
  sprinkler: '#22d3ee',
  rammer: '#f472b6',
  ddcRig: '#c084fc',
  asphaltPlant: '#e5e7eb',
  stabilisedPlant: '#e5e7eb',
  concretePlant: '#e5e7eb',
};

interface PlanGeometry {
  sections: Pt[][];
  alignment: Pt[] | null;
  blocks: Pt[][];
  haulRoads: Pt[][];
  rammingAreas: Pt[][];
  points: { x: number; y: number; done: boolean }[];
}

const parsePts = (text: string | null): Pt[] | null => {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) &&
      value.every((p) => Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number')
      ? (value as Pt[])
      : null;
  } catch {
    return null;
  }
};

function planGeometry(store: Store, pose: CameraPose): PlanGeometry {
  const many = (sql: string) =>
    store
      .all<{ g: string | null }>(sql)
      .map((r) => parsePts(r.g))
      .filter((p): p is Pt[] => p !== null && p.length > 1);
  // Ramming points and piles near the camera only: thousands exist on the site.
  const near = [pose.x - pose.range, pose.x + pose.range, pose.y - pose.range, pose.y + pose.range];
  const points = [
    ...store.all<{ x: number; y: number; status: string }>(
      'SELECT x, y, status FROM ram_point WHERE x BETWEEN ? AND ? AND y BETWEEN ? AND ?',
      ...near,
    ),
    ...store.all<{ x: number; y: number; status: string }>(
      'SELECT x, y, status FROM ddc_pile WHERE x BETWEEN ? AND ? AND y BETWEEN ? AND ?',
      ...near,
    ),
  ].map((p) => ({ x: p.x, y: p.y, done: p.status !== 'todo' }));
  return {
    sections: many('SELECT polygon AS g FROM site_section ORDER BY code'),
    alignment: parsePts(
      store.get<{ g: string }>('SELECT polyline AS g FROM site_alignment ORDER BY id LIMIT 1')?.g ?? null,
    ),
    blocks: many('SELECT polygon AS g FROM site_block ORDER BY code'),
    haulRoads: many("SELECT geom AS g FROM site_feature WHERE kind = 'haulRoad' ORDER BY code"),
    rammingAreas: many('SELECT polygon AS g FROM ram_area ORDER BY code'),
    points,
  };
}

/** The picture as SVG text. */
export function snapshotSvg(
  store: Store,
  camera: Camera,
  pose: CameraPose,
  seen: readonly PlacedDevice[],
  time: string,
): string {
  const scale = (SNAPSHOT_H - 30) / pose.range;
  const ox = SNAPSHOT_W / 2;
  const oy = SNAPSHOT_H - 10;
  const project = (p: Pt): Pt => {
    const { ahead, right } = local(pose, p);
    return [ox + right * scale, oy - ahead * scale];
  };
  const path = (pts: readonly Pt[], close: boolean) =>
    `M${pts.map((p) => project(p).map(f1).join(' ')).join('L')}${close ? 'Z' : ''}`;
  const geometry = planGeometry(store, pose);

  // The view's wedge, as an arc of the range circle.
  const half = pose.fov / 2;
  const arc: Pt[] = [];
  for (let a = -half; a <= half + 1e-9; a += pose.fov / 24) {
    const r = (a * Math.PI) / 180;
    arc.push([ox + Math.sin(r) * pose.range * scale, oy - Math.cos(r) * pose.range * scale]);
  }
  const wedge = `M${ox} ${oy}L${arc.map((p) => p.map(f1).join(' ')).join('L')}Z`;
  const rings = [50, 100, 150, 200, 250].filter((m) => m < pose.range);

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SNAPSHOT_W} ${SNAPSHOT_H}" width="${SNAPSHOT_W}" ` +
      `height="${SNAPSHOT_H}" role="img" aria-label="${escape(`${camera.code} ${camera.name} ${time} 模拟画面`)}" ` +
      `font-family="'Noto Sans CJK SC','Microsoft YaHei','PingFang SC',sans-serif">`,
    `<title>${escape(`${camera.code} ${camera.name} · ${time} · 模拟画面`)}</title>`,
    `<defs><clipPath id="view"><path d="${wedge}"/></clipPath></defs>`,
    `<rect width="${SNAPSHOT_W}" height="${SNAPSHOT_H}" fill="#111827"/>`,
    `<g clip-path="url(#view)">`,
    `<rect width="${SNAPSHOT_W}" height="${SNAPSHOT_H}" fill="#3f4536"/>`,
  );
  for (const s of geometry.sections)
    out.push(`<path d="${path(s, true)}" fill="#4b5140" stroke="#6b7280" stroke-width="1" stroke-dasharray="4 3"/>`);
  for (const r of geometry.haulRoads)
    out.push(
      `<path d="${path(r, false)}" fill="none" stroke="#7c6f5a" stroke-width="${f1(HAUL_ROAD_WIDTH_M * scale)}` +
        `" stroke-linejoin="round"/>`,
    );
  for (const a of geometry.rammingAreas)
    out.push(`<path d="${path(a, true)}" fill="#5b4b3a" stroke="#a16207" stroke-width="1"/>`);
  for (const b of geometry.blocks)
    out.push(`<path d="${path(b, true)}" fill="#52525b" stroke="#71717a" stroke-width="0.8"/>`);
  if (geometry.alignment) {
    out.push(
      `<path d="${path(geometry.alignment, false)}" fill="none" stroke="#374151" stroke-width="` +
        `${f1(ROAD_WIDTH_M * scale)}" stroke-linejoin="round"/>`,
    );
    out.push(
      `<path d="${path(geometry.alignment, false)}" fill="none" stroke="#e5e7eb" stroke-width="1" ` +
        `stroke-dasharray="8 8"/>`,
    );
  }
  for (const p of geometry.points) {
    const [x, y] = project([p.x, p.y]);
    out.push(
      `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(Math.max(1, 1.2 * scale))}" fill="` +
        `${p.done ? '#a8a29e' : 'none'}" stroke="#a8a29e" stroke-width="0.6"/>`,
    );
  }
  for (const m of rings)
    out.push(
      `<circle cx="${ox}" cy="${oy}" r="${f1(m * scale)}" fill="none" stroke="#ffffff" stroke-opacity="0.15" ` +
        `stroke-width="1"/>`,
    );
  out.push(`</g>`);
  out.push(`<path d="${wedge}" fill="none" stroke="#9ca3af" stroke-width="1"/>`);
  for (const m of rings)
    out.push(
      `<text x="${ox + 4}" y="${f1(oy - m * scale - 3)}" font-size="10" fill="#d1d5db" fill-opacity="0.6">${m}` +
        ` m</text>`,
    );

  // Machines queueing at one spot would write their codes over each other: each label moves down until it is clear.
  const labels: { x: number; y: number; w: number }[] = [];
  const labelAt = (x: number, y: number, w: number) => {
    let ly = y;
    for (let i = 0; i < 12 && labels.some((l) => Math.abs(l.y - ly) < 13 && x < l.x + l.w && l.x < x + w); i++)
      ly += 13;
    labels.push({ x, y: ly, w });
    return ly;
  };
  for (const d of seen) {
    const [x, y] = project([d.x, d.y]);
    const colour = kindColours[d.kind] ?? '#f3f4f6';
    const size = d.kind.endsWith('Plant') ? 9 : 6;
    out.push(`<g class="device" data-code="${escape(d.code)}" data-kind="${escape(d.kind)}">`);
    if (d.kind.endsWith('Plant'))
      out.push(
        `<rect x="${f1(x - size)}" y="${f1(y - size)}" width="${size * 2}" height="${size * 2}" fill="${colour}` +
          `" stroke="#111827" stroke-width="1.5"/>`,
      );
    else
      out.push(
        `<circle cx="${f1(x)}" cy="${f1(y)}" r="${size}" fill="${colour}" stroke="#111827" stroke-width="1.5"/>`,
      );
    if (d.heading !== null) {
      const r = ((d.heading - pose.bearing) * Math.PI) / 180;
      out.push(
        `<line x1="${f1(x)}" y1="${f1(y)}" x2="${f1(x + Math.sin(r) * 12)}" y2="${f1(y - Math.cos(r) * 12)}" ` +
          `stroke="${colour}" stroke-width="2"/>`,
      );
    }
    out.push(
      `<text x="${f1(x + size + 3)}" y="${f1(labelAt(x + size + 3, y + 4, d.code.length * 7.5))}" ` +
        `font-size="12" font-weight="600" fill="#ffffff" stroke="#111827" stroke-width="3" paint-order="stroke">` +
        `${escape(d.code)}</text>`,
      `</g>`,
    );
  }

  // The watermark, then the caption bar: the camera and the site time.
  out.push(
    `<text x="${ox}" y="${SNAPSHOT_H / 2}" text-anchor="middle" dominant-baseline="middle" font-size="64" ` +
      `font-weight="700" fill="#ffffff" fill-opacity="0.16" transform="rotate(-18 ${ox} ${SNAPSHOT_H / 2}` +
      `)">模拟画面</text>`,
    `<rect width="${SNAPSHOT_W}" height="26" fill="#000000" fill-opacity="0.55"/>`,
    `<text x="8" y="18" font-size="13" fill="#ffffff">${escape(`${camera.code} ${camera.name}`)}</text>`,
    `<text x="${SNAPSHOT_W - 8}" y="18" font-size="13" fill="#ffffff" text-anchor="end" class="time">` +
      `${escape(time)}</text>`,
    `<text x="8" y="${SNAPSHOT_H - 8}" font-size="11" fill="#e5e7eb" fill-opacity="0.85">模拟画面 · ` +
      `${Math.round(pose.bearing)}° · ${Math.round(pose.fov)}° · ${pose.range} m · ${seen.length}</text>`,
    `</svg>`,
  );
  return out.join('\n');
}
