import type { Store, SqlValue } from '../../db/database.js';
import { created } from '../../domain/audit.js';
import { rejected } from '../../http/reply.js';
import { checkedPolygon, gridIn, inside, ringOf } from '../../kit/geometry.js';
import { declaredAs, type CommandDef, type ResourceDef } from '../../kit/resource.js';
import { rammingPages } from '@console/contract/ramming/pages';
import * as declared from '@console/contract/ramming/resources';
import { reportsPages } from '@console/contract/reports/pages';

// Work areas of the ramming family (hj: design points on the standard's grid; ddc: piles on the area's
// own pattern) and the hj design points. The polygon is JSON text in metres; the platform checks it and
// works out the area. Generating replaces the area's untouched points or piles with the same rows every time.
// Fields: the contract.

type Family = 'hj' | 'ddc';
const pages = rammingPages.pages;
const deviceKind: Record<Family, string> = { hj: 'rammer', ddc: 'ddcRig' };

/** `HJ-01, HJ-02` (commas, spaces or 、) → `HJ-01,HJ-02`, each a registered rig of the family. */
export function checkedDeviceCodes(store: Store, family: Family, value: SqlValue | undefined): SqlValue | undefined {
  if (value === undefined || value === null) return value;
  const codes = [
    ...new Set(
      String(value)
        .split(/[\s,，、;；]+/)
        .filter(Boolean),
    ),
  ];
  if (codes.length === 0) return null;
  for (const code of codes) {
    if (!store.get('SELECT 1 FROM site_device WHERE code = ? AND kind = ?', code, deviceKind[family]))
      throw rejected(`设备 ${code} 不是已登记的${family === 'hj' ? '强夯机' : 'DDC桩机'}`);
  }
  return codes.join(',');
}

/** Where an area's section and standard point. */
const areaRefs = (standardTable: string) => ({
  sectionId: { ref: { table: 'site_section' } },
  standardId: { ref: { table: standardTable } },
});

/** Polygon checked and area worked out; device codes normalised. */
function areaEffects(family: Family, generated: string): Pick<ResourceDef, 'derive' | 'effects'> {
  const complete = (store: Store, row: Record<string, SqlValue>) => {
    if (row.polygon !== undefined) {
      const { polygon, area } = checkedPolygon(store, row.polygon);
      row.polygon = polygon;
      row.area = area;
    }
    if (row.deviceCodes !== undefined) row.deviceCodes = checkedDeviceCodes(store, family, row.deviceCodes) ?? null;
  };
  return {
    derive: {
      create(store, row) {
        row.family = family;
        complete(store, row);
      },
      update: (store, _id, row) => complete(store, row),
    },
    // The untouched design points or piles go with their area.
    effects: { delete: (store, before) => void store.run(`DELETE FROM ${generated} WHERE areaId = ?`, before.id) },
  };
}

function areaGuard(family: Family, generated: string): ResourceDef['guard'] {
  return {
    delete(store, id, before) {
      if (store.get('SELECT 1 FROM ram_process WHERE areaId = ? LIMIT 1', id))
        throw rejected(`区域 ${String(before.code)} 已有工艺，不能删除`);
      if (store.get(`SELECT 1 FROM ${generated} WHERE areaId = ? AND status != 'todo' LIMIT 1`, id))
        throw rejected(`区域 ${String(before.code)} 已开始施工，不能删除`);
    },
  };
}

function projectId(store: Store): number {
  return store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1')!.id;
}

const passCode: Record<(typeof declared.passes)[number], string> = { point1: 'P1', point2: 'P2', full: 'FM' };

