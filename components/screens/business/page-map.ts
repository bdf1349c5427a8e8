import type { ResourceScreenDef, SettingsScreenDef } from './resource-def';

/**
 * Which screen-kit body each business page of the catalogue shows. A page is either built (its
 * definition, loaded with the page) or pending, named with the issue that builds it; `page-map.test.ts`
 * fails when a catalogue page is in neither list, so no page is forgotten. Pending pages show the
 * generic "module not connected" notice.
 */
export type DefLoader = () => Promise<ResourceScreenDef>;

const devices = () => import('./defs/devices');
const logs = () => import('./defs/logs');
const site = () => import('./defs/site');
const settings = () => import('./defs/settings');
const spareParts = () => import('./defs/spare-parts');
const groupTemplates = () => import('./defs/group-templates');
const rollerData = () => import('./defs/roller-data');

export const resourcePages: Record<string, DefLoader> = {
  sbglDeviceManager: () => devices().then((m) => m.sbglDevice),
  sbglSimCardManager: () => devices().then((m) => m.simCard),
  sbglSparePartManager: () => spareParts().then((m) => m.sparePart),
  sbglSparePartRecordManager: () => spareParts().then((m) => m.sparePartRecord),
  znysDeviceRegisterManager: () => devices().then((m) => m.znysDevice),
  zdDeviceManager: () => devices().then((m) => m.zdDevice),
  hjDeviceRegisterManager: () => devices().then((m) => m.hjDevice),
  ddcDeviceManager: () => devices().then((m) => m.ddcDevice),
  ylcDeviceRegisterManager: () => devices().then((m) => m.ylcDevice),
  sscVehicleRegisterManager: () => devices().then((m) => m.sscVehicle),
  spjkCameraRegisterManager: () => devices().then((m) => m.spjkCamera),
  znysCameraRegisterManager: () => devices().then((m) => m.znysCamera),
  znysTabletStateManager: () => devices().then((m) => m.tabletStates),
  znysDeviceStateRealtimeManager: () => devices().then((m) => m.znysStateLatest),
  hjDeviceRealtimeStateManager: () => devices().then((m) => m.hjStateLatest),
  znysDeviceStateHistoryManager: () => devices().then((m) => m.znysStateHistory),
  hjDeviceHistoryStateManager: () => devices().then((m) => m.hjStateHistory),
  znysGroupTemplateManager: () => groupTemplates().then((m) => m.groupTemplate),
  znysLoginLogManager: () => logs().then((m) => m.loginLog),
  znysProcessLogManager: () => logs().then((m) => m.processLog),
  znysStakeDataManager: () => site().then((m) => m.stake),
  znysHistoryDataManager: () => rollerData().then((m) => m.znysFixHistory),
  znysReceivedDataManager: () => rollerData().then((m) => m.znysPackets),
  znysRealtimeDataManager: () => rollerData().then((m) => m.znysFixLatest),
  zdRawDataManager: () => rollerData().then((m) => m.zdFixRaw),
};

/** Settings pages (SettingsScreen). */
export const settingsPages: Record<string, () => Promise<SettingsScreenDef>> = {
  hjGlobalConfigManager: () => settings().then((m) => m.hjConfig),
  ddcConfigManager: () => settings().then((m) => m.ddcConfig),
};

/**
 * Live topics each page listens to (DOMAIN.md §5). Read by the shell's live channel from the open tabs,
 * so the connection changes only when a tab opens or closes.
 */
export const liveTopics: Record<string, readonly string[]> = {
  znysDeviceStateRealtimeManager: ['znys.state'],
  znysTabletStateManager: ['znys.state'],
  hjDeviceRealtimeStateManager: ['hj.state'],
  znysRealtimeDataManager: ['znys.pos'],
};

