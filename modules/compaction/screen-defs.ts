import type { Title } from '@/lib/routes/catalogue';
import type { GridMetric } from '@/lib/platform/grid';

/**
 * A live process monitor (LiveMapScreen, rollers and raster): the site plan, work areas, their grids and the rollers.
 */
export interface ProcessMonitorDef {
  domain: 'znys' | 'zd';
  overviewApi: string;
  /** With `{id}` for the work area. */
  gridApi: string;
  cellApi: string;
  colourApi: string;
  positionTopic: string;
  /** The live deltas of the grids of the areas being rolled. */
  gridTopic: string;
  metrics: readonly GridMetric[];
  /** A metric drawn with another metric's colour table (vibratory passes with the passes' bands). */
  bandsOf?: Partial<Record<GridMetric, GridMetric>>;
  /** KPI cards the domain has (earthwork has no temperature). */
  kpis: readonly ('activeAreas' | 'passRate' | 'underRate' | 'speedRate' | 'tempRate')[];
}

/**
 * A work area's grid in a row's drawer (作业信息): `GET <gridApi with {id}>?metric=`, drawn on the site plan with the
 * colour table.
 */
export interface AreaGridDef {
  gridApi: string;
  colourApi: string;
  metrics: readonly GridMetric[];
  bandsOf?: Partial<Record<GridMetric, GridMetric>>;
  /** The row's field holding its border (`[[x, y], …]` as JSON text). */
  borderField: string;
  title: Title;
}
