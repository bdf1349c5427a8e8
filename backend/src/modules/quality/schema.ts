import type Database from 'better-sqlite3';
import { audit, userRowsFrom } from '../../db/schema-parts.js';

/**
 * Columns added after data folders were made: older alarms have no place, end or acknowledgement; older SMS groups
 * no e-mail recipients, and their records no channel (all text messages).
 */
const added: Record<string, readonly string[]> = {
  pdca_alarm: ['x REAL', 'y REAL', 'place TEXT', 'clearedAt TEXT', 'ackAt TEXT', 'ackBy TEXT'],
  pdca_sms_group: ['emails TEXT'],
  pdca_sms_record: ["channel TEXT NOT NULL DEFAULT 'sms'", 'email TEXT'],
};

export function migrate(db: Database.Database): void {
  for (const [table, columns] of Object.entries(added)) {
    const present = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
    if (!present.length) continue;
    for (const column of columns)
      if (!present.some((c) => c.name === column.split(' ')[0])) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column}`);
  }
}

/** Alarms, problems and their actions, special sections, SMS groups and their send records. */
export const schema = `
-- Warning SMS groups: who gets an alarm's text, by domain and level.
CREATE TABLE IF NOT EXISTS pdca_sms_group (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  name TEXT NOT NULL UNIQUE, domain TEXT NOT NULL, level INTEGER NOT NULL, recipients TEXT NOT NULL, emails TEXT,
  quietFrom TEXT, quietTo TEXT, enabled INTEGER NOT NULL DEFAULT 1,
  ${audit}
);

-- Alarms of every module, written in the transaction of the fact that raises them.
-- Simulated alarms take fact ids from their producer's sequence block (rules/alarms.ts), people's writes
-- AUTOINCREMENT ids from 9·10¹². x, y and place say where; clearedAt when the condition ended (the device
-- back online, the speed back under its limit), null while it lasts or for an alarm about a finished fact; ackAt
-- and ackBy (a name) when someone acknowledged it (alarm-ack.ts).
CREATE TABLE IF NOT EXISTS pdca_alarm (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  alarmNo TEXT NOT NULL, domain TEXT NOT NULL, type TEXT NOT NULL, level INTEGER NOT NULL, deviceId INTEGER,
  objectType TEXT, objectId INTEGER, t TEXT NOT NULL, value REAL, threshold REAL, message TEXT, problemId INTEGER,
  x REAL, y REAL, place TEXT, clearedAt TEXT, ackAt TEXT, ackBy TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS pdca_alarm_t ON pdca_alarm (t);

-- The notification centre's reading, per user (notices.ts): one row per alarm the user has read ("all read"
-- writes one for each alarm then listed); rows of alarms past the centre's window are dropped.
CREATE TABLE IF NOT EXISTS pdca_notice_read (
  userId INTEGER NOT NULL, alarmId INTEGER NOT NULL, PRIMARY KEY (userId, alarmId)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS pdca_alarm_object ON pdca_alarm (objectType, objectId);
${userRowsFrom('pdca_alarm')}

-- Problems: raised from alarms by the promotion rules (pdca/problems.ts) or entered by
-- people, then moved through the closure workflow (pdca/workflow.ts). The workflow's moves on every
-- subject (problems, over-limit batches) are kept in one timeline table.
CREATE TABLE IF NOT EXISTS pdca_problem (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  problemNo TEXT NOT NULL, domain TEXT NOT NULL, source TEXT NOT NULL, alarmId INTEGER, alarmDomain TEXT,
  type TEXT NOT NULL, level INTEGER NOT NULL,
  objectType TEXT, objectId INTEGER, objectName TEXT, location TEXT, description TEXT,
  foundAt TEXT NOT NULL, deadline TEXT NOT NULL, state INTEGER NOT NULL DEFAULT 0, closedAt TEXT,
  reason TEXT, measures TEXT, attachments TEXT, lastOpinion TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS pdca_problem_domain_found ON pdca_problem (domain, foundAt);
-- The live channel's problem topic reads the problems found since its last poll, every second while a stream is open.
CREATE INDEX IF NOT EXISTS pdca_problem_found ON pdca_problem (foundAt, id);

-- Warning SMS: one row per recipient of each group a problem notifies, written in the
-- problem's transaction as 'pending' (or 'unsent' with the reason) and settled by the gateway's answer.
CREATE TABLE IF NOT EXISTS pdca_sms_record (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  domain TEXT NOT NULL, groupId INTEGER, groupName TEXT, level INTEGER NOT NULL, problemId INTEGER, problemNo TEXT,
  name TEXT, phone TEXT NOT NULL, content TEXT NOT NULL, t TEXT NOT NULL, status TEXT NOT NULL, reason TEXT,
  sentAt TEXT, channel TEXT NOT NULL DEFAULT 'sms', email TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS pdca_sms_record_domain_t ON pdca_sms_record (domain, t);
CREATE INDEX IF NOT EXISTS pdca_sms_record_pending ON pdca_sms_record (status) WHERE status = 'pending';
CREATE UNIQUE INDEX IF NOT EXISTS pdca_problem_alarm ON pdca_problem (alarmId) WHERE alarmId IS NOT NULL;

-- Special sections (特殊路段): a chainage range or polygon and a period where alarm types are suppressed or
-- targets differ; the simulator's alarm producers read them when they judge a fact.
CREATE TABLE IF NOT EXISTS pdca_special_section (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  domain TEXT NOT NULL, name TEXT NOT NULL, sectionType TEXT NOT NULL, startChainage REAL, endChainage REAL,
  polygon TEXT,
  suppressTypes TEXT, speedMax REAL, validFrom TEXT, validTo TEXT, enabled INTEGER NOT NULL DEFAULT 1, remark TEXT,
  ${audit}
);

CREATE TABLE IF NOT EXISTS pdca_action (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  subject TEXT NOT NULL, subjectId INTEGER NOT NULL, t TEXT NOT NULL, move TEXT NOT NULL, fromState INTEGER NOT NULL,
  toState INTEGER NOT NULL,
  role TEXT NOT NULL, userId INTEGER, userName TEXT, opinion TEXT, reason TEXT, measures TEXT, attachments TEXT,
  ${audit}
);
CREATE INDEX IF NOT EXISTS pdca_action_subject ON pdca_action (subject, subjectId, id);
-- ... and the moves made since, in time order.
CREATE INDEX IF NOT EXISTS pdca_action_subject_t ON pdca_action (subject, t, id);
`;
