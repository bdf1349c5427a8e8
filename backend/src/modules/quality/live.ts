import { factSource, type LiveSource } from '../../live/source.js';
import { alarmAudience, everyDomainAudience } from '@console/contract/quality/audience';

/** Alarms written since the last poll (by the simulator or a person's write) up to the present, in time order. */
export const alarmSource = (): LiveSource =>
  factSource(
    ['alarm'],
    `SELECT a.id, a.domain, a.type, a.level, d.code AS deviceCode, a.objectType, a.objectId, a.t, a.message,
            a.value, a.threshold, a.place
      FROM pdca_alarm a LEFT JOIN site_device d ON d.id = a.deviceId WHERE %WHERE% ORDER BY a.t, a.id LIMIT 500`,
    'a.t',
    'a.id',
    () => 'alarm',
    // an unknown domain reaches only the pages of every domain
    (row) => alarmAudience[String(row.domain)] ?? everyDomainAudience,
  );
