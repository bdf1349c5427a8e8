/**
 * The route catalogue: every screen of the console, declared once as data. Sidebar,
 * breadcrumb, tabs, page titles, the home redirect, permission checks, the reference backend's menu
 * seed and the e2e smoke list all read it; nothing else hard-codes a route. Helpers live in
 * `lookup.ts` and `permissions.ts`; this file stays data.
 *
 * Fields (groups and screens share them):
 *   code       Path segment and menu code. A group is opened at `/{group.code}`, a screen at
 *              `/{group.code}/{screen.code}` (a nested screen appends its own code to its parent's
 *              path). Unique across the catalogue. Also the message key of the tab title: the home
 *              screen's tab title is `znysProcessMonitorManager`.
 *   authority  Menu code the user must hold (`front/info` → `menus[].code`) to see and open the route.
 *              Equal to `code` everywhere except `zdRawDataManager`, which reuses the rammer raw
 *              monitoring-data page's authority. Absent = always kept (`standaloneRoutes`).
 *   title      `{zh, en}`. zh shows the server's menu title when it has one (an administrator may rename
 *              menus); en shows this English title, falling back to the server's (docs/architecture.md, i18n).
 *   icon       Key of `icon-keys.ts`, drawn by `components/nav/key-icon.tsx`. Required on groups,
 *              optional on screens. The seed's `icon` holds the same keys.
 *   noCache    true: the tabs bar does not keep this view alive when another tab is shown. Default false
 *              (cached), as for the home screen.
 *   hidden     true: never listed in the sidebar, although still routable.
 *   children   Screens of a group, or nested screens of a screen. A group without children
 *              (`bhzManager`) is itself the screen: its group path opens its page, and the sidebar shows
 *              it as a single link. A group *with* children has no page of its own (its path is unknown,
 *              so 404); the same holds for a screen with children.
 *
 * Codes: camelCase, a domain prefix (the group's stem: `hj`, `znys`, `pdca`, `trend`, `ddc` …) and a
 * `Manager` suffix, as in the home screen's `znysProcessMonitorManager`. Screens that sit under a "…Dir…" folder
 * group share their domain's prefix. The platform-administration groups (`baseManager`, `orgManager`,
 * `authManager`, `monitorManager`) keep the upstream platform's unprefixed codes (`userManager`,
 * `groupManager`, `serviceManager`, `serviceEurekaManager` …, docs/platform-contract.md) so that
 * existing menu data and element codes (`userManager:btn_add`) keep working.
 *
 * `backend/src/seed/menu-seed.json` mirrors this file (same codes, order, zh titles, hrefs, icons);
 * `catalogue.test.ts` fails when they drift. Regenerate it with `npm run seed:menus`.
 */
import type { IconKey } from './icon-keys';

export interface Title {
  readonly zh: string;
  readonly en: string;
}

export interface ScreenDef {
  readonly code: string;
  readonly authority?: string;
  readonly title: Title;
  readonly icon?: IconKey;
  readonly noCache?: boolean;
  readonly hidden?: boolean;
  readonly children?: readonly ScreenDef[];
}

export interface GroupDef {
  readonly code: string;
  readonly authority: string;
  readonly title: Title;
  readonly icon: IconKey;
  readonly children: readonly ScreenDef[];
}

/** Routes outside the permission-gated groups. `public`: reachable without a session. */
export interface StandaloneRoute {
  readonly path: string;
  readonly title: Title;
  readonly icon?: IconKey;
  readonly hidden?: boolean;
  readonly public?: boolean;
}

export const HOME_PATH = '/znysManager/znysProcessMonitorManager';
export const DASHBOARD_PATH = '/dashboard';

export const standaloneRoutes = [
  { path: DASHBOARD_PATH, title: { zh: '首页', en: 'Dashboard' }, icon: 'dashboard' },
  { path: '/401', title: { zh: '无权访问', en: 'Access denied' }, hidden: true, public: true },
  { path: '/404', title: { zh: '页面不存在', en: 'Page not found' }, hidden: true, public: true },
  // Rendered outside the console shell, so never in the sidebar; no `hidden` needed.
  { path: '/login', title: { zh: '登录', en: 'Sign in' }, public: true },
  { path: '/authredirect', title: { zh: '登录跳转', en: 'Signing in' }, public: true },
] as const satisfies readonly StandaloneRoute[];

