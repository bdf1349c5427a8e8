import type { Store, SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import type { RequestContext } from '../../http/router.js';
import { byName, checkLayer, logAudit, projectIdOf, siteNow } from '../site/clock.js';
import type { FieldDef } from '../../kit/fields.js';
import type { CommandDef, ResourceDef } from '../../kit/resource.js';

// Compaction processes: one table, `domain` fixed per page. Starting and stopping one is a row command that
// also writes the site's process log, next to the starts and finishes the crews make on their tablets.

export const processStates = ['planned', 'running', 'stopped'] as const;
const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

type Domain = 'znys' | 'zd';

const view = (
  domain: Domain,
) => `SELECT p.id, p.domain, p.code, p.name, p.sectionId, s.name AS sectionName, p.layerId, l.name AS layerName, p.mixType, p.thickness,
    p.targetPassesSteel, p.targetPassesRubber, p.targetPassesStatic, p.targetPassesVib, p.speedMaxSteel, p.speedMaxRubber, p.speedMaxVib,
    p.pavingTempMin, p.breakdownTempMin, p.finishTempMin, p.vibRequired, p.minFreq, p.minAmplitude, p.cmvTarget, p.cellSize,
    p.state, p.startedAt, p.stoppedAt,
    (SELECT g.code FROM cmp_group g WHERE g.processId = p.id AND g.active = 1 ORDER BY g.id LIMIT 1) AS groupCode, p.updTime
  FROM cmp_process p JOIN site_section s ON s.id = p.sectionId JOIN site_layer l ON l.id = p.layerId
  WHERE p.domain = '${domain}'`;

const common = (domain: Domain): FieldDef[] => [
  {
    name: 'code',
    label: '工艺编号',
    type: 'text',
    required: true,
    max: 32,
    pattern: CODE,
    patternMessage: '工艺编号只能包含字母、数字、- 和 _',
    unique: true,
    filter: 'like',
    sortable: true,
  },
  { name: 'name', label: '工艺名称', type: 'text', required: true, max: 64, sortable: true },
  { name: 'sectionId', label: '标段', type: 'ref', ref: { table: 'site_section' }, filter: 'eq' },
  { name: 'sectionName', label: '标段名称', type: 'text', readOnly: true, sortable: true },
  {
    name: 'layerId',
    label: '结构层',
    type: 'ref',
    ref: { table: 'site_layer', where: `domain = '${domain}'` },
    required: true,
    filter: 'eq',
  },
  { name: 'layerName', label: '结构层名称', type: 'text', readOnly: true, sortable: true },
];

const tail: FieldDef[] = [
  { name: 'cellSize', label: '网格尺寸(m)', type: 'num', min: 0.1, max: 5, default: 0.5 },
  { name: 'state', label: '状态', type: 'enum', values: processStates, readOnly: true, filter: 'eq', sortable: true },
  { name: 'groupCode', label: '分组', type: 'text', readOnly: true },
  { name: 'startedAt', label: '开始时间', type: 'time', readOnly: true, sortable: true },
  { name: 'stoppedAt', label: '停止时间', type: 'time', readOnly: true, sortable: true },
  { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
];

const temperature = (name: string, label: string): FieldDef => ({ name, label, type: 'num', min: 0, max: 250 });
const speed = (name: string, label: string, fallback: number): FieldDef => ({
  name,
  label,
  type: 'num',
  min: 0.5,
  max: 20,
  default: fallback,
});

const znysFields: FieldDef[] = [
  ...common('znys'),
  { name: 'mixType', label: '混合料类型', type: 'text', max: 32, sortable: true },
  { name: 'thickness', label: '厚度(cm)', type: 'num', min: 1, max: 100, sortable: true },
  { name: 'targetPassesSteel', label: '钢轮目标遍数', type: 'int', required: true, min: 1, max: 30 },
  { name: 'targetPassesRubber', label: '胶轮目标遍数', type: 'int', min: 0, max: 30, default: 0 },
  // Defaults: breakdown steel ≤ 3, rubber ≤ 5, vibratory ≤ 4 km/h (standard-like values, not verified).
  speed('speedMaxSteel', '钢轮限速(km/h)', 3),
  speed('speedMaxRubber', '胶轮限速(km/h)', 5),
  speed('speedMaxVib', '振动限速(km/h)', 4),
  temperature('pavingTempMin', '摊铺最低温度(°C)'),
  temperature('breakdownTempMin', '初压最低温度(°C)'),
  temperature('finishTempMin', '终压最低温度(°C)'),
  { name: 'vibRequired', label: '要求振动', type: 'int', min: 0, max: 1, default: 0 },
  ...tail,
];

const zdFields: FieldDef[] = [
  ...common('zd'),
  { name: 'thickness', label: '松铺厚度(cm)', type: 'num', min: 1, max: 100, sortable: true },
  { name: 'targetPassesStatic', label: '静压遍数', type: 'int', required: true, min: 0, max: 30 },
  { name: 'targetPassesVib', label: '振压遍数', type: 'int', required: true, min: 1, max: 30 },
  speed('speedMaxVib', '限速(km/h)', 4),
  { name: 'minFreq', label: '最低频率(Hz)', type: 'num', min: 0, max: 100 },
  { name: 'minAmplitude', label: '最低振幅(mm)', type: 'num', min: 0, max: 5 },
  { name: 'cmvTarget', label: 'CMV目标值', type: 'num', min: 0, max: 500 },
  ...tail,
];

/** The section is the layer's when not given; when given, the layer must be one of its. */
function checkPair(
  store: Store,
  domain: Domain,
  row: Record<string, SqlValue>,
  before?: Record<string, unknown>,
): void {
  if (row.sectionId === undefined && row.layerId === undefined) return;
  const layerId = row.layerId ?? before?.layerId;
  if (row.sectionId === undefined || row.sectionId === null)
    row.sectionId =
      store.get<{ sectionId: number }>('SELECT sectionId FROM site_layer WHERE id = ?', layerId)?.sectionId ?? null;
  checkLayer(store, row.sectionId, layerId, domain);
}

/** Writes the process-log row of a start or stop made in the console. */
function logProcess(store: Store, ctx: RequestContext, row: Record<string, unknown>, action: 'start' | 'finish'): void {
  const who = byName(ctx.actor);
  store.insert('site_process_log', {
    projectId: projectIdOf(store),
    t: siteNow(ctx.app),
    domain: String(row.domain),
    processCode: String(row.code),
    processName: String(row.name),
    action,
    crewCode: (row.groupCode as string | undefined) ?? null,
    operatorId: null,
    byName: who,
    detail: action === 'start' ? `${who}在平台开始工艺` : `${who}在平台停止工艺`,
    ...logAudit(ctx.actor),
  });
}

const commands: CommandDef[] = [
  {
    name: 'start',
    element: 'btn_start',
    label: '开始',
    method: 'PUT',
    run(store, row, _body, ctx) {
      if (row.state === 'running') throw rejected(`工艺 ${String(row.code)} 已在进行中，不能重复开始`);
      const other = store.get<{ code: string }>(
        "SELECT code FROM cmp_process WHERE layerId = ? AND state = 'running' AND id != ?",
        row.layerId,
        row.id,
      );
      if (other) throw rejected(`结构层「${String(row.layerName)}」已有进行中的工艺 ${other.code}，请先停止它`);
      store.run(
        "UPDATE cmp_process SET state = 'running', startedAt = ?, stoppedAt = NULL WHERE id = ?",
        siteNow(ctx.app),
        row.id,
      );
      logProcess(store, ctx, row, 'start');
    },
  },
  {
    name: 'stop',
    element: 'btn_stop',
    label: '停止',
    method: 'PUT',
    run(store, row, _body, ctx) {
      if (row.state !== 'running')
        throw rejected(
          `工艺 ${String(row.code)} 未在进行中（${row.state === 'planned' ? '计划中' : '已停止'}），不能停止`,
        );
      store.run("UPDATE cmp_process SET state = 'stopped', stoppedAt = ? WHERE id = ?", siteNow(ctx.app), row.id);
      logProcess(store, ctx, row, 'finish');
    },
  },
];

function processResource(domain: Domain): ResourceDef {
  const screen = domain === 'znys' ? 'znysProcessManager' : 'zdProcessManager';
  return {
    path: `/api/${domain}/process`,
    table: 'cmp_process',
    view: view(domain),
    // The group pages pick a group's process from this list.
    menus: [screen, domain === 'znys' ? 'znysDeviceGroupManager' : 'zdGroupManager'],
    screen,
    noun: '工艺',
    fields: domain === 'znys' ? znysFields : zdFields,
    fixed: { domain: [domain] },
    keyword: ['code', 'name', 'mixType'],
    defaultSort: 'code ASC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create: (store, row) => checkPair(store, domain, row),
      update: (store, _id, row, before) => checkPair(store, domain, row, before),
      delete(store, id, before) {
        if (before.state === 'running') throw rejected(`工艺 ${String(before.code)} 正在进行中，请先停止再删除`);
        const group = store.get<{ code: string }>('SELECT code FROM cmp_group WHERE processId = ?', id);
        if (group) throw rejected(`工艺 ${String(before.code)} 仍被分组 ${group.code} 使用，不能删除`);
      },
    },
    commands,
  };
}

export const compactionProcessResources: ResourceDef[] = [processResource('znys'), processResource('zd')];
