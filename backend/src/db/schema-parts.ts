/** What every module's tables share: the audit columns, and where rows written by people take their ids. */
export const audit = `crtTime TEXT, crtUser TEXT, crtName TEXT, crtHost TEXT,
  updTime TEXT, updUser TEXT, updName TEXT, updHost TEXT`;

/**
 * Fact ids are `dayIndex × 10⁶ + seq` (deterministic, below 10¹³); rows written by people take
 * AUTOINCREMENT ids from 9·10¹², so the two never collide.
 */
export const userRowIdFloor = 9_000_000_000_000;

/** Starts a fact table's AUTOINCREMENT at the floor (once), so the rows people add stay clear of the facts' ids. */
export const userRowsFrom = (table: string) =>
  `INSERT INTO sqlite_sequence (name, seq) SELECT '${table}', ${userRowIdFloor}
     WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '${table}');`;
