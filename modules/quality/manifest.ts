import { qualityPages } from '@console/contract/quality/pages';
import { defineModule } from '@/lib/routes/manifest';

/**
 * What draws each of the module's pages (declared in the contract): a kit kind with its definition, or a screen of its
 * own.
 */
export default defineModule(qualityPages, {
  hjWarningSms: { kind: 'resource', def: 'pages/sms-groups#smsGroup' },
  pdcaProblemRecord: { kind: 'resource', def: 'pages/problems#znysProblems' },
  pdcaRectifyStatistics: { kind: 'stats', def: 'pages/site-stats#znysRectifyStatistics' },
  pdcaSpecialSection: { kind: 'resource', def: 'pages/special-sections#znysSpecialSections' },
  pdcaSmsRecord: { kind: 'resource', def: 'pages/sms-records#znysSmsRecords' },
  pdcaAlarmStatistics: { kind: 'stats', def: 'pages/site-stats#znysAlarmStatistics' },
  hjPdcaProblemRecord: { kind: 'resource', def: 'pages/problems#hjProblems' },
  hjPdcaRectifyStatistics: { kind: 'stats', def: 'pages/site-stats#hjRectifyStatistics' },
  hjPdcaSpecialSection: { kind: 'resource', def: 'pages/special-sections#hjSpecialSections' },
  hjPdcaSmsRecord: { kind: 'resource', def: 'pages/sms-records#hjSmsRecords' },
  hjPdcaAlarmStatistics: { kind: 'stats', def: 'pages/site-stats#hjAlarmStatistics' },
  trendAlarmGrade: { kind: 'stats', def: 'pages/site-stats#alarmGrade' },
  trendAlarmTrend: { kind: 'stats', def: 'pages/site-stats#alarmTrend' },
  trendRollerPassRatio: { kind: 'stats', def: 'pages/site-stats#passRatio' },
  trendWorkCompliance: { kind: 'stats', def: 'pages/site-stats#workCompliance' },
  trendWorkScore: { kind: 'stats', def: 'pages/site-stats#workScore' },
});
