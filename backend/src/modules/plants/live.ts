import { factSource, type LiveSource } from '../../live/source.js';

/** Batches the plants discharged since the last poll, on their plant type's topic (`bhz.lq` …). */
export const batchSource = (): LiveSource =>
  factSource(
    ['bhz.lq', 'bhz.sw', 'bhz.sn'],
    `SELECT id, guid, plantType, plantCode, formulaNo, mixType, level, dischargeTime AS t,
      COALESCE((SELECT d.sectionId FROM bhz_plant p JOIN site_device d ON d.id = p.deviceId
        WHERE p.id = bhz_batch.plantId), 0) AS sectionId FROM bhz_batch WHERE ` +
      `%WHERE% ORDER BY dischargeTime, id LIMIT 500`,
    'dischargeTime',
    'id',
    (row) => `bhz.${String(row.plantType)}`,
  );
