import type { PlantType } from '@console/contract/plants/resources';
import * as plants from '@console/contract/plants/resources';
import { columnsOf, type ColumnLook } from '@/components/kit/resource/columns-of';
import type { DrawerPanel, ResourceScreenDef } from '@/components/kit/screen-defs';

const gradingPanel: DrawerPanel = { load: () => import('../ui/batch-grading').then((m) => m.BatchGradingPanel) };

// The mixing plants' query pages (one per plant type, each with its batches' materials in a drawer). Fields and
// their order: the contract.

const levelColors = { '0': 'success', '1': 'info', '2': 'warning', '3': 'error' } as const;

const materialColumns = (type: PlantType) =>
  columnsOf(plants.batchMaterials[type], {
    seq: { width: 70, sortable: false },
    materialType: { width: 120, sortable: false },
    name: { width: 130 },
    actualKg: { width: 110 },
    theoryKg: { width: 110 },
    diffKg: false,
    actualPct: { width: 110, optional: true },
    theoryPct: { width: 110, optional: true },
    error: { width: 90, sortable: false },
    unit: { width: 120, optional: true },
    level: { colors: levelColors, width: 100, sortable: false },
    primaryLimit: { width: 90, optional: true },
    middleLimit: { width: 90, optional: true },
    advancedLimit: { width: 90, optional: true },
    batchId: { width: 110, hidden: true },
    plantType: false,
  });

const flag: ColumnLook = { width: 100, optional: true };

/** How the query pages show a batch's columns. */
const batchLooks = (type: PlantType): Record<string, ColumnLook> => ({
  guid: { width: 190 },
  dischargeTime: { width: 160 },
  plantId: {
    width: 110,
    filter: true,
    ref: { api: plants.plant.api, label: ['code', 'name'], where: { plantType: type } },
    shownAs: 'plantCode',
  },
  plantCode: { width: 90 },
  formulaNo: { width: 130, filter: true },
  mixType: { width: 100 },
  level: { colors: levelColors, width: 100, filter: true },
  overLimit: { colors: { '1': 'error', '0': 'default' }, width: 90, filter: true, sortable: false },
  overproofStatus: {
    colors: { '30': 'error', '60': 'error', '20': 'success' },
    choices: ['0', '10', '40', '30', '50', '60', '20'],
    width: 130,
    filter: true,
    optional: true,
  },
  batchT: { width: type === 'sw' ? 110 : 90, ...(type === 'sn' ? { optional: true } : {}) },
  asphaltTemp: { width: 110 },
  aggregateTemp: { width: 120 },
  dischargeTemp: { width: 120 },
  ratioActual: { width: 120 },
  ratioTheory: { width: 120 },
  mixTime: { width: 100 },
  cementPct: { width: 110 },
  waterPct: { width: 120 },
  strengthClass: { width: 110 },
  volume: { width: 90 },
  wcRatio: { width: 100 },
  timeFlag: flag,
  tempFlag: flag,
  materialFlag: flag,
});

function query(type: PlantType): ResourceScreenDef {
  const shown = plants.batchColumns(type);
  const looks = batchLooks(type);
  const batches = plants.batches[type];
  return {
    api: batches.api,
    // The columns this type's page shows; the others are left off.
    columns: columnsOf(
      batches,
      Object.fromEntries(
        batches.fields.map((f): [string, ColumnLook] => [
          f.name,
          shown.includes(f.name) ? (looks[f.name] ?? {}) : false,
        ]),
      ),
    ),
    keyword: true,
    sort: '-dischargeTime',
    range: { column: 'dischargeTime' },
    noun: batches.noun,
    nameField: 'guid',
    detail: {
      def: {
        api: plants.batchMaterials[type].api,
        columns: materialColumns(type),
        noun: plants.batchMaterials[type].noun,
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
      timelineApi: plants.batchActions[type].api,
      stateField: 'overproofStatus',
      when: { field: 'overLimit', values: ['1'] },
      title: { zh: '超标处置', en: 'Over-limit handling' },
    },
  };
}

export const lqBatches = query('lq');
export const swBatches = query('sw');
export const snBatches = query('sn');
