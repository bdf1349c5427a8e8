import type { Store, SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { checkedPolygon } from '../../kit/geometry.js';
import { stripPolygon } from '../../sim/reads.js';
import { siteNow } from '../../kit/site-clock.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { compactionPages } from '@console/contract/compaction/pages';
import { message, reportCondition, stakeArea as stakeAreaResource } from '@console/contract/compaction/resources';
import { reportsPages } from '@console/contract/reports/pages';

// The compaction base data: stake areas (work areas of the road and apron), report conditions and the
// messages sent to the operators' tablets.

const round = (n: number) => Math.round(n * 100) / 100;

interface SectionRow {
  kind: string;
  name: string;
  chainageFrom: number | null;
  chainageTo: number | null;
}

function sectionOf(store: Store, id: unknown): SectionRow {
  const section = store.get<SectionRow>(
    'SELECT kind, name, chainageFrom, chainageTo FROM site_section WHERE id = ?',
    id,
  );
  if (!section) throw rejected(`标段不存在: ${String(id)}`);
  return section;
}

function layerOfSection(store: Store, layerId: unknown, sectionId: unknown): void {
  if (layerId === null || layerId === undefined) return;
  const layer = store.get<{ sectionId: number; name: string }>(
    'SELECT sectionId, name FROM site_layer WHERE id = ?',
    layerId,
  );
  if (layer && layer.sectionId !== Number(sectionId)) throw rejected(`结构层「${layer.name}」不属于所选标段`);
}

/** A chainage range must lie inside the road section's, from below to. */
function chainageRange(section: SectionRow, from: unknown, to: unknown): void {
  if (from === null || from === undefined || to === null || to === undefined) return;
  if (!(Number(from) < Number(to))) throw rejected('起点里程必须小于终点里程');
  if (
    section.chainageFrom !== null &&
    section.chainageTo !== null &&
    (Number(from) < section.chainageFrom || Number(to) > section.chainageTo)
  ) {
    throw rejected(`里程必须在标段「${section.name}」的范围 ${section.chainageFrom}–${section.chainageTo} m 内`);
  }
}

const pick = (row: Record<string, SqlValue>, before: Record<string, unknown> | undefined, field: string) =>
  row[field] !== undefined ? row[field] : before?.[field];

/**
 * Road areas are chainage × offset strips whose outline and area follow the numbers; apron areas are outlines drawn
 * on the plan (the seeded ones follow the slab blocks), their area worked out from the outline.
 */
function stakeArea(store: Store, row: Record<string, SqlValue>, before?: Record<string, unknown>): void {
  const sectionId = pick(row, before, 'sectionId');
  const section = sectionOf(store, sectionId);
  layerOfSection(store, pick(row, before, 'layerId'), sectionId);
  const [from, to, offsetFrom, offsetTo] = ['fromChainage', 'toChainage', 'offsetFrom', 'offsetTo'].map((f) =>
    pick(row, before, f),
  );
  if (section.kind !== 'road') {
    if ([from, to, offsetFrom, offsetTo].some((v) => v !== null && v !== undefined))
      throw rejected(`标段「${section.name}」是面型工程，没有桩号`);
    const polygon = pick(row, before, 'polygon');
    if (polygon === null || polygon === undefined)
      throw rejected(`标段「${section.name}」是面型工程，请在平面图上绘制区域边界`);
    if (row.polygon !== undefined) {
      const drawn = checkedPolygon(store, row.polygon);
      row.polygon = drawn.polygon;
      row.area = drawn.area;
    }
    return;
  }
  if ([from, to, offsetFrom, offsetTo].some((v) => v === null || v === undefined))
    throw rejected('道路区域需要起点、终点里程和左右偏距');
  chainageRange(section, from, to);
  if (!(Number(offsetFrom) < Number(offsetTo))) throw rejected('起始偏距必须小于终止偏距');
  // A road strip's outline is its chainages' and offsets', whatever outline came with them.
  row.area = round((Number(to) - Number(from)) * (Number(offsetTo) - Number(offsetFrom)));
  row.polygon = JSON.stringify(stripPolygon(Number(from), Number(to), Number(offsetFrom), Number(offsetTo)));
}

const pages = compactionPages.pages;

export const compactionBasedataResources: ResourceDef[] = [
  {
    ...declaredAs(stakeAreaResource, {
      sectionId: { ref: { table: 'site_section', where: "kind IN ('road', 'apron')" } },
      layerId: { ref: { table: 'site_layer' } },
    }),
    table: 'site_stake_area',
    view: `SELECT a.id, a.sectionId, s.name AS sectionName, a.layerId, l.name AS layerName, a.name, a.fromChainage,
      a.toChainage, a.offsetFrom, a.offsetTo, a.polygon, a.area, a.updTime
      FROM site_stake_area a JOIN site_section s ON s.id = a.sectionId LEFT JOIN site_layer l ON l.id = a.layerId
      WHERE s.kind IN ('road', 'apron')`,
    menus: [pages.znysStakeArea.code],
    screen: pages.znysStakeArea.code,
    keyword: ['name', 'sectionName', 'layerName'],
    defaultSort: 'sectionId ASC, fromChainage ASC, id ASC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create: (store, row) => stakeArea(store, row),
      update: (store, _id, row, before) => stakeArea(store, row, before),
    },
  },
  {
    ...declaredAs(reportCondition, {
      sectionId: { ref: { table: 'site_section' } },
      layerId: { ref: { table: 'site_layer' } },
    }),
    table: 'cmp_report_condition',
    view: `SELECT c.id, c.name, c.reportType, c.sectionId, s.name AS sectionName, c.layerId, l.name AS layerName,
      c.fromChainage, c.toChainage, c.periodRule, c.recipients, c.updTime
      FROM cmp_report_condition c LEFT JOIN site_section s ON s.id = c.sectionId
      LEFT JOIN site_layer l ON l.id = c.layerId`,
    // The report pages choose a condition from this list.
    menus: [
      pages.znysReportCondition.code,
      reportsPages.pages.znysReport.code,
      reportsPages.pages.pdcaReportEmail.code,
    ],
    screen: pages.znysReportCondition.code,
    keyword: ['name', 'recipients'],
    defaultSort: 'name ASC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create(store, row) {
        const section = sectionOf(store, row.sectionId);
        layerOfSection(store, row.layerId, row.sectionId);
        chainageRange(section, row.fromChainage, row.toChainage);
      },
      update(store, _id, row, before) {
        const sectionId = pick(row, before, 'sectionId');
        layerOfSection(store, pick(row, before, 'layerId'), sectionId);
        chainageRange(sectionOf(store, sectionId), pick(row, before, 'fromChainage'), pick(row, before, 'toChainage'));
      },
      delete(store, id, before) {
        const task = store.get<{ name: string }>(
          'SELECT name FROM pdca_report_email WHERE reportConditionId = ? LIMIT 1',
          id,
        );
        if (task) throw rejected(`报表条件「${String(before.name)}」仍被报表邮件任务「${task.name}」使用，不能删除`);
      },
    },
  },
  {
    ...declaredAs(message),
    table: 'cmp_message',
    view: 'SELECT id, t, type, title, content, target, status, sentAt, sentBy, readCount, updTime FROM cmp_message',
    menus: [pages.znysMessage.code],
    screen: pages.znysMessage.code,
    keyword: ['title', 'content'],
    defaultSort: 't DESC, id DESC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create(_store, row, ctx) {
        row.t = siteNow(ctx.app);
        row.status = 'draft';
        row.readCount = 0;
      },
      update(_store, _id, _row, before) {
        if (before.status === 'sent') throw rejected(`消息「${String(before.title)}」已发送，不能修改`);
      },
    },
    commands: [
      {
        name: 'send',
        element: 'btn_send',
        label: '发送',
        method: 'POST',
        run(store, row, _body, ctx) {
          if (row.status === 'sent')
            throw rejected(`消息「${String(row.title)}」已于 ${String(row.sentAt)} 发送，不能重复发送`);
          store.run(
            "UPDATE cmp_message SET status = 'sent', sentAt = ?, sentBy = ? WHERE id = ?",
            siteNow(ctx.app),
            ctx.actor.name || ctx.actor.username,
            row.id,
          );
        },
      },
    ],
  },
];
