import { audit, userRowsFrom } from '../../db/schema-parts.js';

/** The laboratory's four test registries (Marshall stability, softening point, penetration, ductility). */
export const schema = `
-- Laboratory tests: readings as entered, the averages, limits and verdict the platform
-- computed from them (verdict 1 pass, 0 fail, 2 retest). sampleNo is unique per test kind, checked on
-- writes rather than by an index so a user's number can never stop the simulator's inserts.
CREATE TABLE IF NOT EXISTS lab_marshall (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  sampleNo TEXT NOT NULL, testDate TEXT NOT NULL, mixType TEXT NOT NULL, lot TEXT, tester TEXT, instrumentId INTEGER,
  blows INTEGER,
  s1 REAL, s2 REAL, s3 REAL, s4 REAL, s5 REAL, s6 REAL, f1 REAL, f2 REAL, f3 REAL, f4 REAL, f5 REAL, f6 REAL,
  h1 REAL, h2 REAL, h3 REAL, h4 REAL, h5 REAL, h6 REAL,
  specimens INTEGER, stabilityAvg REAL, flowAvg REAL, excluded TEXT, standardCode TEXT, stabilityMin REAL, flowMin REAL,
  flowMax REAL,
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
  temp REAL, load REAL, duration REAL, r1 REAL, r2 REAL, r3 REAL, avg REAL, spread REAL, standardCode TEXT, stdMin REAL,
  stdMax REAL,
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
`;
