import type Database from 'better-sqlite3';

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

/**
 * Columns the simulator owns on the registry rows of design points and piles (added by a site migration,
 * so older data folders get them too): progress and verdicts only, never a design field. `simAt` is the
 * time of the fact that last wrote them; older facts (back-filled newest first) do not overwrite newer ones.
 */
export const simOwnedColumns: Record<'ram_point' | 'ddc_pile', readonly string[]> = {
  ram_point: [
    'hits INTEGER',
    'totalSettlement REAL',
    'lastTwoAvg REAL',
    'deviceId INTEGER',
    'lastHitAt TEXT',
    'simAt TEXT',
  ],
  ddc_pile: [
    'deviceId INTEGER',
    'startAt TEXT',
    'endAt TEXT',
    'depth REAL',
    'layers INTEGER',
    'fillM3 REAL',
    'rams INTEGER',
    'verdict TEXT',
    'flags TEXT',
    'thr TEXT',
    'simAt TEXT',
  ],
};

/**
 * Columns of an alignment the stake-map editor keeps (the interval and widths its stakes were generated
 * with), added by the site migration v9 so that older data folders get them too.
 */
export const alignmentColumns = ['stakeInterval REAL', 'leftWidth REAL', 'rightWidth REAL'] as const;

/**
 * Columns added to site tables after data folders were made, with how older rows get their values. Run before
 * siteSchemaSql, whose indexes name them; a table not made yet gets them from its CREATE TABLE.
 */
export function addedColumns(db: Database.Database): void {
  const added: { table: string; column: string; fill: string }[] = [
    {
      table: 'bhz_batch_material',
      column: 'plantType TEXT',
      fill: 'UPDATE bhz_batch_material SET plantType = (SELECT b.plantType FROM bhz_batch b WHERE b.id = batchId)',
    },
  ];
  for (const { table, column, fill } of added) {
    const present = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
    if (!present.length || present.some((c) => c.name === column.split(' ')[0])) continue;
    db.transaction(() => {
      db.exec(`ALTER TABLE ${table} ADD COLUMN ${column}`);
      db.exec(fill);
    })();
  }
}

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
  polyline TEXT NOT NULL, startChainage REAL NOT NULL, stakeInterval REAL, leftWidth REAL, rightWidth REAL,
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

