import type { PanelKind } from '@/components/kit/stats/panel-view';
import {
  ConsumptionChart,
  ControlChart,
  GradingChart,
  HistogramChart,
  OverLimitLevelsChart,
  OverLimitMaterialsChart,
  ParetoPanel,
  ProductionChart,
  TemperatureChart,
} from './charts';
import {
  consumptionView,
  controlView,
  gradingView,
  histogramView,
  overLimitLevelsView,
  overLimitMaterialsView,
  paretoView,
  productionView,
  temperatureView,
} from './views';

/** The plants' statistics and analysis panels: each answer of `/api/bhz/…` read as a table and drawn. */
export const plantPanels = {
  production: { view: productionView, Chart: ProductionChart, granularities: ['shift'] },
  overLimitLevels: { view: overLimitLevelsView, Chart: OverLimitLevelsChart },
  overLimitMaterials: { view: overLimitMaterialsView, Chart: OverLimitMaterialsChart },
  consumption: { view: consumptionView, Chart: ConsumptionChart },
  control: { view: controlView, Chart: ControlChart },
  histogram: { view: histogramView, Chart: HistogramChart },
  pareto: { view: paretoView, Chart: ParetoPanel },
  temperature: { view: temperatureView, Chart: TemperatureChart },
  grading: { view: gradingView, Chart: GradingChart },
  // Each kind reads its own answer type; the kit holds them as kinds of unknown answers.
} as unknown as Record<
  | 'production'
  | 'overLimitLevels'
  | 'overLimitMaterials'
  | 'consumption'
  | 'control'
  | 'histogram'
  | 'pareto'
  | 'temperature'
  | 'grading',
  PanelKind<unknown>
>;
