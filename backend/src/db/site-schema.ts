// The simulated construction site: registry tables (seeded once, then edited through the module pages)
// and fact tables written only by the simulator's worker thread.
const audit = `crtTime TEXT, crtUser TEXT, crtName TEXT, crtHost TEXT,
  updTime TEXT, updUser TEXT, updName TEXT, updHost TEXT`;

/**
 * Fact ids are `dayIndex × 10⁶ + seq` (deterministic, below 10¹³); rows written by people take
 * AUTOINCREMENT ids from 9·10¹², so the two never collide.
 */
export const userRowIdFloor = 9_000_000_000_000;

const userRowsFrom = (table: string) =>
  `INSERT INTO sqlite_sequence (name, seq) SELECT '${table}', ${userRowIdFloor}
     WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '${table}');`;

export const siteSchemaSql = `
CREATE TABLE IF NOT EXISTS site_project (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, depart TEXT, startDate TEXT,
  anchorLon REAL, anchorLat REAL, extentWidth REAL, extentHeight REAL,
  ${audit}
);

CREATE TABLE IF NOT EXISTS site_section (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, kind TEXT NOT NULL, contractor TEXT, supervisor TEXT,
  chainageFrom REAL, chainageTo REAL, polygon TEXT,
  ${audit}
);

CREATE TABLE IF NOT EXISTS site_layer (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, sectionId INTEGER NOT NULL,
  sectionKind TEXT NOT NULL, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, orderNum INTEGER NOT NULL,
  material TEXT NOT NULL, mixType TEXT, designThickness REAL, plantType TEXT, domain TEXT,
  ${audit}
);

CREATE TABLE IF NOT EXISTS site_alignment (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, sectionId INTEGER NOT NULL,
  polyline TEXT NOT NULL, startChainage REAL NOT NULL,
  ${audit}
);

CREATE TABLE IF NOT EXISTS site_stake (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, sectionId INTEGER NOT NULL,
  name TEXT NOT NULL, chainage REAL NOT NULL, x REAL NOT NULL, y REAL NOT NULL, azimuth REAL NOT NULL,
  leftWidth REAL NOT NULL, rightWidth REAL NOT NULL,
  ${audit},
  UNIQUE (sectionId, name)
);

CREATE TABLE IF NOT EXISTS site_stake_area (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, sectionId INTEGER NOT NULL, layerId INTEGER,
  code TEXT, name TEXT NOT NULL, fromChainage REAL, toChainage REAL, offsetFrom REAL, offsetTo REAL,
  polygon TEXT, area REAL,
  ${audit}
);
CREATE INDEX IF NOT EXISTS site_stake_area_section ON site_stake_area (sectionId);

CREATE TABLE IF NOT EXISTS site_block (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, sectionId INTEGER NOT NULL,
  code TEXT NOT NULL UNIQUE, polygon TEXT NOT NULL,
  ${audit}
);

-- Plants, water points and haul roads as drawn on the plan (kind plant / waterPoint / haulRoad).
CREATE TABLE IF NOT EXISTS site_feature (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  kind TEXT NOT NULL, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, geom TEXT NOT NULL, params TEXT,
  ${audit}
);

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

CREATE TABLE IF NOT EXISTS site_operator (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, mobile TEXT, deviceId INTEGER, tabletId INTEGER, crewCode TEXT,
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

-- Sign-ins on the operators' tablets (client pad) and in the console (client web).
CREATE TABLE IF NOT EXISTS site_login_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  loginTime TEXT NOT NULL, userName TEXT NOT NULL, operatorId INTEGER, client TEXT NOT NULL,
  tabletId INTEGER, deviceId INTEGER, ip TEXT, result TEXT NOT NULL, message TEXT,
  logoutTime TEXT, duration INTEGER,
  ${audit}
);
CREATE INDEX IF NOT EXISTS site_login_log_time ON site_login_log (loginTime);
${userRowsFrom('site_login_log')}

CREATE TABLE IF NOT EXISTS site_process_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  t TEXT NOT NULL, domain TEXT NOT NULL, processCode TEXT NOT NULL, processName TEXT, action TEXT NOT NULL,
  crewCode TEXT, operatorId INTEGER, byName TEXT, detail TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS site_process_log_time ON site_process_log (t);
${userRowsFrom('site_process_log')}

-- Daily rollups maintained as facts arrive, so statistics never scan a month of facts.
CREATE TABLE IF NOT EXISTS stat_daily (
  module TEXT NOT NULL, metric TEXT NOT NULL, key TEXT NOT NULL, day TEXT NOT NULL, value REAL NOT NULL,
  PRIMARY KEY (module, metric, key, day)
) WITHOUT ROWID;

-- Spare parts: the stock is the sum of the records (in minus out), kept in the same transaction.
CREATE TABLE IF NOT EXISTS sbgl_spare_part (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, spec TEXT, unit TEXT NOT NULL, stock REAL NOT NULL DEFAULT 0,
  minStock REAL NOT NULL DEFAULT 0, location TEXT,
  ${audit}
);

CREATE TABLE IF NOT EXISTS sbgl_spare_part_record (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  partId INTEGER NOT NULL, direction TEXT NOT NULL, qty REAL NOT NULL, deviceId INTEGER, person TEXT NOT NULL, t TEXT NOT NULL, note TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS sbgl_spare_part_record_part ON sbgl_spare_part_record (partId);

-- Compaction group templates (master) and the roller roles they call for (detail).
-- Raw roller fixes (1 Hz, znys and zd rollers alike) and the packets that carried them: kept only for
-- SIM_RAW_RETENTION_HOURS behind the present, older ones are recomputed (DOMAIN.md §6). Keyed by device
-- and time, the way every read asks for them.
CREATE TABLE IF NOT EXISTS znys_fix (
  deviceId INTEGER NOT NULL, t TEXT NOT NULL, id INTEGER NOT NULL,
  x REAL NOT NULL, y REAL NOT NULL, z REAL NOT NULL, heading REAL NOT NULL, speed REAL NOT NULL,
  vibOn INTEGER NOT NULL, freq REAL NOT NULL, amplitude REAL NOT NULL, accel REAL NOT NULL, cmv REAL,
  surfaceTemp REAL NOT NULL, gnssQuality INTEGER NOT NULL, sats INTEGER NOT NULL, hdop REAL NOT NULL,
  PRIMARY KEY (deviceId, t)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS znys_packet (
  id INTEGER PRIMARY KEY, receivedAt TEXT NOT NULL, deviceId INTEGER NOT NULL, protocol TEXT NOT NULL,
  bytes INTEGER NOT NULL, payload BLOB NOT NULL, parseStatus TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS znys_packet_t ON znys_packet (receivedAt);
CREATE INDEX IF NOT EXISTS znys_packet_device ON znys_packet (deviceId, receivedAt);

CREATE TABLE IF NOT EXISTS znys_group_template (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  name TEXT NOT NULL UNIQUE, layerKind TEXT NOT NULL, description TEXT,
  ${audit}
);

CREATE TABLE IF NOT EXISTS znys_group_template_role (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  templateId INTEGER NOT NULL, rollerClass TEXT NOT NULL, count INTEGER NOT NULL, targetPasses INTEGER NOT NULL,
  ${audit},
  UNIQUE (templateId, rollerClass)
);

-- Module settings (one JSON record per settings page); absent until first saved, the defaults apply.
CREATE TABLE IF NOT EXISTS site_setting (
  name TEXT PRIMARY KEY, value TEXT NOT NULL,
  ${audit}
);

-- Episodes forced through the test hook; part of the simulation's input, so a restart replays them.
CREATE TABLE IF NOT EXISTS sim_episode (
  id INTEGER PRIMARY KEY AUTOINCREMENT, deviceCode TEXT NOT NULL, kind TEXT NOT NULL,
  startMs INTEGER NOT NULL, endMs INTEGER NOT NULL, crtTime TEXT
);
`;
