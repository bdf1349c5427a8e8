import { definePages } from '../page';

/** The reports module's sidebar groups and pages. */
export const reportsPages = definePages({
  code: 'reports',
  groups: [],
  pages: {
    znysReport: { code: 'znysReportManager', group: 'znysManager', order: 7, title: { zh: '报表管理', en: 'Reports' } },
    hjRammingReport: {
      code: 'hjRammingReportManager',
      group: 'hjReportDirManager',
      order: 1,
      title: { zh: '夯击明细报表', en: 'Ramming Details' },
    },
    pdcaReportEmail: {
      code: 'pdcaReportEmailManager',
      group: 'pdcaManager',
      order: 4,
      title: { zh: '报表邮件发送', en: 'Report E-mail' },
    },
    pdcaEmailRecord: {
      code: 'pdcaEmailRecordManager',
      group: 'pdcaManager',
      order: 5,
      title: { zh: '邮件发送记录', en: 'E-mail Records' },
    },
    hjPdcaReportEmail: {
      code: 'hjPdcaReportEmailManager',
      group: 'hjPdcaManager',
      order: 4,
      title: { zh: '报表邮件发送', en: 'Report E-mail' },
    },
    hjPdcaEmailRecord: {
      code: 'hjPdcaEmailRecordManager',
      group: 'hjPdcaManager',
      order: 5,
      title: { zh: '邮件发送记录', en: 'E-mail Records' },
    },
    ylcFleetReport: {
      code: 'ylcFleetReportManager',
      group: 'ylcManager',
      order: 11,
      title: { zh: '车辆报表', en: 'Fleet Reports' },
    },
    ylcReportEmail: {
      code: 'ylcReportEmailManager',
      group: 'ylcManager',
      order: 12,
      title: { zh: '报表邮件发送', en: 'Report E-mail' },
    },
    ylcEmailRecord: {
      code: 'ylcEmailRecordManager',
      group: 'ylcManager',
      order: 13,
      title: { zh: '邮件发送记录', en: 'E-mail Records' },
    },
  },
});