const groups = [
  {
    code: 'bhzManager',
    authority: 'bhzManager',
    title: { zh: '拌和站系统', en: 'Mixing Station System' },
    icon: 'factory',
    children: [],
  },
  {
    code: 'sysManager',
    authority: 'sysManager',
    title: { zh: '试验室', en: 'Laboratory' },
    icon: 'science',
    children: [
      {
        code: 'sysStabilityManager',
        authority: 'sysStabilityManager',
        title: { zh: '稳定度试验', en: 'Stability Test' },
      },
      {
        code: 'sysSofteningPointManager',
        authority: 'sysSofteningPointManager',
        title: { zh: '软化点试验', en: 'Softening Point Test' },
      },
      {
        code: 'sysPenetrationManager',
        authority: 'sysPenetrationManager',
        title: { zh: '针入度试验', en: 'Penetration Test' },
      },
      {
        code: 'sysDuctilityManager',
        authority: 'sysDuctilityManager',
        title: { zh: '延度试验', en: 'Ductility Test' },
      },
    ],
  },
  {
    // The platform's original menu declares /ylcManager twice (two groups, one path). One group
    // holds the union of both screen lists, each screen once: the second list's order, with
    // "vehicle management" (only in the first list) ahead of it. Transport query and track playback
    // appear in both lists: one screen each.
    code: 'ylcManager',
    authority: 'ylcManager',
    title: { zh: '运料车管理', en: 'Material Transport Vehicles' },
    icon: 'truck',
    children: [
      {
        code: 'ylcVehicleManager',
        authority: 'ylcVehicleManager',
        title: { zh: '车辆管理', en: 'Vehicle Management' },
      },
      {
        code: 'ylcDeviceRegisterManager',
        authority: 'ylcDeviceRegisterManager',
        title: { zh: '设备登记', en: 'Device Registration' },
      },
      {
        code: 'ylcVehicleRegisterManager',
        authority: 'ylcVehicleRegisterManager',
        title: { zh: '车辆登记', en: 'Vehicle Registration' },
      },
      {
        code: 'ylcTransportQueryManager',
        authority: 'ylcTransportQueryManager',
        title: { zh: '运输查询', en: 'Transport Query' },
      },
      {
        code: 'ylcMixingStationManager',
        authority: 'ylcMixingStationManager',
        title: { zh: '拌和站信息', en: 'Mixing Stations' },
      },
      {
        code: 'ylcRealtimeLocationManager',
        authority: 'ylcRealtimeLocationManager',
        title: { zh: '实时位置', en: 'Real-time Location' },
      },
      {
        code: 'ylcTransportRecordManager',
        authority: 'ylcTransportRecordManager',
        title: { zh: '运输记录查询', en: 'Transport Records' },
      },
      {
        code: 'ylcTrackPlaybackManager',
        authority: 'ylcTrackPlaybackManager',
        title: { zh: '轨迹回放', en: 'Track Playback' },
      },
    ],
  },
  {
    code: 'spjkManager',
    authority: 'spjkManager',
    title: { zh: '视频监控', en: 'Video Surveillance' },
    icon: 'video',
    children: [
      {
        code: 'spjkCameraRegisterManager',
        authority: 'spjkCameraRegisterManager',
        title: { zh: '摄像头登记', en: 'Camera Registration' },
      },
      {
        code: 'spjkVideoMonitorManager',
        authority: 'spjkVideoMonitorManager',
        title: { zh: '视频监控', en: 'Video Monitoring' },
      },
      {
        code: 'spjkVideoAccountManager',
        authority: 'spjkVideoAccountManager',
        title: { zh: '视频账号管理', en: 'Video Accounts' },
      },
    ],
  },
  {
    code: 'sbglManager',
    authority: 'sbglManager',
    title: { zh: '设备管理', en: 'Equipment Management' },
    icon: 'build',
    children: [
      { code: 'sbglDeviceManager', authority: 'sbglDeviceManager', title: { zh: '设备信息', en: 'Devices' } },
      { code: 'sbglSparePartManager', authority: 'sbglSparePartManager', title: { zh: '备件信息', en: 'Spare Parts' } },
      {
        code: 'sbglDeviceRecordManager',
        authority: 'sbglDeviceRecordManager',
        title: { zh: '设备记录', en: 'Device Records' },
      },
      {
        code: 'sbglSparePartRecordManager',
        authority: 'sbglSparePartRecordManager',
        title: { zh: '备件记录', en: 'Spare-Part Records' },
      },
      { code: 'sbglSimCardManager', authority: 'sbglSimCardManager', title: { zh: 'SIM卡管理', en: 'SIM Cards' } },
    ],
  },
  {
    // The original console has about 28 pages here but names only these; unnamed ones are not invented.
    code: 'hjManager',
    authority: 'hjManager',
    title: { zh: '强夯监控', en: 'Dynamic Compaction Monitoring' },
    icon: 'hammer',
    children: [
      {
        code: 'hjStakeInfoManager',
        authority: 'hjStakeInfoManager',
        title: { zh: '施工桩号信息', en: 'Construction Stakes' },
      },
      {
        code: 'hjGlobalConfigManager',
        authority: 'hjGlobalConfigManager',
        title: { zh: '全局配置', en: 'Global Settings' },
      },
      {
        code: 'hjStandardConfigManager',
        authority: 'hjStandardConfigManager',
        title: { zh: '标准配置', en: 'Standard Settings' },
      },
      {
        code: 'hjDropDistanceConfigManager',
        authority: 'hjDropDistanceConfigManager',
        title: { zh: '落距标准配置', en: 'Drop-Distance Standards' },
      },
      {
        code: 'hjBaseMapConfigManager',
        authority: 'hjBaseMapConfigManager',
        title: { zh: '底图配置', en: 'Base Map Settings' },
      },
      {
        code: 'hjDeviceRegisterManager',
        authority: 'hjDeviceRegisterManager',
        title: { zh: '设备登记', en: 'Device Registration' },
      },
      { code: 'hjDeviceAreaManager', authority: 'hjDeviceAreaManager', title: { zh: '设备区域', en: 'Device Areas' } },
      { code: 'hjProcessManager', authority: 'hjProcessManager', title: { zh: '工艺管理', en: 'Processes' } },
      {
        code: 'hjProcessChangeLogManager',
        authority: 'hjProcessChangeLogManager',
        title: { zh: '工艺变更日志', en: 'Process Change Log' },
      },
      {
        code: 'hjHammerStandardManager',
        authority: 'hjHammerStandardManager',
        title: { zh: '夯锤标准', en: 'Hammer Standards' },
      },
      {
        code: 'hjProcessMonitorManager',
        authority: 'hjProcessMonitorManager',
        title: { zh: '工艺监控', en: 'Process Monitor' },
      },
      { code: 'hjWarningSmsManager', authority: 'hjWarningSmsManager', title: { zh: '预警短信', en: 'Warning SMS' } },
      { code: 'hjStatisticsManager', authority: 'hjStatisticsManager', title: { zh: '数据统计', en: 'Statistics' } },
      {
        code: 'hjMonitorRawDataManager',
        authority: 'hjMonitorRawDataManager',
        title: { zh: '原始监测数据', en: 'Raw Monitoring Data' },
      },
      {
        code: 'hjMonitorRealDataManager',
        authority: 'hjMonitorRealDataManager',
        title: { zh: '真实监测数据', en: 'Real Monitoring Data' },
      },
      {
        code: 'hjDataAnalysisManager',
        authority: 'hjDataAnalysisManager',
        title: { zh: '数据分析', en: 'Data Analysis' },
      },
      {
        code: 'hjDeviceRealtimeStateManager',
        authority: 'hjDeviceRealtimeStateManager',
        title: { zh: '设备实时状态', en: 'Device Real-time State' },
      },
      {
        code: 'hjDeviceHistoryStateManager',
        authority: 'hjDeviceHistoryStateManager',
        title: { zh: '设备历史状态', en: 'Device State History' },
      },
    ],
  },
  {
    code: 'znysManager',
    authority: 'znysManager',
    title: { zh: '机场数字化施工平台', en: 'Airport Digital Construction' },
    icon: 'flight',
    children: [
      {
        code: 'znysDeviceStateMonitorManager',
        authority: 'znysDeviceStateMonitorManager',
        title: { zh: '设备状态监控', en: 'Device State Monitor' },
      },
      { code: 'znysProcessManager', authority: 'znysProcessManager', title: { zh: '工艺管理', en: 'Processes' } },
      // The home screen (HOME_PATH): explicitly cached, so it keeps its state between tabs.
      {
        code: 'znysProcessMonitorManager',
        authority: 'znysProcessMonitorManager',
        title: { zh: '工艺监控', en: 'Process Monitor' },
        noCache: false,
      },
      {
        code: 'znysNewProcessManager',
        authority: 'znysNewProcessManager',
        title: { zh: '新工艺管理', en: 'New Processes' },
      },
      {
        code: 'znysRealtimeStakeMapManager',
        authority: 'znysRealtimeStakeMapManager',
        title: { zh: '实时桩号图', en: 'Real-time Stake Map' },
      },
      {
        code: 'znysRealtimeVideoManager',
        authority: 'znysRealtimeVideoManager',
        title: { zh: '实时视频', en: 'Real-time Video' },
      },
      { code: 'znysReportManager', authority: 'znysReportManager', title: { zh: '报表管理', en: 'Reports' } },
    ],
  },
  {
    code: 'znysDeviceDirManager',
    authority: 'znysDeviceDirManager',
    title: { zh: '压实设备管理', en: 'Compaction Devices' },
    icon: 'devices',
    children: [
      {
        code: 'znysDeviceRegisterManager',
        authority: 'znysDeviceRegisterManager',
        title: { zh: '设备登记', en: 'Device Registration' },
      },
      {
        code: 'znysCameraRegisterManager',
        authority: 'znysCameraRegisterManager',
        title: { zh: '摄像头登记', en: 'Camera Registration' },
      },
      {
        code: 'znysRollerModelManager',
        authority: 'znysRollerModelManager',
        title: { zh: '压路机型号', en: 'Roller Models' },
      },
      // "Device state monitor" is listed under znysManager too: two menu entries need two codes.
      {
        code: 'znysDeviceDirStateMonitorManager',
        authority: 'znysDeviceDirStateMonitorManager',
        title: { zh: '设备状态监控', en: 'Device State Monitor' },
      },
      {
        code: 'znysDeviceStateRealtimeManager',
        authority: 'znysDeviceStateRealtimeManager',
        title: { zh: '设备状态实时数据', en: 'Device State (Real-time)' },
      },
      {
        code: 'znysDeviceStateHistoryManager',
        authority: 'znysDeviceStateHistoryManager',
        title: { zh: '设备状态历史数据', en: 'Device State (History)' },
      },
      {
        code: 'znysDeviceStateStatisticsManager',
        authority: 'znysDeviceStateStatisticsManager',
        title: { zh: '设备状态统计', en: 'Device State Statistics' },
      },
      {
        code: 'znysTabletStateManager',
        authority: 'znysTabletStateManager',
        title: { zh: '平板状态', en: 'Tablet State' },
      },
    ],
  },
  {
    code: 'znysGroupDirManager',
    authority: 'znysGroupDirManager',
    title: { zh: '压实分组管理', en: 'Compaction Groups' },
    icon: 'groups',
    children: [
      {
        code: 'znysGroupTemplateManager',
        authority: 'znysGroupTemplateManager',
        title: { zh: '分组模板', en: 'Group Templates' },
      },
      {
        code: 'znysDeviceGroupManager',
        authority: 'znysDeviceGroupManager',
        title: { zh: '设备分组', en: 'Device Groups' },
      },
      {
        code: 'znysGroupHistoryManager',
        authority: 'znysGroupHistoryManager',
        title: { zh: '分组历史', en: 'Group History' },
      },
      { code: 'znysStakeAreaManager', authority: 'znysStakeAreaManager', title: { zh: '桩号区域', en: 'Stake Areas' } },
    ],
  },
  {
    // sntz, lqz, swz: the original menu names "query, statistics and analysis pages": one screen for each.
    code: 'sntzManager',
    authority: 'sntzManager',
    title: { zh: '水泥混凝土拌和站', en: 'Cement Concrete Station' },
    icon: 'foundation',
    children: [
      { code: 'sntzQueryManager', authority: 'sntzQueryManager', title: { zh: '数据查询', en: 'Data Query' } },
      {
        code: 'sntzStatisticsManager',
        authority: 'sntzStatisticsManager',
        title: { zh: '数据统计', en: 'Statistics' },
      },
      { code: 'sntzAnalysisManager', authority: 'sntzAnalysisManager', title: { zh: '数据分析', en: 'Analysis' } },
    ],
  },
  {
    code: 'lqzManager',
    authority: 'lqzManager',
    title: { zh: '沥青拌和站', en: 'Asphalt Station' },
    icon: 'oil',
    children: [
      { code: 'lqzQueryManager', authority: 'lqzQueryManager', title: { zh: '数据查询', en: 'Data Query' } },
      { code: 'lqzStatisticsManager', authority: 'lqzStatisticsManager', title: { zh: '数据统计', en: 'Statistics' } },
      { code: 'lqzAnalysisManager', authority: 'lqzAnalysisManager', title: { zh: '数据分析', en: 'Analysis' } },
    ],
  },
  {
    code: 'swzManager',
    authority: 'swzManager',
    title: { zh: '水稳拌和站', en: 'Stabilised-Base Station' },
    icon: 'layers',
    children: [
      { code: 'swzQueryManager', authority: 'swzQueryManager', title: { zh: '数据查询', en: 'Data Query' } },
      { code: 'swzStatisticsManager', authority: 'swzStatisticsManager', title: { zh: '数据统计', en: 'Statistics' } },
      { code: 'swzAnalysisManager', authority: 'swzAnalysisManager', title: { zh: '数据分析', en: 'Analysis' } },
    ],
  },
  {
    code: 'znysLogDirManager',
    authority: 'znysLogDirManager',
    title: { zh: '压实日志', en: 'Compaction Logs' },
    icon: 'logs',
    children: [
      { code: 'znysLoginLogManager', authority: 'znysLoginLogManager', title: { zh: '登录日志', en: 'Login Log' } },
      {
        code: 'znysProcessLogManager',
        authority: 'znysProcessLogManager',
        title: { zh: '工艺日志', en: 'Process Log' },
      },
    ],
  },
  {
    code: 'znysBasedataManager',
    authority: 'znysBasedataManager',
    title: { zh: '压实基础数据', en: 'Compaction Base Data' },
    icon: 'storage',
    children: [
      { code: 'znysStakeDataManager', authority: 'znysStakeDataManager', title: { zh: '桩号数据', en: 'Stake Data' } },
      {
        code: 'znysStakeMapEditManager',
        authority: 'znysStakeMapEditManager',
        title: { zh: '桩号图编辑', en: 'Stake Map Editor' },
      },
      {
        code: 'znysReportConditionManager',
        authority: 'znysReportConditionManager',
        title: { zh: '报表条件', en: 'Report Conditions' },
      },
      { code: 'znysMessageManager', authority: 'znysMessageManager', title: { zh: '消息管理', en: 'Messages' } },
      {
        code: 'znysDefaultColorManager',
        authority: 'znysDefaultColorManager',
        title: { zh: '默认颜色', en: 'Default Colours' },
      },
      {
        code: 'znysRealtimeDataManager',
        authority: 'znysRealtimeDataManager',
        title: { zh: '实时数据', en: 'Real-time Data' },
      },
      {
        code: 'znysHistoryDataManager',
        authority: 'znysHistoryDataManager',
        title: { zh: '历史数据', en: 'Historical Data' },
      },
      {
        code: 'znysReceivedDataManager',
        authority: 'znysReceivedDataManager',
        title: { zh: '接收数据', en: 'Received Data' },
      },
    ],
  },
  {
    code: 'hjReportDirManager',
    authority: 'hjReportDirManager',
    title: { zh: '强夯报表', en: 'Dynamic Compaction Reports' },
    icon: 'report',
    children: [
      {
        code: 'hjRammingReportManager',
        authority: 'hjRammingReportManager',
        title: { zh: '夯击明细报表', en: 'Ramming Details' },
      },
      {
        code: 'hjWorkStatisticsManager',
        authority: 'hjWorkStatisticsManager',
        title: { zh: '工作量统计', en: 'Work Statistics' },
      },
      {
        code: 'hjHammerStandardLogManager',
        authority: 'hjHammerStandardLogManager',
        title: { zh: '夯锤标准变更日志', en: 'Hammer Standard Change Log' },
      },
      {
        code: 'hjDeviceExchangeLogManager',
        authority: 'hjDeviceExchangeLogManager',
        title: { zh: '设备更换日志', en: 'Device Exchange Log' },
      },
    ],
  },
  {
    code: 'pdcaManager',
    authority: 'pdcaManager',
    title: { zh: 'PDCA问题处理', en: 'PDCA Issue Handling' },
    icon: 'loop',
    children: [
      {
        code: 'pdcaProblemRecordManager',
        authority: 'pdcaProblemRecordManager',
        title: { zh: '问题处理记录', en: 'Issue Records' },
      },
      {
        code: 'pdcaRectifyStatisticsManager',
        authority: 'pdcaRectifyStatisticsManager',
        title: { zh: '整改统计', en: 'Rectification Statistics' },
      },
      {
        code: 'pdcaSpecialSectionManager',
        authority: 'pdcaSpecialSectionManager',
        title: { zh: '特殊路段设置', en: 'Special Road Sections' },
      },
      {
        code: 'pdcaReportEmailManager',
        authority: 'pdcaReportEmailManager',
        title: { zh: '报表邮件发送', en: 'Report E-mail' },
      },
      {
        code: 'pdcaEmailRecordManager',
        authority: 'pdcaEmailRecordManager',
        title: { zh: '邮件发送记录', en: 'E-mail Records' },
      },
      {
        code: 'pdcaSmsRecordManager',
        authority: 'pdcaSmsRecordManager',
        title: { zh: '短信发送记录', en: 'SMS Records' },
      },
      {
        code: 'pdcaAlarmStatisticsManager',
        authority: 'pdcaAlarmStatisticsManager',
        title: { zh: '报警统计', en: 'Alarm Statistics' },
      },
    ],
  },
  {
    code: 'hjPdcaManager',
    authority: 'hjPdcaManager',
    title: { zh: '强夯PDCA问题处理', en: 'Dynamic Compaction PDCA' },
    icon: 'checklist',
    children: [
      {
        code: 'hjPdcaProblemRecordManager',
        authority: 'hjPdcaProblemRecordManager',
        title: { zh: '问题处理记录', en: 'Issue Records' },
      },
      {
        code: 'hjPdcaRectifyStatisticsManager',
        authority: 'hjPdcaRectifyStatisticsManager',
        title: { zh: '整改统计', en: 'Rectification Statistics' },
      },
      {
        code: 'hjPdcaSpecialSectionManager',
        authority: 'hjPdcaSpecialSectionManager',
        title: { zh: '特殊路段设置', en: 'Special Road Sections' },
      },
      {
        code: 'hjPdcaReportEmailManager',
        authority: 'hjPdcaReportEmailManager',
        title: { zh: '报表邮件发送', en: 'Report E-mail' },
      },
      {
        code: 'hjPdcaEmailRecordManager',
        authority: 'hjPdcaEmailRecordManager',
        title: { zh: '邮件发送记录', en: 'E-mail Records' },
      },
      {
        code: 'hjPdcaSmsRecordManager',
        authority: 'hjPdcaSmsRecordManager',
        title: { zh: '短信发送记录', en: 'SMS Records' },
      },
      {
        code: 'hjPdcaAlarmStatisticsManager',
        authority: 'hjPdcaAlarmStatisticsManager',
        title: { zh: '报警统计', en: 'Alarm Statistics' },
      },
    ],
  },
  {
    code: 'trendChartManager',
    authority: 'trendChartManager',
    title: { zh: '趋势图', en: 'Trend Charts' },
    icon: 'trend',
    children: [
      {
        code: 'trendAlarmGradeManager',
        authority: 'trendAlarmGradeManager',
        title: { zh: '报警等级', en: 'Alarm Grades' },
      },
      {
        code: 'trendAlarmTrendManager',
        authority: 'trendAlarmTrendManager',
        title: { zh: '报警趋势', en: 'Alarm Trend' },
      },
      {
        code: 'trendRollerPassRatioManager',
        authority: 'trendRollerPassRatioManager',
        title: { zh: '碾压遍数合格率', en: 'Roller-Pass Ratio' },
      },
      {
        code: 'trendWorkComplianceManager',
        authority: 'trendWorkComplianceManager',
        title: { zh: '作业达标率', en: 'Work Compliance Rate' },
      },
      {
        code: 'trendWorkScoreManager',
        authority: 'trendWorkScoreManager',
        title: { zh: '作业评分', en: 'Work Score' },
      },
    ],
  },
  {
    code: 'sscManager',
    authority: 'sscManager',
    title: { zh: '洒水车管理', en: 'Sprinkler Vehicles' },
    icon: 'water',
    children: [
      {
        code: 'sscJobStatisticsManager',
        authority: 'sscJobStatisticsManager',
        title: { zh: '作业统计', en: 'Job Statistics' },
      },
      {
        code: 'sscVehicleRegisterManager',
        authority: 'sscVehicleRegisterManager',
        title: { zh: '洒水车登记', en: 'Vehicle Registration' },
      },
      {
        code: 'sscRealtimeLocationManager',
        authority: 'sscRealtimeLocationManager',
        title: { zh: '实时位置', en: 'Real-time Location' },
      },
      {
        code: 'sscTrackPlaybackManager',
        authority: 'sscTrackPlaybackManager',
        title: { zh: '轨迹回放', en: 'Track Playback' },
      },
    ],
  },
  {
    // Upstream codes (userManager … gateLogManager) keep their element codes working; the three others
    // are this deployment's additions, named in the same unprefixed style.
    code: 'baseManager',
    authority: 'baseManager',
    title: { zh: '基础配置管理', en: 'Base Configuration' },
    icon: 'settings',
    children: [
      { code: 'userManager', authority: 'userManager', title: { zh: '用户管理', en: 'Users' }, icon: 'users' },
      {
        code: 'platformAddressManager',
        authority: 'platformAddressManager',
        title: { zh: '平台地址切换', en: 'Platform Address' },
        icon: 'swap',
      },
      { code: 'menuManager', authority: 'menuManager', title: { zh: '菜单管理', en: 'Menus' }, icon: 'menu' },
      {
        code: 'groupManager',
        authority: 'groupManager',
        title: { zh: '角色权限管理', en: 'Role Permissions' },
        icon: 'role',
      },
      {
        code: 'groupTypeManager',
        authority: 'groupTypeManager',
        title: { zh: '角色类型管理', en: 'Role Types' },
        icon: 'category',
      },
      {
        code: 'gateLogManager',
        authority: 'gateLogManager',
        title: { zh: '操作日志', en: 'Operation Log' },
        icon: 'history',
      },
      {
        code: 'dictManager',
        authority: 'dictManager',
        title: { zh: '数据字典', en: 'Data Dictionary' },
        icon: 'dictionary',
      },
      { code: 'tenantManager', authority: 'tenantManager', title: { zh: '租户管理', en: 'Tenants' }, icon: 'tenant' },
    ],
  },
  {
    code: 'orgManager',
    authority: 'orgManager',
    title: { zh: '组织机构管理', en: 'Organisation' },
    icon: 'org',
    children: [
      {
        code: 'departManager',
        authority: 'departManager',
        title: { zh: '部门管理', en: 'Departments' },
        icon: 'department',
      },
    ],
  },
  {
    code: 'authManager',
    authority: 'authManager',
    title: { zh: '服务授权管理', en: 'Service Authorisation' },
    icon: 'security',
    children: [
      {
        code: 'serviceManager',
        authority: 'serviceManager',
        title: { zh: '服务权限管理', en: 'Service Permissions' },
        icon: 'service',
      },
      {
        code: 'serviceApiManager',
        authority: 'serviceApiManager',
        title: { zh: '服务接口管理', en: 'Service APIs' },
        icon: 'api',
      },
      {
        code: 'gatewayRouteManager',
        authority: 'gatewayRouteManager',
        title: { zh: '网关路由管理', en: 'Gateway Routes' },
        icon: 'route',
      },
    ],
  },
  {
    code: 'monitorManager',
    authority: 'monitorManager',
    title: { zh: '服务监控', en: 'Service Monitoring' },
    icon: 'monitor',
    children: [
      {
        code: 'serviceEurekaManager',
        authority: 'serviceEurekaManager',
        title: { zh: 'Eureka注册中心', en: 'Eureka Registry' },
        icon: 'registry',
      },
      {
        code: 'serviceMonitorManager',
        authority: 'serviceMonitorManager',
        title: { zh: '服务状态监控', en: 'Service Status' },
        icon: 'speed',
      },
      {
        code: 'serviceZipkinManager',
        authority: 'serviceZipkinManager',
        title: { zh: '服务链路追踪', en: 'Service Tracing' },
        icon: 'tracing',
      },
    ],
  },
  {
    code: 'zdManager',
    authority: 'zdManager',
    title: { zh: '振动压实监控', en: 'Vibration Compaction Monitoring' },
    icon: 'vibration',
    children: [
      { code: 'zdDeviceManager', authority: 'zdDeviceManager', title: { zh: '设备信息', en: 'Devices' } },
      { code: 'zdGroupManager', authority: 'zdGroupManager', title: { zh: '分组管理', en: 'Groups' } },
      { code: 'zdProcessManager', authority: 'zdProcessManager', title: { zh: '工艺管理', en: 'Processes' } },
      {
        code: 'zdProcessMonitorManager',
        authority: 'zdProcessMonitorManager',
        title: { zh: '工艺监控', en: 'Process Monitor' },
      },
      { code: 'zdWorkInfoManager', authority: 'zdWorkInfoManager', title: { zh: '作业信息', en: 'Work Info' } },
      // This page reuses the rammer raw monitoring-data page's authority. Its code (path and
      // menu) stays its own, so the sidebar can list it under zdManager.
      { code: 'zdRawDataManager', authority: 'hjMonitorRawDataManager', title: { zh: '原始数据', en: 'Raw Data' } },
    ],
  },
  {
    code: 'szhsgManager',
    authority: 'szhsgManager',
    title: { zh: '数字化施工', en: 'Digital Construction' },
    icon: 'screen',
    children: [
      {
        code: 'szhsgScreenInfoManager',
        authority: 'szhsgScreenInfoManager',
        title: { zh: '大屏信息', en: 'Big-Screen Info' },
      },
      { code: 'szhsgProgressManager', authority: 'szhsgProgressManager', title: { zh: '施工进度', en: 'Progress' } },
      {
        code: 'szhsgProgressDisplayManager',
        authority: 'szhsgProgressDisplayManager',
        title: { zh: '进度展示控制', en: 'Progress Display Control' },
      },
    ],
  },
  {
    code: 'DDCMonitorManager',
    authority: 'DDCMonitorManager',
    title: { zh: '打桩机监控', en: 'Pile-Driver Monitoring' },
    icon: 'construction',
    children: [
      { code: 'ddcConfigManager', authority: 'ddcConfigManager', title: { zh: '参数配置', en: 'Configuration' } },
      { code: 'ddcDeviceManager', authority: 'ddcDeviceManager', title: { zh: '设备信息', en: 'Devices' } },
      { code: 'ddcAreaManager', authority: 'ddcAreaManager', title: { zh: '区域管理', en: 'Areas' } },
      { code: 'ddcProcessManager', authority: 'ddcProcessManager', title: { zh: '工艺管理', en: 'Processes' } },
      {
        code: 'ddcProcessChangeLogManager',
        authority: 'ddcProcessChangeLogManager',
        title: { zh: '工艺变更日志', en: 'Process Change Log' },
      },
      {
        code: 'ddcHammerStandardManager',
        authority: 'ddcHammerStandardManager',
        title: { zh: '锤击标准', en: 'Hammer Standards' },
      },
      {
        code: 'ddcProcessMonitorManager',
        authority: 'ddcProcessMonitorManager',
        title: { zh: '工艺监控', en: 'Process Monitor' },
      },
      { code: 'ddcRawDataManager', authority: 'ddcRawDataManager', title: { zh: '原始数据', en: 'Raw Data' } },
      { code: 'ddcRealDataManager', authority: 'ddcRealDataManager', title: { zh: '真实数据', en: 'Real Data' } },
      {
        code: 'ddcDataAnalysisManager',
        authority: 'ddcDataAnalysisManager',
        title: { zh: '数据分析', en: 'Data Analysis' },
      },
    ],
  },
] as const satisfies readonly GroupDef[];

export type GroupCode = (typeof groups)[number]['code'];
export type ScreenCode = (typeof groups)[number]['children'][number]['code'];

// Widened on export: consumers iterate plain GroupDef values instead of a 26-member literal union.
export const catalogue: readonly GroupDef[] = groups;
