import { defineModule } from '@/lib/routes/manifest';

export default defineModule({
  code: 'reports',
  groups: [],
  pages: [
    {
      code: 'znysReportManager',
      group: 'znysManager',
      order: 7,
      title: { zh: '报表管理', en: 'Reports' },
      body: { kind: 'report', def: 'pages/compaction-report#znysReport' },
    },
    {
      code: 'hjRammingReportManager',
      group: 'hjReportDirManager',
      order: 1,
      title: { zh: '夯击明细报表', en: 'Ramming Details' },
      body: { kind: 'report', def: 'pages/ramming-report#hjRammingReport' },
    },
    {
      code: 'pdcaReportEmailManager',
      group: 'pdcaManager',
      order: 4,
      title: { zh: '报表邮件发送', en: 'Report E-mail' },
      body: { kind: 'resource', def: 'pages/report-email#znysReportEmail' },
    },
    {
      code: 'pdcaEmailRecordManager',
      group: 'pdcaManager',
      order: 5,
      title: { zh: '邮件发送记录', en: 'E-mail Records' },
      body: { kind: 'resource', def: 'pages/report-email#znysEmailRecord' },
    },
    {
      code: 'hjPdcaReportEmailManager',
      group: 'hjPdcaManager',
      order: 4,
      title: { zh: '报表邮件发送', en: 'Report E-mail' },
      body: { kind: 'resource', def: 'pages/report-email#hjReportEmail' },
    },
    {
      code: 'hjPdcaEmailRecordManager',
      group: 'hjPdcaManager',
      order: 5,
      title: { zh: '邮件发送记录', en: 'E-mail Records' },
      body: { kind: 'resource', def: 'pages/report-email#hjEmailRecord' },
    },
  ],
});
