import type { Store, SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { rollerModelClasses } from './config.js';
import type { ResourceDef } from '../../kit/resource.js';

// Stage-based process templates ("new process"): a template and its rolling stages (breakdown, intermediate,
// final) as master and detail.

export const stageNames = ['breakdown', 'intermediate', 'final'] as const;

function checkStage(store: Store, row: Record<string, SqlValue>, before?: Record<string, unknown>): void {
  const templateId = row.templateId ?? before?.templateId;
  const order = row.orderNum ?? before?.orderNum;
  if (
    store.get(
      'SELECT 1 FROM cmp_process_stage WHERE templateId = ? AND orderNum = ? AND id != ?',
      templateId,
      order,
      before?.id ?? -1,
    )
  ) {
    throw rejected(`该模板已有第 ${String(order)} 道工序`);
  }
  const min = row.tempMin !== undefined ? row.tempMin : before?.tempMin;
  const max = row.tempMax !== undefined ? row.tempMax : before?.tempMax;
  if (min !== null && min !== undefined && max !== null && max !== undefined && Number(min) >= Number(max))
    throw rejected('最低温度必须低于最高温度');
}

export const compactionTemplateResources: ResourceDef[] = [
  {
    path: '/api/znys/processTemplate',
    table: 'cmp_process_template',
    view: `SELECT t.id, t.name, t.layerKind, t.description, (SELECT COUNT(*) FROM cmp_process_stage s WHERE s.templateId = t.id) AS stages,
        (SELECT COALESCE(SUM(passes), 0) FROM cmp_process_stage s WHERE s.templateId = t.id) AS passes, t.updTime
      FROM cmp_process_template t`,
    menus: ['znysNewProcessManager'],
    screen: 'znysNewProcessManager',
    noun: '工艺模板',
    fields: [
      { name: 'name', label: '模板名称', type: 'text', required: true, max: 64, unique: true, sortable: true },
      {
        name: 'layerKind',
        label: '结构层类型',
        type: 'enum',
        values: ['asphalt', 'base', 'soil'],
        required: true,
        filter: 'eq',
        sortable: true,
      },
      { name: 'description', label: '说明', type: 'text', max: 200 },
      { name: 'stages', label: '工序数', type: 'int', readOnly: true, sortable: true },
      { name: 'passes', label: '总遍数', type: 'int', readOnly: true, sortable: true },
      { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
    ],
    keyword: ['name', 'description'],
    defaultSort: 'id ASC',
    writes: { create: true, update: true, delete: true },
    effects: {
      // The stages go with their template.
      delete: (store, before) => void store.run('DELETE FROM cmp_process_stage WHERE templateId = ?', before.id),
    },
  },
  {
    path: '/api/znys/processStage',
    table: 'cmp_process_stage',
    view: 'SELECT id, templateId, orderNum, stage, rollerClass, passes, speedMax, vibOn, tempMin, tempMax, updTime FROM cmp_process_stage',
    menus: ['znysNewProcessManager'],
    // Editing a template's stages is editing the template.
    screen: 'znysNewProcessManager',
    noun: '工序',
    fields: [
      {
        name: 'templateId',
        label: '工艺模板',
        type: 'ref',
        ref: { table: 'cmp_process_template' },
        required: true,
        createOnly: true,
        filter: 'eq',
      },
      { name: 'orderNum', label: '顺序', type: 'int', required: true, min: 1, max: 20, sortable: true },
      { name: 'stage', label: '阶段', type: 'enum', values: stageNames, required: true, sortable: true },
      { name: 'rollerClass', label: '压路机类别', type: 'enum', values: rollerModelClasses, required: true },
      { name: 'passes', label: '遍数', type: 'int', required: true, min: 1, max: 30 },
      { name: 'speedMax', label: '限速(km/h)', type: 'num', required: true, min: 0.5, max: 20 },
      { name: 'vibOn', label: '开振', type: 'int', min: 0, max: 1, default: 0 },
      { name: 'tempMin', label: '最低温度(°C)', type: 'num', min: 0, max: 250 },
      { name: 'tempMax', label: '最高温度(°C)', type: 'num', min: 0, max: 250 },
      { name: 'updTime', label: '更新时间', type: 'time', readOnly: true },
    ],
    defaultSort: 'orderNum ASC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create: (store, row) => checkStage(store, row),
      update: (store, _id, row, before) => checkStage(store, row, before),
    },
  },
];
