import type {
  ProcessMonitorDef,
  RammingMonitorDef,
  ReportScreenDef,
  ResourceScreenDef,
  SettingsScreenDef,
  StatsScreenDef,
  TabsScreenDef,
  TreeResourceScreenDef,
  VideoWallDef,
} from './resource-def';

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
const compactionProcesses = () => import('./defs/compaction-processes');
const compactionGroups = () => import('./defs/compaction-groups');
const compactionConfig = () => import('./defs/compaction-config');
const compactionBasedata = () => import('./defs/compaction-basedata');
const rammingStandards = () => import('./defs/ramming-standards');
const rammingAreas = () => import('./defs/ramming-areas');
const rammingProcesses = () => import('./defs/ramming-processes');
const vehicles = () => import('./defs/vehicles');
const equipmentRecords = () => import('./defs/equipment-records');
const videoAccounts = () => import('./defs/video-accounts');
const smsGroups = () => import('./defs/sms-groups');
const smsRecords = () => import('./defs/sms-records');
const displayConfig = () => import('./defs/display-config');
const transport = () => import('./defs/transport');
const rammingData = () => import('./defs/ramming-data');
const lab = () => import('./defs/lab');
const plantBatches = () => import('./defs/plants');
const rollerData = () => import('./defs/roller-data');
const pdcaProblems = () => import('./defs/pdca-problems');
const pdcaSpecialSections = () => import('./defs/pdca-special-sections');
const platformAdmin = () => import('./defs/platform-admin');
const departments = () => import('./defs/departments');
const reportEmail = () => import('./defs/report-email');
const zdWorkAreas = () => import('./defs/zd-work-areas');

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
  sscVehicleRegisterManager: () => vehicles().then((m) => m.sscVehicle),
  ylcVehicleRegisterManager: () => vehicles().then((m) => m.ylcVehicle),
  sbglDeviceRecordManager: () => equipmentRecords().then((m) => m.deviceRecord),
  spjkVideoAccountManager: () => videoAccounts().then((m) => m.videoAccount),
  hjWarningSmsManager: () => smsGroups().then((m) => m.smsGroup),
  pdcaSmsRecordManager: () => smsRecords().then((m) => m.znysSmsRecords),
  hjPdcaSmsRecordManager: () => smsRecords().then((m) => m.hjSmsRecords),
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
  znysProcessManager: () => compactionProcesses().then((m) => m.znysProcess),
  zdProcessManager: () => compactionProcesses().then((m) => m.zdProcess),
  zdWorkInfoManager: () => zdWorkAreas().then((m) => m.zdWorkInfo),
  znysRollerModelManager: () => compactionConfig().then((m) => m.rollerModel),
  znysDeviceGroupManager: () => compactionGroups().then((m) => m.znysGroup),
  zdGroupManager: () => compactionGroups().then((m) => m.zdGroup),
  znysGroupHistoryManager: () => compactionGroups().then((m) => m.groupHistory),
  znysDefaultColorManager: () => compactionConfig().then((m) => m.colourBand),
  znysNewProcessManager: () => compactionBasedata().then((m) => m.processTemplate),
  znysStakeAreaManager: () => compactionBasedata().then((m) => m.stakeArea),
  znysReportConditionManager: () => compactionBasedata().then((m) => m.reportCondition),
  znysMessageManager: () => compactionBasedata().then((m) => m.message),
  hjHammerStandardManager: () => rammingStandards().then((m) => m.hjHammerStandard),
  hjHammerStandardLogManager: () => rammingStandards().then((m) => m.hjHammerStandardLog),
  hjStandardConfigManager: () => rammingStandards().then((m) => m.hjStandard),
  hjDropDistanceConfigManager: () => rammingStandards().then((m) => m.hjDropStandard),
  ddcHammerStandardManager: () => rammingStandards().then((m) => m.ddcHammerStandard),
  hjDeviceAreaManager: () => rammingAreas().then((m) => m.hjArea),
  ddcAreaManager: () => rammingAreas().then((m) => m.ddcArea),
  hjStakeInfoManager: () => rammingAreas().then((m) => m.hjPoint),
  hjProcessManager: () => rammingProcesses().then((m) => m.hjProcess),
  hjProcessChangeLogManager: () => rammingProcesses().then((m) => m.hjProcessLog),
  ddcProcessManager: () => rammingProcesses().then((m) => m.ddcProcess),
  ddcProcessChangeLogManager: () => rammingProcesses().then((m) => m.ddcProcessLog),
  hjDeviceExchangeLogManager: () => rammingProcesses().then((m) => m.hjDeviceExchange),
  hjMonitorRawDataManager: () => rammingData().then((m) => m.hjRawHit),
  hjMonitorRealDataManager: () => rammingData().then((m) => m.hjHit),
  ddcRawDataManager: () => rammingData().then((m) => m.ddcRawEvent),
  ddcRealDataManager: () => rammingData().then((m) => m.ddcPile),
  ylcTransportQueryManager: () => transport().then((m) => m.tripQuery),
  ylcTransportRecordManager: () => transport().then((m) => m.tripDaily),
  ylcVehicleManager: () => transport().then((m) => m.vehicleStatus),
  ylcMixingStationManager: () => transport().then((m) => m.plantSites),
  sysStabilityManager: () => lab().then((m) => m.marshall),
  sysSofteningPointManager: () => lab().then((m) => m.softening),
  sysPenetrationManager: () => lab().then((m) => m.penetration),
  sysDuctilityManager: () => lab().then((m) => m.ductility),
  lqzQueryManager: () => plantBatches().then((m) => m.lqBatches),
  pdcaProblemRecordManager: () => pdcaProblems().then((m) => m.znysProblems),
  hjPdcaProblemRecordManager: () => pdcaProblems().then((m) => m.hjProblems),
  pdcaSpecialSectionManager: () => pdcaSpecialSections().then((m) => m.znysSpecialSections),
  hjPdcaSpecialSectionManager: () => pdcaSpecialSections().then((m) => m.hjSpecialSections),
  pdcaReportEmailManager: () => reportEmail().then((m) => m.znysReportEmail),
  hjPdcaReportEmailManager: () => reportEmail().then((m) => m.hjReportEmail),
  pdcaEmailRecordManager: () => reportEmail().then((m) => m.znysEmailRecord),
  hjPdcaEmailRecordManager: () => reportEmail().then((m) => m.hjEmailRecord),
  swzQueryManager: () => plantBatches().then((m) => m.swBatches),
  sntzQueryManager: () => plantBatches().then((m) => m.snBatches),
  znysHistoryDataManager: () => rollerData().then((m) => m.znysFixHistory),
  znysReceivedDataManager: () => rollerData().then((m) => m.znysPackets),
  znysRealtimeDataManager: () => rollerData().then((m) => m.znysFixLatest),
  zdRawDataManager: () => rollerData().then((m) => m.zdFixRaw),
  tenantManager: () => platformAdmin().then((m) => m.tenant),
  serviceManager: () => platformAdmin().then((m) => m.service),
  gatewayRouteManager: () => platformAdmin().then((m) => m.gatewayRoute),
};

