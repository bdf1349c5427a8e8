import { definePages } from '../page';

/** The quality module's sidebar groups and pages. */
export const qualityPages = definePages({
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
  pages: {
    hjWarningSms: {
      code: 'hjWarningSmsManager',
      group: 'hjManager',
      order: 12,
      title: { zh: '预警短信', en: 'Warning SMS' },
    },
    pdcaProblemRecord: {
      code: 'pdcaProblemRecordManager',
      group: 'pdcaManager',
      order: 1,
      title: { zh: '问题处理记录', en: 'Issue Records' },
      topics: ['problem'],
    },
    pdcaRectifyStatistics: {
      code: 'pdcaRectifyStatisticsManager',
      group: 'pdcaManager',
      order: 2,
      title: { zh: '整改统计', en: 'Rectification Statistics' },
      topics: ['problem'],
    },
    pdcaSpecialSection: {
      code: 'pdcaSpecialSectionManager',
      group: 'pdcaManager',
      order: 3,
      title: { zh: '特殊路段设置', en: 'Special Road Sections' },
    },
    pdcaSmsRecord: {
      code: 'pdcaSmsRecordManager',
      group: 'pdcaManager',
      order: 6,
      title: { zh: '短信发送记录', en: 'SMS Records' },
    },
    pdcaAlarmStatistics: {
      code: 'pdcaAlarmStatisticsManager',
      group: 'pdcaManager',
      order: 7,
      title: { zh: '报警统计', en: 'Alarm Statistics' },
    },
    hjPdcaProblemRecord: {
      code: 'hjPdcaProblemRecordManager',
      group: 'hjPdcaManager',
      order: 1,
      title: { zh: '问题处理记录', en: 'Issue Records' },
      topics: ['problem'],
    },
    hjPdcaRectifyStatistics: {
      code: 'hjPdcaRectifyStatisticsManager',
      group: 'hjPdcaManager',
      order: 2,
      title: { zh: '整改统计', en: 'Rectification Statistics' },
      topics: ['problem'],
    },
    hjPdcaSpecialSection: {
      code: 'hjPdcaSpecialSectionManager',
      group: 'hjPdcaManager',
      order: 3,
      title: { zh: '特殊路段设置', en: 'Special Road Sections' },
    },
    hjPdcaSmsRecord: {
      code: 'hjPdcaSmsRecordManager',
      group: 'hjPdcaManager',
      order: 6,
      title: { zh: '短信发送记录', en: 'SMS Records' },
    },
    hjPdcaAlarmStatistics: {
      code: 'hjPdcaAlarmStatisticsManager',
      group: 'hjPdcaManager',
      order: 7,
      title: { zh: '报警统计', en: 'Alarm Statistics' },
    },
    trendAlarmGrade: {
      code: 'trendAlarmGradeManager',
      group: 'trendChartManager',
      title: { zh: '报警等级', en: 'Alarm Grades' },
    },
    trendAlarmTrend: {
      code: 'trendAlarmTrendManager',
      group: 'trendChartManager',
      title: { zh: '报警趋势', en: 'Alarm Trend' },
    },
    trendRollerPassRatio: {
      code: 'trendRollerPassRatioManager',
      group: 'trendChartManager',
      title: { zh: '碾压遍数合格率', en: 'Roller-Pass Ratio' },
    },
    trendWorkCompliance: {
      code: 'trendWorkComplianceManager',
      group: 'trendChartManager',
      title: { zh: '作业达标率', en: 'Work Compliance Rate' },
    },
    trendWorkScore: {
      code: 'trendWorkScoreManager',
      group: 'trendChartManager',
      title: { zh: '作业评分', en: 'Work Score' },
    },
  },
});
