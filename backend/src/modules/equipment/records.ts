import type { SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import type { ResourceDef } from '../../kit/resource.js';

// The devices' service history: maintenance, repairs, calibrations and inspections, with the date the
// next one is due.

export const deviceRecordTypes = ['maintain', 'repair', 'calibrate', 'inspect'] as const;

/** The next due date is a day on or after the record's own. */
function checkDue(row: Record<string, SqlValue>, before?: Record<string, unknown>): void {
  const t = row.t !== undefined ? row.t : before?.t;
  const due = row.nextDue !== undefined ? row.nextDue : before?.nextDue;
  if (typeof t === 'string' && typeof due === 'string' && due < t.slice(0, 10))
    throw rejected('下次到期日期不能早于记录时间');
}

export const deviceRecordResources: ResourceDef[] = [
  {
    path: '/api/sbgl/deviceRecord',
    table: 'sbgl_device_record',
    view: `SELECT r.id, r.deviceId, d.code AS deviceCode, d.name AS deviceName, d.kind AS deviceKind, r.type, r.t, r.content, r.cost, r.person, r.nextDue, r.updTime
      FROM sbgl_device_record r JOIN site_device d ON d.id = r.deviceId`,
    menus: ['sbglDeviceRecordManager'],
    screen: 'sbglDeviceRecordManager',
    noun: '设备记录',
    fields: [
      { name: 'deviceId', label: '设备', type: 'ref', ref: { table: 'site_device' }, required: true, filter: 'eq' },
      { name: 'deviceCode', label: '设备编号', type: 'text', readOnly: true, sortable: true },
      { name: 'deviceName', label: '设备名称', type: 'text', readOnly: true },
      { name: 'deviceKind', label: '设备类型', type: 'text', readOnly: true, sortable: true },
      {
        name: 'type',
        label: '记录类型',
        type: 'enum',
        values: deviceRecordTypes,
        required: true,
        filter: 'eq',
        sortable: true,
      },
      { name: 't', label: '时间', type: 'time', required: true, filter: 'range', sortable: true },
      { name: 'content', label: '内容', type: 'text', required: true, max: 500 },
      { name: 'cost', label: '费用(元)', type: 'num', min: 0, max: 10_000_000, default: 0, sortable: true },
      { name: 'person', label: '经办人', type: 'text', required: true, max: 32, sortable: true },
      { name: 'nextDue', label: '下次到期', type: 'date', sortable: true },
      { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
    ],
    keyword: ['deviceCode', 'deviceName', 'content', 'person'],
    defaultSort: 't DESC, id DESC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create: (_store, row) => checkDue(row),
      update: (_store, _id, row, before) => checkDue(row, before),
    },
  },
];
