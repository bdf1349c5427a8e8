import type { ColumnDef, DrawerPanel, ResourceScreenDef } from '@/components/kit/screen-defs';

const gradingPanel: DrawerPanel = { load: () => import('../ui/batch-grading').then((m) => m.BatchGradingPanel) };

// The mixing plants' query pages (one per plant type, each with its batches' materials in a drawer).

type PlantType = 'lq' | 'sw' | 'sn';

const levelColors = { '0': 'success', '1': 'info', '2': 'warning', '3': 'error' } as const;
const batch = { zh: '拌和批次', en: 'batch' };

const col = (
  field: string,
  zh: string,
  en: string,
  type: ColumnDef['type'],
  rest: Partial<ColumnDef> = {},
): ColumnDef => ({ field, title: { zh, en }, type, width: 110, ...rest });

const materialColumns: ColumnDef[] = [
  col('seq', '序号', 'No.', 'int', { width: 70 }),
  col('materialType', '材料类型', 'Material type', 'enum', { dict: 'plantMaterial', width: 120 }),
  col('name', '材料名称', 'Material', 'text', { width: 130 }),
  col('actualKg', '实际用量', 'Actual', 'num', { unit: 'kg' }),
  col('theoryKg', '理论用量', 'Theory', 'num', { unit: 'kg' }),
  col('actualPct', '实际配比', 'Actual share', 'num', { unit: '%', optional: true }),
  col('theoryPct', '理论配比', 'Theory share', 'num', { unit: '%', optional: true }),
  col('error', '误差', 'Error', 'num', { width: 90 }),
  col('unit', '误差单位', 'Error unit', 'enum', { dict: 'thresholdUnit', width: 120, optional: true }),
  col('level', '超标等级', 'Level', 'enum', { dict: 'overLimitLevel', colors: levelColors, width: 100 }),
  col('primaryLimit', '初级阈值', 'Primary', 'num', { width: 90, optional: true }),
  col('middleLimit', '中级阈值', 'Middle', 'num', { width: 90, optional: true }),
  col('advancedLimit', '高级阈值', 'Advanced', 'num', { width: 90, optional: true }),
  col('batchId', '批次', 'Batch', 'int', { hidden: true }),
];

const head = (type: PlantType): ColumnDef[] => [
  col('guid', '批次编号', 'Batch no.', 'text', { width: 190, sortable: true }),
  col('dischargeTime', '出料时间', 'Discharged', 'time', { width: 160, sortable: true }),
  {
    ...col('plantId', '拌和站', 'Plant', 'ref', { filter: true }),
    ref: { api: '/api/bhz/plant', label: ['code', 'name'], where: { plantType: type } },
    shownAs: 'plantCode',
  },
  col('plantCode', '拌和站', 'Plant', 'text', { width: 90, sortable: true }),
  col('formulaNo', '配合比编号', 'Formula', 'text', { width: 130, sortable: true, filter: true }),
  col('mixType', '混合料', 'Mix', 'text', { width: 100, sortable: true }),
];

const tail: ColumnDef[] = [
  col('level', '超标等级', 'Level', 'enum', {
    dict: 'overLimitLevel',
    colors: levelColors,
    width: 100,
    sortable: true,
    filter: true,
  }),
  col('overLimit', '超标', 'Over limit', 'enum', {
    dict: 'overLimit',
    colors: { '1': 'error', '0': 'default' },
    width: 90,
    filter: true,
  }),
  col('overproofStatus', '处置状态', 'Handling', 'enum', {
    dict: 'flowState',
    colors: { '30': 'error', '60': 'error', '20': 'success' },
    choices: ['0', '10', '40', '30', '50', '60', '20'],
    width: 130,
    filter: true,
    optional: true,
  }),
];

const flag = (field: string, zh: string, en: string): ColumnDef =>
  col(field, zh, en, 'enum', { dict: 'yesNo', width: 100, optional: true });

const columns: Record<PlantType, ColumnDef[]> = {
  lq: [
    ...head('lq'),
    ...tail,
    col('batchT', '盘重', 'Batch', 'num', { unit: 't', width: 90, sortable: true }),
    col('asphaltTemp', '沥青温度', 'Binder temp.', 'num', { unit: '℃', sortable: true }),
    col('aggregateTemp', '骨料温度', 'Aggregate temp.', 'num', { unit: '℃', width: 120, sortable: true }),
    col('dischargeTemp', '出料温度', 'Discharge temp.', 'num', { unit: '℃', width: 120, sortable: true }),
    col('ratioActual', '实际油石比', 'Ratio', 'num', { unit: '%', width: 120, sortable: true }),
    col('ratioTheory', '理论油石比', 'Design ratio', 'num', { unit: '%', width: 120 }),
    col('mixTime', '搅拌时间', 'Mix time', 'int', { unit: 's', width: 100, sortable: true }),
    flag('timeFlag', '时间超标', 'Time flag'),
    flag('tempFlag', '温度超标', 'Temp. flag'),
    flag('materialFlag', '材料超标', 'Material flag'),
  ],
  sw: [
    ...head('sw'),
    ...tail,
    col('batchT', '时段产量', 'Slice output', 'num', { unit: 't', width: 110, sortable: true }),
    col('cementPct', '水泥剂量', 'Cement', 'num', { unit: '%', sortable: true }),
    col('waterPct', '含水率', 'Water content', 'num', { unit: '%', width: 120, sortable: true }),
    flag('materialFlag', '材料超标', 'Material flag'),
  ],
  sn: [
    ...head('sn'),
    ...tail,
    col('strengthClass', '强度等级', 'Strength class', 'text', { width: 110 }),
    col('volume', '方量', 'Volume', 'num', { unit: 'm³', width: 90 }),
    col('batchT', '盘重', 'Batch', 'num', { unit: 't', width: 90, sortable: true, optional: true }),
    col('mixTime', '搅拌时间', 'Mix time', 'int', { unit: 's', width: 100, sortable: true }),
    col('wcRatio', '水胶比', 'W/B ratio', 'num', { width: 100, sortable: true }),
    flag('timeFlag', '时间超标', 'Time flag'),
    flag('materialFlag', '材料超标', 'Material flag'),
  ],
};

const screens: Record<PlantType, string> = { lq: 'lqzQueryManager', sw: 'swzQueryManager', sn: 'sntzQueryManager' };

function query(type: PlantType): ResourceScreenDef {
  return {
    api: `/api/bhz/${type}Batch`,
    screen: screens[type],
    columns: columns[type],
    keyword: true,
    sort: '-dischargeTime',
    range: { column: 'dischargeTime' },
    noun: batch,
    nameField: 'guid',
    detail: {
      def: {
        api: `/api/bhz/${type}BatchMaterial`,
        screen: screens[type],
        columns: materialColumns,
        noun: { zh: '批次材料', en: 'material' },
        nameField: 'name',
      },
      parentField: 'batchId',
      title: { zh: '材料用量', en: 'Materials' },
      // Concrete is not graded at the plant.
      // The batch's combined grading below its materials (concrete has none); charts load with the first drawer.
      ...(type !== 'sn' ? { panel: gradingPanel } : {}),
    },
    // Over-limit batches (level ≥ 1) are closed through the workflow.
    workflow: {
      timelineApi: `/api/bhz/${type}BatchAction`,
      stateField: 'overproofStatus',
      when: { field: 'overLimit', values: ['1'] },
      title: { zh: '超标处置', en: 'Over-limit handling' },
    },
  };
}

export const lqBatches = query('lq');
export const swBatches = query('sw');
export const snBatches = query('sn');
