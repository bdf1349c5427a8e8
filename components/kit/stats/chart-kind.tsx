'use client';

import type { ChartAnswer } from '@/lib/platform/chart-answer';
import { chartPanelView } from './chart-view';
import type { PanelKind } from './panel-view';
import { SiteChart } from './site-chart';

/** The kit's own panel kind: a view (the panel's `view`) of a site-wide answer that names its own chart and table. */
export const chartKind: PanelKind<ChartAnswer> = {
  view: (data, w, option, empty) => chartPanelView(data, w, option, empty ?? 'noData'),
  Chart: ({ data, w, option, height }) => <SiteChart data={data} view={option} w={w} height={height} />,
};
