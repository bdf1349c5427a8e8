import { audit, userRowsFrom } from '../../db/schema-parts.js';

/**
 * Roller models, compaction processes and templates, device groups and their history, report conditions, messages,
 * colour bands, the rollers' raw fixes and packets, the vibratory work areas, and the site logs (sign-ins, process
 * starts and stops).
 */
export const schema = `
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

-- Compaction group templates (master) and the roller roles they call for (detail).
-- Raw roller fixes (1 Hz, znys and zd rollers alike) and the packets that carried them: kept only for
-- SIM_RAW_RETENTION_HOURS behind the present, older ones are recomputed. Keyed by device
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

-- Compaction (znys intelligent compaction and zd vibratory compaction share these tables by domain):
-- roller models, processes, device groups with their members, and the history of group changes.
CREATE TABLE IF NOT EXISTS cmp_roller_model (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  model TEXT NOT NULL UNIQUE, maker TEXT NOT NULL, rollerClass TEXT NOT NULL, weight REAL, drumWidth REAL,
  freq REAL, amplitude REAL, maxSpeed REAL,
  ${audit}
);

CREATE TABLE IF NOT EXISTS cmp_process (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, domain TEXT NOT NULL,
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, sectionId INTEGER NOT NULL, layerId INTEGER NOT NULL, mixType TEXT,
  thickness REAL,
  targetPassesSteel INTEGER, targetPassesRubber INTEGER, targetPassesStatic INTEGER, targetPassesVib INTEGER,
  speedMaxSteel REAL, speedMaxRubber REAL, speedMaxVib REAL, pavingTempMin REAL, breakdownTempMin REAL,
  finishTempMin REAL,
  vibRequired INTEGER, minFreq REAL, minAmplitude REAL, cmvTarget REAL, cellSize REAL NOT NULL DEFAULT 0.5,
  state TEXT NOT NULL DEFAULT 'planned', startedAt TEXT, stoppedAt TEXT,
  ${audit}
);

CREATE TABLE IF NOT EXISTS cmp_group (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, domain TEXT NOT NULL,
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, templateId INTEGER, processId INTEGER, sectionId INTEGER,
  layerId INTEGER,
  active INTEGER NOT NULL DEFAULT 1,
  ${audit}
);

CREATE TABLE IF NOT EXISTS cmp_group_member (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  groupId INTEGER NOT NULL, deviceId INTEGER NOT NULL, role TEXT NOT NULL,
  ${audit},
  UNIQUE (groupId, deviceId)
);
CREATE INDEX IF NOT EXISTS cmp_group_member_device ON cmp_group_member (deviceId);

CREATE TABLE IF NOT EXISTS cmp_group_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, domain TEXT NOT NULL,
  t TEXT NOT NULL, groupId INTEGER NOT NULL, groupCode TEXT NOT NULL, change TEXT NOT NULL, deviceId INTEGER,
  deviceCode TEXT,
  detail TEXT, byName TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS cmp_group_history_time ON cmp_group_history (t);

-- Stage-based process templates ("new process") and their rolling stages.
CREATE TABLE IF NOT EXISTS cmp_process_template (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  name TEXT NOT NULL UNIQUE, layerKind TEXT NOT NULL, description TEXT,
  ${audit}
);

CREATE TABLE IF NOT EXISTS cmp_process_stage (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  templateId INTEGER NOT NULL, orderNum INTEGER NOT NULL, stage TEXT NOT NULL, rollerClass TEXT NOT NULL,
  passes INTEGER NOT NULL,
  speedMax REAL NOT NULL, vibOn INTEGER NOT NULL DEFAULT 0, tempMin REAL, tempMax REAL,
  ${audit},
  UNIQUE (templateId, orderNum)
);

-- Saved report conditions and the messages sent to the operators' tablets.
CREATE TABLE IF NOT EXISTS cmp_report_condition (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  name TEXT NOT NULL UNIQUE, reportType TEXT NOT NULL, sectionId INTEGER NOT NULL, layerId INTEGER,
  fromChainage REAL, toChainage REAL, periodRule TEXT NOT NULL, recipients TEXT,
  ${audit}
);

CREATE TABLE IF NOT EXISTS cmp_message (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  t TEXT NOT NULL, type TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, target TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'draft', sentAt TEXT, sentBy TEXT, readCount INTEGER NOT NULL DEFAULT 0,
  ${audit}
);

-- Colour tables of the compaction maps: ordered bands per metric.
CREATE TABLE IF NOT EXISTS cmp_color_band (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  metric TEXT NOT NULL, fromValue REAL NOT NULL, toValue REAL NOT NULL, colour TEXT NOT NULL, label TEXT,
  ${audit}
);

-- Vibratory compaction's work areas: one row per area
-- the simulator's rollers finished, its figures rolled up from their plan; the closure workflow writes
-- overproofStatus and, on closing, qualityStat 1 → 2. The id is the process monitor's area id.
CREATE TABLE IF NOT EXISTS zd_work_area (
  id INTEGER PRIMARY KEY, projectId INTEGER NOT NULL, domain TEXT NOT NULL DEFAULT 'zd', day INTEGER NOT NULL,
  crewCode TEXT NOT NULL, processId INTEGER, groupId INTEGER, sectionId INTEGER, layerId INTEGER,
  areaName TEXT NOT NULL,
  blockName TEXT, layerName TEXT, startStation TEXT, endStation TEXT, startTime TEXT NOT NULL, endTime TEXT NOT NULL,
  workTime REAL, workMile REAL, workArea REAL, border TEXT, vibrateRatio REAL, timesAvg REAL, timesVibrateAvg REAL,
  speedAvg REAL, thickAvg REAL, alarmNum INTEGER NOT NULL DEFAULT 0, level INTEGER NOT NULL DEFAULT 1,
  qualityStat INTEGER NOT NULL DEFAULT 0, workStat INTEGER NOT NULL DEFAULT 1, inspectStat INTEGER NOT NULL DEFAULT 0,
  standard TEXT, reason TEXT, overproofStatus INTEGER NOT NULL DEFAULT 0, passRate REAL, underRate REAL,
  ${audit}
);
CREATE INDEX IF NOT EXISTS zd_work_area_start ON zd_work_area (startTime);
`;
