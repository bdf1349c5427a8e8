import { factSource, type LiveSource } from '../../live/source.js';
import { problemSection } from './problems.js';
import { alarmAudience, everyDomainAudience, problemAudience } from '@console/contract/quality/audience';

/** Alarms written since the last poll (by the simulator or a person's write) up to the present, in time order. */
export const alarmSource = (): LiveSource =>
  factSource(
    ['alarm'],
    `SELECT a.id, a.domain, a.type, a.level, d.code AS deviceCode, a.objectType, a.objectId, a.t, a.message,
            a.value, a.threshold, a.place, COALESCE(d.sectionId, 0) AS sectionId
      FROM pdca_alarm a LEFT JOIN site_device d ON d.id = a.deviceId WHERE %WHERE% ORDER BY a.t, a.id LIMIT 500`,
    'a.t',
    'a.id',
    () => 'alarm',
    // an unknown domain reaches only the pages of every domain
    (row) => alarmAudience[String(row.domain)] ?? everyDomainAudience,
  );

const heardBy = (row: Record<string, unknown>) => problemAudience[String(row.domain)] ?? [];

/**
 * `problem`: a problem raised (at the time it was found) and every move on it since (a person's or a simulated
 * seat's, at its time), `{problemId, domain, state, level, t}` (a move adds `move`), heard by the readers of its PDCA
 * group. The two are facts of their own tables, each with its own cursor.
 */
export const problemSources = (): LiveSource[] => [
  factSource(
    ['problem'],
    `SELECT id, id AS problemId, domain, state, level, foundAt AS t, COALESCE(${problemSection('pdca_problem')}, 0)
      AS sectionId FROM pdca_problem WHERE %WHERE%
      ORDER BY foundAt, id LIMIT 500`,
    'foundAt',
    'id',
    () => 'problem',
    heardBy,
  ),
  factSource(
    ['problem'],
    `SELECT a.id, p.id AS problemId, p.domain, a.toState AS state, p.level, a.move, a.t,
      COALESCE(${problemSection('p')}, 0) AS sectionId
      FROM pdca_action a JOIN pdca_problem p ON p.id = a.subjectId WHERE a.subject = 'problem' AND %WHERE%
      ORDER BY a.t, a.id LIMIT 500`,
    'a.t',
    'a.id',
    () => 'problem',
    heardBy,
  ),
];
