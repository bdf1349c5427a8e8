import type { Store, SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { siteNow } from '../../kit/site-clock.js';
import { checkedDeviceCodes } from './areas.js';
import { changedFields, writeChangeLog } from './change-log.js';
import { declaredAs, type CommandDef, type ResourceDef } from '../../kit/resource.js';
import { rammingPages } from '@console/contract/ramming/pages';
import * as declared from '@console/contract/ramming/resources';

// Processes of the ramming family: planned → running (start) → finished (finish), at most one running
// process per area. Every write and command logs its changed fields in the family's process change log.
// Fields: the contract.

type Family = 'hj' | 'ddc';

const stateName: Record<string, string> = { planned: '计划', running: '施工中', finished: '已完成' };

const pages = rammingPages.pages;

function otherRunning(store: Store, areaId: unknown, id: number): { code: string } | undefined {
  return store.get<{ code: string }>(
    "SELECT code FROM ram_process WHERE areaId = ? AND state = 'running' AND id != ?",
    areaId,
    id,
  );
}

function areaCode(store: Store, areaId: unknown): string {
  return store.get<{ code: string }>('SELECT code FROM ram_area WHERE id = ?', areaId)?.code ?? String(areaId);
}

const start: CommandDef = {
  name: 'start',
  element: 'btn_start',
  label: '开始',
  method: 'PUT',
  run(store, row, _body, ctx) {
    if (row.state !== 'planned')
      throw rejected(
        `工艺 ${String(row.code)} 当前状态为「${stateName[String(row.state)]}」，只有计划中的工艺可以开始`,
      );
    const running = otherRunning(store, row.areaId, Number(row.id));
    if (running)
      throw rejected(
        `区域 ${areaCode(store, row.areaId)} 已有施工中的工艺 ${running.code}，一个区域同时只能进行一个工艺`,
      );
    store.run("UPDATE ram_process SET state = 'running', startedAt = ? WHERE id = ?", siteNow(ctx.app), row.id);
  },
};

const finish: CommandDef = {
  name: 'finish',
  element: 'btn_finish',
  label: '完成',
  method: 'PUT',
  run(store, row, _body, ctx) {
    if (row.state !== 'running')
      throw rejected(
        `工艺 ${String(row.code)} 当前状态为「${stateName[String(row.state)]}」，只有施工中的工艺可以完成`,
      );
    store.run("UPDATE ram_process SET state = 'finished', finishedAt = ? WHERE id = ?", siteNow(ctx.app), row.id);
  },
};

function checkPlan(row: Record<string, unknown>): void {
  if (row.planStart && row.planEnd && String(row.planEnd) < String(row.planStart))
    throw rejected('计划结束日期不能早于计划开始日期');
}

function processDef(family: Family): ResourceDef {
  const hj = family === 'hj';
  const standardTable = hj ? 'ram_standard' : 'ddc_hammer_standard';
  const screen = hj ? pages.hjProcess.code : pages.ddcProcess.code;
  const completeDevices = (store: Store, row: Record<string, SqlValue>) => {
    if (row.deviceCodes !== undefined) row.deviceCodes = checkedDeviceCodes(store, family, row.deviceCodes) ?? null;
  };
  const checkPass = (store: Store, row: Record<string, unknown>) => {
    if (!hj || !row.pass) return;
    const standard = store.get<{ pass: string; name: string }>(
      'SELECT pass, name FROM ram_standard WHERE id = ?',
      row.standardId,
    );
    if (standard && standard.pass !== row.pass) throw rejected(`工艺遍次与夯击标准「${standard.name}」的遍次不一致`);
  };
  return {
    ...declaredAs(hj ? declared.hjProcess : declared.ddcProcess, {
      areaId: { ref: { table: 'ram_area', where: `family = '${family}'` } },
      standardId: { ref: { table: standardTable } },
    }),
    table: 'ram_process',
    section: '(SELECT a.sectionId FROM ram_area a WHERE a.id = r.areaId)',
    view: `SELECT p.id, p.code, p.name, p.areaId, a.code AS areaCode, ${hj ? 'p.pass, ' : ''}p.standardId,
      ${hj ? 's.name' : 's.code'} AS standardName, p.deviceCodes,
        p.planStart, p.planEnd, p.state, p.startedAt, p.finishedAt, p.updTime
      FROM ram_process p JOIN ram_area a ON a.id = p.areaId LEFT JOIN ${standardTable} s ON s.id = p.standardId
      WHERE p.family = '${family}'`,
    menus: [screen],
    screen,
    keyword: ['code', 'name', 'areaCode', 'deviceCodes'],
    defaultSort: 'planStart DESC, code ASC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create(store, row) {
        checkPlan(row);
        checkPass(store, row);
      },
      update(store, id, row, before) {
        if (before.state === 'finished') throw rejected(`工艺 ${String(before.code)} 已完成，不能修改`);
        const merged = { ...before, ...row };
        checkPlan(merged);
        checkPass(store, merged);
        if (before.state === 'running' && row.areaId !== undefined && row.areaId !== before.areaId) {
          const running = otherRunning(store, row.areaId, id);
          if (running)
            throw rejected(
              `区域 ${areaCode(store, row.areaId)} 已有施工中的工艺 ${running.code}，一个区域同时只能进行一个工艺`,
            );
        }
      },
      delete(_store, _id, before) {
        if (before.state === 'running') throw rejected(`工艺 ${String(before.code)} 正在施工，不能删除`);
      },
    },
    derive: {
      create(store, row) {
        row.family = family;
        completeDevices(store, row);
      },
      update: (store, _id, row) => completeDevices(store, row),
    },
    commands: [start, finish],
    written(store, change, ctx) {
      const row = change.after ?? change.before!;
      writeChangeLog(store, 'ram_process_log', ctx, change, changedFields(declared.processLogFields, change), {
        family,
        processId: change.id,
        processCode: String(row.code),
      });
    },
  };
}

function processLogDef(family: Family): ResourceDef {
  const screen = family === 'hj' ? pages.hjProcessChangeLog.code : pages.ddcProcessChangeLog.code;
  return {
    ...declaredAs(family === 'hj' ? declared.hjProcessLog : declared.ddcProcessLog),
    table: 'ram_process_log',
    view:
      `SELECT id, t, processId, processCode, action, field, oldValue, newValue, byName FROM ram_process_log ` +
      `WHERE family = '${family}'`,
    menus: [screen],
    screen,
    keyword: ['processCode', 'oldValue', 'newValue', 'byName'],
    defaultSort: 't DESC, id DESC',
  };
}

export const rammingProcessResources: ResourceDef[] = [
  processDef('hj'),
  processLogDef('hj'),
  processDef('ddc'),
  processLogDef('ddc'),
];