-- Base maps drawn under every map (DOMAIN §4.2 BaseMap): the file's bytes (≤ 5 MB, PNG/JPEG/SVG checked by
-- content) and two control points [[u, v, x, y] ×2] placing it by a similarity transform. Added by the site
-- migration v9 (sim/site/seed.ts) for older data folders; here so a backend without the simulator has it too.
CREATE TABLE IF NOT EXISTS site_base_map (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  name TEXT NOT NULL, kind TEXT, mime TEXT, fileName TEXT, fileSize INTEGER, width REAL, height REAL,
  file BLOB, fileVersion INTEGER NOT NULL DEFAULT 0, controlPoints TEXT,
  opacity REAL NOT NULL DEFAULT 0.7, orderNum INTEGER NOT NULL DEFAULT 0, enabled INTEGER NOT NULL DEFAULT 1,
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

-- Sprinkler jobs (DOMAIN §4.5 SprayJob): one per tank, written when its spraying ends (sim/processes/sprinklers.ts).
CREATE TABLE IF NOT EXISTS ssc_job (
  id INTEGER PRIMARY KEY, projectId INTEGER NOT NULL,
  jobNo TEXT NOT NULL, deviceId INTEGER NOT NULL, sectionCode TEXT NOT NULL, fillStart TEXT NOT NULL, sprayStart TEXT NOT NULL, sprayEnd TEXT NOT NULL,
  fromKm REAL NOT NULL, toKm REAL NOT NULL, km REAL NOT NULL, waterM3 REAL NOT NULL,
  ${audit}
);
CREATE INDEX IF NOT EXISTS ssc_job_start ON ssc_job (sprayStart);

-- Haul-truck trips (DOMAIN §4.5 Trip): written when loading starts, updated as the trip goes on.
CREATE TABLE IF NOT EXISTS ylc_trip (
  id INTEGER PRIMARY KEY, projectId INTEGER NOT NULL,
  tripNo TEXT NOT NULL UNIQUE, vehicleId INTEGER NOT NULL, plantId INTEGER NOT NULL, mixType TEXT, loadT REAL, loadM3 REAL,
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
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, sectionId INTEGER NOT NULL, layerId INTEGER NOT NULL, mixType TEXT, thickness REAL,
  targetPassesSteel INTEGER, targetPassesRubber INTEGER, targetPassesStatic INTEGER, targetPassesVib INTEGER,
  speedMaxSteel REAL, speedMaxRubber REAL, speedMaxVib REAL, pavingTempMin REAL, breakdownTempMin REAL, finishTempMin REAL,
  vibRequired INTEGER, minFreq REAL, minAmplitude REAL, cmvTarget REAL, cellSize REAL NOT NULL DEFAULT 0.5,
  state TEXT NOT NULL DEFAULT 'planned', startedAt TEXT, stoppedAt TEXT,
  ${audit}
);

CREATE TABLE IF NOT EXISTS cmp_group (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, domain TEXT NOT NULL,
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, templateId INTEGER, processId INTEGER, sectionId INTEGER, layerId INTEGER,
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
  t TEXT NOT NULL, groupId INTEGER NOT NULL, groupCode TEXT NOT NULL, change TEXT NOT NULL, deviceId INTEGER, deviceCode TEXT,
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
  templateId INTEGER NOT NULL, orderNum INTEGER NOT NULL, stage TEXT NOT NULL, rollerClass TEXT NOT NULL, passes INTEGER NOT NULL,
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

-- Ramming family (hj dynamic compaction, ddc piles): standards, work areas with their design points and
-- piles, processes, and the change logs written beside them in the same transaction.
CREATE TABLE IF NOT EXISTS ram_hammer_standard (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  code TEXT NOT NULL UNIQUE, weight REAL NOT NULL, diameter REAL NOT NULL, standardDrop REAL NOT NULL, note TEXT,
  ${audit}
);

CREATE TABLE IF NOT EXISTS ram_hammer_standard_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  t TEXT NOT NULL, hammerId INTEGER NOT NULL, hammerCode TEXT NOT NULL, action TEXT NOT NULL, field TEXT NOT NULL,
  oldValue TEXT, newValue TEXT, byName TEXT NOT NULL,
  ${audit}
);
CREATE INDEX IF NOT EXISTS ram_hammer_standard_log_time ON ram_hammer_standard_log (t);

CREATE TABLE IF NOT EXISTS ram_standard (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  name TEXT NOT NULL UNIQUE, energy REAL NOT NULL, pass TEXT NOT NULL, designHits INTEGER NOT NULL, minHits INTEGER NOT NULL,
  lastTwoLimit REAL NOT NULL, spacing REAL NOT NULL,
  ${audit}
);

CREATE TABLE IF NOT EXISTS ram_drop_standard (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  name TEXT NOT NULL UNIQUE, hammerId INTEGER NOT NULL, standardDrop REAL NOT NULL, tolerance REAL NOT NULL,
  level1Margin REAL NOT NULL, level2Margin REAL NOT NULL, level3Margin REAL NOT NULL,
  ${audit}
);

CREATE TABLE IF NOT EXISTS ddc_hammer_standard (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  code TEXT NOT NULL UNIQUE, weight REAL NOT NULL, standardDrop REAL NOT NULL, fillPerLayer REAL NOT NULL,
  minRamsPerLayer INTEGER NOT NULL, designDepth REAL NOT NULL,
  ${audit}
);

-- family hj: standardId → ram_standard; family ddc: standardId → ddc_hammer_standard and the pile layout.
CREATE TABLE IF NOT EXISTS ram_area (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, family TEXT NOT NULL,
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, sectionId INTEGER NOT NULL, polygon TEXT NOT NULL, area REAL NOT NULL,
  standardId INTEGER, deviceCodes TEXT, pattern TEXT, spacing REAL, designDepth REAL, pileDiameter REAL,
  ${audit}
);

CREATE TABLE IF NOT EXISTS ram_point (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  code TEXT NOT NULL UNIQUE, areaId INTEGER NOT NULL, pass TEXT NOT NULL, x REAL NOT NULL, y REAL NOT NULL,
  designHits INTEGER NOT NULL, status TEXT NOT NULL DEFAULT 'todo',
  ${audit}
);
CREATE INDEX IF NOT EXISTS ram_point_area ON ram_point (areaId);

CREATE TABLE IF NOT EXISTS ddc_pile (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  code TEXT NOT NULL UNIQUE, areaId INTEGER NOT NULL, x REAL NOT NULL, y REAL NOT NULL,
  designDepth REAL NOT NULL, diameter REAL NOT NULL, status TEXT NOT NULL DEFAULT 'todo',
  ${audit}
);
CREATE INDEX IF NOT EXISTS ddc_pile_area ON ddc_pile (areaId);

CREATE TABLE IF NOT EXISTS ram_process (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, family TEXT NOT NULL,
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, areaId INTEGER NOT NULL, pass TEXT, standardId INTEGER NOT NULL,
  deviceCodes TEXT NOT NULL, planStart TEXT NOT NULL, planEnd TEXT NOT NULL, state TEXT NOT NULL DEFAULT 'planned',
  startedAt TEXT, finishedAt TEXT,
  ${audit}
);

CREATE TABLE IF NOT EXISTS ram_process_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, family TEXT NOT NULL,
  t TEXT NOT NULL, processId INTEGER NOT NULL, processCode TEXT NOT NULL, action TEXT NOT NULL, field TEXT NOT NULL,
  oldValue TEXT, newValue TEXT, byName TEXT NOT NULL,
  ${audit}
);
CREATE INDEX IF NOT EXISTS ram_process_log_time ON ram_process_log (t);