/** Fills an hj area with its standard's design points for the standard's pass; the other passes' points stay. */
export function generatePoints(store: Store, area: Record<string, unknown>, audit: Record<string, string>): number {
  if (!area.standardId) throw rejected(`区域 ${String(area.code)} 未设置夯击标准，不能生成夯点`);
  const standard = store.get<{ pass: (typeof declared.passes)[number]; spacing: number; designHits: number }>(
    'SELECT pass, spacing, designHits FROM ram_standard WHERE id = ?',
    area.standardId,
  )!;
  if (
    store.get(
      "SELECT 1 FROM ram_point WHERE areaId = ? AND pass = ? AND status != 'todo' LIMIT 1",
      area.id,
      standard.pass,
    )
  ) {
    throw rejected(`区域 ${String(area.code)} 的这一遍已开始夯击，不能重新生成夯点`);
  }
  const grid = gridIn(ringOf(area.polygon), standard.spacing, 'square', standard.pass === 'point2');
  store.run('DELETE FROM ram_point WHERE areaId = ? AND pass = ?', area.id, standard.pass);
  const project = projectId(store);
  grid.forEach(([x, y], i) => {
    const code = `${String(area.code)}-${passCode[standard.pass]}-${String(i + 1).padStart(4, '0')}`;
    store.insert('ram_point', {
      projectId: project,
      code,
      areaId: Number(area.id),
      pass: standard.pass,
      x,
      y,
      designHits: standard.designHits,
      status: 'todo',
      ...audit,
    });
  });
  return grid.length;
}

/** Fills a DDC area with design piles on its pattern and spacing. */
export function generatePiles(store: Store, area: Record<string, unknown>, audit: Record<string, string>): number {
  for (const [field, label] of [
    ['pattern', '布桩方式'],
    ['spacing', '桩间距'],
    ['designDepth', '设计桩深'],
    ['pileDiameter', '桩径'],
  ] as const) {
    if (area[field] === null || area[field] === undefined)
      throw rejected(`区域 ${String(area.code)} 未设置${label}，不能生成桩位`);
  }
  if (store.get("SELECT 1 FROM ddc_pile WHERE areaId = ? AND status != 'todo' LIMIT 1", area.id))
    throw rejected(`区域 ${String(area.code)} 已开始成桩，不能重新生成桩位`);
  const grid = gridIn(ringOf(area.polygon), Number(area.spacing), area.pattern === 'triangle' ? 'triangle' : 'square');
  store.run('DELETE FROM ddc_pile WHERE areaId = ?', area.id);
  const project = projectId(store);
  grid.forEach(([x, y], i) => {
    const code = `${String(area.code)}-${String(i + 1).padStart(4, '0')}`;
    store.insert('ddc_pile', {
      projectId: project,
      code,
      areaId: Number(area.id),
      x,
      y,
      designDepth: Number(area.designDepth),
      diameter: Number(area.pileDiameter),
      status: 'todo',
      ...audit,
    });
  });
  return grid.length;
}

const generatePointsCommand: CommandDef = {
  name: 'generatePoints',
  element: 'btn_generate',
  label: '生成夯点',
  method: 'POST',
  run: (store, row, _body, ctx) => void generatePoints(store, row, created(ctx.actor)),
};

const generatePilesCommand: CommandDef = {
  name: 'generatePiles',
  element: 'btn_generate',
  label: '生成桩位',
  method: 'POST',
  run: (store, row, _body, ctx) => void generatePiles(store, row, created(ctx.actor)),
};

const hjArea: ResourceDef = {
  ...declaredAs(declared.hjArea, areaRefs('ram_standard')),
  table: 'ram_area',
  view: `SELECT a.id, a.code, a.name, a.sectionId, s.name AS sectionName, a.polygon, a.area, a.standardId,
    t.name AS standardName, a.deviceCodes,
      (SELECT COUNT(*) FROM ram_point p WHERE p.areaId = a.id) AS pointCount, a.updTime
    FROM ram_area a JOIN site_section s ON s.id = a.sectionId LEFT JOIN ram_standard t ON t.id = a.standardId
    WHERE a.family = 'hj'`,
  menus: [
    pages.hjDeviceArea.code,
    pages.hjStakeInfo.code,
    pages.hjProcess.code,
    reportsPages.pages.hjRammingReport.code,
    reportsPages.pages.hjPdcaReportEmail.code,
  ],
  screen: pages.hjDeviceArea.code,
  keyword: ['code', 'name', 'deviceCodes'],
  defaultSort: 'code ASC',
  writes: { create: true, update: true, delete: true },
  guard: areaGuard('hj', 'ram_point'),
  ...areaEffects('hj', 'ram_point'),
  commands: [generatePointsCommand],
};

