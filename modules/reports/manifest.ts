import { reportsPages } from '@console/contract/reports/pages';
import { defineModule } from '@/lib/routes/manifest';

/**
 * What draws each of the module's pages (declared in the contract): a kit kind with its definition, or a screen of its
 * own.
 */
export default defineModule(reportsPages, {
  znysReport: { kind: 'report', def: 'pages/compaction-report#znysReport' },
  hjRammingReport: { kind: 'report', def: 'pages/ramming-report#hjRammingReport' },
  pdcaReportEmail: { kind: 'resource', def: 'pages/report-email#znysReportEmail' },
  pdcaEmailRecord: { kind: 'resource', def: 'pages/report-email#znysEmailRecord' },
  hjPdcaReportEmail: { kind: 'resource', def: 'pages/report-email#hjReportEmail' },
  hjPdcaEmailRecord: { kind: 'resource', def: 'pages/report-email#hjEmailRecord' },
  ylcFleetReport: { kind: 'report', def: 'pages/fleet-report#ylcFleetReport' },
  ylcReportEmail: { kind: 'resource', def: 'pages/report-email#ylcReportEmail' },
  ylcEmailRecord: { kind: 'resource', def: 'pages/report-email#ylcEmailRecord' },
});