CREATE TABLE IF NOT EXISTS ram_device_exchange (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  t TEXT NOT NULL, deviceId INTEGER NOT NULL, component TEXT NOT NULL, oldCode TEXT, newCode TEXT NOT NULL, reason TEXT NOT NULL,
  byName TEXT NOT NULL,
  ${audit}
);

-- Ramming facts (written by the simulator's rammer and DDC processes): raw hits as uploaded (duplicates and
-- off-point hits included), validated hits matched to their design point, the DDC rigs' raw events and the
-- layers of each pile. Each fact carries the thresholds it was judged with (thr).
CREATE TABLE IF NOT EXISTS hj_raw_hit (
  id INTEGER PRIMARY KEY, projectId INTEGER NOT NULL,
  gpst TEXT NOT NULL, deviceId INTEGER NOT NULL, lon REAL NOT NULL, lat REAL NOT NULL, x REAL NOT NULL, y REAL NOT NULL,
  hitIndex INTEGER NOT NULL, workPointId TEXT NOT NULL, hammerType TEXT NOT NULL, phi REAL NOT NULL, high REAL NOT NULL,
  receivedAt TEXT NOT NULL, parseStatus TEXT NOT NULL,
  ${audit}
);
CREATE INDEX IF NOT EXISTS hj_raw_hit_time ON hj_raw_hit (gpst);
CREATE INDEX IF NOT EXISTS hj_raw_hit_device ON hj_raw_hit (deviceId, gpst);

CREATE TABLE IF NOT EXISTS hj_hit (
  id INTEGER PRIMARY KEY, projectId INTEGER NOT NULL,
  pointId INTEGER, pointCode TEXT NOT NULL, areaCode TEXT NOT NULL, deviceId INTEGER NOT NULL, t TEXT NOT NULL, hitNo INTEGER NOT NULL,
  dropM REAL NOT NULL, settlement REAL NOT NULL, cumulative REAL NOT NULL, energy REAL NOT NULL,
  lowDrop INTEGER NOT NULL, offPoint INTEGER NOT NULL, thr TEXT NOT NULL,
  ${audit}
);
CREATE INDEX IF NOT EXISTS hj_hit_time ON hj_hit (t);
CREATE INDEX IF NOT EXISTS hj_hit_device ON hj_hit (deviceId, t);
CREATE INDEX IF NOT EXISTS hj_hit_point ON hj_hit (pointCode, t);

