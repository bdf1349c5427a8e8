import { audit } from '../../db/schema-parts.js';

/** Vehicles (trucks and sprinklers), the trucks' trips and the sprinklers' spray jobs. */
export const schema = `
-- Sprinkler jobs: one per tank, written when its spraying ends (sim/processes/sprinklers.ts).
CREATE TABLE IF NOT EXISTS ssc_job (
  id INTEGER PRIMARY KEY, projectId INTEGER NOT NULL,
  jobNo TEXT NOT NULL, deviceId INTEGER NOT NULL, sectionCode TEXT NOT NULL, fillStart TEXT NOT NULL,
  sprayStart TEXT NOT NULL, sprayEnd TEXT NOT NULL,
  fromKm REAL NOT NULL, toKm REAL NOT NULL, km REAL NOT NULL, waterM3 REAL NOT NULL,
  ${audit}
);
CREATE INDEX IF NOT EXISTS ssc_job_start ON ssc_job (sprayStart);

-- Haul-truck trips: written when loading starts, updated as the trip goes on.
CREATE TABLE IF NOT EXISTS ylc_trip (
  id INTEGER PRIMARY KEY, projectId INTEGER NOT NULL,
  tripNo TEXT NOT NULL UNIQUE, vehicleId INTEGER NOT NULL, plantId INTEGER NOT NULL, mixType TEXT, loadT REAL,
  loadM3 REAL,
  destination TEXT, distanceKm REAL, thr TEXT,
  loadStart TEXT NOT NULL, depart TEXT, arrive TEXT, unloadStart TEXT, unloadEnd TEXT, returnTime TEXT,
  cycleMin REAL, waitMin REAL, tempDepart REAL, tempArrive REAL,
  state TEXT NOT NULL, overtimeFlag INTEGER NOT NULL DEFAULT 0, tempDropFlag INTEGER NOT NULL DEFAULT 0,
  ${audit}
);
CREATE INDEX IF NOT EXISTS ylc_trip_load ON ylc_trip (loadStart);
CREATE INDEX IF NOT EXISTS ylc_trip_vehicle ON ylc_trip (vehicleId, loadStart);
CREATE INDEX IF NOT EXISTS ylc_trip_state ON ylc_trip (state);

-- A plant's queue and today's departures (拌和站信息): its few trips not yet departed or departed today.
CREATE INDEX IF NOT EXISTS ylc_trip_plant_depart ON ylc_trip (plantId, depart);

-- Vehicles (trucks of ylc, sprinklers of ssc): one model; the plate is the vehicle's, the terminal a device.
CREATE TABLE IF NOT EXISTS veh_vehicle (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  kind TEXT NOT NULL, plate TEXT NOT NULL UNIQUE, type TEXT, capacityT REAL, capacityM3 REAL, sprayWidth REAL,
  tare REAL,
  company TEXT, driver TEXT, phone TEXT, deviceId INTEGER UNIQUE,
  ${audit}
);
CREATE INDEX IF NOT EXISTS veh_vehicle_kind ON veh_vehicle (kind);

-- Geofences (电子围栏), drawn by people: area is [[x, y], …] or a circle [x, y, r] in site metres.
CREATE TABLE IF NOT EXISTS ylc_geofence (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  name TEXT NOT NULL UNIQUE, fenceType TEXT NOT NULL, area TEXT NOT NULL, shape TEXT NOT NULL, areaM2 REAL NOT NULL,
  alarmOn TEXT, dwellMinutes INTEGER, enabled INTEGER NOT NULL DEFAULT 1, remark TEXT,
  ${audit}
);

-- A truck crossing a fence: written by the simulator's geofence process as the truck drives (alarmId when the
-- fence raises an alarm for the event).
CREATE TABLE IF NOT EXISTS ylc_geofence_event (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  fenceId INTEGER NOT NULL, vehicleId INTEGER NOT NULL, event TEXT NOT NULL, t TEXT NOT NULL, x REAL, y REAL,
  insideMin REAL, alarmId INTEGER
);
CREATE INDEX IF NOT EXISTS ylc_geofence_event_t ON ylc_geofence_event (t);
CREATE INDEX IF NOT EXISTS ylc_geofence_event_fence ON ylc_geofence_event (fenceId, t);
CREATE INDEX IF NOT EXISTS ylc_geofence_event_vehicle ON ylc_geofence_event (vehicleId, t);
`;
