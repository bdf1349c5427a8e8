'use client';

import { useMemo } from 'react';
import type { StatsPanelDef } from '../resource-def';
import { panelView, type BaseWords } from './stats-views';
import { useAnswerWords } from './use-answer-words';
import { type StatsFilters, type StatsPage, usePanelData } from './use-panel-data';
import { KpiCard } from './kpi-card';

type Props = { page: StatsPage; filters: StatsFilters; panel: StatsPanelDef; w: BaseWords; enabled: boolean };

/** The KPI cards of one panel's answer (the same request as the panel's). */
export function PanelKpis({ page, filters, panel, w: base, enabled }: Props) {
  const reply = usePanelData(page, filters, panel, enabled);
  const data = reply.data?.data;
  const { w, loading } = useAnswerWords(base, data);
  const kpis = useMemo(
    () => (data && !loading ? panelView(panel.kind, data, w, panel.view, page.empty).kpis : []),
    [data, loading, panel.kind, panel.view, page.empty, w],
  );
  return kpis.map((k) => (
    <KpiCard key={k.key} id={k.key} label={k.label} value={k.value} unit={k.unit} minWidth={150} />
  ));
}
