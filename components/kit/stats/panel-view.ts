import type { ComponentType } from 'react';

/**
 * What a panel kind shows of its platform answer besides the chart: the table of its numbers (also its CSV)
 * and its KPI cards. Pure, so the numbers a user copies into a report are tested as such. The kit knows one
 * kind, the site-wide chart answer (`chart-kind.tsx`); a module brings its own (the plants' panels).
 */

export interface StatsColumn {
  key: string;
  title: string;
  numeric?: boolean;
}
export type StatsRow = Record<string, string | number | null>;
export interface StatsTable {
  columns: StatsColumn[];
  rows: StatsRow[];
}
export interface Kpi {
  key: string;
  label: string;
  value: string | number;
  unit?: string;
}
export interface PanelView {
  table: StatsTable;
  kpis: Kpi[];
  /** Why there is nothing to draw, as a `stats` message key; undefined when there is. */
  empty?: string;
}

/** The `stats` messages a view needs and the page's language. */
export interface BaseWords {
  t: (key: string, values?: Record<string, string | number>) => string;
  locale: 'zh' | 'en';
}
/** …and the dictionary's label of a code (`useAnswerWords`), in that language. */
export interface Words extends BaseWords {
  dict: (type: string, code: unknown) => string;
}

export const withUnit = (title: string, unit: string | undefined) => (unit ? `${title} (${unit})` : title);
export const num = (key: string, title: string): StatsColumn => ({ key, title, numeric: true });

/** A panel kind: how an answer is read (`view`: its table and KPI cards) and drawn (`Chart`). */
export interface PanelKind<T = never> {
  /** `option`: the panel definition's `view` (a chart answer's named view); `empty`: the page's empty-state key. */
  view(data: T, w: Words, option?: string, empty?: string): PanelView;
  Chart: ComponentType<{ data: T; w: Words; option?: string; height: number }>;
  /** Other granularities than the day the panel can be read in (`granularity=` on its read). */
  granularities?: readonly string[];
}