/** Settings pages (SettingsScreen). */
export const settingsPages: Record<string, () => Promise<SettingsScreenDef>> = {
  hjGlobalConfigManager: () => settings().then((m) => m.hjConfig),
  ddcConfigManager: () => settings().then((m) => m.ddcConfig),
  szhsgProgressDisplayManager: () => displayConfig().then((m) => m.displayConfig),
};

/** Tree pages (TreeResourceScreen). */
export const treePages: Record<string, () => Promise<TreeResourceScreenDef>> = {
  dictManager: () => import('./defs/dictionary').then((m) => m.dictionary),
};

/** The platform administration pages: screens of their own (components/screens/admin), in no list above. */
export const adminPages: readonly string[] = [
  'userManager',
  'menuManager',
  'groupManager',
  'groupTypeManager',
  'gateLogManager',
  'platformAddressManager',
  'serviceZipkinManager',
  'serviceMonitorManager',
  'serviceEurekaManager',
  'serviceApiManager',
];

/** Tabbed pages (TabsScreen): several definitions on one page. */
export const tabPages: Record<string, () => Promise<TabsScreenDef>> = {
  bhzManager: () => import('./defs/plant-config').then((m) => m.plantConfig),
  departManager: () => departments().then((m) => m.departments),
};

/** Statistics and analysis pages (StatsScreen): filters, KPI cards and chart panels. */
const plantStats = () => import('./defs/plant-stats');
const siteStats = () => import('./defs/site-stats');
export const statsPages: Record<string, () => Promise<StatsScreenDef>> = {
  sntzStatisticsManager: () => plantStats().then((m) => m.snStatistics),
  sntzAnalysisManager: () => plantStats().then((m) => m.snAnalysis),
  lqzStatisticsManager: () => plantStats().then((m) => m.lqStatistics),
  lqzAnalysisManager: () => plantStats().then((m) => m.lqAnalysis),
  swzStatisticsManager: () => plantStats().then((m) => m.swStatistics),
  swzAnalysisManager: () => plantStats().then((m) => m.swAnalysis),
  trendAlarmGradeManager: () => siteStats().then((m) => m.alarmGrade),
  trendAlarmTrendManager: () => siteStats().then((m) => m.alarmTrend),
  trendRollerPassRatioManager: () => siteStats().then((m) => m.passRatio),
  trendWorkComplianceManager: () => siteStats().then((m) => m.workCompliance),
  trendWorkScoreManager: () => siteStats().then((m) => m.workScore),
  pdcaAlarmStatisticsManager: () => siteStats().then((m) => m.znysAlarmStatistics),
  hjPdcaAlarmStatisticsManager: () => siteStats().then((m) => m.hjAlarmStatistics),
  pdcaRectifyStatisticsManager: () => siteStats().then((m) => m.znysRectifyStatistics),
  hjPdcaRectifyStatisticsManager: () => siteStats().then((m) => m.hjRectifyStatistics),
  hjStatisticsManager: () => siteStats().then((m) => m.rammingStatistics),
  hjWorkStatisticsManager: () => siteStats().then((m) => m.rammingWork),
  znysDeviceStateStatisticsManager: () => siteStats().then((m) => m.deviceStateStatistics),
  sscJobStatisticsManager: () => siteStats().then((m) => m.sprayJobStatistics),
};

