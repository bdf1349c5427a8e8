import { factSource, type LiveSource } from '../../live/source.js';

/** Batches the plants discharged since the last poll, on their plant type's topic (`bhz.lq` …). */
export const batchSource = (): LiveSource =>
  factSource(
    ['bhz.lq', 'bhz.sw', 'bhz.sn'],
    `SELECT id, guid, plantType, plantCode, formulaNo, mixType, level, dischargeTime AS t FROM bhz_batch WHERE ` +
      `%WHERE% ORDER BY dischargeTime, id LIMIT 500`,
    'dischargeTime',
    'id',
    (row) => `bhz.${String(row.plantType)}`,
  );
