import { rejected } from '../../http/reply.js';
import { byName } from './change-log.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { rammingPages } from '@console/contract/ramming/pages';
import { deviceExchange } from '@console/contract/ramming/resources';

// Component exchanges on the rammer rigs (terminal, hammer, SIM card): recorded, never edited or deleted.
// Fields: the contract.

const page = rammingPages.pages.hjDeviceExchangeLog.code;

export const rammingExchangeResources: ResourceDef[] = [
  {
    ...declaredAs(deviceExchange, { deviceId: { ref: { table: 'site_device', where: "kind = 'rammer'" } } }),
    // The platform's messages name the record as it always has; the console says 更换记录.
    noun: '设备更换记录',
    table: 'ram_device_exchange',
    view: `SELECT x.id, x.t, x.deviceId, d.code AS deviceCode, x.component, x.oldCode, x.newCode, x.reason, x.byName
      FROM ram_device_exchange x JOIN site_device d ON d.id = x.deviceId`,
    menus: [page],
    screen: page,
    keyword: ['deviceCode', 'oldCode', 'newCode', 'reason', 'byName'],
    defaultSort: 't DESC, id DESC',
    writes: { create: true },
    guard: {
      create(_store, row) {
        if (row.oldCode !== undefined && row.oldCode !== null && row.oldCode === row.newCode)
          throw rejected('新编号与原编号相同');
      },
    },
    derive: {
      create(_store, row, ctx) {
        row.byName = byName(ctx.actor);
      },
    },
  },
];
