import type { SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { equipmentPages } from '@console/contract/equipment/pages';
import { deviceRecord } from '@console/contract/equipment/resources';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';

// The devices' service history: maintenance, repairs, calibrations and inspections, with the date the
// next one is due.

const screen = equipmentPages.pages.sbglDeviceRecord.code;

/** The next due date is a day on or after the record's own. */
function checkDue(row: Record<string, SqlValue>, before?: Record<string, unknown>): void {
  const t = row.t !== undefined ? row.t : before?.t;
  const due = row.nextDue !== undefined ? row.nextDue : before?.nextDue;
  if (typeof t === 'string' && typeof due === 'string' && due < t.slice(0, 10))
    throw rejected('下次到期日期不能早于记录时间');
}

export const deviceRecordResources: ResourceDef[] = [
  {
    ...declaredAs(deviceRecord, { deviceId: { ref: { table: 'site_device' } } }),
    table: 'sbgl_device_record',
    view: `SELECT r.id, r.deviceId, d.code AS deviceCode, d.name AS deviceName, d.kind AS deviceKind, r.type, r.t,
      r.content, r.cost, r.person, r.nextDue, r.updTime
      FROM sbgl_device_record r JOIN site_device d ON d.id = r.deviceId`,
    menus: [screen],
    screen,
    keyword: ['deviceCode', 'deviceName', 'content', 'person'],
    defaultSort: 't DESC, id DESC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create: (_store, row) => checkDue(row),
      update: (_store, _id, row, before) => checkDue(row, before),
    },
  },
];