/** Printable reports (ReportScreen): conditions → the platform's report table, print, CSV and .xlsx. */
const reports = () => import('./defs/reports');
export const reportPages: Record<string, () => Promise<ReportScreenDef>> = {
  znysReportManager: () => reports().then((m) => m.znysReport),
  hjRammingReportManager: () => reports().then((m) => m.hjRammingReport),
};

/** Live process monitors (LiveMapScreen): the site plan with work areas, their grids and the rollers. Leaflet comes with their chunk only. */
export const liveMapPages: Record<string, () => Promise<ProcessMonitorDef | RammingMonitorDef>> = {
  znysProcessMonitorManager: () => import('./defs/process-monitor').then((m) => m.znysProcessMonitor),
  zdProcessMonitorManager: () => import('./defs/process-monitor').then((m) => m.zdProcessMonitor),
  hjProcessMonitorManager: () => import('./defs/ramming-monitor').then((m) => m.hjMonitor),
  ddcProcessMonitorManager: () => import('./defs/ramming-monitor').then((m) => m.ddcMonitor),
  hjDataAnalysisManager: () => import('./defs/ramming-monitor').then((m) => m.hjAnalysis),
  ddcDataAnalysisManager: () => import('./defs/ramming-monitor').then((m) => m.ddcAnalysis),
};

/** Video walls (VideoWallScreen): a camera tree beside 1/4/9/16 windows of streams or snapshots. hls.js comes with their chunk only, when a stream needs it. */
export const videoWallPages: Record<string, () => Promise<VideoWallDef>> = {
  spjkVideoMonitorManager: () => import('./defs/video-walls').then((m) => m.spjkVideoWall),
  znysRealtimeVideoManager: () => import('./defs/video-walls').then((m) => m.znysVideoWall),
};

/**
 * Live topics each page listens to (DOMAIN.md §5). Read by the shell's live channel from the open tabs,
 * so the connection changes only when a tab opens or closes.
 */
export const liveTopics: Record<string, readonly string[]> = {
  znysDeviceStateRealtimeManager: ['znys.state'],
  znysDeviceStateMonitorManager: ['znys.state'],
  znysDeviceDirStateMonitorManager: ['znys.state'],
  znysTabletStateManager: ['znys.state'],
  hjDeviceRealtimeStateManager: ['hj.state'],
  ylcVehicleManager: ['ylc.state'],
  ylcRealtimeLocationManager: ['ylc.state'],
  sscRealtimeLocationManager: ['ssc.state'],
  znysRealtimeDataManager: ['znys.pos'],
  lqzQueryManager: ['bhz.lq'],
  swzQueryManager: ['bhz.sw'],
  sntzQueryManager: ['bhz.sn'],
  lqzStatisticsManager: ['bhz.lq'],
  swzStatisticsManager: ['bhz.sw'],
  sntzStatisticsManager: ['bhz.sn'],
  lqzAnalysisManager: ['bhz.lq'],
  swzAnalysisManager: ['bhz.sw'],
  sntzAnalysisManager: ['bhz.sn'],
  znysProcessMonitorManager: ['znys.pos', 'znys.grid', 'alarm'],
  zdProcessMonitorManager: ['zd.pos', 'zd.grid'],
  szhsgScreenInfoManager: ['alarm', 'bhz.lq', 'bhz.sw', 'bhz.sn', 'znys.pos'],
  hjProcessMonitorManager: ['hj.hit'],
  ddcProcessMonitorManager: ['ddc.event'],
  spjkVideoMonitorManager: ['spjk.status'],
  znysRealtimeVideoManager: ['spjk.status'],
  znysRealtimeStakeMapManager: ['znys.stake'],
};

/** Topics whose events notify the holders of a page whether or not it is open (a level-3 batch), by page. */
export const noticeTopics: Record<string, string> = {
  lqzQueryManager: 'bhz.lq',
  swzQueryManager: 'bhz.sw',
  sntzQueryManager: 'bhz.sn',
};

/** Built pages with a body of their own rather than a screen-kit definition (the registry names their component). */
export const ownPages: readonly string[] = [
  'znysDeviceStateMonitorManager',
  'znysDeviceDirStateMonitorManager',
  'ylcRealtimeLocationManager',
  'ylcTrackPlaybackManager',
  'sscRealtimeLocationManager',
  'sscTrackPlaybackManager',
  'szhsgScreenInfoManager',
  'szhsgProgressManager',
  'znysRealtimeStakeMapManager',
  'hjBaseMapConfigManager',
  'znysStakeMapEditManager',
];

/** Pages not built yet, by the issue that builds them (17 business platform, 18 plants and lab, 19 live maps, 20 problems and reports, 21 administration). */
export const pendingPages: Record<string, 17 | 18 | 19 | 20 | 21> = {
  // None left: every catalogue page is built.
};