CREATE TABLE IF NOT EXISTS ddc_raw_event (
  id INTEGER PRIMARY KEY, projectId INTEGER NOT NULL,
  t TEXT NOT NULL, deviceId INTEGER NOT NULL, pileId INTEGER, pileCode TEXT NOT NULL, event INTEGER NOT NULL, times INTEGER NOT NULL,
  duration REAL NOT NULL, subtotal REAL NOT NULL, depth REAL NOT NULL, pitch REAL NOT NULL,
  ${audit}
);
CREATE INDEX IF NOT EXISTS ddc_raw_event_time ON ddc_raw_event (t);
CREATE INDEX IF NOT EXISTS ddc_raw_event_device ON ddc_raw_event (deviceId, t);

CREATE TABLE IF NOT EXISTS ddc_layer (
  id INTEGER PRIMARY KEY, projectId INTEGER NOT NULL,
  pileId INTEGER, pileCode TEXT NOT NULL, deviceId INTEGER NOT NULL, no INTEGER NOT NULL, t TEXT NOT NULL,
  topDepth REAL NOT NULL, fillM3 REAL NOT NULL, rams INTEGER NOT NULL, ok INTEGER NOT NULL, thr TEXT NOT NULL,
  ${audit}
);
CREATE INDEX IF NOT EXISTS ddc_layer_pile ON ddc_layer (pileCode, no);

-- Module settings (one JSON record per settings page); absent until first saved, the defaults apply.
CREATE TABLE IF NOT EXISTS site_setting (
  name TEXT PRIMARY KEY, value TEXT NOT NULL,
  ${audit}
);

-- Vehicles (trucks of ylc, sprinklers of ssc): one model; the plate is the vehicle's, the terminal a device.
CREATE TABLE IF NOT EXISTS veh_vehicle (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  kind TEXT NOT NULL, plate TEXT NOT NULL UNIQUE, type TEXT, capacityT REAL, capacityM3 REAL, sprayWidth REAL, tare REAL,
  company TEXT, driver TEXT, phone TEXT, deviceId INTEGER UNIQUE,
  ${audit}
);
CREATE INDEX IF NOT EXISTS veh_vehicle_kind ON veh_vehicle (kind);

