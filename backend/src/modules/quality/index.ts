import { alarmSource, problemSources } from './live.js';
import type { BackendModule } from '../module.js';
import { qualityPages } from '@console/contract/quality/pages';
import { alarmAckElements, alarmAckRoutes } from './alarm-ack.js';
import { alarmStatsRoutes } from './alarm-stats.js';
import { noticeRoutes } from './notices.js';
import { problemStatsRoutes } from './problem-stats.js';
import { siteNow } from '../../kit/site-clock.js';
import { problemResources, problemsSettled, registerSiteNow, settleProblems } from './problems.js';
import { attachSmsOutbox, SmsOutbox } from './sms.js';
import { migrate, schema } from './schema.js';
import { smsGroupResources, smsRecordResources } from './sms-groups.js';
import { specialSectionResources } from './special-sections.js';

/**
 * The quality loop: alarms, problems and their closure workflow, special sections, warning SMS, the alarm and
 * rectification statistics.
 */
export const quality: BackendModule = {
  code: qualityPages.code,
  schema,
  migrate,
  resources: [...smsGroupResources, ...smsRecordResources, ...problemResources, ...specialSectionResources],
  routes: [...alarmStatsRoutes, ...problemStatsRoutes, ...noticeRoutes, ...alarmAckRoutes],
  elements: alarmAckElements,
  attach: registerSiteNow,
  start(app) {
    const outbox = new SmsOutbox(app.store, app.config.smsGateway, app.config.mail, () => siteNow(app), app.logError);
    attachSmsOutbox(app.store, outbox);
    // As the simulator writes, its alarms become problems (and their SMS go out) and the site's people act on them;
    // the pages that show problems only read. The write waits for its turn beside the simulator's, never blocking.
    const stopSettling = app.sim?.onAdvance(async () => {
      if (!problemsSettled(app.store, app)) await app.store.inWriteTurn(() => settleProblems(app.store, app));
    });
    if (app.config.smsGateway) outbox.schedule();
    return () => {
      stopSettling?.();
      return outbox.stop();
    };
  },
  live: () => [alarmSource(), ...problemSources()],
};

/** What other modules use of quality: alarm numbers, and turning a module's alarms into problems. */
export { alarmNo } from './rules/alarms.js';
export { promoteAlarms } from './problems.js';
