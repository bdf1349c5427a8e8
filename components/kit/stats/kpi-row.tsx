'use client';

import { useMemo } from 'react';
import type { StatsPanelDef } from '../screen-defs';
import { chartKind } from './chart-kind';
import type { BaseWords } from './panel-view';
import { useAnswerWords } from './use-answer-words';
import { type StatsFilters, type StatsPage, usePanelData } from './use-panel-data';
import { KpiCard } from './kpi-card';

type Props = { page: StatsPage; filters: StatsFilters; panel: StatsPanelDef; w: BaseWords; enabled: boolean };

/** The KPI cards of one panel's answer (the same request as the panel's). */
export function PanelKpis({ page, filters, panel, w: base, enabled }: Props) {
  const reply = usePanelData(page, filters, panel, enabled);
  const data = reply.data?.data;
  const { w, loading } = useAnswerWords(base, data, page.dicts);
  const kind = panel.kind ?? (chartKind as typeof panel.kind & object);
  const kpis = useMemo(
    () => (data && !loading ? kind.view(data, w, panel.view, page.empty).kpis : []),
    [data, loading, kind, panel.view, page.empty, w],
  );
  return kpis.map((k) => (
    <KpiCard key={k.key} id={k.key} label={k.label} value={k.value} unit={k.unit} minWidth={150} />
  ));
}
