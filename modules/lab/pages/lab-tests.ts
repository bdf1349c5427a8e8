import type { ColumnDef, ResourceScreenDef } from '@/components/kit/screen-defs';

// The laboratory's four registries: the technician enters the readings, the platform computes the
// averages, the limits and the verdict (read-only here) with the standards of the dictionary.

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const codeMessage = { zh: '只能包含字母、数字、- 和 _', en: 'Letters, digits, - and _ only' };

const note = {
  zh: '平均值、标准值和结论由平台按试验规程计算。标准值取自数据字典「labStandard」（试验室 › 试验标准）的默认值（JTG 规范，未经核实），可在数据字典中修改；已判定的样品保留判定时的标准值。',
  en: 'Averages, limits and verdicts are computed by the platform by the test method. The limits are the defaults of the data dictionary type "labStandard" (Laboratory › Test standards; JTG values, not verified here) and can be edited there; judged samples keep the limits they were judged with.',
};

function head(subject: ColumnDef): ColumnDef[] {
  return [
    {
      field: 'sampleNo',
      title: { zh: '样品编号', en: 'Sample no.' },
      type: 'text',
      width: 150,
      sortable: true,
      form: { required: true, max: 32, pattern: CODE, patternMessage: codeMessage },
    },
    {
      field: 'testDate',
      title: { zh: '试验日期', en: 'Test date' },
      type: 'date',
      width: 110,
      sortable: true,
      form: { required: true },
    },
    subject,
  ];
}

const grade: ColumnDef = {
  field: 'grade',
  title: { zh: '沥青标号', en: 'Binder grade' },
  type: 'enum',
  dict: 'binderGrade',
  width: 120,
  sortable: true,
  filter: true,
  form: { required: true },
};

const computed = (field: string, zh: string, en: string, unit?: string, extra: Partial<ColumnDef> = {}): ColumnDef => ({
  field,
  title: { zh, en },
  type: 'num',
  width: 110,
  sortable: true,
  form: false,
  ...(unit ? { unit } : {}),
  ...extra,
});

const reading = (
  field: string,
  zh: string,
  en: string,
  unit: string,
  rule: { min: number; max: number; required?: boolean },
  optional = false,
): ColumnDef => ({
  field,
  title: { zh, en },
  type: 'num',
  unit,
  width: 110,
  optional,
  form: rule,
});

const verdict: ColumnDef = {
  field: 'verdict',
  title: { zh: '结论', en: 'Verdict' },
  type: 'enum',
  dict: 'labVerdict',
  colors: { '1': 'success', '0': 'error', '2': 'warning' },
  width: 100,
  sortable: true,
  filter: true,
  form: false,
};

const tail: ColumnDef[] = [
  { field: 'lot', title: { zh: '批号', en: 'Lot' }, type: 'text', width: 120, sortable: true, form: { max: 32 } },
  {
    field: 'standardCode',
    title: { zh: '标准（数据字典）', en: 'Standard (dictionary)' },
    type: 'text',
    width: 230,
    optional: true,
    form: false,
  },
  {
    field: 'tester',
    title: { zh: '试验人', en: 'Tester' },
    type: 'text',
    width: 90,
    sortable: true,
    form: { max: 32 },
  },
  {
    field: 'instrumentId',
    title: { zh: '试验仪器', en: 'Instrument' },
    type: 'ref',
    ref: { api: '/api/lab/instrument', label: ['code', 'name'] },
    shownAs: 'instrumentCode',
    form: {},
  },
  {
    field: 'instrumentCode',
    title: { zh: '仪器', en: 'Instrument' },
    type: 'text',
    width: 110,
    optional: true,
    form: false,
  },
  {
    field: 'remark',
    title: { zh: '备注', en: 'Remark' },
    type: 'text',
    width: 160,
    optional: true,
    form: { max: 200, multiline: true },
  },
];

const slots = [1, 2, 3, 4, 5, 6] as const;

