import { audit } from '../../db/schema-parts.js';

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
 * Hammer, ramming and drop standards, ramming and DDC areas, design points and piles, processes and their change log,
 * device exchanges, raw and validated hits, DDC raw events and pile layers.
 */
export const schema = `
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
  name TEXT NOT NULL UNIQUE, energy REAL NOT NULL, pass TEXT NOT NULL, designHits INTEGER NOT NULL,
  minHits INTEGER NOT NULL,
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
  t TEXT NOT NULL, deviceId INTEGER NOT NULL, component TEXT NOT NULL, oldCode TEXT, newCode TEXT NOT NULL,
  reason TEXT NOT NULL,
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
  pointId INTEGER, pointCode TEXT NOT NULL, areaCode TEXT NOT NULL, deviceId INTEGER NOT NULL, t TEXT NOT NULL,
  hitNo INTEGER NOT NULL,
  dropM REAL NOT NULL, settlement REAL NOT NULL, cumulative REAL NOT NULL, energy REAL NOT NULL,
  lowDrop INTEGER NOT NULL, offPoint INTEGER NOT NULL, thr TEXT NOT NULL,
  ${audit}
);
CREATE INDEX IF NOT EXISTS hj_hit_time ON hj_hit (t);
CREATE INDEX IF NOT EXISTS hj_hit_device ON hj_hit (deviceId, t);
CREATE INDEX IF NOT EXISTS hj_hit_point ON hj_hit (pointCode, t);

CREATE TABLE IF NOT EXISTS ddc_raw_event (
  id INTEGER PRIMARY KEY, projectId INTEGER NOT NULL,
  t TEXT NOT NULL, deviceId INTEGER NOT NULL, pileId INTEGER, pileCode TEXT NOT NULL, event INTEGER NOT NULL,
  times INTEGER NOT NULL,
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
`;
