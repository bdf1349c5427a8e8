import type { ResourceScreenDef } from '../resource-def';

// Spare parts and their in/out records; the platform keeps the stock as their sum.

export const sparePart: ResourceScreenDef = {
  api: '/api/sbgl/sparePart',
  screen: 'sbglSparePartManager',
  columns: [
    {
      field: 'code',
      title: { zh: '备件编号', en: 'Code' },
      type: 'text',
      width: 120,
      sortable: true,
      form: { required: true, max: 32, pattern: /^[A-Za-z0-9][A-Za-z0-9_-]*$/, patternMessage: { zh: '只能包含字母、数字、- 和 _', en: 'Letters, digits, - and _ only' } },
    },
    { field: 'name', title: { zh: '备件名称', en: 'Name' }, type: 'text', width: 180, sortable: true, form: { required: true, max: 64 } },
    { field: 'spec', title: { zh: '规格', en: 'Specification' }, type: 'text', width: 140, form: { max: 64 } },
    { field: 'unit', title: { zh: '单位', en: 'Unit' }, type: 'text', width: 70, form: { required: true, max: 8 } },
    { field: 'stock', title: { zh: '库存', en: 'In stock' }, type: 'num', width: 90, sortable: true, form: false },
    { field: 'minStock', title: { zh: '最低库存', en: 'Minimum' }, type: 'num', width: 100, sortable: true, form: { min: 0, max: 1_000_000 } },
    { field: 'low', title: { zh: '库存状态', en: 'Stock' }, type: 'enum', dict: 'lowStock', width: 100, sortable: true, filter: true, form: false },
    { field: 'location', title: { zh: '存放位置', en: 'Location' }, type: 'text', width: 140, form: { max: 64 } },
    { field: 'updTime', title: { zh: '更新时间', en: 'Updated' }, type: 'time', width: 160, sortable: true, form: false },
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'code',
  noun: { zh: '备件', en: 'spare part' },
  nameField: 'code',
};

export const sparePartRecord: ResourceScreenDef = {
  api: '/api/sbgl/sparePartRecord',
  screen: 'sbglSparePartRecordManager',
  columns: [
    { field: 't', title: { zh: '时间', en: 'Time' }, type: 'time', width: 160, sortable: true, form: { required: true } },
    {
      field: 'partId',
      title: { zh: '备件', en: 'Spare part' },
      type: 'ref',
      ref: { api: '/api/sbgl/sparePart', label: ['code', 'name'] },
      shownAs: 'partCode',
      filter: true,
      form: { required: true },
    },
    { field: 'partCode', title: { zh: '备件编号', en: 'Part' }, type: 'text', width: 110, sortable: true, form: false },
    { field: 'partName', title: { zh: '备件名称', en: 'Part name' }, type: 'text', width: 160, form: false },
    { field: 'direction', title: { zh: '方向', en: 'Direction' }, type: 'enum', dict: 'stockDirection', width: 80, sortable: true, filter: true, form: { required: true } },
    { field: 'qty', title: { zh: '数量', en: 'Quantity' }, type: 'num', width: 90, sortable: true, form: { required: true, min: 0.001, max: 1_000_000 } },
    { field: 'unit', title: { zh: '单位', en: 'Unit' }, type: 'text', width: 70, form: false },
    { field: 'deviceId', title: { zh: '用于设备', en: 'For device' }, type: 'ref', ref: { api: '/api/sbgl/device', label: ['code', 'name'] }, shownAs: 'deviceCode', form: {} },
    { field: 'deviceCode', title: { zh: '设备', en: 'Device' }, type: 'text', width: 100, sortable: true, form: false },
    { field: 'person', title: { zh: '经办人', en: 'By' }, type: 'text', width: 100, sortable: true, form: { required: true, max: 32 } },
    { field: 'note', title: { zh: '备注', en: 'Note' }, type: 'text', width: 200, form: { max: 200 } },
  ],
  writes: { create: true, delete: true },
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: { zh: '出入库记录', en: 'stock record' },
  nameField: 'partCode',
};
