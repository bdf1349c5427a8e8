import type { ChartAnswer, ChartView } from '@/lib/platform/chart-answer';
import type { Kpi, PanelView, StatsRow, Words } from './panel-view';

/**
 * The `chart` panel kind: a view of a site-wide answer that names its own chart and table. Names are
 * tokens (`@key` a `stats.name` message, `dict:<type>:<code>` a dictionary label, else shown as they
 * are), resolved here so the table, its CSV and the chart say the same.
 */

export function nameOf(token: string, w: Words): string {
  if (token.startsWith('@')) return w.t(`name.${token.slice(1)}`);
  if (token.startsWith('dict:')) {
    const [, dict, code] = token.split(':');
    return w.dict(dict ?? '', code);
  }
  return token;
}

const withUnit = (title: string, unit?: string) => (unit ? `${title} (${unit})` : title);
const cellOf = (value: unknown, w: Words): string | number | null =>
  typeof value === 'string' ? nameOf(value, w) : typeof value === 'number' ? value : null;

export function chartPanelView(answer: ChartAnswer, w: Words, view: string | undefined, empty: string): PanelView {
  const v: ChartView | undefined = view ? answer.views[view] : undefined;
  const kpis: Kpi[] = answer.kpis.map((k) => ({
    key: k.key,
    label: nameOf(k.name, w),
    value: k.value ?? '—',
    unit: k.value === null || k.value === undefined ? undefined : k.unit,
  }));
  if (!v) return { table: { columns: [], rows: [] }, kpis, empty: empty as PanelView['empty'] };
  return {
    table: {
      columns: v.table.columns.map((c) => ({
        key: c.key,
        title: withUnit(nameOf(c.name, w), c.unit),
        numeric: c.numeric,
      })),
      rows: v.table.rows.map(
        (row) => Object.fromEntries(v.table.columns.map((c) => [c.key, cellOf(row[c.key], w)])) as StatsRow,
      ),
    },
    kpis,
    empty: v.empty ? (empty as PanelView['empty']) : undefined,
  };
}
