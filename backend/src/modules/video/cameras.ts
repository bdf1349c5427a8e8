import type { Scope } from '../../domain/data-scope.js';
import type { Store } from '../../db/database.js';

/*
 * The cameras as the video walls see them: the registry row (`site_device` of kind camera, its place and view
 * in `params`), the machine an in-cab camera is mounted in, and whether it is online now (`dev_state_latest`,
 * written by the simulator's heartbeats).
 */

export interface Camera {
  id: number;
  code: string;
  name: string;
  scope: string | null;
  sectionId: number | null;
  sectionName: string | null;
  status: string;
  /** The machine an in-cab camera is mounted in. */
  hostId: number | null;
  hostCode: string | null;
  online: boolean;
  lastSeen: string | null;
  /** An HLS or WebM stream the browser can play; null: the wall shows the snapshot. */
  streamUrl: string | null;
  x: number | null;
  y: number | null;
  bearing: number | null;
  fov: number | null;
}

interface CameraRow {
  id: number;
  code: string;
  name: string;
  sectionId: number | null;
  sectionName: string | null;
  status: string;
  params: string | null;
  hostId: number | null;
  hostCode: string | null;
  online: number | null;
  lastSeen: string | null;
}

function parseParams(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Only stream addresses a browser may load: https, or a path on the console's own origin. */
function streamUrlOf(value: unknown): string | null {
  const url = text(value);
  return url && (/^https:\/\/[^\s"'<>]+$/i.test(url) || /^\/[^/\s"'<>][^\s"'<>]*$/.test(url)) ? url : null;
}

function cameraOf(row: CameraRow): Camera {
  const params = parseParams(row.params);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    scope: text(params.scope),
    sectionId: row.sectionId,
    sectionName: row.sectionName,
    status: row.status,
    hostId: row.hostId,
    hostCode: row.hostCode,
    online: row.online === 1,
    lastSeen: row.lastSeen,
    streamUrl: streamUrlOf(params.streamUrl),
    x: num(params.x),
    y: num(params.y),
    bearing: num(params.bearing),
    fov: num(params.fov),
  };
}

const cameraSql = `SELECT d.id, d.code, d.name, d.sectionId, s.name AS sectionName, d.status, d.params,
    h.id AS hostId, h.code AS hostCode, l.online, l.lastSeen
  FROM site_device d
  LEFT JOIN site_section s ON s.id = d.sectionId
  LEFT JOIN site_device h ON h.id = d.vehicleId
  LEFT JOIN dev_state_latest l ON l.deviceId = d.id
  WHERE d.kind = 'camera'`;

/** The cameras, those of the reader's data scope's sections when a scope is given. */
export function cameras(store: Store, scope?: Scope): Camera[] {
  return store
    .all<CameraRow>(`${cameraSql} ORDER BY d.code, d.id`)
    .map(cameraOf)
    .filter((c) => !scope || scope.all || (c.sectionId !== null && scope.sections.includes(c.sectionId)));
}

export function cameraById(store: Store, id: number): Camera | undefined {
  const row = store.get<CameraRow>(`${cameraSql} AND d.id = ?`, id);
  return row ? cameraOf(row) : undefined;
}

/** A node of a camera tree: a section, an area (a `cameraScope` code), a device group, or the cameras in none. */
export interface CameraNode {
  key: string;
  kind: 'section' | 'scope' | 'group' | 'none';
  /** Sections and groups: their name; areas: the scope's code (labelled from the dictionary). */
  name: string | null;
  code: string | null;
  children: CameraNode[];
  cameras: Camera[];
}

/** The areas (codes of the dictionary `cameraScope`) in the dictionary's order, the order a section lists them in. */
function scopeRanks(store: Store): (scope: string | null) => number {
  const codes = store
    .all<{ value: string }>(
      "SELECT v.value FROM dict_value v JOIN dict_type t ON t.id = v.typeId WHERE t.code = 'cameraScope' " +
        'ORDER BY v.orderNum, v.id',
    )
    .map((r) => r.value);
  return (scope) => {
    const i = scope === null ? -1 : codes.indexOf(scope);
    return i < 0 ? codes.length : i;
  };
}

/** Every camera by section, then by area within the section; cameras of no section last. */
export function sectionTree(store: Store, scope?: Scope): CameraNode[] {
  const sections = store.all<{ id: number; code: string; name: string }>(
    'SELECT id, code, name FROM site_section ORDER BY code, id',
  );
  const all = cameras(store, scope);
  const scopeRank = scopeRanks(store);
  const byScope = (list: Camera[], parent: string): CameraNode[] =>
    [...new Set(list.map((c) => c.scope))]
      .sort((a, b) => scopeRank(a) - scopeRank(b) || String(a).localeCompare(String(b)))
      .map((scope) => ({
        key: `${parent}/scope:${scope ?? 'none'}`,
        kind: scope ? ('scope' as const) : ('none' as const),
        name: null,
        code: scope,
        children: [],
        cameras: list.filter((c) => c.scope === scope),
      }));
  const nodes: CameraNode[] = sections
    .map((s) => ({ section: s, list: all.filter((c) => c.sectionId === s.id) }))
    .filter((x) => x.list.length > 0)
    .map(({ section, list }) => ({
      key: `section:${section.id}`,
      kind: 'section',
      name: section.name,
      code: section.code,
      children: byScope(list, `section:${section.id}`),
      cameras: [],
    }));
  const loose = all.filter((c) => c.sectionId === null || !sections.some((s) => s.id === c.sectionId));
  if (loose.length > 0)
    nodes.push({
      key: 'section:none',
      kind: 'none',
      name: null,
      code: null,
      children: byScope(loose, 'section:none'),
      cameras: [],
    });
  return nodes;
}

/**
 * The compaction cameras (scope znys) by the active znys device group of the machine they watch: an
 * in-cab camera's host, or the device named in a fixed camera's `params.deviceId`. Cameras of no group
 * (the road's fixed cameras) come last.
 */
export function groupTree(store: Store, scope?: Scope): CameraNode[] {
  const list = cameras(store, scope).filter((c) => c.scope === 'znys');
  const watched = new Map<number, number>();
  for (const row of store.all<{ id: number; params: string | null }>(
    "SELECT id, params FROM site_device WHERE kind = 'camera'",
  )) {
    const deviceId = num(parseParams(row.params).deviceId);
    if (deviceId !== null) watched.set(row.id, deviceId);
  }
  const memberships = store.all<{ deviceId: number; groupId: number; code: string; name: string }>(
    `SELECT m.deviceId, g.id AS groupId, g.code, g.name FROM cmp_group_member m JOIN cmp_group g ON g.id = m.groupId
      WHERE g.domain = 'znys' AND g.active = 1 ORDER BY g.code, g.id`,
  );
  const groupOf = (camera: Camera) => {
    const machine = camera.hostId ?? watched.get(camera.id) ?? null;
    return machine === null ? undefined : memberships.find((m) => m.deviceId === machine);
  };
  const nodes: CameraNode[] = [];
  for (const m of memberships) {
    if (nodes.some((n) => n.key === `group:${m.groupId}`)) continue;
    const inGroup = list.filter((c) => groupOf(c)?.groupId === m.groupId);
    if (inGroup.length > 0)
      nodes.push({
        key: `group:${m.groupId}`,
        kind: 'group',
        name: m.name,
        code: m.code,
        children: [],
        cameras: inGroup,
      });
  }
  const loose = list.filter((c) => !groupOf(c));
  if (loose.length > 0)
    nodes.push({ key: 'group:none', kind: 'none', name: null, code: null, children: [], cameras: loose });
  return nodes;
}
