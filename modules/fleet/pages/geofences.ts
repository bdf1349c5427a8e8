import { fleetPages } from '@console/contract/fleet/pages';
import { geofence, geofenceEvent } from '@console/contract/fleet/geofences';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';
import { onMaps } from './vehicles';

// 电子围栏 and 围栏事件: polygons and circles drawn on the site plan for the haul trucks, and the crossings the
// platform records against them (an event's alarm when the fence names it). Fields and rules: the contract.

const { pages } = fleetPages;

export const geofences: ResourceScreenDef = {
  api: geofence.api,
  columns: columnsOf(geofence, {
    name: { width: 160 },
    fenceType: { width: 120, filter: true },
    area: { width: 150 },
    shape: { width: 90, filter: true },
    areaM2: { width: 120 },
    alarmOn: { width: 170 },
    dwellMinutes: { width: 130 },
    enabled: {
      choices: ['1', '0'],
      colors: { '1': 'success', '0': 'default' },
      width: 90,
      filter: true,
      form: { required: true },
    },
    remark: { width: 160, optional: true },
    updTime: { width: 160, optional: true },
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: geofence.noun,
  nameField: 'name',
  note: {
    zh:
      '运料车每 5 秒的定位判断是否在围栏内：驶入、驶出、停留超过上限各记一条围栏事件，勾选的事件同时产生报警。' +
      '已有事件的围栏不能删除，可停用。',
    en:
      'Every 5-second fix of a haul truck is judged against the fences: entering, leaving and staying past the limit ' +
      'each write a geofence event, and the events ticked also raise an alarm. A fence with events cannot be ' +
      'deleted; disable it instead.',
  },
};

export const geofenceEvents: ResourceScreenDef = {
  api: geofenceEvent.api,
  columns: columnsOf(geofenceEvent, {
    t: { width: 170 },
    event: { width: 110, filter: true, colors: { enter: 'info', dwell: 'warning', leave: 'default' } },
    fenceName: { width: 160, filter: true },
    fenceType: { width: 120, filter: true },
    deviceCode: { width: 110, filter: true },
    plate: { width: 110 },
    insideMin: { width: 150 },
    x: { width: 90, optional: true },
    y: { width: 90, optional: true },
    alarmed: { width: 80, filter: true },
    fenceId: false,
    vehicleId: false,
  }),
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: geofenceEvent.noun,
  nameField: 'fenceName',
  pageLinks: onMaps(pages.ylcRealtimeLocation.code, pages.ylcTrackPlayback.code),
};
