import type { StatsPanelDef, StatsScreenDef } from '@/components/kit/screen-defs';
import type { StatsHead } from '@console/contract/plants/reads';
import { plantPanels } from '../stats/panels';

// The mixing plants' 数据统计 and 数据分析 pages, one pair per plant type: a plant of the type (or all) and a day range.

type PlantType = 'lq' | 'sw' | 'sn';

/** The page of one plant type: its reads name the type, and a plant of it may be chosen (the answers list them). */
const ofType = (plantType: PlantType): Pick<StatsScreenDef, 'params' | 'choice' | 'dicts'> => ({
  params: { plantType },
  choice: {
    param: 'plantId',
    label: { zh: '拌和站', en: 'Plant' },
    all: { zh: '全部拌和站', en: 'All plants' },
    options: (head) =>
      ((head as Partial<StatsHead>).plants ?? []).map((p) => ({ value: String(p.id), label: `${p.code} ${p.name}` })),
  },
  dicts: ['plantMaterial'],
});

const panel = (
  key: string,
  kind: keyof typeof plantPanels,
  api: string,
  zh: string,
  en: string,
  rest: Partial<StatsPanelDef> = {},
): StatsPanelDef => ({
  key,
  kind: plantPanels[kind],
  api: `/api/bhz/${api}`,
  title: { zh, en },
  ...rest,
});

const statistics = (plantType: PlantType, quantity: { zh: string; en: string }): StatsScreenDef => ({
  ...ofType(plantType),
  panels: [
    panel('production', 'production', 'production', `每日${quantity.zh}`, `${quantity.en} per day`, { kpis: true }),
    panel('levels', 'overLimitLevels', 'overLimit', '超标批次（按等级）', 'Over-limit batches by level', {
      kpis: true,
    }),
    panel('materials', 'overLimitMaterials', 'overLimit', '超标次数（按材料）', 'Over-limit counts by material', {}),
    panel('consumption', 'consumption', 'consumption', '材料用量', 'Material consumption', { kpis: true }),
  ],
});

const histogram = panel('error', 'histogram', 'analysis/materialError', '材料误差分布', 'Material error distribution');
const paretoPanel = panel('pareto', 'pareto', 'analysis/pareto', '超标排列图', 'Over-limit Pareto');
const gradingPanel = panel(
  'grading',
  'grading',
  'analysis/grading',
  '级配曲线与筛孔偏差',
  'Grading curve and sieve deviations',
);

export const snStatistics = statistics('sn', { zh: '方量', en: 'Volume' });
export const lqStatistics = statistics('lq', { zh: '产量', en: 'Output' });
export const swStatistics = statistics('sw', { zh: '产量', en: 'Output' });

export const snAnalysis: StatsScreenDef = {
  ...ofType('sn'),
  panels: [
    panel('cement', 'control', 'analysis/ratio', '水泥用量控制图', 'Cement content control chart', {
      params: { key: 'cementKgM3' },
      kpis: true,
    }),
    panel('wc', 'control', 'analysis/ratio', '水胶比控制图', 'Water–binder ratio control chart', {
      params: { key: 'wcRatio' },
    }),
    histogram,
    paretoPanel,
  ],
};

export const lqAnalysis: StatsScreenDef = {
  ...ofType('lq'),
  panels: [
    panel('ratio', 'control', 'analysis/ratio', '油石比控制图', 'Asphalt–aggregate ratio control chart', {
      params: { key: 'ratio' },
      kpis: true,
    }),
    panel('temperature', 'temperature', 'analysis/temperature', '温度曲线', 'Temperatures'),
    gradingPanel,
    histogram,
    paretoPanel,
  ],
};

export const swAnalysis: StatsScreenDef = {
  ...ofType('sw'),
  panels: [
    panel('cement', 'control', 'analysis/ratio', '水泥剂量控制图', 'Cement dosage control chart', {
      params: { key: 'cementPct' },
      kpis: true,
    }),
    panel('water', 'control', 'analysis/ratio', '含水率控制图', 'Water content control chart', {
      params: { key: 'waterPct' },
    }),
    gradingPanel,
    histogram,
    paretoPanel,
  ],
};
