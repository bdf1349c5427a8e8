import { factSource, type LiveSource } from '../../live/source.js';

/** The rammers' validated hits (`hj.hit`) and the DDC rigs' events (`ddc.event`) written since the last poll. */
export const rammingSources = (): LiveSource[] => [
  factSource(
    ['hj.hit'],
    `SELECT h.id, h.t, h.deviceId, d.code AS deviceCode, h.pointCode, h.areaCode, h.hitNo, h.settlement, h.cumulative
      FROM hj_hit h JOIN site_device d ON d.id = h.deviceId WHERE %WHERE% ORDER BY h.t, h.id LIMIT 500`,
    'h.t',
    'h.id',
    () => 'hj.hit',
  ),
  factSource(
    ['ddc.event'],
    `SELECT e.id, e.t, e.deviceId, d.code AS deviceCode, e.pileCode, e.event, e.times, e.depth
      FROM ddc_raw_event e JOIN site_device d ON d.id = e.deviceId WHERE %WHERE% ORDER BY e.t, e.id LIMIT 500`,
    'e.t',
    'e.id',
    () => 'ddc.event',
  ),
];
