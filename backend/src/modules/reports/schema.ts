import type Database from 'better-sqlite3';
import { audit } from '../../db/schema-parts.js';

/** Columns added after data folders were made: the fleet's tasks name a report type and, optionally, a truck. */
const added = ['reportType TEXT', 'vehicleId INTEGER'];

export function migrate(db: Database.Database): void {
  const present = db.prepare('PRAGMA table_info(pdca_report_email)').all() as { name: string }[];
  if (!present.length) return;
  for (const column of added)
    if (!present.some((c) => c.name === column.split(' ')[0]))
      db.exec(`ALTER TABLE pdca_report_email ADD COLUMN ${column}`);
}

/** Report e-mail tasks and their send records. */
export const schema = `
-- Report e-mail: tasks by domain (znys, hj, ylc), and one record per message tried. A record keeps
-- the report it attached (kind and parameters) so that a retry sends the same report, not today's.
CREATE TABLE IF NOT EXISTS pdca_report_email (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, domain TEXT NOT NULL,
  name TEXT NOT NULL UNIQUE, reportConditionId INTEGER, areaId INTEGER, reportType TEXT, vehicleId INTEGER,
  periodRule TEXT NOT NULL DEFAULT 'daily',
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
`;
