import type { StatsPanelDef } from '../screen-defs';

/** A panel of one view of a site-wide chart answer (`lib/platform/chart-answer.ts`): the panel's key is the view. */
export const chartPanel = (api: string, view: string, zh: string, en: string, kpis = false): StatsPanelDef => ({
  key: view,
  api,
  view,
  title: { zh, en },
  kpis,
});
