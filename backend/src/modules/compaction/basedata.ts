import type { Store, SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { stripPolygon } from '../../sim/site/alignment.js';
import { siteNow } from '../site/clock.js';
import type { ResourceDef } from '../../kit/resource.js';

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

/** Road areas are chainage × offset strips whose outline and area follow the numbers; apron areas are drawn from slab blocks. */
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
    if (!before) throw rejected(`标段「${section.name}」的区域按板块划分，请在桩号图编辑中绘制`);
    return;
  }
  if ([from, to, offsetFrom, offsetTo].some((v) => v === null || v === undefined))
    throw rejected('道路区域需要起点、终点里程和左右偏距');
  chainageRange(section, from, to);
  if (!(Number(offsetFrom) < Number(offsetTo))) throw rejected('起始偏距必须小于终止偏距');
  row.area = round((Number(to) - Number(from)) * (Number(offsetTo) - Number(offsetFrom)));
  row.polygon = JSON.stringify(stripPolygon(Number(from), Number(to), Number(offsetFrom), Number(offsetTo)));
}

export const messageTypes = ['notice', 'process', 'safety', 'quality'] as const;
export const messageTargets = ['all', 'znys', 'zd'] as const;

export const compactionBasedataResources: ResourceDef[] = [
  {
    path: '/api/site/stakeArea',
    table: 'site_stake_area',
    view: `SELECT a.id, a.sectionId, s.name AS sectionName, a.layerId, l.name AS layerName, a.name, a.fromChainage, a.toChainage, a.offsetFrom, a.offsetTo, a.area, a.updTime
      FROM site_stake_area a JOIN site_section s ON s.id = a.sectionId LEFT JOIN site_layer l ON l.id = a.layerId
      WHERE s.kind IN ('road', 'apron')`,
    menus: ['znysStakeAreaManager'],
    screen: 'znysStakeAreaManager',
    noun: '桩号区域',
    fields: [
      {
        name: 'sectionId',
        label: '标段',
        type: 'ref',
        ref: { table: 'site_section', where: "kind IN ('road', 'apron')" },
        required: true,
        createOnly: true,
        filter: 'eq',
      },
      { name: 'sectionName', label: '标段名称', type: 'text', readOnly: true, sortable: true },
      { name: 'layerId', label: '结构层', type: 'ref', ref: { table: 'site_layer' }, filter: 'eq' },
      { name: 'layerName', label: '结构层名称', type: 'text', readOnly: true },
      { name: 'name', label: '区域名称', type: 'text', required: true, max: 64, filter: 'like', sortable: true },
      { name: 'fromChainage', label: '起点里程(m)', type: 'num', min: 0, max: 1_000_000, sortable: true },
      { name: 'toChainage', label: '终点里程(m)', type: 'num', min: 0, max: 1_000_000, sortable: true },
      { name: 'offsetFrom', label: '起始偏距(m)', type: 'num', min: -100, max: 100 },
      { name: 'offsetTo', label: '终止偏距(m)', type: 'num', min: -100, max: 100 },
      { name: 'area', label: '面积(m²)', type: 'num', readOnly: true, sortable: true },
      { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
    ],
    keyword: ['name', 'sectionName', 'layerName'],
    defaultSort: 'sectionId ASC, fromChainage ASC, id ASC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create: (store, row) => stakeArea(store, row),
      update: (store, _id, row, before) => stakeArea(store, row, before),
    },
  },
  {
    path: '/api/znys/reportCondition',
    table: 'cmp_report_condition',
    view: `SELECT c.id, c.name, c.reportType, c.sectionId, s.name AS sectionName, c.layerId, l.name AS layerName, c.fromChainage, c.toChainage, c.periodRule, c.recipients, c.updTime
      FROM cmp_report_condition c LEFT JOIN site_section s ON s.id = c.sectionId LEFT JOIN site_layer l ON l.id = c.layerId`,
    menus: ['znysReportConditionManager', 'znysReportManager', 'pdcaReportEmailManager'],
    screen: 'znysReportConditionManager',
    noun: '报表条件',
    fields: [
      { name: 'name', label: '条件名称', type: 'text', required: true, max: 64, unique: true, sortable: true },
      {
        name: 'reportType',
        label: '报表类型',
        type: 'enum',
        values: ['workArea', 'dailySection', 'stake'],
        required: true,
        filter: 'eq',
        sortable: true,
      },
      { name: 'sectionId', label: '标段', type: 'ref', ref: { table: 'site_section' }, required: true, filter: 'eq' },
      { name: 'sectionName', label: '标段名称', type: 'text', readOnly: true, sortable: true },
      { name: 'layerId', label: '结构层', type: 'ref', ref: { table: 'site_layer' } },
      { name: 'layerName', label: '结构层名称', type: 'text', readOnly: true },
      { name: 'fromChainage', label: '起点里程(m)', type: 'num', min: 0, max: 1_000_000 },
      { name: 'toChainage', label: '终点里程(m)', type: 'num', min: 0, max: 1_000_000 },
      {
        name: 'periodRule',
        label: '周期',
        type: 'enum',
        values: ['daily', 'weekly', 'monthly'],
        required: true,
        sortable: true,
      },
      { name: 'recipients', label: '接收人', type: 'text', max: 500 },
      { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
    ],
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
    path: '/api/znys/message',
    table: 'cmp_message',
    view: 'SELECT id, t, type, title, content, target, status, sentAt, sentBy, readCount, updTime FROM cmp_message',
    menus: ['znysMessageManager'],
    screen: 'znysMessageManager',
    noun: '消息',
    fields: [
      { name: 't', label: '时间', type: 'time', readOnly: true, filter: 'range', sortable: true },
      { name: 'type', label: '类型', type: 'enum', values: messageTypes, required: true, filter: 'eq', sortable: true },
      { name: 'title', label: '标题', type: 'text', required: true, max: 64, sortable: true },
      { name: 'content', label: '内容', type: 'text', required: true, max: 500 },
      {
        name: 'target',
        label: '发送对象',
        type: 'enum',
        values: messageTargets,
        required: true,
        filter: 'eq',
        sortable: true,
      },
      {
        name: 'status',
        label: '状态',
        type: 'enum',
        values: ['draft', 'sent'],
        readOnly: true,
        filter: 'eq',
        sortable: true,
      },
      { name: 'sentAt', label: '发送时间', type: 'time', readOnly: true, sortable: true },
      { name: 'sentBy', label: '发送人', type: 'text', readOnly: true },
      { name: 'readCount', label: '已读数', type: 'int', readOnly: true, sortable: true },
      { name: 'updTime', label: '更新时间', type: 'time', readOnly: true },
    ],
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
