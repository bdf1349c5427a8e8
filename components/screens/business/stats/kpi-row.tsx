'use client';

import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { StatsPanelDef } from '../resource-def';
import { panelView, type Words } from './stats-views';
import { type StatsFilters, usePanelData } from './use-panel-data';

type Props = { plantType: string; filters: StatsFilters; panel: StatsPanelDef; w: Words; enabled: boolean };

/** The KPI cards of one panel's answer (the same request as the panel's). */
export function PanelKpis({ plantType, filters, panel, w, enabled }: Props) {
  const reply = usePanelData(plantType, filters, panel, enabled);
  const data = reply.data?.data;
  const kpis = useMemo(() => (data ? panelView(panel.kind, data, w).kpis : []), [data, panel.kind, w]);
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
