import { compactionPages } from '@console/contract/compaction/pages';
import { defineModule } from '@/lib/routes/manifest';

/**
 * What draws each of the module's pages (declared in the contract): a kit kind with its definition, or a screen of its
 * own.
 */
export default defineModule(compactionPages, {
  znysDeviceStateMonitor: { kind: 'screen', screen: 'pages/device-board-screen#DeviceBoardScreen' },
  znysProcess: { kind: 'resource', def: 'pages/processes#znysProcess' },
  znysProcessMonitor: {
    kind: 'screen',
    screen: 'pages/process-monitor-screen#ProcessMonitorScreen',
    def: 'pages/process-monitor#znysProcessMonitor',
  },
  znysNewProcess: { kind: 'resource', def: 'pages/basedata#processTemplate' },
  znysRealtimeStakeMap: { kind: 'screen', screen: 'pages/stake-strip-screen#StakeStripScreen' },
  znysRollerModel: { kind: 'resource', def: 'pages/config#rollerModel' },
  znysDeviceDirStateMonitor: { kind: 'screen', screen: 'pages/device-board-screen#DeviceBoardScreen' },
  znysGroupTemplate: { kind: 'resource', def: 'pages/group-templates#groupTemplate' },
  znysDeviceGroup: { kind: 'resource', def: 'pages/groups#znysGroup' },
  znysGroupHistory: { kind: 'resource', def: 'pages/groups#groupHistory' },
  znysStakeArea: { kind: 'resource', def: 'pages/basedata#stakeArea' },
  znysLoginLog: { kind: 'resource', def: 'pages/logs#loginLog' },
  znysProcessLog: { kind: 'resource', def: 'pages/logs#processLog' },
  znysReportCondition: { kind: 'resource', def: 'pages/basedata#reportCondition' },
  znysMessage: { kind: 'resource', def: 'pages/basedata#message' },
  znysDefaultColor: { kind: 'resource', def: 'pages/config#colourBand' },
  znysRealtimeData: { kind: 'resource', def: 'pages/roller-data#znysFixLatest' },
  znysHistoryData: { kind: 'resource', def: 'pages/roller-data#znysFixHistory' },
  znysReceivedData: { kind: 'resource', def: 'pages/roller-data#znysPackets' },
  zdGroup: { kind: 'resource', def: 'pages/groups#zdGroup' },
  zdProcess: { kind: 'resource', def: 'pages/processes#zdProcess' },
  zdProcessMonitor: {
    kind: 'screen',
    screen: 'pages/process-monitor-screen#ProcessMonitorScreen',
    def: 'pages/process-monitor#zdProcessMonitor',
  },
  zdWorkInfo: { kind: 'resource', def: 'pages/zd-work-areas#zdWorkInfo' },
  zdRawData: { kind: 'resource', def: 'pages/roller-data#zdFixRaw' },
});
