import { deviceSection } from '../../domain/data-scope.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { fleetPages } from '@console/contract/fleet/pages';
import * as declared from '@console/contract/fleet/resources';

// Haul-truck trips (written by the simulator's transport process), the per vehicle-day records read
// from the daily rollups, and the fleet's state now. All read-only: the platform records trips, people
// do not edit them.

const { pages } = fleetPages;

/** Day index (days since 1970-01-01) of a `yyyy-MM-dd…` text, for the vehicle-day ids. */
const dayIndexSql = (column: string) => `CAST(julianday(substr(${column}, 1, 10)) - 2440587.5 AS INTEGER)`;

const tripView = `SELECT t.id, t.tripNo, t.vehicleId, v.code AS deviceCode, v.plate, p.code AS plantCode, t.mixType,
  t.loadT, t.loadM3,
    t.loadStart, t.depart, t.arrive, t.unloadStart, t.unloadEnd, t.returnTime, t.cycleMin, t.waitMin, t.tempDepart,
    t.tempArrive,
    CASE WHEN t.tempArrive IS NOT NULL THEN ROUND(t.tempDepart - t.tempArrive, 1) END AS tempDrop,
    t.destination, t.distanceKm, t.state, t.overtimeFlag, t.tempDropFlag,
    CASE WHEN t.overtimeFlag = 1 OR t.tempDropFlag = 1 THEN 1 ELSE 0 END AS abnormal,
    ${dayIndexSql('t.loadStart')} * 10000 + t.vehicleId AS dailyId
  FROM ylc_trip t
  JOIN site_device v ON v.id = t.vehicleId
  JOIN site_device p ON p.id = t.plantId`;

const trips: ResourceDef = {
  ...declaredAs(declared.trip),
  table: 'ylc_trip',
  section: deviceSection('r.vehicleId'),
  view: tripView,
  menus: [pages.ylcTransportQuery.code],
  screen: pages.ylcTransportQuery.code,
  keyword: ['tripNo', 'plate', 'deviceCode', 'destination'],
  defaultSort: 'loadStart DESC, id DESC',
};

/** A vehicle-day's trips, listed by the record page's drawer (`all?dailyId=`). */
const tripsOfDay: ResourceDef = {
  ...trips,
  ...declaredAs(declared.tripOfDay, { dailyId: { filter: 'eq' } }),
  menus: [pages.ylcTransportRecord.code],
  screen: pages.ylcTransportRecord.code,
  defaultSort: 'loadStart ASC, id ASC',
};

// Per vehicle-day from the daily rollups (integers: kg, metres, seconds), never from the trips.
const metric = (name: string) => `SUM(CASE WHEN s.metric = '${name}' THEN s.value ELSE 0 END)`;
const dailyView = `SELECT ${dayIndexSql('r.day')} * 10000 + v.id AS id, r.day, r.day || ' 00:00:00' AS dayStart,
  v.id AS vehicleId, v.code AS deviceCode, v.plate, v.code || ' · ' || r.day AS label,
    CAST(r.trips AS INTEGER) AS trips, CAST(r.done AS INTEGER) AS done, ROUND(r.loadKg / 1000.0, 1) AS tonnes,
    ROUND(r.distanceM / 1000.0, 1) AS km,
    CASE WHEN r.done > 0 THEN ROUND(r.cycleSec / 60.0 / r.done, 1) END AS meanCycleMin,
    CASE WHEN r.waits > 0 THEN ROUND(r.waitSec / 60.0 / r.waits, 1) END AS meanWaitMin,
    CAST(r.abnormal AS INTEGER) AS abnormal
  FROM (SELECT s.key, s.day, ${metric('trips')} AS trips, ${metric('done')} AS done, ${metric('loadKg')} AS loadKg,
  ${metric('distanceM')} AS distanceM,
          ${metric('cycleSec')} AS cycleSec, ${metric('waitSec')} AS waitSec, ${metric('waits')} AS waits,
          ${metric('abnormal')} AS abnormal
        FROM stat_daily s WHERE s.module = 'ylc' GROUP BY s.key, s.day) r
  JOIN site_device v ON v.code = r.key`;

