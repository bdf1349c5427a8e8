import { rejected } from '../../http/reply.js';
import { byName } from './change-log.js';
import type { ResourceDef } from '../../kit/resource.js';

// Component exchanges on the rammer rigs (terminal, hammer, SIM card): recorded, never edited or deleted.

export const exchangeComponents = ['terminal', 'hammer', 'sim'] as const;

export const rammingExchangeResources: ResourceDef[] = [
  {
    path: '/api/hj/deviceExchange',
    table: 'ram_device_exchange',
    view: `SELECT x.id, x.t, x.deviceId, d.code AS deviceCode, x.component, x.oldCode, x.newCode, x.reason, x.byName
      FROM ram_device_exchange x JOIN site_device d ON d.id = x.deviceId`,
    menus: ['hjDeviceExchangeLogManager'],
    screen: 'hjDeviceExchangeLogManager',
    noun: '设备更换记录',
    fields: [
      { name: 't', label: '更换时间', type: 'time', required: true, filter: 'range', sortable: true },
      {
        name: 'deviceId',
        label: '强夯机',
        type: 'ref',
        ref: { table: 'site_device', where: "kind = 'rammer'" },
        required: true,
        filter: 'eq',
      },
      { name: 'deviceCode', label: '设备编号', type: 'text', readOnly: true, sortable: true },
      {
        name: 'component',
        label: '部件',
        type: 'enum',
        values: exchangeComponents,
        required: true,
        filter: 'eq',
        sortable: true,
      },
      { name: 'oldCode', label: '原编号', type: 'text', max: 40 },
      { name: 'newCode', label: '新编号', type: 'text', required: true, max: 40 },
      { name: 'reason', label: '更换原因', type: 'text', required: true, max: 200 },
      { name: 'byName', label: '操作人', type: 'text', readOnly: true, sortable: true },
    ],
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
