import type { SqlValue } from '../../db/database.js';
import { deviceSection } from '../../domain/data-scope.js';
import { rejected } from '../../http/reply.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { fleetPages } from '@console/contract/fleet/pages';
import {
  fenceArea,
  fenceEvents,
  fenceShapeOf,
  fenceText,
  geofence,
  geofenceEvent,
} from '@console/contract/fleet/geofences';

/*
 * 电子围栏: polygons and circles people draw for the haul trucks, and the enter / dwell / leave events the simulator's
 * geofence process records as trucks cross them (sim/processes/geofences.ts), raising an alarm for the events a fence
 * names. A fence's shape and size are the platform's to compute from its area.
 */

const { pages } = fleetPages;

/** The row as it will be stored, checked as a whole (an edit sends only what changed). */
function check(row: Record<string, SqlValue>): void {
  const shape = fenceShapeOf(String(row.area ?? ''));
  if (typeof shape === 'string') throw rejected(shape);
  row.area = fenceText(shape);
  row.shape = shape.kind;
  row.areaM2 = Math.round(fenceArea(shape) * 10) / 10;
  if (row.alarmOn) {
    const events = String(row.alarmOn)
      .split(/[,，\s]+/)
      .map((v) => v.trim())
      .filter(Boolean);
    const unknown = events.find((e) => !(fenceEvents as readonly string[]).includes(e));
    if (unknown !== undefined) throw rejected(`未知的围栏事件: ${unknown.slice(0, 30)}`);
    row.alarmOn = fenceEvents.filter((e) => events.includes(e)).join(',') || null;
  }
  const dwell = row.dwellMinutes === null || row.dwellMinutes === undefined ? null : Number(row.dwellMinutes);
  if (String(row.alarmOn ?? '').includes('dwell') && dwell === null) throw rejected('停留超时报警需要填写停留上限');
}

const fences: ResourceDef = {
  ...declaredAs(geofence),
  table: 'ylc_geofence',
  menus: [pages.ylcGeofence.code, pages.ylcGeofenceEvent.code, pages.ylcRealtimeLocation.code],
  screen: pages.ylcGeofence.code,
  section: false,
  keyword: ['name', 'remark'],
  defaultSort: 'id DESC',
  writes: { create: true, update: true, delete: true },
  guard: {
    create: (_store, row) => check(row),
    update: (_store, _id, row, before) => {
      const whole = { ...(before as Record<string, SqlValue>), ...row };
      check(whole);
      for (const key of ['area', 'shape', 'areaM2', 'alarmOn'] as const) row[key] = whole[key] ?? null;
    },
    delete: (store, id) => {
      if (store.get('SELECT 1 FROM ylc_geofence_event WHERE fenceId = ? LIMIT 1', id))
        throw rejected('该围栏已有事件记录，请停用而不是删除');
    },
  },
};

const eventView = `SELECT e.id, e.t, e.event, e.fenceId, f.name AS fenceName, f.fenceType, e.vehicleId,
    d.code AS deviceCode, d.plate, e.insideMin, e.x, e.y, CASE WHEN e.alarmId IS NULL THEN 0 ELSE 1 END AS alarmed
  FROM ylc_geofence_event e
  JOIN ylc_geofence f ON f.id = e.fenceId
  JOIN site_device d ON d.id = e.vehicleId`;

const events: ResourceDef = {
  ...declaredAs(geofenceEvent),
  table: 'ylc_geofence_event',
  view: eventView,
  section: deviceSection('r.vehicleId'),
  menus: [pages.ylcGeofenceEvent.code, pages.ylcGeofence.code],
  screen: pages.ylcGeofenceEvent.code,
  keyword: ['fenceName', 'deviceCode', 'plate'],
  defaultSort: 't DESC, id DESC',
};

export const geofenceResources: ResourceDef[] = [fences, events];