-- Maintenance, repair, calibration and inspection records of the devices.
CREATE TABLE IF NOT EXISTS sbgl_device_record (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  deviceId INTEGER NOT NULL, type TEXT NOT NULL, t TEXT NOT NULL, content TEXT NOT NULL, cost REAL, person TEXT NOT NULL, nextDue TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS sbgl_device_record_device ON sbgl_device_record (deviceId, t);
CREATE INDEX IF NOT EXISTS sbgl_device_record_t ON sbgl_device_record (t);

-- Video platform accounts; the secret is written, never read back.
CREATE TABLE IF NOT EXISTS spjk_account (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  platform TEXT NOT NULL, name TEXT NOT NULL UNIQUE, appKey TEXT NOT NULL, secret TEXT, expiry TEXT,
  lastVerified TEXT, verifyResult TEXT,
  ${audit}
);

-- Warning SMS groups: who gets an alarm's text, by domain and level.
CREATE TABLE IF NOT EXISTS pdca_sms_group (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  name TEXT NOT NULL UNIQUE, domain TEXT NOT NULL, level INTEGER NOT NULL, recipients TEXT NOT NULL,
  quietFrom TEXT, quietTo TEXT, enabled INTEGER NOT NULL DEFAULT 1,
  ${audit}
);

-- Report e-mail (DOMAIN.md §4.8): tasks by problem domain, and one record per message tried. A record keeps
-- the report it attached (kind and parameters) so that a retry sends the same report, not today's.
CREATE TABLE IF NOT EXISTS pdca_report_email (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, domain TEXT NOT NULL,
  name TEXT NOT NULL UNIQUE, reportConditionId INTEGER, areaId INTEGER, periodRule TEXT NOT NULL DEFAULT 'daily',
  recipients TEXT NOT NULL, scheduleKind TEXT NOT NULL, scheduleTime TEXT NOT NULL, weekday INTEGER,
  enabled INTEGER NOT NULL DEFAULT 1, nextDue TEXT, lastSent TEXT,
  ${audit}
);

CREATE TABLE IF NOT EXISTS pdca_email_record (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, domain TEXT NOT NULL,
  t TEXT NOT NULL, taskId INTEGER NOT NULL, taskName TEXT NOT NULL, trigger TEXT NOT NULL, recipients TEXT NOT NULL,
  subject TEXT NOT NULL, attachmentName TEXT NOT NULL, report TEXT NOT NULL, status TEXT NOT NULL, error TEXT,
  attempts INTEGER NOT NULL DEFAULT 0, sentAt TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS pdca_email_record_time ON pdca_email_record (t);

-- Laboratory tests (DOMAIN.md §4.4): readings as entered, the averages, limits and verdict the platform
-- computed from them (verdict 1 pass, 0 fail, 2 retest). sampleNo is unique per test kind, checked on
-- writes rather than by an index so a user's number can never stop the simulator's inserts.
CREATE TABLE IF NOT EXISTS lab_marshall (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  sampleNo TEXT NOT NULL, testDate TEXT NOT NULL, mixType TEXT NOT NULL, lot TEXT, tester TEXT, instrumentId INTEGER, blows INTEGER,
  s1 REAL, s2 REAL, s3 REAL, s4 REAL, s5 REAL, s6 REAL, f1 REAL, f2 REAL, f3 REAL, f4 REAL, f5 REAL, f6 REAL,
  h1 REAL, h2 REAL, h3 REAL, h4 REAL, h5 REAL, h6 REAL,
  specimens INTEGER, stabilityAvg REAL, flowAvg REAL, excluded TEXT, standardCode TEXT, stabilityMin REAL, flowMin REAL, flowMax REAL,
  verdict INTEGER, remark TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS lab_marshall_sample ON lab_marshall (sampleNo);
CREATE INDEX IF NOT EXISTS lab_marshall_date ON lab_marshall (testDate);
${userRowsFrom('lab_marshall')}

CREATE TABLE IF NOT EXISTS lab_softening (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  sampleNo TEXT NOT NULL, testDate TEXT NOT NULL, grade TEXT NOT NULL, lot TEXT, tester TEXT, instrumentId INTEGER,
  r1 REAL, r2 REAL, avg REAL, standardCode TEXT, stdMin REAL, verdict INTEGER, remark TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS lab_softening_sample ON lab_softening (sampleNo);
CREATE INDEX IF NOT EXISTS lab_softening_date ON lab_softening (testDate);
${userRowsFrom('lab_softening')}

CREATE TABLE IF NOT EXISTS lab_penetration (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  sampleNo TEXT NOT NULL, testDate TEXT NOT NULL, grade TEXT NOT NULL, lot TEXT, tester TEXT, instrumentId INTEGER,
  temp REAL, load REAL, duration REAL, r1 REAL, r2 REAL, r3 REAL, avg REAL, spread REAL, standardCode TEXT, stdMin REAL, stdMax REAL,
  verdict INTEGER, remark TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS lab_penetration_sample ON lab_penetration (sampleNo);
CREATE INDEX IF NOT EXISTS lab_penetration_date ON lab_penetration (testDate);
${userRowsFrom('lab_penetration')}

CREATE TABLE IF NOT EXISTS lab_ductility (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  sampleNo TEXT NOT NULL, testDate TEXT NOT NULL, grade TEXT NOT NULL, lot TEXT, tester TEXT, instrumentId INTEGER,
  temp REAL, speed REAL, r1 REAL, r2 REAL, r3 REAL, avg REAL, avgText TEXT, standardCode TEXT, stdMin REAL,
  verdict INTEGER, remark TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS lab_ductility_sample ON lab_ductility (sampleNo);
CREATE INDEX IF NOT EXISTS lab_ductility_date ON lab_ductility (testDate);
${userRowsFrom('lab_ductility')}

-- Alarms of every module (DOMAIN.md §4.8), written in the transaction of the fact that raises them.
-- Simulated alarms take fact ids from their domain's sequence block (sim/alarms.ts), people's writes
-- AUTOINCREMENT ids from 9·10¹².
CREATE TABLE IF NOT EXISTS pdca_alarm (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  alarmNo TEXT NOT NULL, domain TEXT NOT NULL, type TEXT NOT NULL, level INTEGER NOT NULL, deviceId INTEGER,
  objectType TEXT, objectId INTEGER, t TEXT NOT NULL, value REAL, threshold REAL, message TEXT, problemId INTEGER,
  ${audit}
);
CREATE INDEX IF NOT EXISTS pdca_alarm_t ON pdca_alarm (t);
CREATE INDEX IF NOT EXISTS pdca_alarm_object ON pdca_alarm (objectType, objectId);
${userRowsFrom('pdca_alarm')}

-- Problems (DOMAIN.md §4.8): raised from alarms by the promotion rules (pdca/problems.ts) or entered by
-- people, then moved through the closure workflow (pdca/workflow.ts). The workflow's moves on every
-- subject (problems, over-limit batches) are kept in one timeline table.
CREATE TABLE IF NOT EXISTS pdca_problem (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  problemNo TEXT NOT NULL, domain TEXT NOT NULL, source TEXT NOT NULL, alarmId INTEGER, alarmDomain TEXT, type TEXT NOT NULL, level INTEGER NOT NULL,
  objectType TEXT, objectId INTEGER, objectName TEXT, location TEXT, description TEXT,
  foundAt TEXT NOT NULL, deadline TEXT NOT NULL, state INTEGER NOT NULL DEFAULT 0, closedAt TEXT,
  reason TEXT, measures TEXT, attachments TEXT, lastOpinion TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS pdca_problem_domain_found ON pdca_problem (domain, foundAt);
-- Warning SMS (DOMAIN.md §4.8): one row per recipient of each group a problem notifies, written in the
-- problem's transaction as 'pending' (or 'unsent' with the reason) and settled by the gateway's answer.
CREATE TABLE IF NOT EXISTS pdca_sms_record (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  domain TEXT NOT NULL, groupId INTEGER, groupName TEXT, level INTEGER NOT NULL, problemId INTEGER, problemNo TEXT,
  name TEXT, phone TEXT NOT NULL, content TEXT NOT NULL, t TEXT NOT NULL, status TEXT NOT NULL, reason TEXT, sentAt TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS pdca_sms_record_domain_t ON pdca_sms_record (domain, t);
CREATE INDEX IF NOT EXISTS pdca_sms_record_pending ON pdca_sms_record (status) WHERE status = 'pending';
CREATE UNIQUE INDEX IF NOT EXISTS pdca_problem_alarm ON pdca_problem (alarmId) WHERE alarmId IS NOT NULL;
-- Special sections (特殊路段): a chainage range or polygon and a period where alarm types are suppressed or
-- targets differ; the simulator's alarm producers read them when they judge a fact.
CREATE TABLE IF NOT EXISTS pdca_special_section (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  domain TEXT NOT NULL, name TEXT NOT NULL, sectionType TEXT NOT NULL, startChainage REAL, endChainage REAL, polygon TEXT,
  suppressTypes TEXT, speedMax REAL, validFrom TEXT, validTo TEXT, enabled INTEGER NOT NULL DEFAULT 1, remark TEXT,
  ${audit}
);
CREATE TABLE IF NOT EXISTS pdca_action (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  subject TEXT NOT NULL, subjectId INTEGER NOT NULL, t TEXT NOT NULL, move TEXT NOT NULL, fromState INTEGER NOT NULL, toState INTEGER NOT NULL,
  role TEXT NOT NULL, userId INTEGER, userName TEXT, opinion TEXT, reason TEXT, measures TEXT, attachments TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS pdca_action_subject ON pdca_action (subject, subjectId, id);

-- Mixing plants (DOMAIN.md §4.3): the registry (plants, job-mix formulas with their items, over-limit
-- thresholds, grading envelopes) and the batches the simulator writes with their materials. Batches and
-- materials store the thresholds they were judged with, so history never changes when config does.
CREATE TABLE IF NOT EXISTS bhz_plant (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  code TEXT NOT NULL, name TEXT NOT NULL, plantType TEXT NOT NULL, model TEXT, capacity REAL, x REAL, y REAL, fenceRadius REAL, deviceId INTEGER,
  ${audit}
);
CREATE TABLE IF NOT EXISTS bhz_formula (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  formulaNo TEXT NOT NULL, plantId INTEGER, plantType TEXT NOT NULL, mixType TEXT NOT NULL, strengthClass TEXT, theoryRatio REAL, batchKg REAL, remark TEXT,
  ${audit}
);
CREATE TABLE IF NOT EXISTS bhz_formula_item (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  formulaId INTEGER NOT NULL, seq INTEGER NOT NULL, materialType INTEGER NOT NULL, materialName TEXT NOT NULL, theoryPct REAL NOT NULL, theoryKg REAL,
  ${audit}
);
CREATE INDEX IF NOT EXISTS bhz_formula_item_formula ON bhz_formula_item (formulaId, seq);
CREATE TABLE IF NOT EXISTS bhz_over_limit_cfg (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  plantId INTEGER NOT NULL, materialType INTEGER NOT NULL, unit TEXT NOT NULL,
  primaryLimit REAL NOT NULL, middleLimit REAL NOT NULL, advancedLimit REAL NOT NULL, lowerLimit REAL, upperLimit REAL,
  ${audit}
);
CREATE TABLE IF NOT EXISTS bhz_grading_envelope (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  mixType TEXT NOT NULL, sieve REAL NOT NULL, minPass REAL NOT NULL, target REAL NOT NULL, maxPass REAL NOT NULL,
  ${audit}
);
CREATE TABLE IF NOT EXISTS bhz_batch (
  id INTEGER PRIMARY KEY, projectId INTEGER NOT NULL,
  guid TEXT NOT NULL, plantId INTEGER, plantCode TEXT NOT NULL, plantType TEXT NOT NULL, formulaNo TEXT, mixType TEXT, strengthClass TEXT,
  dischargeTime TEXT NOT NULL, mixTime INTEGER, batchWeight REAL, volume REAL, asphaltTemp REAL, aggregateTemp REAL, dischargeTemp REAL,
  ratioActual REAL, ratioTheory REAL, wcRatio REAL, cementPct REAL, waterPct REAL,
  level INTEGER NOT NULL, materialLevel INTEGER, ratioLevel INTEGER, tempLevel INTEGER, timeLevel INTEGER,
  timeFlag INTEGER NOT NULL DEFAULT 0, tempFlag INTEGER NOT NULL DEFAULT 0, materialFlag INTEGER NOT NULL DEFAULT 0,
  overproofStatus INTEGER NOT NULL DEFAULT 0, overReason TEXT, grading TEXT, tripId INTEGER, thr TEXT,
  ${audit}
);
-- plantId in the type index: a list page counts a plant type's batches from the index alone, without reading
-- each row for the plant's name (its LEFT JOIN). The narrower index it replaces is dropped from older folders.
DROP INDEX IF EXISTS bhz_batch_type_time;
CREATE INDEX IF NOT EXISTS bhz_batch_type_plant_time ON bhz_batch (plantType, dischargeTime, plantId);
CREATE INDEX IF NOT EXISTS bhz_batch_plant_time ON bhz_batch (plantId, dischargeTime);
CREATE INDEX IF NOT EXISTS bhz_batch_level_time ON bhz_batch (level, dischargeTime);
CREATE INDEX IF NOT EXISTS bhz_batch_time ON bhz_batch (dischargeTime, id);
CREATE TABLE IF NOT EXISTS bhz_batch_material (
  id INTEGER PRIMARY KEY, projectId INTEGER NOT NULL,
  batchId INTEGER NOT NULL, plantType TEXT, seq INTEGER NOT NULL, materialType INTEGER NOT NULL, name TEXT,
  actualKg REAL, theoryKg REAL, actualPct REAL, theoryPct REAL, error REAL, unit TEXT, level INTEGER NOT NULL DEFAULT 0,
  primaryLimit REAL, middleLimit REAL, advancedLimit REAL,
  ${audit}
);
CREATE INDEX IF NOT EXISTS bhz_batch_material_batch ON bhz_batch_material (batchId);
-- The batch's plant type, copied onto its materials: a material list of one plant type counts and pages from
-- this index instead of joining a month of batches (addedColumns fills it in older folders).
CREATE INDEX IF NOT EXISTS bhz_batch_material_type ON bhz_batch_material (plantType, batchId, seq);

-- Vibratory compaction's work areas (DOMAIN.md §4.6 WorkArea [P hc_tfysworkarea], domain zd): one row per area
-- the simulator's rollers finished, its figures rolled up from their plan; the closure workflow (§4.8) writes
-- overproofStatus and, on closing, qualityStat 1 → 2. The id is the process monitor's area id.
CREATE TABLE IF NOT EXISTS zd_work_area (
  id INTEGER PRIMARY KEY, projectId INTEGER NOT NULL, domain TEXT NOT NULL DEFAULT 'zd', day INTEGER NOT NULL,
  crewCode TEXT NOT NULL, processId INTEGER, groupId INTEGER, sectionId INTEGER, layerId INTEGER, areaName TEXT NOT NULL,
  blockName TEXT, layerName TEXT, startStation TEXT, endStation TEXT, startTime TEXT NOT NULL, endTime TEXT NOT NULL,
  workTime REAL, workMile REAL, workArea REAL, border TEXT, vibrateRatio REAL, timesAvg REAL, timesVibrateAvg REAL,
  speedAvg REAL, thickAvg REAL, alarmNum INTEGER NOT NULL DEFAULT 0, level INTEGER NOT NULL DEFAULT 1,
  qualityStat INTEGER NOT NULL DEFAULT 0, workStat INTEGER NOT NULL DEFAULT 1, inspectStat INTEGER NOT NULL DEFAULT 0,
  standard TEXT, reason TEXT, overproofStatus INTEGER NOT NULL DEFAULT 0, passRate REAL, underRate REAL,
  ${audit}
);
CREATE INDEX IF NOT EXISTS zd_work_area_start ON zd_work_area (startTime);

-- Episodes forced through the test hook; part of the simulation's input, so a restart replays them.
-- Construction progress (DOMAIN.md §4.8 ProgressItem): a planned quantity of a section (and layer) over
-- its plan dates; what is done comes from the simulator's facts (fact, refreshed before every read into
-- doneAuto) plus a manual adjustment with its reason.
CREATE TABLE IF NOT EXISTS szhsg_progress (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  name TEXT NOT NULL, sectionId INTEGER NOT NULL, layerId INTEGER, fact TEXT NOT NULL, unit TEXT NOT NULL,
  plannedQty REAL NOT NULL, planStart TEXT NOT NULL, planEnd TEXT NOT NULL,
  doneAuto REAL NOT NULL DEFAULT 0, doneManual REAL NOT NULL DEFAULT 0, adjustReason TEXT, remark TEXT,
  ${audit}
);

CREATE TABLE IF NOT EXISTS sim_episode (
  id INTEGER PRIMARY KEY AUTOINCREMENT, deviceCode TEXT NOT NULL, kind TEXT NOT NULL,
  startMs INTEGER NOT NULL, endMs INTEGER NOT NULL, crtTime TEXT
);
`;
