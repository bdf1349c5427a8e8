import { bigscreenPages } from '../bigscreen/pages';
import { compactionPages } from '../compaction/pages';
import { equipmentPages } from '../equipment/pages';
import { fleetPages } from '../fleet/pages';
import { labPages } from '../lab/pages';
import { plantsPages } from '../plants/pages';
import { rammingPages } from '../ramming/pages';
import { qualityPages } from './pages';

type Pages = { pages: Record<string, { code: string; authority?: string }> };
const menusOf = (...modules: Pages[]) =>
  modules.flatMap((m) => Object.values(m.pages).map((page) => page.authority ?? page.code));

/**
 * Who hears an alarm (on the live channel and in the notification centre): the readers of its domain's module, and
 * those whose pages show every domain's alarms (the problem workflow, the big screen). A laboratory-only user hears
 * the laboratory's alarms, not the rollers'.
 */
const everyDomain = menusOf(qualityPages, bigscreenPages);
export const alarmAudience: Readonly<Record<string, readonly string[]>> = {
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

/** Pages whose readers hear no domain's alarms see everyDomain's: an unknown domain reaches only these. */
export const everyDomainAudience: readonly string[] = everyDomain;

/** Every menu that hears some alarm: who may open the notification centre and listen to the `alarm` topic. */
export const anyAlarmAudience: readonly string[] = [...new Set(Object.values(alarmAudience).flat())];

/** The alarm domains a holder of these menus hears. */
export function domainsHeardBy(menus: ReadonlySet<string>): string[] {
  return Object.entries(alarmAudience)
    .filter(([, audience]) => audience.some((code) => menus.has(code)))
    .map(([domain]) => domain);
}

/** The fields of an alarm that decide where its source is shown. */
export interface AlarmRef {
  type: string;
  domain: string;
  deviceCode?: string;
}

const plants = plantsPages.pages;
const compaction = compactionPages.pages;
const ramming = rammingPages.pages;
const fleet = fleetPages.pages;
const equipment = equipmentPages.pages;
const quality = qualityPages.pages;
const lab = labPages.pages;
const plantQuery: Record<string, string> = {
  LQ: plants.lqzQuery.code,
  SW: plants.swzQuery.code,
  SN: plants.sntzQuery.code,
};
const byDomain: Record<string, readonly string[]> = {
  znys: [compaction.znysProcessMonitor.code, compaction.znysRealtimeStakeMap.code],
  zd: [compaction.zdProcessMonitor.code],
  hj: [ramming.hjProcessMonitor.code, ramming.hjMonitorRealData.code],
  ddc: [ramming.ddcProcessMonitor.code, ramming.ddcRealData.code],
  ylc: [fleet.ylcTransportQuery.code, fleet.ylcRealtimeLocation.code],
  lab: [lab.sysStability.code, lab.sysSofteningPoint.code, lab.sysPenetration.code, lab.sysDuctility.code],
  device: [equipment.znysDeviceStateRealtime.code, equipment.hjDeviceRealtimeState.code],
};

/**
 * The pages that show an alarm's source, best first: its fact's page (a batch's plant query, a trip's transport
 * query, a speeding truck's location and track, a work area's list, the monitor of a roller or rig), then its problem
 * records and alarm statistics. The console opens the first the reader holds.
 */
export function alarmSourcePages(alarm: AlarmRef): string[] {
  const own =
    alarm.domain === 'bhz'
      ? [plantQuery[(alarm.deviceCode ?? '').slice(0, 2)]].filter((c): c is string => Boolean(c))
      : alarm.type === 'underPasses'
        ? [compaction.zdWorkInfo.code, ...(byDomain.zd ?? [])]
        : alarm.domain === 'ylc' && alarm.type === 'overSpeed'
          ? [fleet.ylcRealtimeLocation.code, fleet.ylcTrackPlayback.code, fleet.ylcTransportQuery.code]
          : [...(byDomain[alarm.domain] ?? [])];
  const group =
    alarm.domain === 'hj' || alarm.domain === 'ddc'
      ? [quality.hjPdcaProblemRecord.code, quality.hjPdcaAlarmStatistics.code]
      : [quality.pdcaProblemRecord.code, quality.pdcaAlarmStatistics.code];
  return [...own, ...group];
}

/** What a source page opens on, where it can show the alarm's own thing: a speeding truck, selected on the map. */
export function alarmSourceQuery(alarm: AlarmRef, page: string): Record<string, string> {
  const onVehicle: readonly string[] = [fleet.ylcRealtimeLocation.code, fleet.ylcTrackPlayback.code];
  return alarm.domain === 'ylc' && alarm.deviceCode && onVehicle.includes(page) ? { vehicle: alarm.deviceCode } : {};
}

const groupMenus = (group: string) =>
  Object.values(qualityPages.pages)
    .filter((page) => page.group === group)
    .map((page) => page.code);

/** Who hears a problem raised or moved (the `problem` topic): the readers of its PDCA group's pages. */
export const problemAudience: Readonly<Record<string, readonly string[]>> = {
  znys: groupMenus(qualityPages.pages.pdcaProblemRecord.group),
  hj: groupMenus(qualityPages.pages.hjPdcaProblemRecord.group),
};
