import { field, pattern, type Field } from '../field';
import { resource } from '../resource';

/**
 * Geofences (电子围栏) of the haul trucks: polygons or circles drawn on the site plan, each with the events that
 * raise an alarm and how long a stay may last; and the enter / dwell / leave events the platform records as the
 * trucks cross them. The shape's text and its geometry are shared by the form, the map and the platform.
 */

export const fenceTypes = ['plant', 'paving', 'spoil', 'noGo', 'other'] as const;
export const fenceEvents = ['enter', 'dwell', 'leave'] as const;
export type FenceEvent = (typeof fenceEvents)[number];

/** The largest circle, in metres: the site is about 3 km long. */
export const FENCE_MAX_RADIUS = 5000;

export type FenceShape =
  { kind: 'polygon'; ring: [number, number][] } | { kind: 'circle'; x: number; y: number; r: number };

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * A fence's area as written: `[[x, y], …]` (3–500 vertices) or a circle `[x, y, r]`, site metres; or why it is not
 * one (Chinese, as the platform refuses it).
 */
export function fenceShapeOf(text: string): FenceShape | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return '围栏范围必须是多边形 [[x, y], …] 或圆 [x, y, 半径]';
  }
  if (!Array.isArray(value)) return '围栏范围必须是多边形 [[x, y], …] 或圆 [x, y, 半径]';
  if (value.every(isNumber)) {
    if (value.length !== 3) return '圆必须写作 [x, y, 半径]';
    const [x, y, r] = value as [number, number, number];
    if (r <= 0 || r > FENCE_MAX_RADIUS) return `圆的半径必须在 0 到 ${FENCE_MAX_RADIUS} 米之间`;
    return { kind: 'circle', x, y, r };
  }
  if (value.length < 3 || value.length > 500) return '多边形需要 3 到 500 个顶点';
  const ring: [number, number][] = [];
  for (const p of value) {
    if (!Array.isArray(p) || p.length !== 2 || !p.every(isNumber)) return '多边形的每个顶点必须是 [x, y] 两个数';
    ring.push([p[0] as number, p[1] as number]);
  }
  return { kind: 'polygon', ring };
}

/** A shape as the form and the platform store it. */
export const fenceText = (shape: FenceShape): string =>
  shape.kind === 'circle' ? JSON.stringify([shape.x, shape.y, shape.r]) : JSON.stringify(shape.ring);

/** Whether a point lies inside a shape (a point on a circle's edge is inside). */
export function insideFence(shape: FenceShape, x: number, y: number): boolean {
  if (shape.kind === 'circle') return (x - shape.x) ** 2 + (y - shape.y) ** 2 <= shape.r ** 2;
  let inside = false;
  const ring = shape.ring;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A shape's area, m² (a polygon's by the shoelace formula). */
export function fenceArea(shape: FenceShape): number {
  if (shape.kind === 'circle') return Math.PI * shape.r ** 2;
  let twice = 0;
  shape.ring.forEach(([x, y], i) => {
    const [nx, ny] = shape.ring[(i + 1) % shape.ring.length]!;
    twice += x * ny - nx * y;
  });
  return Math.abs(twice) / 2;
}

const sorted = { sortable: true } as const;
const computed = (
  name: string,
  zh: string,
  en: string,
  type: Field['type'],
  rules: Omit<Field, 'name' | 'label' | 'type'> = {},
) => field(name, zh, en, type, { computed: true, ...rules });

export const geofence = resource('/api/ylc/geofence', { zh: '电子围栏', en: 'geofence' }, [
  field('name', '名称', 'Name', 'text', { required: true, max: 60, unique: true, filter: 'like', sortable: true }),
  field('fenceType', '类型', 'Type', 'enum', {
    dict: 'geofenceType',
    values: fenceTypes,
    required: true,
    filter: 'eq',
    sortable: true,
  }),
  field('area', '范围', 'Area', 'text', {
    required: true,
    max: 20_000,
    input: 'fence',
    pattern: pattern(
      /^\s*\[[\s\S]*\]\s*$/,
      '多边形 [[x, y], …] 或圆 [x, y, 半径]',
      'A polygon [[x, y], …] or a circle [x, y, radius]',
    ),
  }),
  computed('shape', '形状', 'Shape', 'enum', { dict: 'geofenceShape', values: ['polygon', 'circle'], filter: 'eq' }),
  computed('areaM2', '面积', 'Size', 'num', { unit: 'm²', ...sorted }),
  field('alarmOn', '报警事件', 'Alarm on', 'text', {
    max: 60,
    dict: 'geofenceEvent',
    values: fenceEvents,
    input: 'codes',
    pattern: pattern(
      /^\s*[A-Za-z]+(\s*[,，]\s*[A-Za-z]+)*\s*$/,
      '事件代码，逗号分隔：enter, dwell, leave',
      'Event codes separated by commas: enter, dwell, leave',
    ),
  }),
  field('dwellMinutes', '停留上限', 'Dwell limit', 'int', { unit: 'min', min: 1, max: 1440, ...sorted }),
  field('enabled', '状态', 'State', 'int', { dict: 'enabledState', min: 0, max: 1, default: 1, filter: 'eq' }),
  field('remark', '备注', 'Remark', 'text', { max: 200 }),
  computed('updTime', '更新时间', 'Updated', 'time', sorted),
]);

/** The crossings the platform recorded: a truck entered, stayed past the fence's limit in, or left a fence. */
export const geofenceEvent = resource('/api/ylc/geofenceEvent', { zh: '围栏事件', en: 'geofence event' }, [
  computed('t', '时间', 'Time', 'time', { filter: 'range', sortable: true }),
  computed('event', '事件', 'Event', 'enum', { dict: 'geofenceEvent', values: fenceEvents, filter: 'eq', ...sorted }),
  computed('fenceName', '围栏', 'Geofence', 'text', { filter: 'like', sortable: true }),
  computed('fenceType', '围栏类型', 'Fence type', 'enum', { dict: 'geofenceType', values: fenceTypes, filter: 'eq' }),
  computed('deviceCode', '车辆编号', 'Vehicle', 'text', { filter: 'like', sortable: true }),
  computed('plate', '车牌号', 'Plate', 'text', { filter: 'like', sortable: true }),
  computed('insideMin', '围栏内时长', 'Time inside', 'num', { unit: 'min', sortable: true }),
  computed('x', 'X', 'X', 'num', { unit: 'm' }),
  computed('y', 'Y', 'Y', 'num', { unit: 'm' }),
  computed('alarmed', '报警', 'Alarm', 'int', { dict: 'tripFlag', filter: 'eq' }),
  computed('fenceId', '围栏编号', 'Fence id', 'int', { filter: 'eq' }),
  computed('vehicleId', '车辆', 'Vehicle id', 'int'),
]);
