import type { Store, SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { compactionPages } from '@console/contract/compaction/pages';
import { processStage, processTemplate } from '@console/contract/compaction/resources';

// Stage-based process templates ("new process"): a template and its rolling stages (breakdown, intermediate,
// final) as master and detail.

const SCREEN = compactionPages.pages.znysNewProcess.code;

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
    ...declaredAs(processTemplate),
    table: 'cmp_process_template',
    view: `SELECT t.id, t.name, t.layerKind, t.description, (SELECT COUNT(*) FROM cmp_process_stage s
      WHERE s.templateId = t.id) AS stages,
        (SELECT COALESCE(SUM(passes), 0) FROM cmp_process_stage s WHERE s.templateId = t.id) AS passes, t.updTime
      FROM cmp_process_template t`,
    menus: [SCREEN],
    screen: SCREEN,
    keyword: ['name', 'description'],
    defaultSort: 'id ASC',
    writes: { create: true, update: true, delete: true },
    effects: {
      // The stages go with their template.
      delete: (store, before) => void store.run('DELETE FROM cmp_process_stage WHERE templateId = ?', before.id),
    },
  },
  {
    ...declaredAs(processStage, { templateId: { ref: { table: 'cmp_process_template' } } }),
    table: 'cmp_process_stage',
    view:
      'SELECT id, templateId, orderNum, stage, rollerClass, passes, speedMax, vibOn, tempMin, tempMax, updTime ' +
      'FROM cmp_process_stage',
    menus: [SCREEN],
    // Editing a template's stages is editing the template.
    screen: SCREEN,
    defaultSort: 'orderNum ASC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create: (store, row) => checkStage(store, row),
      update: (store, _id, row, before) => checkStage(store, row, before),
    },
  },
];
