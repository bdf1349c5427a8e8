import { definePages } from '../page';

/** The equipment module's sidebar groups and pages. */
export const equipmentPages = definePages({
  code: 'equipment',
  groups: [{ code: 'sbglManager', title: { zh: '设备管理', en: 'Equipment Management' }, icon: 'build', order: 5 }],
  pages: {
    ylcDeviceRegister: {
      code: 'ylcDeviceRegisterManager',
      group: 'ylcManager',
      order: 2,
      title: { zh: '设备登记', en: 'Device Registration' },
    },
    spjkCameraRegister: {
      code: 'spjkCameraRegisterManager',
      group: 'spjkManager',
      order: 1,
      title: { zh: '摄像头登记', en: 'Camera Registration' },
    },
    sbglDevice: { code: 'sbglDeviceManager', group: 'sbglManager', title: { zh: '设备信息', en: 'Devices' } },
    sbglSparePart: { code: 'sbglSparePartManager', group: 'sbglManager', title: { zh: '备件信息', en: 'Spare Parts' } },
    sbglDeviceRecord: {
      code: 'sbglDeviceRecordManager',
      group: 'sbglManager',
      title: { zh: '设备记录', en: 'Device Records' },
    },
    sbglSparePartRecord: {
      code: 'sbglSparePartRecordManager',
      group: 'sbglManager',
      title: { zh: '备件记录', en: 'Spare-Part Records' },
    },
    sbglSimCard: { code: 'sbglSimCardManager', group: 'sbglManager', title: { zh: 'SIM卡管理', en: 'SIM Cards' } },
    hjDeviceRegister: {
      code: 'hjDeviceRegisterManager',
      group: 'hjManager',
      order: 6,
      title: { zh: '设备登记', en: 'Device Registration' },
    },
    hjDeviceRealtimeState: {
      code: 'hjDeviceRealtimeStateManager',
      group: 'hjManager',
      order: 17,
      title: { zh: '设备实时状态', en: 'Device Real-time State' },
      topics: ['hj.state'],
    },
    hjDeviceHistoryState: {
      code: 'hjDeviceHistoryStateManager',
      group: 'hjManager',
      order: 18,
      title: { zh: '设备历史状态', en: 'Device State History' },
    },
    znysDeviceRegister: {
      code: 'znysDeviceRegisterManager',
      group: 'znysDeviceDirManager',
      order: 1,
      title: { zh: '设备登记', en: 'Device Registration' },
    },
    znysCameraRegister: {
      code: 'znysCameraRegisterManager',
      group: 'znysDeviceDirManager',
      order: 2,
      title: { zh: '摄像头登记', en: 'Camera Registration' },
    },
    znysDeviceStateRealtime: {
      code: 'znysDeviceStateRealtimeManager',
      group: 'znysDeviceDirManager',
      order: 5,
      title: { zh: '设备状态实时数据', en: 'Device State (Real-time)' },
      topics: ['znys.state'],
    },
    znysDeviceStateHistory: {
      code: 'znysDeviceStateHistoryManager',
      group: 'znysDeviceDirManager',
      order: 6,
      title: { zh: '设备状态历史数据', en: 'Device State (History)' },
    },
    znysTabletState: {
      code: 'znysTabletStateManager',
      group: 'znysDeviceDirManager',
      order: 8,
      title: { zh: '平板状态', en: 'Tablet State' },
      topics: ['znys.state'],
    },
    zdDevice: { code: 'zdDeviceManager', group: 'zdManager', order: 1, title: { zh: '设备信息', en: 'Devices' } },
    ddcDevice: {
      code: 'ddcDeviceManager',
      group: 'DDCMonitorManager',
      order: 2,
      title: { zh: '设备信息', en: 'Devices' },
    },
    znysDeviceStateStatistics: {
      code: 'znysDeviceStateStatisticsManager',
      group: 'znysDeviceDirManager',
      order: 7,
      title: { zh: '设备状态统计', en: 'Device State Statistics' },
    },
  },
});
