import type { Store, SqlValue } from '../../db/database.js';
import { created, updated } from '../../domain/audit.js';
import { asObject, idFrom } from '../../domain/validate.js';
import { ok, rejected } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import type { Point } from '../../sim/reads.js';
import { checkedPolygon } from '../../kit/geometry.js';
import { block } from '@console/contract/site/resources';
import { sitePages } from '@console/contract/site/pages';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { polylineLength, stakesAlong } from './geometry.js';

// 桩号图编辑: a road section's centreline, its stake interval and widths — saving regenerates the section's
// stakes, which every map draws — and the apron's slab blocks.

export const STAKE_MAP_SCREEN = sitePages.pages.znysStakeMapEdit.code;
const maxVertices = 2000;
const maxStakes = 20_000;

interface AlignmentRow {
  id: number;
  sectionId: number;
  polyline: string;
  startChainage: number;
  stakeInterval: number | null;
  leftWidth: number | null;
  rightWidth: number | null;
  updTime: string | null;
  updName: string | null;
}

function roadSection(store: Store, sectionId: number): { id: number; code: string; name: string; projectId: number } {
  const section = store.get<{ id: number; code: string; name: string; kind: string; projectId: number }>(
    'SELECT id, code, name, kind, projectId FROM site_section WHERE id = ?',
    sectionId,
  );
  if (!section) throw rejected(`标段 ${sectionId} 不存在`);
  if (section.kind !== 'road') throw rejected(`标段 ${section.name} 不是线路工程，没有中线和桩号`);
  return section;
}

/** The alignment of a road section as the editor reads it; a section without one answers an empty polyline. */
function readAlignment(store: Store, sectionId: number) {
  const section = roadSection(store, sectionId);
  const row = store.get<AlignmentRow>(
    'SELECT * FROM site_alignment WHERE sectionId = ? ORDER BY id LIMIT 1',
    sectionId,
  );
  const polyline = row ? (JSON.parse(row.polyline) as Point[]) : [];
  const stakes = store.get<{ n: number; minC: number | null; maxC: number | null }>(
    'SELECT COUNT(*) n, MIN(chainage) minC, MAX(chainage) maxC FROM site_stake WHERE sectionId = ?',
    sectionId,
  )!;
  return {
    sectionId,
    sectionCode: section.code,
    sectionName: section.name,
    polyline,
    startChainage: row?.startChainage ?? 0,
    stakeInterval: row?.stakeInterval ?? 20,
    leftWidth: row?.leftWidth ?? 0,
    rightWidth: row?.rightWidth ?? 0,
    length: Math.round(polylineLength(polyline) * 1000) / 1000,
    stakeCount: stakes.n,
    fromChainage: stakes.minC,
    toChainage: stakes.maxC,
    updTime: row?.updTime ?? null,
    updName: row?.updName ?? null,
  };
}

function extentOf(store: Store): { width: number; height: number } {
  const project = store.get<{ extentWidth: number | null; extentHeight: number | null }>(
    'SELECT extentWidth, extentHeight FROM site_project ORDER BY id LIMIT 1',
  );
  return { width: project?.extentWidth ?? 4000, height: project?.extentHeight ?? 1500 };
}

function numberIn(body: Record<string, unknown>, name: string, label: string, min: number, max: number): number {
  const raw = body[name];
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw rejected(`${label}必须是数字`);
  if (value < min || value > max) throw rejected(`${label}应在 ${min}–${max} 之间`);
  return value;
}

/** The centreline of a body: `[[x, y], …]`, 2–2000 vertices inside the project, no two in a row at the same place. */
export function checkedPolyline(store: Store, value: unknown): Point[] {
  if (!Array.isArray(value) || !value.every((p) => Array.isArray(p) && p.length === 2))
    throw rejected('中线必须是坐标点数组 [[x, y], …]（单位 m）');
  const points = value as unknown[][];
  if (!points.every((p) => p.every((n) => typeof n === 'number' && Number.isFinite(n))))
    throw rejected('中线顶点的坐标必须是有限的数字');
  if (points.length < 2) throw rejected('中线至少需要 2 个顶点');
  if (points.length > maxVertices) throw rejected(`中线最多 ${maxVertices} 个顶点`);
  const line = (points as number[][]).map(
    ([x, y]) => [Math.round(x! * 1000) / 1000, Math.round(y! * 1000) / 1000] as const,
  );
  const { width, height } = extentOf(store);
  line.forEach(([x, y], i) => {
    if (x < 0 || x > width || y < 0 || y > height)
      throw rejected(`中线第 ${i + 1} 个顶点 (${x}, ${y}) 超出项目范围 0–${width} × 0–${height} m`);
    if (i > 0 && Math.hypot(x - line[i - 1]![0], y - line[i - 1]![1]) < 0.01)
      throw rejected(`中线第 ${i} 和第 ${i + 1} 个顶点重合`);
  });
  return line;
}

