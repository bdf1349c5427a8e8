import type { SqlValue, Store } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { evaluate, failureMessage, labTests, marshallSlots } from './rules/evaluate.js';
import { failureLevel, FAIL } from './rules/judge.js';
import { type LabKind, standardRowsSql } from './rules/standards.js';
import { alarmNo } from '../quality/rules/alarms.js';
import { siteNow } from '../site/console-logins.js';
import type { FieldDef } from '../../kit/fields.js';
import { promoteAlarms } from '../quality/problems.js';
import type { ResourceDef } from '../../kit/resource.js';

// The laboratory's four registries. People enter the readings; the platform derives averages, limits
// and the verdict on every write, and a failing sample raises an alarm in the same transaction.

const labMenus = ['sysStabilityManager', 'sysSofteningPointManager', 'sysPenetrationManager', 'sysDuctilityManager'];
const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const codeRule = { pattern: CODE, patternMessage: '只能包含字母、数字、- 和 _' };

function commonHead(subject: { name: string; label: string }): FieldDef[] {
  return [
    {
      name: 'sampleNo',
      label: '样品编号',
      type: 'text',
      required: true,
      max: 32,
      ...codeRule,
      unique: true,
      filter: 'like',
      sortable: true,
    },
    { name: 'testDate', label: '试验日期', type: 'date', required: true, filter: 'range', sortable: true },
    {
      name: subject.name,
      label: subject.label,
      type: 'text',
      required: true,
      max: 32,
      ...codeRule,
      filter: 'eq',
      sortable: true,
    },
    { name: 'lot', label: '批号', type: 'text', max: 32, filter: 'like', sortable: true },
    { name: 'tester', label: '试验人', type: 'text', max: 32, sortable: true },
    {
      name: 'instrumentId',
      label: '试验仪器',
      type: 'ref',
      ref: { table: 'site_device', where: "kind = 'labInstrument'" },
    },
    { name: 'instrumentCode', label: '仪器编号', type: 'text', readOnly: true },
  ];
}

