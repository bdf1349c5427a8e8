import { factSource, type LiveSource } from '../../live/source.js';
import { bigscreenPages } from '@console/contract/bigscreen/pages';
import { compactionPages } from '@console/contract/compaction/pages';
import { equipmentPages } from '@console/contract/equipment/pages';
import { fleetPages } from '@console/contract/fleet/pages';
import { labPages } from '@console/contract/lab/pages';
import { plantsPages } from '@console/contract/plants/pages';
import { qualityPages } from '@console/contract/quality/pages';
import { rammingPages } from '@console/contract/ramming/pages';

type Pages = { pages: Record<string, { code: string; authority?: string }> };
const menusOf = (...modules: Pages[]) =>
  modules.flatMap((m) => Object.values(m.pages).map((page) => page.authority ?? page.code));

/**
 * Who hears an alarm on the live channel: the readers of its domain's module, and those whose pages show every
 * domain's alarms (the problem workflow, the big screen). A laboratory-only user hears the laboratory's alarms, not
 * the rollers'.
 */
const everyDomain = menusOf(qualityPages, bigscreenPages);
const alarmAudience: Record<string, readonly string[]> = {
  bhz: [...menusOf(plantsPages), ...everyDomain],
  lab: [...menusOf(labPages), ...everyDomain],
  znys: [...menusOf(compactionPages), ...everyDomain],
  zd: [...menusOf(compactionPages), ...everyDomain],
  ylc: [...menusOf(fleetPages), ...everyDomain],
  ssc: [...menusOf(fleetPages), ...everyDomain],
  device: [...menusOf(equipmentPages), ...everyDomain],
  hj: [...menusOf(rammingPages), ...everyDomain],
  ddc: [...menusOf(rammingPages), ...everyDomain],
};

/** Alarms written since the last poll (by the simulator or a person's write) up to the present, in time order. */
export const alarmSource = (): LiveSource =>
  factSource(
    ['alarm'],
    `SELECT a.id, a.domain, a.type, a.level, d.code AS deviceCode, a.objectType, a.objectId, a.t, a.message
      FROM pdca_alarm a LEFT JOIN site_device d ON d.id = a.deviceId WHERE %WHERE% ORDER BY a.t, a.id LIMIT 500`,
    'a.t',
    'a.id',
    () => 'alarm',
    // an unknown domain reaches only the pages of every domain
    (row) => alarmAudience[String(row.domain)] ?? everyDomain,
  );