/** Replaces a section's stakes with those of its alignment; answers how many. */
export function regenerateStakes(
  store: Store,
  section: { id: number; projectId: number },
  line: readonly Point[],
  values: { startChainage: number; stakeInterval: number; leftWidth: number; rightWidth: number },
  audit: Record<string, string>,
): number {
  const stakes = stakesAlong(line, values.startChainage, values.stakeInterval, values.leftWidth, values.rightWidth);
  if (stakes.length > maxStakes)
    throw rejected(`按桩距 ${values.stakeInterval} m 将生成 ${stakes.length} 个桩号，超过上限 ${maxStakes}`);
  store.run('DELETE FROM site_stake WHERE sectionId = ?', section.id);
  for (const stake of stakes)
    store.insert('site_stake', { projectId: section.projectId, sectionId: section.id, ...stake, ...audit });
  return stakes.length;
}

export const alignmentRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/site/alignment/:sectionId',
    menus: [STAKE_MAP_SCREEN],
    handler: (ctx: RequestContext) => ok(readAlignment(ctx.app.store, idFrom(ctx.params.sectionId, 'sectionId'))),
  },
  {
    method: 'PUT',
    path: '/api/site/alignment/:sectionId',
    permission: `${STAKE_MAP_SCREEN}:btn_save`,
    log: { menuCode: STAKE_MAP_SCREEN, opt: '保存中线' },
    handler(ctx: RequestContext) {
      const store = ctx.app.store;
      const sectionId = idFrom(ctx.params.sectionId, 'sectionId');
      const section = roadSection(store, sectionId);
      const body = asObject(ctx.body);
      const line = checkedPolyline(store, body.polyline);
      const values = {
        startChainage: numberIn(body, 'startChainage', '起点里程', 0, 1_000_000),
        stakeInterval: numberIn(body, 'stakeInterval', '桩距', 1, 1000),
        leftWidth: numberIn(body, 'leftWidth', '左幅宽', 0, 200),
        rightWidth: numberIn(body, 'rightWidth', '右幅宽', 0, 200),
      };
      if (values.leftWidth + values.rightWidth <= 0) throw rejected('左幅宽和右幅宽不能都为 0');
      store.transaction(() => {
        const row: Record<string, SqlValue> = { polyline: JSON.stringify(line), ...values, ...updated(ctx.actor) };
        const existing = store.get<{ id: number }>(
          'SELECT id FROM site_alignment WHERE sectionId = ? ORDER BY id LIMIT 1',
          sectionId,
        );
        if (existing) store.update('site_alignment', existing.id, row);
        else store.insert('site_alignment', { projectId: section.projectId, sectionId, ...row, ...created(ctx.actor) });
        regenerateStakes(store, section, line, values, { ...created(ctx.actor), ...updated(ctx.actor) });
      });
      return ok(readAlignment(store, sectionId));
    },
  },
];

function checkBlockPolygon(store: Store, row: Record<string, SqlValue>): void {
  if (row.polygon !== undefined) row.polygon = checkedPolygon(store, row.polygon, '分块边界').polygon;
}

/** The apron's slab blocks (分块), drawn on every map. */
export const blockResource: ResourceDef = {
  ...declaredAs(block, { sectionId: { ref: { table: 'site_section', where: "kind = 'apron'" } } }),
  table: 'site_block',
  view:
    'SELECT b.id, b.sectionId, s.name AS sectionName, b.code, b.polygon, b.updTime FROM site_block b ' +
    'JOIN site_section s ON s.id = b.sectionId',
  menus: [STAKE_MAP_SCREEN],
  screen: STAKE_MAP_SCREEN,
  keyword: ['code'],
  defaultSort: 'code ASC',
  writes: { create: true, update: true, delete: true },
  derive: {
    create: (store, row) => checkBlockPolygon(store, row),
    update: (store, _id, row) => checkBlockPolygon(store, row),
  },
};

/** Element codes of the editors' writes beyond the CRUD ones, for the seed. */
export const geometryElements: { screen: string; suffix: string; name: string; method: 'POST' | 'PUT'; uri: string }[] =
  [
    { screen: STAKE_MAP_SCREEN, suffix: 'btn_save', name: '保存中线', method: 'PUT', uri: '/site/alignment/{*}' },
    {
      screen: sitePages.pages.hjBaseMapConfig.code,
      suffix: 'btn_upload',
      name: '上传底图',
      method: 'POST',
      uri: '/site/baseMap/{*}/file',
    },
  ];