const commonTail: FieldDef[] = [
  { name: 'standardCode', label: '标准', type: 'text', readOnly: true },
  { name: 'verdict', label: '结论', type: 'int', readOnly: true, filter: 'eq', sortable: true },
  { name: 'remark', label: '备注', type: 'text', max: 200 },
  { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
];

const computed = (name: string, label: string): FieldDef => ({
  name,
  label,
  type: 'num',
  readOnly: true,
  sortable: true,
});

const fieldsOf: Record<LabKind, FieldDef[]> = {
  marshall: [
    ...commonHead({ name: 'mixType', label: '混合料类型' }),
    { name: 'blows', label: '击实次数', type: 'int', min: 35, max: 112, default: 75 },
    ...marshallSlots.map((i): FieldDef => ({
      name: `s${i}`,
      label: `试件${i}稳定度(kN)`,
      type: 'num',
      min: 0.1,
      max: 60,
    })),
    ...marshallSlots.map((i): FieldDef => ({
      name: `f${i}`,
      label: `试件${i}流值(mm)`,
      type: 'num',
      min: 0.1,
      max: 20,
    })),
    ...marshallSlots.map((i): FieldDef => ({
      name: `h${i}`,
      label: `试件${i}高度(mm)`,
      type: 'num',
      min: 50,
      max: 80,
    })),
    { name: 'specimens', label: '试件数', type: 'int', readOnly: true },
    computed('stabilityAvg', '稳定度平均(kN)'),
    computed('flowAvg', '流值平均(mm)'),
    { name: 'excluded', label: '舍弃值', type: 'text', readOnly: true },
    computed('stabilityMin', '稳定度下限(kN)'),
    computed('flowMin', '流值下限(mm)'),
    computed('flowMax', '流值上限(mm)'),
    ...commonTail,
  ],
  softening: [
    ...commonHead({ name: 'grade', label: '沥青标号' }),
    { name: 'r1', label: '读数1(°C)', type: 'num', required: true, min: 20, max: 150 },
    { name: 'r2', label: '读数2(°C)', type: 'num', required: true, min: 20, max: 150 },
    computed('avg', '软化点(°C)'),
    computed('stdMin', '标准下限(°C)'),
    ...commonTail,
  ],
  penetration: [
    ...commonHead({ name: 'grade', label: '沥青标号' }),
    { name: 'temp', label: '试验温度(°C)', type: 'num', min: 0, max: 50, default: 25 },
    { name: 'load', label: '荷重(g)', type: 'num', min: 50, max: 200, default: 100 },
    { name: 'duration', label: '贯入时间(s)', type: 'num', min: 1, max: 60, default: 5 },
    { name: 'r1', label: '读数1(0.1mm)', type: 'num', required: true, min: 1, max: 500 },
    { name: 'r2', label: '读数2(0.1mm)', type: 'num', required: true, min: 1, max: 500 },
    { name: 'r3', label: '读数3(0.1mm)', type: 'num', required: true, min: 1, max: 500 },
    computed('avg', '针入度(0.1mm)'),
    computed('spread', '极差(0.1mm)'),
    computed('stdMin', '标准下限(0.1mm)'),
    computed('stdMax', '标准上限(0.1mm)'),
    ...commonTail,
  ],
  ductility: [
    ...commonHead({ name: 'grade', label: '沥青标号' }),
    { name: 'temp', label: '试验温度(°C)', type: 'num', min: 0, max: 30 },
    { name: 'speed', label: '拉伸速度(cm/min)', type: 'num', min: 0.5, max: 10, default: 5 },
    { name: 'r1', label: '读数1(cm)', type: 'num', required: true, min: 0, max: 200 },
    { name: 'r2', label: '读数2(cm)', type: 'num', required: true, min: 0, max: 200 },
    { name: 'r3', label: '读数3(cm)', type: 'num', required: true, min: 0, max: 200 },
    computed('avg', '延度平均(cm)'),
    { name: 'avgText', label: '延度(cm)', type: 'text', readOnly: true },
    computed('stdMin', '标准下限(cm)'),
    ...commonTail,
  ],
};

const tableOf: Record<LabKind, string> = {
  marshall: 'lab_marshall',
  softening: 'lab_softening',
  penetration: 'lab_penetration',
  ductility: 'lab_ductility',
};

const standards = (store: Store) => () => store.all<{ code: string; value: string }>(standardRowsSql);

function labResource(kind: LabKind, path: string, screen: string, noun: string): ResourceDef {
  const judged = (store: Store, row: Readonly<Record<string, unknown>>): Record<string, SqlValue> => {
    const instrument =
      row.instrumentId ??
      store.get<{ id: number }>(
        "SELECT id FROM site_device WHERE code = ? AND kind = 'labInstrument'",
        labTests[kind].instrument,
      )?.id ??
      null;
    return { ...evaluate(kind, row, standards(store)).columns, instrumentId: instrument as SqlValue };
  };
  const table = tableOf[kind];
  const fields = fieldsOf[kind];
  const subject = kind === 'marshall' ? 'mixType' : 'grade';
  const columns = fields.filter((f) => f.name !== 'instrumentCode').map((f) => `x.${f.name}`);
  return {
    path,
    table,
    view: `SELECT x.id, ${columns.join(', ')}, d.code AS instrumentCode FROM ${table} x LEFT JOIN site_device d ON d.id = x.instrumentId`,
    menus: [screen],
    screen,
    noun,
    fields,
    keyword: ['sampleNo', 'lot', 'tester', 'remark'],
    defaultSort: 'testDate DESC, id DESC',
    writes: { create: true, update: true, delete: true },
    derive: {
      create: (store, row) => void Object.assign(row, judged(store, row)),
      // The stored row completed by the edited fields, as it will be.
      update: (store, _id, row, before) => void Object.assign(row, judged(store, { ...before, ...row })),
    },
    written(store, change, ctx) {
      if (change.action !== 'create' && change.action !== 'update') return;
      const id = change.id;
      const row = change.after!;
      const before = change.before;
      // A sample raises its alarm when it becomes a failure; one already failing keeps its alarm.
      if (row.verdict !== FAIL || before?.verdict === FAIL) return;
      const failure = evaluate(kind, row, standards(store)).failure;
      if (!failure) throw rejected('不合格的试验缺少判定依据');
      const t = siteNow(ctx.app);
      const projectId = store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1')!.id;
      const alarmId = store.insert('pdca_alarm', {
        projectId,
        alarmNo: 'pending',
        domain: 'lab',
        type: 'labFail',
        level: failureLevel(failure),
        deviceId: (row.instrumentId as number | null) ?? null,
        objectType: labTests[kind].objectType,
        objectId: id,
        t,
        value: failure.value,
        threshold: failure.threshold,
        message: failureMessage(kind, String(row.sampleNo), String(row[subject]), failure),
        crtTime: t,
        crtUser: String(ctx.actor.id),
        crtName: ctx.actor.username,
        crtHost: ctx.actor.host,
      });
      store.run('UPDATE pdca_alarm SET alarmNo = ? WHERE id = ?', alarmNo(alarmId, t), alarmId);
      promoteAlarms(store);
    },
  };
}

export const labResources: ResourceDef[] = [
  labResource('marshall', '/api/lab/marshall', 'sysStabilityManager', '马歇尔稳定度试验'),
  labResource('softening', '/api/lab/softeningPoint', 'sysSofteningPointManager', '软化点试验'),
  labResource('penetration', '/api/lab/penetration', 'sysPenetrationManager', '针入度试验'),
  labResource('ductility', '/api/lab/ductility', 'sysDuctilityManager', '延度试验'),
  {
    // The lab's instruments, for the test forms (a read-only slice of the device registry).
    path: '/api/lab/instrument',
    table: 'site_device',
    view: 'SELECT id, code, name, kind, model FROM site_device',
    menus: labMenus,
    screen: 'sysStabilityManager',
    noun: '试验仪器',
    fixed: { kind: ['labInstrument'] },
    fields: [
      { name: 'code', label: '仪器编号', type: 'text', readOnly: true, sortable: true },
      { name: 'name', label: '仪器名称', type: 'text', readOnly: true, sortable: true },
      { name: 'kind', label: '设备类型', type: 'text', readOnly: true },
      { name: 'model', label: '型号', type: 'text', readOnly: true },
    ],
    defaultSort: 'code ASC',
  },
  {
    // The lab's alarms (failed samples); the alarm pages of the PDCA module list every domain.
    path: '/api/lab/alarm',
    table: 'pdca_alarm',
    view: `SELECT a.id, a.alarmNo, a.domain, a.type, a.level, a.deviceId, d.code AS deviceCode, a.objectType, a.objectId, a.t, a.value, a.threshold, a.message
      FROM pdca_alarm a LEFT JOIN site_device d ON d.id = a.deviceId`,
    menus: labMenus,
    screen: 'sysStabilityManager',
    noun: '报警',
    fixed: { domain: ['lab'] },
    fields: [
      { name: 'alarmNo', label: '报警编号', type: 'text', readOnly: true, filter: 'like', sortable: true },
      { name: 'domain', label: '业务', type: 'text', readOnly: true },
      { name: 'type', label: '报警类型', type: 'text', readOnly: true, filter: 'eq' },
      { name: 'level', label: '等级', type: 'int', readOnly: true, filter: 'eq', sortable: true },
      { name: 'deviceCode', label: '仪器', type: 'text', readOnly: true },
      { name: 'objectType', label: '对象类型', type: 'text', readOnly: true, filter: 'eq' },
      { name: 'objectId', label: '对象', type: 'int', readOnly: true, filter: 'eq' },
      { name: 't', label: '时间', type: 'time', readOnly: true, filter: 'range', sortable: true },
      { name: 'value', label: '值', type: 'num', readOnly: true },
      { name: 'threshold', label: '标准', type: 'num', readOnly: true },
      { name: 'message', label: '内容', type: 'text', readOnly: true },
    ],
    keyword: ['alarmNo', 'message'],
    defaultSort: 't DESC, id DESC',
  },
];
