/** The simulator's own tables: daily rollups of the facts it writes, and the episodes forced through the test hook. */
export const simSchema = `
-- Daily rollups maintained as facts arrive, so statistics never scan a month of facts.
CREATE TABLE IF NOT EXISTS stat_daily (
  module TEXT NOT NULL, metric TEXT NOT NULL, key TEXT NOT NULL, day TEXT NOT NULL, value REAL NOT NULL,
  PRIMARY KEY (module, metric, key, day)
) WITHOUT ROWID;

-- Episodes forced through the test hook; part of the simulation's input, so a restart replays them.
CREATE TABLE IF NOT EXISTS sim_episode (
  id INTEGER PRIMARY KEY AUTOINCREMENT, deviceCode TEXT NOT NULL, kind TEXT NOT NULL,
  startMs INTEGER NOT NULL, endMs INTEGER NOT NULL, crtTime TEXT
);
`;
