import { factSource, type LiveSource } from '../../live/source.js';
import type { LabKind } from './rules/standards.js';
import { tableOf } from './resources.js';

/**
 * `lab.test`: a sample recorded (by the simulated technicians, at the time of the test, or by a person), `{id, kind,
 * sampleNo, verdict, t}`, one source per registry (each its own ids and cursor).
 */
export const labTestSources = (): LiveSource[] =>
  (Object.entries(tableOf) as [LabKind, string][]).map(([kind, table]) =>
    factSource(
      ['lab.test'],
      `SELECT id, '${kind}' AS kind, sampleNo, verdict, crtTime AS t FROM ${table} WHERE %WHERE%
        ORDER BY crtTime, id LIMIT 500`,
      'crtTime',
      'id',
      () => 'lab.test',
    ),
  );
