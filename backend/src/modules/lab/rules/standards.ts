import { rejected } from '../../../http/reply.js';

/*
 * The limits a lab sample is judged against live in the data dictionary, type `labStandard`, one value
 * per (test, grade or mix): its `value` reads `<test>.<subject> name=number …`, e.g.
 * `penetration.70A min=60 max=80`, so an administrator edits a limit on 数据字典 and the next judged
 * sample uses it (rows keep the limits they were judged with). The seeded values are defaults to be
 * checked against the project's specification.
 */

export const labKinds = ['marshall', 'softening', 'penetration', 'ductility'] as const;
export type LabKind = (typeof labKinds)[number];

/** The limits each test's standard must give. */
const required: Record<LabKind, readonly string[]> = {
  marshall: ['stabilityMin', 'flowMin', 'flowMax'],
  softening: ['min'],
  penetration: ['min', 'max'],
  ductility: ['temp', 'min'],
};

/** [value, zh label, en label] of the seeded standards (JTG F40-2004 values, not verified here). */
export const labStandardDefaults: readonly (readonly [string, string, string])[] = [
  [
    'marshall.AC-20C stabilityMin=8 flowMin=1.5 flowMax=4',
    'AC-20C 马歇尔：稳定度 ≥ 8 kN，流值 1.5–4 mm',
    'AC-20C Marshall: stability ≥ 8 kN, flow 1.5–4 mm',
  ],
  [
    'marshall.SMA-13 stabilityMin=6 flowMin=2 flowMax=5',
    'SMA-13 马歇尔：稳定度 ≥ 6 kN，流值 2–5 mm',
    'SMA-13 Marshall: stability ≥ 6 kN, flow 2–5 mm',
  ],
  ['softening.70A min=46', '70号A级沥青 软化点 ≥ 46 °C', 'Grade 70 A bitumen: softening point ≥ 46 °C'],
  ['softening.SBS-I-D min=60', 'SBS I-D 改性沥青 软化点 ≥ 60 °C', 'SBS I-D modified bitumen: softening point ≥ 60 °C'],
  [
    'penetration.70A min=60 max=80',
    '70号A级沥青 针入度 60–80 (0.1 mm)',
    'Grade 70 A bitumen: penetration 60–80 (0.1 mm)',
  ],
  [
    'penetration.SBS-I-D min=30 max=60',
    'SBS I-D 改性沥青 针入度 30–60 (0.1 mm)',
    'SBS I-D modified bitumen: penetration 30–60 (0.1 mm)',
  ],
  ['ductility.70A temp=10 min=20', '70号A级沥青 10 °C 延度 ≥ 20 cm', 'Grade 70 A bitumen: ductility at 10 °C ≥ 20 cm'],
  [
    'ductility.SBS-I-D temp=5 min=20',
    'SBS I-D 改性沥青 5 °C 延度 ≥ 20 cm',
    'SBS I-D modified bitumen: ductility at 5 °C ≥ 20 cm',
  ],
];

/** The dictionary code of a seeded standard: `labStandard_<test>_<subject>`. */
export function standardCodeOf(value: string): string {
  const key = value.split(/\s+/)[0]!;
  return `labStandard_${key.replace('.', '_')}`;
}

export interface LabStandard {
  /** The dictionary value's code, stored on the judged row. */
  code: string;
  kind: LabKind;
  subject: string;
  limits: Record<string, number>;
}

/** A dictionary value read as a standard, or undefined when it is not one. */
export function parseStandard(code: string, value: string): LabStandard | undefined {
  const [key, ...pairs] = value.trim().split(/\s+/);
  const dot = key?.indexOf('.') ?? -1;
  if (!key || dot < 1) return undefined;
  const kind = key.slice(0, dot) as LabKind;
  if (!labKinds.includes(kind)) return undefined;
  const limits: Record<string, number> = {};
  for (const pair of pairs) {
    const [name, number] = pair.split('=');
    if (!name || number === undefined || number.trim() === '' || !Number.isFinite(Number(number))) return undefined;
    limits[name] = Number(number);
  }
  if (required[kind].some((name) => limits[name] === undefined)) return undefined;
  return { code, kind, subject: key.slice(dot + 1), limits };
}

/** Reads dictionary values of type `labStandard` (the HTTP thread's store or the simulator's writer). */
export type StandardRows = () => readonly { code: string; value: string }[];

export const standardRowsSql =
  `SELECT v.code, v.value FROM dict_value v JOIN dict_type t ON t.id = v.typeId WHERE t.code = 'labStandard' ` +
  `ORDER BY v.orderNum, v.id`;

/** The standard for a test of a grade (or mix); refused when the dictionary has none. */
export function findStandard(rows: StandardRows, kind: LabKind, subject: string): LabStandard {
  for (const row of rows()) {
    const standard = parseStandard(row.code, row.value);
    if (standard && standard.kind === kind && standard.subject === subject) return standard;
  }
  throw rejected(`数据字典 labStandard 中没有 ${kind}.${subject} 的标准值，请先在数据字典中添加`);
}

/** The standard's limits as the seeded defaults give them (the simulator's physics aims at these). */
export function defaultLimits(kind: LabKind, subject: string): Record<string, number> {
  for (const [value] of labStandardDefaults) {
    const standard = parseStandard(standardCodeOf(value), value);
    if (standard && standard.kind === kind && standard.subject === subject) return standard.limits;
  }
  throw new Error(`no default standard ${kind}.${subject}`);
}
