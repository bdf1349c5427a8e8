import type { RouteDef } from '../http/router.js';
import { monitorElements } from '../monitor/routes.js';
import { compactionBasedataResources } from './compaction-basedata.js';
import { compactionConfigResources } from './compaction-config.js';
import { compactionGroupResources } from './compaction-groups.js';
import { compactionProcessResources } from './compaction-processes.js';
import { compactionTemplateResources } from './compaction-templates.js';
import { deviceResources } from './devices.js';
import { dictResources, dictRoutes } from './dictionary.js';
import { deviceRecordResources } from './equipment-records.js';
import { groupTemplateResources } from './group-templates.js';
import { labResources } from './lab.js';
import { logResources } from './logs.js';
import { alarmStatsRoutes } from './alarm-stats.js';
import { problemStatsRoutes } from './problem-stats.js';
import { compactionTrendRoutes } from './compaction-trends.js';
import { rammingMonitorRoutes } from './ramming-monitor.js';
import { rammingStatsRoutes } from './ramming-stats.js';
import { reportRoutes } from '../reports/report-routes.js';
import { mailElements, mailResources, mailRoutes } from '../mail/mail-routes.js';
import { fleetStatsRoutes } from './fleet-stats.js';
import { bigScreenRoutes } from './big-screen.js';
import { progressResources, progressRoutes } from './progress.js';
import { plantAnalysisRoutes } from './plant-analysis.js';
import { plantGradingRoutes } from './plant-grading.js';
import { plantBatchResources } from './plant-batches.js';
import { zdWorkAreaResources } from './zd-work-areas.js';
import { plantConfigResources } from './plant-config.js';
import { plantStatsRoutes } from './plant-stats.js';
import { problemResources } from './pdca-problems.js';
import { specialSectionResources } from './pdca-special-sections.js';
import { platformAdminElements, platformAdminResources, platformAdminRoutes } from './platform-admin.js';
import { rammingAreaResources } from './ramming-areas.js';
import { rammingDataResources } from './ramming-data.js';
import { rammingExchangeResources } from './ramming-exchanges.js';
import { rammingProcessResources } from './ramming-processes.js';
import { rammingStandardResources } from './ramming-standards.js';
import { type ResourceDef, resourceElements, resourceRoutes } from './resource.js';
import { rollerDataRoutes } from './roller-data.js';
import { stakeSummaryRoutes } from './stake-summary-routes.js';
import { compactionMonitorRoutes, planMenus } from './compaction-monitor.js';
import { alignmentRoutes, blockResource, geometryElements } from './alignment.js';
import { baseMapFileRoutes, baseMapResource } from './base-maps.js';
import { vehicleTrackRoutes } from './vehicle-tracks.js';
import { videoWallRoutes } from './video-wall.js';
import { settingsPages, settingsRoutes } from './settings.js';
import { siteResources } from './site.js';
import { smsGroupResources, smsRecordResources } from './sms-groups.js';
import { sparePartResources } from './spare-parts.js';
import { transportResources } from './transport.js';
import { vehicleResources } from './vehicles.js';
import { videoAccountResources } from './video-accounts.js';

const rammingResources = [
  ...rammingStandardResources,
  ...rammingAreaResources,
  ...rammingProcessResources,
  ...rammingExchangeResources,
  ...rammingDataResources,
];

/** Every module entity served by definition. */
export const resources: readonly ResourceDef[] = [
  ...dictResources,
  ...platformAdminResources,
  ...siteResources,
  baseMapResource,
  blockResource,
  ...deviceResources,
  ...sparePartResources,
  ...groupTemplateResources,
  ...logResources,
  ...compactionProcessResources,
  ...compactionGroupResources,
  ...compactionConfigResources,
  ...compactionTemplateResources,
  ...compactionBasedataResources,
  ...rammingResources,
  ...vehicleResources,
  ...deviceRecordResources,
  ...videoAccountResources,
  ...smsGroupResources,
  ...smsRecordResources,
  ...transportResources,
  ...labResources,
  ...plantConfigResources,
  ...plantBatchResources,
  ...zdWorkAreaResources,
  ...problemResources,
  ...specialSectionResources,
  ...mailResources,
  ...progressResources,
];

export const moduleRoutes: RouteDef[] = [
  ...dictRoutes,
  ...platformAdminRoutes,
  ...resources.flatMap(resourceRoutes),
  ...settingsPages.flatMap(settingsRoutes),
  ...rollerDataRoutes,
  ...compactionMonitorRoutes,
  ...stakeSummaryRoutes,
  ...baseMapFileRoutes(planMenus),
  ...alignmentRoutes,
  ...vehicleTrackRoutes,
  ...videoWallRoutes,
  ...plantStatsRoutes,
  ...plantAnalysisRoutes,
  ...plantGradingRoutes,
  ...alarmStatsRoutes,
  ...problemStatsRoutes,
  ...compactionTrendRoutes,
  ...rammingStatsRoutes,
  ...reportRoutes,
  ...mailRoutes,
  ...fleetStatsRoutes,
  ...progressRoutes,
  ...bigScreenRoutes,
  ...rammingMonitorRoutes,
];

/** Element (button) codes the module screens' writes need, by screen code, for the seed. */
export function moduleElements(): Map<string, ReturnType<typeof resourceElements>> {
  const out = new Map<string, ReturnType<typeof resourceElements>>();
  for (const def of resources) {
    const list = out.get(def.screen) ?? [];
    for (const element of resourceElements(def)) if (!list.some((e) => e.suffix === element.suffix)) list.push(element);
    if (list.length > 0) out.set(def.screen, list);
  }
  for (const { screen, ...element } of [...platformAdminElements, ...mailElements, ...geometryElements])
    out.set(screen, [...(out.get(screen) ?? []), element]);
  for (const def of settingsPages)
    out.set(def.screen, [
      ...(out.get(def.screen) ?? []),
      { suffix: 'btn_save', name: '保存', method: 'PUT', uri: def.path.replace(/^\/api/, '') },
    ]);
  for (const [screen, list] of monitorElements) out.set(screen, [...(out.get(screen) ?? []), ...list]);
  return out;
}
