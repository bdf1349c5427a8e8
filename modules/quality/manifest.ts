import { defineModule } from '@/lib/routes/manifest';

export default defineModule({
  code: 'quality',
  groups: [
    { code: 'pdcaManager', title: { zh: 'PDCA问题处理', en: 'PDCA Issue Handling' }, icon: 'loop', order: 16 },
    {
      code: 'hjPdcaManager',
      title: { zh: '强夯PDCA问题处理', en: 'Dynamic Compaction PDCA' },
      icon: 'checklist',
      order: 17,
    },
    { code: 'trendChartManager', title: { zh: '趋势图', en: 'Trend Charts' }, icon: 'trend', order: 18 },
  ],
  pages: [
    {
      code: 'hjWarningSmsManager',
      group: 'hjManager',
      order: 12,
      title: { zh: '预警短信', en: 'Warning SMS' },
      body: { kind: 'resource', def: 'pages/sms-groups#smsGroup' },
    },
    {
      code: 'pdcaProblemRecordManager',
      group: 'pdcaManager',
      title: { zh: '问题处理记录', en: 'Issue Records' },
      body: { kind: 'resource', def: 'pages/problems#znysProblems' },
    },
    {
      code: 'pdcaRectifyStatisticsManager',
      group: 'pdcaManager',
      title: { zh: '整改统计', en: 'Rectification Statistics' },
      body: { kind: 'stats', def: 'pages/site-stats#znysRectifyStatistics' },
    },
    {
      code: 'pdcaSpecialSectionManager',
      group: 'pdcaManager',
      title: { zh: '特殊路段设置', en: 'Special Road Sections' },
      body: { kind: 'resource', def: 'pages/special-sections#znysSpecialSections' },
    },
    {
      code: 'pdcaReportEmailManager',
      group: 'pdcaManager',
      title: { zh: '报表邮件发送', en: 'Report E-mail' },
      body: { kind: 'resource', def: 'pages/report-email#znysReportEmail' },
    },
    {
      code: 'pdcaEmailRecordManager',
      group: 'pdcaManager',
      title: { zh: '邮件发送记录', en: 'E-mail Records' },
      body: { kind: 'resource', def: 'pages/report-email#znysEmailRecord' },
    },
    {
      code: 'pdcaSmsRecordManager',
      group: 'pdcaManager',
      title: { zh: '短信发送记录', en: 'SMS Records' },
      body: { kind: 'resource', def: 'pages/sms-records#znysSmsRecords' },
    },
    {
      code: 'pdcaAlarmStatisticsManager',
      group: 'pdcaManager',
      title: { zh: '报警统计', en: 'Alarm Statistics' },
      body: { kind: 'stats', def: 'pages/site-stats#znysAlarmStatistics' },
    },
    {
      code: 'hjPdcaProblemRecordManager',
      group: 'hjPdcaManager',
      title: { zh: '问题处理记录', en: 'Issue Records' },
      body: { kind: 'resource', def: 'pages/problems#hjProblems' },
    },
    {
      code: 'hjPdcaRectifyStatisticsManager',
      group: 'hjPdcaManager',
      title: { zh: '整改统计', en: 'Rectification Statistics' },
      body: { kind: 'stats', def: 'pages/site-stats#hjRectifyStatistics' },
    },
    {
      code: 'hjPdcaSpecialSectionManager',
      group: 'hjPdcaManager',
      title: { zh: '特殊路段设置', en: 'Special Road Sections' },
      body: { kind: 'resource', def: 'pages/special-sections#hjSpecialSections' },
    },
    {
      code: 'hjPdcaReportEmailManager',
      group: 'hjPdcaManager',
      title: { zh: '报表邮件发送', en: 'Report E-mail' },
      body: { kind: 'resource', def: 'pages/report-email#hjReportEmail' },
    },
    {
      code: 'hjPdcaEmailRecordManager',
      group: 'hjPdcaManager',
      title: { zh: '邮件发送记录', en: 'E-mail Records' },
      body: { kind: 'resource', def: 'pages/report-email#hjEmailRecord' },
    },
    {
      code: 'hjPdcaSmsRecordManager',
      group: 'hjPdcaManager',
      title: { zh: '短信发送记录', en: 'SMS Records' },
      body: { kind: 'resource', def: 'pages/sms-records#hjSmsRecords' },
    },
    {
      code: 'hjPdcaAlarmStatisticsManager',
      group: 'hjPdcaManager',
      title: { zh: '报警统计', en: 'Alarm Statistics' },
      body: { kind: 'stats', def: 'pages/site-stats#hjAlarmStatistics' },
    },
    {
      code: 'trendAlarmGradeManager',
      group: 'trendChartManager',
      title: { zh: '报警等级', en: 'Alarm Grades' },
      body: { kind: 'stats', def: 'pages/site-stats#alarmGrade' },
    },
    {
      code: 'trendAlarmTrendManager',
      group: 'trendChartManager',
      title: { zh: '报警趋势', en: 'Alarm Trend' },
      body: { kind: 'stats', def: 'pages/site-stats#alarmTrend' },
    },
    {
      code: 'trendRollerPassRatioManager',
      group: 'trendChartManager',
      title: { zh: '碾压遍数合格率', en: 'Roller-Pass Ratio' },
      body: { kind: 'stats', def: 'pages/site-stats#passRatio' },
    },
    {
      code: 'trendWorkComplianceManager',
      group: 'trendChartManager',
      title: { zh: '作业达标率', en: 'Work Compliance Rate' },
      body: { kind: 'stats', def: 'pages/site-stats#workCompliance' },
    },
    {
      code: 'trendWorkScoreManager',
      group: 'trendChartManager',
      title: { zh: '作业评分', en: 'Work Score' },
      body: { kind: 'stats', def: 'pages/site-stats#workScore' },
    },
  ],
});
