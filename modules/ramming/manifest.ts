import { rammingPages } from '@console/contract/ramming/pages';
import { defineModule } from '@/lib/routes/manifest';

/**
 * What draws each of the module's pages (declared in the contract): a kit kind with its definition, or a screen of its
 * own.
 */
export default defineModule(rammingPages, {
  hjStakeInfo: { kind: 'resource', def: 'pages/areas#hjPoint' },
  hjGlobalConfig: { kind: 'settings', def: 'pages/settings#hjConfig' },
  hjStandardConfig: { kind: 'resource', def: 'pages/standards#hjStandard' },
  hjDropDistanceConfig: { kind: 'resource', def: 'pages/standards#hjDropStandard' },
  hjDeviceArea: { kind: 'resource', def: 'pages/areas#hjArea' },
  hjProcess: { kind: 'resource', def: 'pages/processes#hjProcess' },
  hjProcessChangeLog: { kind: 'resource', def: 'pages/processes#hjProcessLog' },
  hjHammerStandard: { kind: 'resource', def: 'pages/standards#hjHammerStandard' },
  hjProcessMonitor: {
    kind: 'screen',
    screen: 'pages/ramming-monitor-screen#RammingMonitorScreen',
    def: 'pages/monitor#hjMonitor',
  },
  hjMonitorRawData: { kind: 'resource', def: 'pages/data#hjRawHit' },
  hjMonitorRealData: { kind: 'resource', def: 'pages/data#hjHit' },
  hjDataAnalysis: {
    kind: 'screen',
    screen: 'pages/ramming-analysis-screen#RammingAnalysisScreen',
    def: 'pages/monitor#hjAnalysis',
  },
  hjHammerStandardLog: { kind: 'resource', def: 'pages/standards#hjHammerStandardLog' },
  hjDeviceExchangeLog: { kind: 'resource', def: 'pages/processes#hjDeviceExchange' },
  ddcConfig: { kind: 'settings', def: 'pages/settings#ddcConfig' },
  ddcArea: { kind: 'resource', def: 'pages/areas#ddcArea' },
  ddcProcess: { kind: 'resource', def: 'pages/processes#ddcProcess' },
  ddcProcessChangeLog: { kind: 'resource', def: 'pages/processes#ddcProcessLog' },
  ddcHammerStandard: { kind: 'resource', def: 'pages/standards#ddcHammerStandard' },
  ddcProcessMonitor: {
    kind: 'screen',
    screen: 'pages/ramming-monitor-screen#RammingMonitorScreen',
    def: 'pages/monitor#ddcMonitor',
  },
  ddcRawData: { kind: 'resource', def: 'pages/data#ddcRawEvent' },
  ddcRealData: { kind: 'resource', def: 'pages/data#ddcPile' },
  ddcDataAnalysis: {
    kind: 'screen',
    screen: 'pages/ramming-analysis-screen#RammingAnalysisScreen',
    def: 'pages/monitor#ddcAnalysis',
  },
  hjStatistics: { kind: 'stats', def: 'pages/statistics#rammingStatistics' },
  hjWorkStatistics: { kind: 'stats', def: 'pages/statistics#rammingWork' },
});
