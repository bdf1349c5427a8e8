import * as lab from '@console/contract/lab/resources';
import type { Resource } from '@console/contract/resource';
import { columnsOf, type ColumnLook } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// The laboratory's four registries: the technician enters the readings, the platform computes the averages, the
// limits and the verdict (read-only here) with the standards of the dictionary. Fields and rules: the contract.

const note = {
  zh: '平均值、标准值和结论由平台按试验规程计算。标准值取自数据字典「labStandard」（试验室 › 试验标准）的默认值（JTG 规范，未经核实），可在数据字典中修改；已判定的样品保留判定时的标准值。',
  en:
    'Averages, limits and verdicts are computed by the platform by the test method. The limits are the defaults ' +
    'of the data dictionary type "labStandard" (Laboratory › Test standards; JTG values, not verified here) and ' +
    'can be edited there; judged samples keep the limits they were judged with.',
};

/** How every test shows its sample, its verdict and who tested it with what. */
const common: Record<string, ColumnLook> = {
  sampleNo: { width: 150 },
  testDate: { width: 110 },
  verdict: { colors: { '1': 'success', '0': 'error', '2': 'warning' }, width: 100, filter: true },
  lot: { width: 120 },
  standardCode: { width: 230, optional: true },
  tester: { width: 90 },
  instrumentId: {
    ref: { api: lab.instrument.api, label: ['code', 'name'] },
    shownAs: 'instrumentCode',
  },
  instrumentCode: { width: 110, optional: true },
  remark: { width: 160, optional: true },
  updTime: false,
};

const reading = (width = 110): ColumnLook => ({ width, optional: false });
const optional = (width = 110): ColumnLook => ({ width, optional: true });

/** A test's registry page: its columns from the contract with the page's look, the writes, the date range. */
const registry = (resource: Resource, looks: Record<string, ColumnLook>): ResourceScreenDef => ({
  api: resource.api,
  columns: columnsOf(resource, { ...common, ...looks }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: '-testDate',
  range: { column: 'testDate' },
  noun: resource.noun,
  nameField: 'sampleNo',
  note,
});

export const marshall = registry(lab.marshall, {
  mixType: { width: 100, filter: true },
  blows: optional(80),
  // Six specimen slots (3–6 are tested), one specimen after another as on the lab sheet: a flat form the
  // generic dialog can show.
  ...Object.fromEntries(lab.marshallSlots.flatMap((i) => [`s${i}`, `f${i}`, `h${i}`].map((f) => [f, optional()]))),
  specimens: { width: 110 },
  stabilityAvg: { width: 110 },
  flowAvg: { width: 110 },
  excluded: { width: 100 },
  stabilityMin: { width: 110 },
  flowMin: optional(),
  flowMax: optional(),
});

const grade: ColumnLook = { width: 120, filter: true };

export const softening = registry(lab.softening, {
  grade,
  r1: reading(),
  r2: reading(),
  avg: { width: 110 },
  stdMin: { width: 110 },
});

export const penetration = registry(lab.penetration, {
  grade,
  temp: optional(90),
  load: optional(80),
  duration: optional(80),
  r1: reading(),
  r2: reading(),
  r3: reading(),
  avg: { width: 110 },
  spread: optional(),
  stdMin: { width: 110 },
  stdMax: { width: 110 },
});

export const ductility = registry(lab.ductility, {
  grade,
  temp: { width: 90 },
  speed: optional(90),
  r1: reading(),
  r2: reading(),
  r3: reading(),
  avg: false,
  avgText: { width: 100 },
  stdMin: { width: 110 },
});