/** Pages not built yet, by the issue that builds them (17 business platform, 18 plants and lab, 19 live maps, 20 problems and reports, 21 administration). */
export const pendingPages: Record<string, 17 | 18 | 19 | 20 | 21> = {
  // 17: registries, settings and logs of the screen kit still to define.
  ylcVehicleManager: 17,
  ylcVehicleRegisterManager: 17,
  ylcTransportQueryManager: 17,
  ylcTransportRecordManager: 17,
  spjkVideoMonitorManager: 17,
  spjkVideoAccountManager: 17,
  sbglDeviceRecordManager: 17,
  hjStakeInfoManager: 17,
  hjStandardConfigManager: 17,
  hjDropDistanceConfigManager: 17,
  hjBaseMapConfigManager: 17,
  hjDeviceAreaManager: 17,
  hjProcessManager: 17,
  hjProcessChangeLogManager: 17,
  hjHammerStandardManager: 17,
  hjWarningSmsManager: 17,
  hjMonitorRawDataManager: 17,
  hjMonitorRealDataManager: 17,
  znysProcessManager: 17,
  znysNewProcessManager: 17,
  znysRealtimeVideoManager: 17,
  znysRollerModelManager: 17,
  znysDeviceGroupManager: 17,
  znysGroupHistoryManager: 17,
  znysStakeAreaManager: 17,
  znysStakeMapEditManager: 17,
  znysReportConditionManager: 17,
  znysMessageManager: 17,
  znysDefaultColorManager: 17,
  hjHammerStandardLogManager: 17,
  hjDeviceExchangeLogManager: 17,
  zdGroupManager: 17,
  zdProcessManager: 17,
  szhsgProgressDisplayManager: 17,
  ddcAreaManager: 17,
  ddcProcessManager: 17,
  ddcProcessChangeLogManager: 17,
  ddcHammerStandardManager: 17,
  ddcRawDataManager: 17,
  ddcRealDataManager: 17,
  // 18: mixing plants and laboratory.
  bhzManager: 18,
  sysStabilityManager: 18,
  sysSofteningPointManager: 18,
  sysPenetrationManager: 18,
  sysDuctilityManager: 18,
  ylcMixingStationManager: 18,
  sntzQueryManager: 18,
  sntzStatisticsManager: 18,
  sntzAnalysisManager: 18,
  lqzQueryManager: 18,
  lqzStatisticsManager: 18,
  lqzAnalysisManager: 18,
  swzQueryManager: 18,
  swzStatisticsManager: 18,
  swzAnalysisManager: 18,
  // 19: live maps, playback and area results.
  ylcRealtimeLocationManager: 19,
  ylcTrackPlaybackManager: 19,
  hjProcessMonitorManager: 19,
  hjDataAnalysisManager: 19,
  znysDeviceStateMonitorManager: 19,
  znysProcessMonitorManager: 19,
  znysRealtimeStakeMapManager: 19,
  znysDeviceDirStateMonitorManager: 19,
  sscRealtimeLocationManager: 19,
  sscTrackPlaybackManager: 19,
  zdProcessMonitorManager: 19,
  zdWorkInfoManager: 19,
  ddcProcessMonitorManager: 19,
  ddcDataAnalysisManager: 19,
  // 20: problems, alarms, statistics, trends, reports and the big screen.
  znysReportManager: 20,
  znysDeviceStateStatisticsManager: 20,
  hjStatisticsManager: 20,
  hjRammingReportManager: 20,
  hjWorkStatisticsManager: 20,
  pdcaProblemRecordManager: 20,
  pdcaRectifyStatisticsManager: 20,
  pdcaSpecialSectionManager: 20,
  pdcaReportEmailManager: 20,
  pdcaEmailRecordManager: 20,
  pdcaSmsRecordManager: 20,
  pdcaAlarmStatisticsManager: 20,
  hjPdcaProblemRecordManager: 20,
  hjPdcaRectifyStatisticsManager: 20,
  hjPdcaSpecialSectionManager: 20,
  hjPdcaReportEmailManager: 20,
  hjPdcaEmailRecordManager: 20,
  hjPdcaSmsRecordManager: 20,
  hjPdcaAlarmStatisticsManager: 20,
  trendAlarmGradeManager: 20,
  trendAlarmTrendManager: 20,
  trendRollerPassRatioManager: 20,
  trendWorkComplianceManager: 20,
  trendWorkScoreManager: 20,
  sscJobStatisticsManager: 20,
  szhsgScreenInfoManager: 20,
  szhsgProgressManager: 20,
  // 21: platform administration.
  platformAddressManager: 21,
  dictManager: 21,
  tenantManager: 21,
  departManager: 21,
  serviceManager: 21,
  serviceApiManager: 21,
  serviceEurekaManager: 21,
  serviceMonitorManager: 21,
  serviceZipkinManager: 21,
  gatewayRouteManager: 21,
};