const tripDaily: ResourceDef = {
  ...declaredAs(declared.tripDaily),
  table: 'stat_daily',
  view: dailyView,
  menus: [pages.ylcTransportRecord.code],
  screen: pages.ylcTransportRecord.code,
  keyword: ['deviceCode', 'plate'],
  defaultSort: 'day DESC, deviceCode ASC',
};

// The fleet now: the device's state, the latest trip, today's rollups. "Today" is the day of the
// simulator's cursor (what the facts reach), so the answer matches the trips already written.
const today = `date((SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'sim_cursor') / 1000 + 28800, 'unixepoch')`;
const todayStat = (name: string) =>
  `(SELECT value FROM stat_daily s WHERE s.module = 'ylc' AND s.metric = '${name}` +
  `' AND s.key = d.code AND s.day = ${today})`;
const statusView = `SELECT d.id, d.code AS deviceCode, d.name AS deviceName, d.kind, d.plate, json_extract(d.params,
  '$.vehicleType') AS vehicleType,
    CASE WHEN l.online IS NULL OR l.online = 0 THEN 'offline' WHEN t.id IS NULL THEN 'idle' WHEN t.state != 'done' THEN
    t.state
      WHEN t.returnTime IS NULL THEN 'returning' ELSE 'idle' END AS state,
    l.online, l.lastSeen, t.tripNo, p.code AS plantCode, t.destination,
    COALESCE(CAST(${todayStat('trips')} AS INTEGER), 0) AS tripsToday,
    COALESCE(ROUND(${todayStat('loadKg')} / 1000.0, 1), 0) AS tonnesToday
  FROM site_device d
  LEFT JOIN dev_state_latest l ON l.deviceId = d.id
  LEFT JOIN ylc_trip t
    ON t.id = (SELECT id FROM ylc_trip WHERE vehicleId = d.id ORDER BY loadStart DESC, id DESC LIMIT 1)
  LEFT JOIN site_device p ON p.id = t.plantId`;

const vehicleStatus: ResourceDef = {
  ...declaredAs(declared.vehicleStatus),
  table: 'site_device',
  view: statusView,
  menus: [pages.ylcVehicle.code],
  screen: pages.ylcVehicle.code,
  fixed: { kind: ['truck'] },
  keyword: ['deviceCode', 'deviceName', 'plate'],
  defaultSort: 'deviceCode ASC',
};

// The plants as the haulage sees them (拌和站信息): where they are, their geofence, who queues now and
// what left today. Trips name the plant's device; "now" is the simulator's cursor, as above.
const now = `datetime((SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'sim_cursor') / 1000 + 28800, 'unixepoch')`;
const departedToday = `t.plantId = p.deviceId AND t.depart >= ${today} || ' 00:00:00' AND t.depart <= ${now}`;
const plantSiteView = `SELECT p.id, p.code, p.name, p.plantType, p.x, p.y, p.fenceRadius,
    (SELECT COUNT(*) FROM ylc_trip t WHERE t.plantId = p.deviceId AND t.loadStart <= ${now} AND (t.depart IS NULL
    OR t.depart > ${now})) AS queueNow,
    (SELECT COUNT(*) FROM ylc_trip t WHERE ${departedToday}) AS tripsToday,
    (SELECT ROUND(COALESCE(SUM(t.loadT), 0), 1) FROM ylc_trip t WHERE ${departedToday}) AS dispatchedT,
    (SELECT ROUND(SUM(t.loadM3), 1) FROM ylc_trip t WHERE ${departedToday}) AS dispatchedM3,
    p.updTime
  FROM bhz_plant p`;

const plantSites: ResourceDef = {
  ...declaredAs(declared.plantSite),
  table: 'bhz_plant',
  view: plantSiteView,
  menus: [pages.ylcMixingStation.code],
  screen: pages.ylcMixingStation.code,
  keyword: ['code', 'name'],
  defaultSort: 'code ASC',
  writes: { update: true },
};

export const transportResources: ResourceDef[] = [trips, tripDaily, tripsOfDay, vehicleStatus, plantSites];
