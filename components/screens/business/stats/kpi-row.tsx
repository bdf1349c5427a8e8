'use client';

import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { StatsPanelDef } from '../resource-def';
import { panelView, type BaseWords } from './stats-views';
import { useAnswerWords } from './use-answer-words';
import { type StatsFilters, type StatsPage, usePanelData } from './use-panel-data';

type Props = { page: StatsPage; filters: StatsFilters; panel: StatsPanelDef; w: BaseWords; enabled: boolean };

/** The KPI cards of one panel's answer (the same request as the panel's). */
export function PanelKpis({ page, filters, panel, w: base, enabled }: Props) {
  const reply = usePanelData(page, filters, panel, enabled);
  const data = reply.data?.data;
  const { w, loading } = useAnswerWords(base, data);
  const kpis = useMemo(() => (data && !loading ? panelView(panel.kind, data, w, panel.view, page.empty).kpis : []), [data, loading, panel.kind, panel.view, page.empty, w]);
  return kpis.map((k) => (
    <Paper key={k.key} variant="outlined" role="group" aria-label={k.label} sx={{ px: 2, py: 1, minWidth: 150 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {k.label}
      </Typography>
      <Typography variant="h5" component="p" data-kpi={k.key}>
        {k.value}
        {k.unit && (
          <Typography component="span" variant="body2" sx={{ ml: 0.5, color: 'text.secondary' }}>
            {k.unit}
          </Typography>
        )}
      </Typography>
    </Paper>
  ));
}