const ddcArea: ResourceDef = {
  ...declaredAs(declared.ddcArea, areaRefs('ddc_hammer_standard')),
  table: 'ram_area',
  view: `SELECT a.id, a.code, a.name, a.sectionId, s.name AS sectionName, a.polygon, a.area, a.standardId,
    t.code AS standardCode, a.deviceCodes,
      a.pattern, a.spacing, a.designDepth, a.pileDiameter, (SELECT COUNT(*) FROM ddc_pile p
      WHERE p.areaId = a.id) AS pileCount, a.updTime
    FROM ram_area a JOIN site_section s ON s.id = a.sectionId LEFT JOIN ddc_hammer_standard t ON t.id = a.standardId
    WHERE a.family = 'ddc'`,
  menus: [pages.ddcArea.code, pages.ddcProcess.code],
  screen: pages.ddcArea.code,
  keyword: ['code', 'name', 'deviceCodes'],
  defaultSort: 'code ASC',
  writes: { create: true, update: true, delete: true },
  guard: areaGuard('ddc', 'ddc_pile'),
  ...areaEffects('ddc', 'ddc_pile'),
  commands: [generatePilesCommand],
};

function checkPointInside(store: Store, areaId: unknown, x: unknown, y: unknown): void {
  const area = store.get<{ code: string; polygon: string }>(
    "SELECT code, polygon FROM ram_area WHERE id = ? AND family = 'hj'",
    areaId,
  );
  if (area && !inside(ringOf(area.polygon), [Number(x), Number(y)]))
    throw rejected(`夯点 (${String(x)}, ${String(y)}) 不在区域 ${area.code} 内`);
}

const hjPoint: ResourceDef = {
  ...declaredAs(declared.hjPoint, { areaId: { ref: { table: 'ram_area', where: "family = 'hj'" } } }),
  table: 'ram_point',
  section: '(SELECT a.sectionId FROM ram_area a WHERE a.id = r.areaId)',
  // Progress and status are the simulator's (the rammer process writes them as hits arrive); the rest is the design.
  view: `SELECT p.id, p.code, p.areaId, a.code AS areaCode, p.pass, p.x, p.y, p.designHits, p.status, p.hits,
    p.totalSettlement, p.lastTwoAvg, d.code AS deviceCode, p.lastHitAt, p.updTime
    FROM ram_point p JOIN ram_area a ON a.id = p.areaId LEFT JOIN site_device d ON d.id = p.deviceId`,
  menus: [pages.hjStakeInfo.code],
  screen: pages.hjStakeInfo.code,
  keyword: ['code', 'areaCode'],
  defaultSort: 'code ASC',
  writes: { create: true, update: true, delete: true },
  guard: {
    create: (store, row) => checkPointInside(store, row.areaId, row.x, row.y),
    update(store, _id, row, before) {
      if (before.status !== 'todo') throw rejected(`夯点 ${String(before.code)} 已开始夯击，不能修改`);
      checkPointInside(store, row.areaId ?? before.areaId, row.x ?? before.x, row.y ?? before.y);
    },
    delete(_store, _id, before) {
      if (before.status !== 'todo') throw rejected(`夯点 ${String(before.code)} 已开始夯击，不能删除`);
    },
  },
};

export const rammingAreaResources: ResourceDef[] = [hjArea, ddcArea, hjPoint];