export const marshall: ResourceScreenDef = {
  api: '/api/lab/marshall',
  screen: 'sysStabilityManager',
  columns: [
    ...head({
      field: 'mixType',
      title: { zh: '混合料', en: 'Mix' },
      type: 'enum',
      dict: 'asphaltMix',
      width: 100,
      sortable: true,
      filter: true,
      form: { required: true },
    }),
    {
      field: 'blows',
      title: { zh: '击实次数', en: 'Blows' },
      type: 'int',
      width: 80,
      optional: true,
      form: { min: 35, max: 112 },
    },
    // Six optional specimen slots (3–6 are tested), one specimen after another as on the lab sheet: a flat form the generic dialog can show.
    ...slots.flatMap((i) => [
      reading(
        `s${i}`,
        `试件${i}稳定度`,
        `Stability ${i}`,
        'kN',
        { min: 0.1, max: 60, ...(i <= 3 ? { required: true } : {}) },
        true,
      ),
      reading(
        `f${i}`,
        `试件${i}流值`,
        `Flow ${i}`,
        'mm',
        { min: 0.1, max: 20, ...(i <= 3 ? { required: true } : {}) },
        true,
      ),
      reading(`h${i}`, `试件${i}高度`, `Height ${i}`, 'mm', { min: 50, max: 80 }, true),
    ]),
    computed('specimens', '试件数', 'Specimens'),
    computed('stabilityAvg', '稳定度', 'Stability', 'kN'),
    computed('flowAvg', '流值', 'Flow', 'mm'),
    verdict,
    { field: 'excluded', title: { zh: '舍弃值', en: 'Excluded' }, type: 'text', width: 100, form: false },
    computed('stabilityMin', '稳定度下限', 'Min. stability', 'kN'),
    computed('flowMin', '流值下限', 'Min. flow', 'mm', { optional: true }),
    computed('flowMax', '流值上限', 'Max. flow', 'mm', { optional: true }),
    ...tail,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: '-testDate',
  range: { column: 'testDate' },
  noun: { zh: '马歇尔稳定度试验', en: 'Marshall test' },
  nameField: 'sampleNo',
  note,
};

export const softening: ResourceScreenDef = {
  api: '/api/lab/softeningPoint',
  screen: 'sysSofteningPointManager',
  columns: [
    ...head(grade),
    reading('r1', '读数1', 'Reading 1', '°C', { min: 20, max: 150, required: true }),
    reading('r2', '读数2', 'Reading 2', '°C', { min: 20, max: 150, required: true }),
    computed('avg', '软化点', 'Softening point', '°C'),
    verdict,
    computed('stdMin', '标准下限', 'Minimum', '°C'),
    ...tail,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: '-testDate',
  range: { column: 'testDate' },
  noun: { zh: '软化点试验', en: 'softening point test' },
  nameField: 'sampleNo',
  note,
};

export const penetration: ResourceScreenDef = {
  api: '/api/lab/penetration',
  screen: 'sysPenetrationManager',
  columns: [
    ...head(grade),
    {
      field: 'temp',
      title: { zh: '试验温度', en: 'Temperature' },
      type: 'num',
      unit: '°C',
      width: 90,
      optional: true,
      form: { min: 0, max: 50 },
    },
    {
      field: 'load',
      title: { zh: '荷重', en: 'Load' },
      type: 'num',
      unit: 'g',
      width: 80,
      optional: true,
      form: { min: 50, max: 200 },
    },
    {
      field: 'duration',
      title: { zh: '贯入时间', en: 'Time' },
      type: 'num',
      unit: 's',
      width: 80,
      optional: true,
      form: { min: 1, max: 60 },
    },
    reading('r1', '读数1', 'Reading 1', '0.1mm', { min: 1, max: 500, required: true }),
    reading('r2', '读数2', 'Reading 2', '0.1mm', { min: 1, max: 500, required: true }),
    reading('r3', '读数3', 'Reading 3', '0.1mm', { min: 1, max: 500, required: true }),
    computed('avg', '针入度', 'Penetration', '0.1mm'),
    verdict,
    computed('spread', '极差', 'Spread', '0.1mm', { optional: true }),
    computed('stdMin', '标准下限', 'Minimum', '0.1mm'),
    computed('stdMax', '标准上限', 'Maximum', '0.1mm'),
    ...tail,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: '-testDate',
  range: { column: 'testDate' },
  noun: { zh: '针入度试验', en: 'penetration test' },
  nameField: 'sampleNo',
  note,
};

export const ductility: ResourceScreenDef = {
  api: '/api/lab/ductility',
  screen: 'sysDuctilityManager',
  columns: [
    ...head(grade),
    {
      field: 'temp',
      title: { zh: '试验温度', en: 'Temperature' },
      type: 'num',
      unit: '°C',
      width: 90,
      form: { min: 0, max: 30 },
    },
    {
      field: 'speed',
      title: { zh: '拉伸速度', en: 'Speed' },
      type: 'num',
      unit: 'cm/min',
      width: 90,
      optional: true,
      form: { min: 0.5, max: 10 },
    },
    reading('r1', '读数1', 'Reading 1', 'cm', { min: 0, max: 200, required: true }),
    reading('r2', '读数2', 'Reading 2', 'cm', { min: 0, max: 200, required: true }),
    reading('r3', '读数3', 'Reading 3', 'cm', { min: 0, max: 200, required: true }),
    { field: 'avgText', title: { zh: '延度', en: 'Ductility' }, type: 'text', unit: 'cm', width: 100, form: false },
    verdict,
    computed('stdMin', '标准下限', 'Minimum', 'cm'),
    ...tail,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: '-testDate',
  range: { column: 'testDate' },
  noun: { zh: '延度试验', en: 'ductility test' },
  nameField: 'sampleNo',
  note,
};
