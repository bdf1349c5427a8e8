import * as r from '@console/contract/ramming/resources';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef, RowCommandDef } from '@/components/kit/screen-defs';

// Processes of the ramming family (planned → running → finished, one running per area), their change
// logs, and the component exchanges of the rammer rigs. Fields and rules: the contract.

const commands: RowCommandDef[] = [
  {
    name: 'start',
    element: 'btn_start',
    method: 'PUT',
    label: { zh: '开始 {name}', en: 'Start {name}' },
    icon: 'start',
    when: { field: 'state', values: ['planned'] },
    confirm: {
      zh: '开始工艺 {name}？同一区域同时只能有一个施工中的工艺。',
      en: 'Start process {name}? An area runs one process at a time.',
    },
    done: { zh: '工艺 {name} 已开始', en: 'Process {name} started' },
  },
  {
    name: 'finish',
    element: 'btn_finish',
    method: 'PUT',
    label: { zh: '完成 {name}', en: 'Finish {name}' },
    icon: 'finish',
    when: { field: 'state', values: ['running'] },
    confirm: {
      zh: '完成工艺 {name}？完成后不能再修改。',
      en: 'Finish process {name}? It cannot be changed afterwards.',
    },
    done: { zh: '工艺 {name} 已完成', en: 'Process {name} finished' },
  },
];

function processDef(family: 'hj' | 'ddc'): ResourceScreenDef {
  const hj = family === 'hj';
  const [resource, area, standard] = hj
    ? [r.hjProcess, r.hjArea, r.ramStandard]
    : [r.ddcProcess, r.ddcArea, r.ddcHammerStandard];
  return {
    api: resource.api,
    columns: columnsOf(resource, {
      code: { width: 140, filter: true },
      name: { width: 180 },
      areaId: { ref: { api: area.api, label: ['code', 'name'] }, shownAs: 'areaCode', filter: true },
      areaCode: { width: 90 },
      ...(hj ? { pass: { width: 100, filter: true } } : {}),
      state: { width: 90, filter: true },
      standardId: { ref: { api: standard.api, label: [hj ? 'name' : 'code'] }, shownAs: 'standardName' },
      standardName: { width: 160 },
      deviceCodes: { width: 150 },
      planStart: { width: 110 },
      planEnd: { width: 110 },
      startedAt: { width: 160, optional: true },
      finishedAt: { width: 160, optional: true },
      updTime: false,
    }),
    writes: { create: true, update: true, delete: true },
    keyword: true,
    sort: '-planStart',
    noun: { zh: '工艺', en: 'process' },
    nameField: 'code',
    commands,
  };
}

function processLogDef(family: 'hj' | 'ddc'): ResourceScreenDef {
  const log = family === 'hj' ? r.hjProcessLog : r.ddcProcessLog;
  return {
    api: log.api,
    columns: columnsOf(log, {
      t: { width: 160 },
      processId: false,
      processCode: { width: 140, filter: true },
      action: { width: 90, filter: true },
      field: { width: 110, filter: true },
      oldValue: { width: 200 },
      newValue: { width: 200 },
      byName: { width: 110, filter: true },
    }),
    keyword: true,
    sort: '-t',
    range: { column: 't' },
    noun: { zh: '变更记录', en: 'change' },
    nameField: 'processCode',
  };
}

export const hjProcess = processDef('hj');
export const hjProcessLog = processLogDef('hj');
export const ddcProcess = processDef('ddc');
export const ddcProcessLog = processLogDef('ddc');

export const hjDeviceExchange: ResourceScreenDef = {
  api: r.deviceExchange.api,
  columns: columnsOf(r.deviceExchange, {
    t: { width: 160 },
    deviceId: { ref: { api: '/api/hj/device', label: ['code', 'name'] }, shownAs: 'deviceCode', filter: true },
    deviceCode: { width: 100 },
    component: { width: 100, filter: true },
    oldCode: { width: 170 },
    newCode: { width: 170 },
    reason: { width: 240 },
    byName: { width: 110 },
  }),
  writes: { create: true },
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: { zh: '更换记录', en: 'exchange' },
  nameField: 'deviceCode',
};
