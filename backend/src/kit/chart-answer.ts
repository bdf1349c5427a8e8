/*
 * The answer of the site-wide statistics reads (trend and alarm-statistics pages): KPIs and named views,
 * each a chart and the table of its numbers. Names are tokens the console translates: `@key` a message of
 * its statistics namespace, `dict:<type>:<code>` a dictionary label, anything else is shown as it is
 * (a day, a device code).
 */

export type Cell = string | number | null;

export interface Series {
  key: string;
  name: string;
  data: (number | null)[];
  /** Bars of one stack are drawn on top of each other. */
  stack?: string;
  /** Drawn as a line over bars (a moving average, a cumulative share). */
  line?: boolean;
}

export interface Chart {
  type: 'bar' | 'line' | 'pie';
  /** Category axis: days, devices, types (names as tokens). */
  x: string[];
  /** Value axis name and unit. */
  y: string;
  unit?: string;
  series: Series[];
  /** A horizontal target line. */
  reference?: { value: number; name: string };
}

export interface Column {
  key: string;
  name: string;
  numeric?: boolean;
  unit?: string;
}

export interface View {
  chart: Chart;
  table: { columns: Column[]; rows: Record<string, Cell>[] };
  /** Nothing to draw: the console shows its empty state. */
  empty: boolean;
}

export interface Kpi {
  key: string;
  name: string;
  value: number | null;
  unit?: string;
}

export const column = (key: string, name = `@${key}`, unit?: string): Column => ({
  key,
  name,
  numeric: true,
  ...(unit ? { unit } : {}),
});
export const textColumn = (key: string, name = `@${key}`): Column => ({ key, name });
