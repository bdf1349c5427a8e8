import { audit } from '../../db/schema-parts.js';

/**
 * The device registry (every machine, plant, camera and instrument), SIM cards, spare parts and their movements, device
 * records, and the devices' state (changes, 5-minute samples, the latest).
 */
export const schema = `
CREATE TABLE IF NOT EXISTS site_device (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, kind TEXT NOT NULL, model TEXT, maker TEXT,
  sectionId INTEGER, status TEXT NOT NULL DEFAULT 'inUse', simId INTEGER, imei TEXT, plate TEXT,
  vehicleId INTEGER, tabletId INTEGER, params TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS site_device_kind ON site_device (kind);

CREATE TABLE IF NOT EXISTS sbgl_sim (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  iccid TEXT NOT NULL UNIQUE, msisdn TEXT NOT NULL, carrier TEXT NOT NULL, deviceId INTEGER,
  planMb REAL, usedMb REAL, activated TEXT, expiry TEXT, status TEXT NOT NULL DEFAULT 'active',
  ${audit}
);

-- Device telemetry: exact change events, 5-minute samples and the latest state per device. No audit
-- block: these are the platform's highest-volume rows and are all written by the simulator.
CREATE TABLE IF NOT EXISTS dev_state_change (
  id INTEGER PRIMARY KEY, deviceId INTEGER NOT NULL, t TEXT NOT NULL, event TEXT NOT NULL, reason TEXT,
  online INTEGER NOT NULL, gnssQuality INTEGER, sats INTEGER, hdop REAL, csq INTEGER, voltage REAL,
  battery INTEGER, engineOn INTEGER
);
CREATE INDEX IF NOT EXISTS dev_state_change_device ON dev_state_change (deviceId, t);
CREATE INDEX IF NOT EXISTS dev_state_change_t ON dev_state_change (t);

CREATE TABLE IF NOT EXISTS dev_state_sample (
  id INTEGER PRIMARY KEY, deviceId INTEGER NOT NULL, t TEXT NOT NULL,
  online INTEGER NOT NULL, gnssQuality INTEGER, sats INTEGER, hdop REAL, csq INTEGER, voltage REAL,
  battery INTEGER, engineOn INTEGER
);
CREATE INDEX IF NOT EXISTS dev_state_sample_device ON dev_state_sample (deviceId, t);

CREATE TABLE IF NOT EXISTS dev_state_latest (
  deviceId INTEGER PRIMARY KEY, t TEXT NOT NULL, lastSeen TEXT,
  online INTEGER NOT NULL, gnssQuality INTEGER, sats INTEGER, hdop REAL, csq INTEGER, voltage REAL,
  battery INTEGER, engineOn INTEGER
);

-- Spare parts: the stock is the sum of the records (in minus out), kept in the same transaction.
CREATE TABLE IF NOT EXISTS sbgl_spare_part (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, spec TEXT, unit TEXT NOT NULL, stock REAL NOT NULL DEFAULT 0,
  minStock REAL NOT NULL DEFAULT 0, location TEXT,
  ${audit}
);

CREATE TABLE IF NOT EXISTS sbgl_spare_part_record (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  partId INTEGER NOT NULL, direction TEXT NOT NULL, qty REAL NOT NULL, deviceId INTEGER, person TEXT NOT NULL,
  t TEXT NOT NULL, note TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS sbgl_spare_part_record_part ON sbgl_spare_part_record (partId);

-- Maintenance, repair, calibration and inspection records of the devices.
CREATE TABLE IF NOT EXISTS sbgl_device_record (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  deviceId INTEGER NOT NULL, type TEXT NOT NULL, t TEXT NOT NULL, content TEXT NOT NULL, cost REAL,
  person TEXT NOT NULL, nextDue TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS sbgl_device_record_device ON sbgl_device_record (deviceId, t);
CREATE INDEX IF NOT EXISTS sbgl_device_record_t ON sbgl_device_record (t);
`;
