import type { Store } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import type { ResourceDef } from '../../kit/resource.js';

// Spare parts and their in/out records: the stock is Σ in − Σ out, changed with each record in the same
// transaction, and never below zero.

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
    path: '/api/sbgl/sparePart',
    table: 'sbgl_spare_part',
    view: `SELECT id, code, name, spec, unit, stock, minStock, CASE WHEN stock < minStock THEN 1 ELSE 0 END AS low, location, updTime FROM sbgl_spare_part`,
    menus: ['sbglSparePartManager', 'sbglSparePartRecordManager'],
    screen: 'sbglSparePartManager',
    noun: '备件',
    fields: [
      {
        name: 'code',
        label: '备件编号',
        type: 'text',
        required: true,
        max: 32,
        pattern: /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
        patternMessage: '备件编号只能包含字母、数字、- 和 _',
        unique: true,
        sortable: true,
      },
      { name: 'name', label: '备件名称', type: 'text', required: true, max: 64, sortable: true },
      { name: 'spec', label: '规格', type: 'text', max: 64 },
      { name: 'unit', label: '单位', type: 'text', required: true, max: 8 },
      { name: 'stock', label: '库存', type: 'num', readOnly: true, sortable: true },
      { name: 'minStock', label: '最低库存', type: 'num', min: 0, max: 1_000_000, default: 0, sortable: true },
      { name: 'low', label: '库存不足', type: 'int', readOnly: true, filter: 'eq', sortable: true },
      { name: 'location', label: '存放位置', type: 'text', max: 64 },
      { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
    ],
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
    path: '/api/sbgl/sparePartRecord',
    table: 'sbgl_spare_part_record',
    view: `SELECT r.id, r.partId, p.code AS partCode, p.name AS partName, p.unit, r.direction, r.qty, r.deviceId, d.code AS deviceCode, r.person, r.t, r.note
      FROM sbgl_spare_part_record r JOIN sbgl_spare_part p ON p.id = r.partId LEFT JOIN site_device d ON d.id = r.deviceId`,
    menus: ['sbglSparePartRecordManager'],
    screen: 'sbglSparePartRecordManager',
    noun: '出入库记录',
    fields: [
      { name: 'partId', label: '备件', type: 'ref', ref: { table: 'sbgl_spare_part' }, required: true, filter: 'eq' },
      { name: 'partCode', label: '备件编号', type: 'text', readOnly: true, sortable: true },
      { name: 'partName', label: '备件名称', type: 'text', readOnly: true },
      {
        name: 'direction',
        label: '方向',
        type: 'enum',
        values: ['in', 'out'],
        required: true,
        filter: 'eq',
        sortable: true,
      },
      { name: 'qty', label: '数量', type: 'num', required: true, min: 0.001, max: 1_000_000, sortable: true },
      { name: 'unit', label: '单位', type: 'text', readOnly: true },
      { name: 'deviceId', label: '用于设备', type: 'ref', ref: { table: 'site_device' } },
      { name: 'deviceCode', label: '设备编号', type: 'text', readOnly: true, sortable: true },
      { name: 'person', label: '经办人', type: 'text', required: true, max: 32, sortable: true },
      { name: 't', label: '时间', type: 'time', required: true, filter: 'range', sortable: true },
      { name: 'note', label: '备注', type: 'text', max: 200 },
    ],
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
