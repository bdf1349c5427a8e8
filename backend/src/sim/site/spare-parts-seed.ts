import type { Store } from '../../db/database.js';
import { dayIndexOf, dayLabel } from '../calendar.js';
import { deviceSpecs } from './devices.js';
import { deviceRecordSeeds } from './equipment.js';
import { project } from './project.js';
import { registryAudit } from './registry-audit.js';

/*
 * v12: the spare parts the site's mechanics keep, with their movements: stocked on the project's first morning, then
 * taken out by each service and repair of the devices' history that uses one (an oil filter per machine service, a
 * bearing per bearing change, 30 m of wire rope per rope change …), and bought again when a part falls to its minimum.
 * Stocks are what the records add up to, as the kit keeps them.
 */

interface Part {
  code: string;
  name: string;
  spec: string;
  unit: string;
  first: number;
  minStock: number;
  location: string;
  /** Words of a device record's content that take this part, and how many. */
  uses: readonly string[];
  per: number;
}

const parts: readonly Part[] = [
  part('BJ-001', '机油滤芯', 'M20×1.5 旋装式', '个', 40, 12, '机修库 A-01', ['更换机油机滤']),
  part('BJ-002', '空气滤芯', 'K2841 主滤', '个', 20, 6, '机修库 A-02', ['空滤']),
  part('BJ-003', '振动轴承', 'NU 2222 ECML/C4', '套', 6, 2, '机修库 B-01', ['更换轴承']),
  part('BJ-004', '钢丝绳', '6×37+FC Φ26 mm', '米', 300, 60, '机修库 C-01', ['更换钢丝绳'], 30),
  part('BJ-005', '离合器摩擦片', '卷扬 Φ600', '片', 8, 2, '机修库 B-02', ['更换摩擦片'], 2),
  part('BJ-006', '刹车片', '重卡鼓式 220 mm', '套', 12, 4, '机修库 B-03', ['刹车片磨损']),
  part('BJ-007', '水泵密封件', '机械密封 Φ35', '套', 6, 2, '机修库 B-04', ['更换密封件']),
  part('BJ-008', '液压油管', 'DN19 2SN 1.5 m', '根', 10, 3, '机修库 A-03', ['更换油管']),
  part('BJ-009', '蓄电池', '12 V 120 Ah', '块', 6, 2, '机修库 D-01', ['更换电瓶']),
  part('BJ-010', '发电机皮带', '8PK1515', '条', 8, 2, '机修库 A-04', ['发电机皮带']),
  part('BJ-011', '熨平板加热管', '220 V 2.2 kW', '根', 6, 2, '机修库 B-05', ['加热管']),
  part('BJ-012', 'GNSS 天线', 'RTK 测量型 TNC', '个', 4, 2, '机修库 D-02', []),
];

function part(
  code: string,
  name: string,
  spec: string,
  unit: string,
  first: number,
  minStock: number,
  location: string,
  uses: readonly string[],
  per = 1,
): Part {
  return { code, name, spec, unit, first, minStock, location, uses, per };
}

const KEEPER = '库管员';

export function seedSparePartsV12(store: Store, seed: number): void {
  if (store.get('SELECT 1 FROM sbgl_spare_part LIMIT 1')) return; // an administrator's own parts are kept
  const audit = registryAudit();
  const projectId = store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1')!.id;
  const devices = new Map(
    store.all<{ id: number; code: string }>('SELECT id, code FROM site_device').map((d) => [d.code, d.id]),
  );
  const opening = `${dayLabel(dayIndexOf(Date.parse(`${project.startDate}T00:00:00+08:00`)))} 07:30:00`;
  const ids = new Map<string, number>();
  const stock = new Map<string, number>();
  const record = (p: Part, direction: 'in' | 'out', qty: number, t: string, note: string, deviceId?: number) => {
    store.insert('sbgl_spare_part_record', {
      projectId,
      partId: ids.get(p.code)!,
      direction,
      qty,
      deviceId: deviceId ?? null,
      person: KEEPER,
      t,
      note,
      ...audit,
    });
    stock.set(p.code, stock.get(p.code)! + (direction === 'in' ? qty : -qty));
  };
  for (const p of parts) {
    ids.set(
      p.code,
      store.insert('sbgl_spare_part', {
        projectId,
        code: p.code,
        name: p.name,
        spec: p.spec,
        unit: p.unit,
        stock: 0,
        minStock: p.minStock,
        location: p.location,
        ...audit,
      }),
    );
    stock.set(p.code, 0);
    record(p, 'in', p.first, opening, '开工备货');
  }
  for (const r of deviceRecordSeeds(seed, deviceSpecs())) {
    if (r.type !== 'maintain' && r.type !== 'repair') continue;
    const deviceId = devices.get(r.deviceCode);
    for (const p of parts.filter((q) => q.uses.some((word) => r.content.includes(word)))) {
      // Bought again the same day, before it is taken, when the take would go below the minimum.
      if (stock.get(p.code)! - p.per < p.minStock) record(p, 'in', p.first, r.t, '补货入库');
      record(p, 'out', p.per, r.t, `${r.deviceCode} ${r.content}`, deviceId);
    }
  }
  for (const p of parts)
    store.run('UPDATE sbgl_spare_part SET stock = ? WHERE id = ?', stock.get(p.code)!, ids.get(p.code)!);
}
