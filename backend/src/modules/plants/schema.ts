import type Database from 'better-sqlite3';
import { audit } from '../../db/schema-parts.js';

/**
 * Columns added to site tables after data folders were made, with how older rows get their values. Run before
 * the schema, whose indexes name them; a table not made yet gets them from its CREATE TABLE.
 */
export function migrate(db: Database.Database): void {
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

/** Mixing plants, formulas and their items, over-limit thresholds, grading envelopes, batches and their materials. */
export const schema = `
-- Mixing plants: the registry (plants, job-mix formulas with their items, over-limit
-- thresholds, grading envelopes) and the batches the simulator writes with their materials. Batches and
-- materials store the thresholds they were judged with, so history never changes when config does.
CREATE TABLE IF NOT EXISTS bhz_plant (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  code TEXT NOT NULL, name TEXT NOT NULL, plantType TEXT NOT NULL, model TEXT, capacity REAL, x REAL, y REAL,
  fenceRadius REAL, deviceId INTEGER,
  ${audit}
);

CREATE TABLE IF NOT EXISTS bhz_formula (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  formulaNo TEXT NOT NULL, plantId INTEGER, plantType TEXT NOT NULL, mixType TEXT NOT NULL, strengthClass TEXT,
  theoryRatio REAL, batchKg REAL, remark TEXT,
  ${audit}
);

CREATE TABLE IF NOT EXISTS bhz_formula_item (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  formulaId INTEGER NOT NULL, seq INTEGER NOT NULL, materialType INTEGER NOT NULL, materialName TEXT NOT NULL,
  theoryPct REAL NOT NULL, theoryKg REAL,
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
  guid TEXT NOT NULL, plantId INTEGER, plantCode TEXT NOT NULL, plantType TEXT NOT NULL, formulaNo TEXT, mixType TEXT,
  strengthClass TEXT,
  dischargeTime TEXT NOT NULL, mixTime INTEGER, batchWeight REAL, volume REAL, asphaltTemp REAL, aggregateTemp REAL,
  dischargeTemp REAL,
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
-- this index instead of joining a month of batches (migrate fills it in older folders).
CREATE INDEX IF NOT EXISTS bhz_batch_material_type ON bhz_batch_material (plantType, batchId, seq);
`;
