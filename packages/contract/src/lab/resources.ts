import { CODE, field, type Field } from '../field';
import { resource } from '../resource';

/**
 * The laboratory's four test registries (the platform computes their averages, limits and verdicts), its instruments
 * and its alarms.
 */

/** The sample, its date and what was tested (a mix, or a binder grade). */
const head = (subject: Field): Field[] => [
  field('sampleNo', '样品编号', 'Sample no.', 'text', {
    required: true,
    max: 32,
    pattern: CODE,
    unique: true,
    filter: 'like',
    sortable: true,
  }),
  field('testDate', '试验日期', 'Test date', 'date', { required: true, filter: 'range', sortable: true }),
  subject,
];

const grade = field('grade', '沥青标号', 'Binder grade', 'enum', {
  dict: 'binderGrade',
  required: true,
  filter: 'eq',
  sortable: true,
});

const verdict = field('verdict', '结论', 'Verdict', 'enum', {
  dict: 'labVerdict',
  computed: true,
  filter: 'eq',
  sortable: true,
});

/** Who tested it with what, and the standard the platform judged it by. */
const tail: Field[] = [
  field('lot', '批号', 'Lot', 'text', { max: 32, filter: 'like', sortable: true }),
  field('standardCode', '标准（数据字典）', 'Standard (dictionary)', 'text', { computed: true }),
  field('tester', '试验人', 'Tester', 'text', { max: 32, sortable: true }),
  field('instrumentId', '试验仪器', 'Instrument', 'ref'),
  field('instrumentCode', '仪器', 'Instrument', 'text', { computed: true }),
  field('remark', '备注', 'Remark', 'text', { max: 200, multiline: true }),
  field('updTime', '更新时间', 'Updated', 'time', { computed: true, sortable: true }),
];

const computed = (name: string, zh: string, en: string, unit?: string): Field =>
  field(name, zh, en, 'num', { computed: true, sortable: true, ...(unit ? { unit } : {}) });
const reading = (
  name: string,
  zh: string,
  en: string,
  unit: string,
  min: number,
  max: number,
  required = true,
): Field => field(name, zh, en, 'num', { unit, min, max, required });

/**
 * Specimens 1–6 of a Marshall test: three at least (the outlier rule needs them), one after another as on the lab
 * sheet.
 */
export const marshallSlots = [1, 2, 3, 4, 5, 6] as const;

export const marshall = resource('/api/lab/marshall', { zh: '马歇尔稳定度试验', en: 'Marshall test' }, [
  ...head(
    field('mixType', '混合料', 'Mix', 'enum', { dict: 'asphaltMix', required: true, filter: 'eq', sortable: true }),
  ),
  field('blows', '击实次数', 'Blows', 'int', { min: 35, max: 112, default: 75 }),
  ...marshallSlots.flatMap((i) => [
    reading(`s${i}`, `试件${i}稳定度`, `Stability ${i}`, 'kN', 0.1, 60, i <= 3),
    reading(`f${i}`, `试件${i}流值`, `Flow ${i}`, 'mm', 0.1, 20, i <= 3),
    reading(`h${i}`, `试件${i}高度`, `Height ${i}`, 'mm', 50, 80, false),
  ]),
  field('specimens', '试件数', 'Specimens', 'int', { computed: true, sortable: true }),
  computed('stabilityAvg', '稳定度', 'Stability', 'kN'),
  computed('flowAvg', '流值', 'Flow', 'mm'),
  verdict,
  field('excluded', '舍弃值', 'Excluded', 'text', { computed: true }),
  computed('stabilityMin', '稳定度下限', 'Min. stability', 'kN'),
  computed('flowMin', '流值下限', 'Min. flow', 'mm'),
  computed('flowMax', '流值上限', 'Max. flow', 'mm'),
  ...tail,
]);

