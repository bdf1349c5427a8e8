import type { RouteDef } from '../http/router.js';
import { monitorElements } from './monitoring/routes.js';
import { compactionBasedataResources } from './compaction/basedata.js';
import { compactionConfigResources } from './compaction/config.js';
import { compactionGroupResources } from './compaction/groups.js';
import { compactionProcessResources } from './compaction/processes.js';
import { compactionTemplateResources } from './compaction/templates.js';
import { deviceResources } from './equipment/devices.js';
import { dictResources, dictRoutes } from './admin/dictionary.js';
import { deviceRecordResources } from './equipment/records.js';
import { groupTemplateResources } from './compaction/group-templates.js';
import { labResources } from './lab/resources.js';
import { logResources } from './compaction/logs.js';
import { alarmStatsRoutes } from './quality/alarm-stats.js';
import { problemStatsRoutes } from './quality/problem-stats.js';
import { compactionTrendRoutes } from './compaction/trends.js';
import { rammingMonitorRoutes } from './ramming/monitor.js';
import { rammingStatsRoutes } from './ramming/stats.js';
import { reportRoutes } from './reports/routes.js';
import { mailElements, mailResources, mailRoutes } from './reports/mail-routes.js';
import { fleetStatsRoutes } from './fleet/stats.js';
import { bigScreenRoutes } from './bigscreen/screen.js';
import { progressResources, progressRoutes } from './bigscreen/progress.js';
import { plantAnalysisRoutes } from './plants/analysis.js';
import { plantGradingRoutes } from './plants/grading-routes.js';
import { plantBatchResources } from './plants/batches.js';
import { zdWorkAreaResources } from './compaction/zd-work-areas.js';
import { plantConfigResources } from './plants/config.js';
import { plantStatsRoutes } from './plants/stats.js';
import { problemResources } from './quality/problems.js';
import { specialSectionResources } from './quality/special-sections.js';
import { platformAdminElements, platformAdminResources, platformAdminRoutes } from './admin/platform-admin.js';
import { rammingAreaResources } from './ramming/areas.js';
import { rammingDataResources } from './ramming/data.js';
import { rammingExchangeResources } from './ramming/exchanges.js';
import { rammingProcessResources } from './ramming/processes.js';
import { rammingStandardResources } from './ramming/standards.js';
import { type ResourceDef, resourceElements, resourceRoutes } from '../kit/resource.js';
import { rollerDataRoutes } from './compaction/roller-data.js';
import { stakeSummaryRoutes } from './compaction/stake-summary-routes.js';
import { compactionMonitorRoutes, planMenus } from './compaction/monitor.js';
import { alignmentRoutes, blockResource, geometryElements } from './site/alignment.js';
import { baseMapFileRoutes, baseMapResource } from './site/base-maps.js';
import { vehicleTrackRoutes } from './fleet/tracks.js';
import { videoWallRoutes } from './video/wall.js';
import { settingsPages, settingsRoutes } from '../kit/settings.js';
import { siteResources } from './site/registries.js';
import { smsGroupResources, smsRecordResources } from './quality/sms-groups.js';
import { sparePartResources } from './equipment/spare-parts.js';
import { transportResources } from './fleet/transport.js';
import { vehicleResources } from './fleet/vehicles.js';
import { videoAccountResources } from './video/accounts.js';

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
