import { reportsPages } from '@console/contract/reports/pages';
import type { BackendModule } from '../module.js';
import { mailElements, mailResources, mailRoutes } from './mail-routes.js';
import { startMailScheduler } from './report-mail.js';
import { closeTransports } from '../../kit/mail.js';
import { reportRoutes } from './routes.js';
import { migrate, schema } from './schema.js';

/** The printable reports (compaction, ramming, fleet) and the report e-mail tasks with their send records. */
export const reports: BackendModule = {
  code: reportsPages.code,
  schema,
  migrate,
  resources: mailResources,
  routes: [...reportRoutes, ...mailRoutes],
  elements: mailElements,
  start(app) {
    const stop = startMailScheduler(app, app.config.mailCheckMs);
    return () => {
      stop();
      closeTransports();
    };
  },
};
