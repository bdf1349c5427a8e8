import { definePages } from '../page';

/** The fleet module's sidebar groups and pages. */
export const fleetPages = definePages({
  code: 'fleet',
  groups: [
    { code: 'ylcManager', title: { zh: '运料车管理', en: 'Material Transport Vehicles' }, icon: 'truck', order: 3 },
    { code: 'sscManager', title: { zh: '洒水车管理', en: 'Sprinkler Vehicles' }, icon: 'water', order: 19 },
  ],
  pages: {
    ylcVehicle: {
      code: 'ylcVehicleManager',
      group: 'ylcManager',
      order: 1,
      title: { zh: '车辆管理', en: 'Vehicle Management' },
      topics: ['ylc.state'],
    },
    ylcVehicleRegister: {
      code: 'ylcVehicleRegisterManager',
      group: 'ylcManager',
      order: 3,
      title: { zh: '车辆登记', en: 'Vehicle Registration' },
    },
    ylcTransportQuery: {
      code: 'ylcTransportQueryManager',
      group: 'ylcManager',
      order: 4,
      title: { zh: '运输查询', en: 'Transport Query' },
      topics: ['ylc.trip'],
    },
    ylcMixingStation: {
      code: 'ylcMixingStationManager',
      group: 'ylcManager',
      order: 5,
      title: { zh: '拌和站信息', en: 'Mixing Stations' },
      topics: ['ylc.trip'],
    },
    ylcRealtimeLocation: {
      code: 'ylcRealtimeLocationManager',
      group: 'ylcManager',
      order: 6,
      title: { zh: '实时位置', en: 'Real-time Location' },
      topics: ['ylc.pos'],
    },
    ylcTransportRecord: {
      code: 'ylcTransportRecordManager',
      group: 'ylcManager',
      order: 7,
      title: { zh: '运输记录查询', en: 'Transport Records' },
    },
    ylcTrackPlayback: {
      code: 'ylcTrackPlaybackManager',
      group: 'ylcManager',
      order: 8,
      title: { zh: '轨迹回放', en: 'Track Playback' },
    },
    ylcGeofence: {
      code: 'ylcGeofenceManager',
      group: 'ylcManager',
      order: 9,
      title: { zh: '电子围栏', en: 'Geofences' },
    },
    ylcGeofenceEvent: {
      code: 'ylcGeofenceEventManager',
      group: 'ylcManager',
      order: 10,
      title: { zh: '围栏事件', en: 'Geofence Events' },
    },
    sscVehicleRegister: {
      code: 'sscVehicleRegisterManager',
      group: 'sscManager',
      order: 2,
      title: { zh: '洒水车登记', en: 'Vehicle Registration' },
    },
    sscRealtimeLocation: {
      code: 'sscRealtimeLocationManager',
      group: 'sscManager',
      order: 3,
      title: { zh: '实时位置', en: 'Real-time Location' },
      topics: ['ssc.pos'],
    },
    sscTrackPlayback: {
      code: 'sscTrackPlaybackManager',
      group: 'sscManager',
      order: 4,
      title: { zh: '轨迹回放', en: 'Track Playback' },
    },
    sscJobStatistics: {
      code: 'sscJobStatisticsManager',
      group: 'sscManager',
      order: 1,
      title: { zh: '作业统计', en: 'Job Statistics' },
    },
  },
});
