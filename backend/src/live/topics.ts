/**
 * Who may listen to a topic: the holders of one of the menus of the pages that show it (`any`: every
 * signed-in user). Topics not listed are refused in the stream's `ready` event.
 */
export const topicMenus: Record<string, readonly string[] | 'any'> = {
  sim: 'any',
  // The pages that list alarms; the lab's registries for now, the PDCA alarm pages as they arrive.
  alarm: [
    'sysStabilityManager',
    'sysSofteningPointManager',
    'sysPenetrationManager',
    'sysDuctilityManager',
    'znysProcessMonitorManager',
    'szhsgScreenInfoManager',
  ],
  'znys.state': [
    'znysDeviceStateRealtimeManager',
    'znysDeviceStateMonitorManager',
    'znysDeviceDirStateMonitorManager',
    'znysTabletStateManager',
    'znysProcessMonitorManager',
  ],
  'znys.pos': ['znysRealtimeDataManager', 'znysProcessMonitorManager', 'szhsgScreenInfoManager'],
  // Changed rows of the stake summary (实时桩号图).
  'znys.stake': ['znysRealtimeStakeMapManager'],
  'zd.pos': ['zdProcessMonitorManager'],
  // Changed cells of the areas being rolled (the monitors patch their raster with them).
  'znys.grid': ['znysProcessMonitorManager'],
  'zd.grid': ['zdProcessMonitorManager'],
  'zd.state': ['zdProcessMonitorManager', 'zdDeviceManager'],
  'hj.state': ['hjDeviceRealtimeStateManager', 'hjProcessMonitorManager'],
  'ddc.state': ['ddcProcessMonitorManager', 'ddcDeviceManager'],
  // One event per validated hit / DDC rig event: the monitors move the rigs and recolour the points with them.
  'hj.hit': ['hjProcessMonitorManager'],
  'ddc.event': ['ddcProcessMonitorManager'],
  'ylc.state': ['ylcVehicleManager', 'ylcRealtimeLocationManager'],
  'ssc.state': ['sscRealtimeLocationManager', 'sscVehicleRegisterManager'],
  // New batches of one plant type: its query, statistics and analysis pages (and their level-3 notices).
  'bhz.lq': ['lqzQueryManager', 'lqzStatisticsManager', 'lqzAnalysisManager', 'szhsgScreenInfoManager'],
  'bhz.sw': ['swzQueryManager', 'swzStatisticsManager', 'swzAnalysisManager', 'szhsgScreenInfoManager'],
  // A camera going online or offline: the video walls.
  'spjk.status': ['spjkVideoMonitorManager', 'znysRealtimeVideoManager'],
  'bhz.sn': ['sntzQueryManager', 'sntzStatisticsManager', 'sntzAnalysisManager', 'szhsgScreenInfoManager'],
};
