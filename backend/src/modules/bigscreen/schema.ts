import { audit } from '../../db/schema-parts.js';

/** Construction progress items shown by the big screen and the progress page. */
export const schema = `
-- Construction progress: a planned quantity of a section (and layer) over
-- its plan dates; what is done comes from the simulator's facts (fact, refreshed before every read into
-- doneAuto) plus a manual adjustment with its reason.
CREATE TABLE IF NOT EXISTS szhsg_progress (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  name TEXT NOT NULL, sectionId INTEGER NOT NULL, layerId INTEGER, fact TEXT NOT NULL, unit TEXT NOT NULL,
  plannedQty REAL NOT NULL, planStart TEXT NOT NULL, planEnd TEXT NOT NULL,
  doneAuto REAL NOT NULL DEFAULT 0, doneManual REAL NOT NULL DEFAULT 0, adjustReason TEXT, remark TEXT,
  ${audit}
);
`;
