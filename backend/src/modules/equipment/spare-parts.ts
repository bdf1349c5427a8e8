import type { Store } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { equipmentPages } from '@console/contract/equipment/pages';
import { sparePart, sparePartRecord } from '@console/contract/equipment/resources';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';

// Spare parts and their in/out records: the stock is Σ in − Σ out, changed with each record in the same
// transaction, and never below zero.

const pages = equipmentPages.pages;

function moveStock(store: Store, partId: unknown, delta: number, refusal: string): void {
  const part = store.get<{ stock: number; code: string; unit: string }>(
    'SELECT stock, code, unit FROM sbgl_spare_part WHERE id = ?',
    partId,
  );
  if (!part) throw rejected(`备件不存在: ${String(partId)}`);
  const next = Math.round((part.stock + delta) * 1000) / 1000;
  if (next < 0) throw rejected(refusal.replace('{stock}', `${part.stock} ${part.unit}`).replace('{code}', part.code));
  store.run('UPDATE sbgl_spare_part SET stock = ? WHERE id = ?', next, partId);
}

export const sparePartResources: ResourceDef[] = [
  {
    ...declaredAs(sparePart),
    table: 'sbgl_spare_part',
    view:
      `SELECT id, code, name, spec, unit, stock, minStock, CASE WHEN stock < minStock THEN 1 ELSE 0 END AS low, ` +
      `location, updTime FROM sbgl_spare_part`,
    menus: [pages.sbglSparePart.code, pages.sbglSparePartRecord.code],
    screen: pages.sbglSparePart.code,
    keyword: ['code', 'name', 'spec', 'location'],
    defaultSort: 'code ASC',
    writes: { create: true, update: true, delete: true },
    guard: {
      delete(store, id, before) {
        if (store.get('SELECT 1 FROM sbgl_spare_part_record WHERE partId = ? LIMIT 1', id))
          throw rejected(`备件 ${String(before.code)} 已有出入库记录，不能删除`);
      },
    },
  },
  {
    ...declaredAs(sparePartRecord, {
      partId: { ref: { table: 'sbgl_spare_part' } },
      deviceId: { ref: { table: 'site_device' } },
    }),
    table: 'sbgl_spare_part_record',
    view: `SELECT r.id, r.partId, p.code AS partCode, p.name AS partName, p.unit, r.direction, r.qty, r.deviceId,
      d.code AS deviceCode, r.person, r.t, r.note
      FROM sbgl_spare_part_record r JOIN sbgl_spare_part p ON p.id = r.partId
      LEFT JOIN site_device d ON d.id = r.deviceId`,
    menus: [pages.sbglSparePartRecord.code],
    screen: pages.sbglSparePartRecord.code,
    keyword: ['partCode', 'partName', 'person', 'deviceCode', 'note'],
    defaultSort: 't DESC, id DESC',
    writes: { create: true, delete: true },
    effects: {
      create(store, row) {
        const qty = Number(row.qty);
        moveStock(
          store,
          row.partId,
          row.direction === 'out' ? -qty : qty,
          '出库数量超过库存：备件 {code} 现有 {stock}',
        );
      },
      delete(store, before) {
        const qty = Number(before.qty);
        moveStock(
          store,
          before.partId,
          before.direction === 'out' ? qty : -qty,
          '删除这条入库记录会使备件 {code} 的库存为负（现有 {stock}）',
        );
      },
    },
  },
];
