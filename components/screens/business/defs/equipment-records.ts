import type { ResourceScreenDef } from '../resource-def';

// The devices' service history: maintenance, repairs, calibrations and inspections.

export const deviceRecord: ResourceScreenDef = {
  api: '/api/sbgl/deviceRecord',
  screen: 'sbglDeviceRecordManager',
  columns: [
    { field: 't', title: { zh: '时间', en: 'Time' }, type: 'time', width: 160, sortable: true, form: { required: true } },
    {
      field: 'deviceId',
      title: { zh: '设备', en: 'Device' },
      type: 'ref',
      ref: { api: '/api/sbgl/device', label: ['code', 'name'] },
      shownAs: 'deviceCode',
      filter: true,
      form: { required: true },
    },
    { field: 'deviceCode', title: { zh: '设备编号', en: 'Device' }, type: 'text', width: 100, sortable: true, form: false },
    { field: 'deviceName', title: { zh: '设备名称', en: 'Device name' }, type: 'text', width: 150, form: false },
    { field: 'type', title: { zh: '记录类型', en: 'Type' }, type: 'enum', dict: 'deviceRecordType', width: 90, sortable: true, filter: true, form: { required: true } },
    { field: 'content', title: { zh: '内容', en: 'Work done' }, type: 'text', width: 280, form: { required: true, max: 500, multiline: true } },
    { field: 'cost', title: { zh: '费用', en: 'Cost' }, type: 'num', unit: '¥', width: 100, sortable: true, form: { min: 0, max: 10_000_000 } },
    { field: 'person', title: { zh: '经办人', en: 'By' }, type: 'text', width: 90, sortable: true, form: { required: true, max: 32 } },
    { field: 'nextDue', title: { zh: '下次到期', en: 'Next due' }, type: 'date', width: 120, sortable: true, form: {} },
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: { zh: '设备记录', en: 'device record' },
  nameField: 'deviceCode',
};