export const softening = resource('/api/lab/softeningPoint', { zh: '软化点试验', en: 'softening point test' }, [
  ...head(grade),
  reading('r1', '读数1', 'Reading 1', '°C', 20, 150),
  reading('r2', '读数2', 'Reading 2', '°C', 20, 150),
  computed('avg', '软化点', 'Softening point', '°C'),
  verdict,
  computed('stdMin', '标准下限', 'Minimum', '°C'),
  ...tail,
]);

export const penetration = resource('/api/lab/penetration', { zh: '针入度试验', en: 'penetration test' }, [
  ...head(grade),
  field('temp', '试验温度', 'Temperature', 'num', { unit: '°C', min: 0, max: 50, default: 25 }),
  field('load', '荷重', 'Load', 'num', { unit: 'g', min: 50, max: 200, default: 100 }),
  field('duration', '贯入时间', 'Time', 'num', { unit: 's', min: 1, max: 60, default: 5 }),
  reading('r1', '读数1', 'Reading 1', '0.1mm', 1, 500),
  reading('r2', '读数2', 'Reading 2', '0.1mm', 1, 500),
  reading('r3', '读数3', 'Reading 3', '0.1mm', 1, 500),
  computed('avg', '针入度', 'Penetration', '0.1mm'),
  verdict,
  computed('spread', '极差', 'Spread', '0.1mm'),
  computed('stdMin', '标准下限', 'Minimum', '0.1mm'),
  computed('stdMax', '标准上限', 'Maximum', '0.1mm'),
  ...tail,
]);

export const ductility = resource('/api/lab/ductility', { zh: '延度试验', en: 'ductility test' }, [
  ...head(grade),
  field('temp', '试验温度', 'Temperature', 'num', { unit: '°C', min: 0, max: 30 }),
  field('speed', '拉伸速度', 'Speed', 'num', { unit: 'cm/min', min: 0.5, max: 10, default: 5 }),
  reading('r1', '读数1', 'Reading 1', 'cm', 0, 200),
  reading('r2', '读数2', 'Reading 2', 'cm', 0, 200),
  reading('r3', '读数3', 'Reading 3', 'cm', 0, 200),
  computed('avg', '延度平均', 'Average', 'cm'),
  field('avgText', '延度', 'Ductility', 'text', { unit: 'cm', computed: true }),
  verdict,
  computed('stdMin', '标准下限', 'Minimum', 'cm'),
  ...tail,
]);

/** The lab's instruments, for the test forms: a read-only slice of the device registry. */
export const instrument = resource('/api/lab/instrument', { zh: '试验仪器', en: 'instrument' }, [
  field('code', '仪器编号', 'Instrument code', 'text', { computed: true, sortable: true }),
  field('name', '仪器名称', 'Instrument name', 'text', { computed: true, sortable: true }),
  field('kind', '设备类型', 'Device kind', 'text', { computed: true }),
  field('model', '型号', 'Model', 'text', { computed: true }),
]);

/** The lab's alarms (failed samples); the problem pages list every domain's. */
export const labAlarm = resource('/api/lab/alarm', { zh: '报警', en: 'alarm' }, [
  field('alarmNo', '报警编号', 'Alarm no.', 'text', { computed: true, filter: 'like', sortable: true }),
  field('domain', '业务', 'Domain', 'text', { computed: true }),
  field('type', '报警类型', 'Alarm type', 'text', { computed: true, filter: 'eq' }),
  field('level', '等级', 'Level', 'int', { computed: true, filter: 'eq', sortable: true }),
  field('deviceCode', '仪器', 'Instrument', 'text', { computed: true }),
  field('objectType', '对象类型', 'Object type', 'text', { computed: true, filter: 'eq' }),
  field('objectId', '对象', 'Object', 'int', { computed: true, filter: 'eq' }),
  field('t', '时间', 'Time', 'time', { computed: true, filter: 'range', sortable: true }),
  field('value', '值', 'Value', 'num', { computed: true }),
  field('threshold', '标准', 'Threshold', 'num', { computed: true }),
  field('message', '内容', 'Message', 'text', { computed: true }),
]);
