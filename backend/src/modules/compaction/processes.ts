import type { Store, SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import type { RequestContext } from '../../http/router.js';
import { byName, logAudit, projectIdOf, siteNow } from '../../kit/site-clock.js';
import { declaredAs, type CommandDef, type ResourceDef } from '../../kit/resource.js';
import { compactionPages } from '@console/contract/compaction/pages';
import { type CompactionDomain as Domain, processes } from '@console/contract/compaction/resources';

// Compaction processes: one table, `domain` fixed per page. Starting and stopping one is a row command that
// also writes the site's process log, next to the starts and finishes the crews make on their tablets.

/** What a declared field of a process reads, where it is not the process's own column. */
const joined: Record<string, string> = {
  sectionName: 's.name AS sectionName',
  layerName: 'l.name AS layerName',
  groupCode:
    '(SELECT g.code FROM cmp_group g WHERE g.processId = p.id AND g.active = 1 ORDER BY g.id LIMIT 1) AS groupCode',
};

/** A business's processes with the fields it declares. */
const view = (
  domain: Domain,
) => `SELECT p.id, ${processes[domain].fields.map((f) => joined[f.name] ?? `p.${f.name}`).join(', ')}
  FROM cmp_process p JOIN site_section s ON s.id = p.sectionId JOIN site_layer l ON l.id = p.layerId
  WHERE p.domain = '${domain}'`;

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

const pages = compactionPages.pages;

function processResource(domain: Domain): ResourceDef {
  const screen = domain === 'znys' ? pages.znysProcess.code : pages.zdProcess.code;
  return {
    ...declaredAs(processes[domain], {
      sectionId: { ref: { table: 'site_section' } },
      layerId: { ref: { table: 'site_layer', where: `domain = '${domain}'` } },
    }),
    table: 'cmp_process',
    view: view(domain),
    // The group pages pick a group's process from this list.
    menus: [screen, domain === 'znys' ? pages.znysDeviceGroup.code : pages.zdGroup.code],
    screen,
    fixed: { domain: [domain] },
    keyword: domain === 'znys' ? ['code', 'name', 'mixType'] : ['code', 'name'],
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

/** The layer must be one of the section's, and one this module compacts. */
function checkLayer(store: Store, sectionId: unknown, layerId: unknown, domain: string): void {
  const layer = store.get<{ sectionId: number; name: string; domain: string | null }>(
    'SELECT sectionId, name, domain FROM site_layer WHERE id = ?',
    layerId,
  );
  if (!layer) throw rejected(`结构层不存在: ${String(layerId)}`);
  if (layer.sectionId !== Number(sectionId)) throw rejected(`结构层「${layer.name}」不属于所选标段`);
  if (layer.domain !== domain)
    throw rejected(`结构层「${layer.name}」不由${domain === 'zd' ? '振动压实' : '智能压实'}施工`);
}
