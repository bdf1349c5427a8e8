import type { ColumnDef, ResourceScreenDef } from '@/components/kit/screen-defs';

// One vehicle model behind the haul-truck and sprinkler registries; the terminal is a device.

const provinces = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const PLATE = new RegExp(
  `^[${provinces}][A-HJ-NP-Z]·?(?:[A-HJ-NP-Z0-9]{5}|[DF][A-HJ-NP-Z0-9]{5}|[A-HJ-NP-Z0-9]{5}[DF])$`,
);
const MOBILE = /^1[3-9]\d{9}$/;

const plate: ColumnDef = {
  field: 'plate',
  title: { zh: '车牌号', en: 'Plate' },
  type: 'text',
  width: 110,
  sortable: true,
  form: {
    required: true,
    pattern: PLATE,
    patternMessage: {
      zh: '车牌号格式不正确，例如 鄂A·12345 或 鄂AD12345',
      en: 'Not a Chinese plate, e.g. 鄂A·12345 or 鄂AD12345',
    },
  },
};

const people: ColumnDef[] = [
  {
    field: 'tare',
    title: { zh: '自重', en: 'Tare' },
    type: 'num',
    unit: 't',
    width: 90,
    sortable: true,
    form: { min: 1, max: 60 },
  },
  {
    field: 'company',
    title: { zh: '所属单位', en: 'Company' },
    type: 'text',
    width: 200,
    sortable: true,
    form: { max: 64 },
  },
  { field: 'driver', title: { zh: '司机', en: 'Driver' }, type: 'text', width: 90, sortable: true, form: { max: 32 } },
  {
    field: 'phone',
    title: { zh: '联系电话', en: 'Phone' },
    type: 'text',
    width: 120,
    form: { pattern: MOBILE, patternMessage: { zh: '请输入 11 位手机号码', en: 'An 11-digit mobile number' } },
  },
];

function terminal(api: string): ColumnDef[] {
  return [
    {
      field: 'deviceId',
      title: { zh: '车载终端', en: 'Terminal' },
      type: 'ref',
      ref: { api, label: ['code', 'name'] },
      shownAs: 'deviceCode',
      form: {},
    },
    {
      field: 'deviceCode',
      title: { zh: '终端编号', en: 'Terminal' },
      type: 'text',
      width: 100,
      sortable: true,
      form: false,
    },
    { field: 'simIccid', title: { zh: 'ICCID', en: 'ICCID' }, type: 'text', width: 190, optional: true, form: false },
    {
      field: 'online',
      title: { zh: '在线', en: 'Online' },
      type: 'online',
      width: 90,
      sortable: true,
      filter: true,
      form: false,
    },
    {
      field: 'lastSeen',
      title: { zh: '最后数据', en: 'Last data' },
      type: 'time',
      width: 160,
      sortable: true,
      optional: true,
      form: false,
    },
  ];
}

export const ylcVehicle: ResourceScreenDef = {
  api: '/api/ylc/vehicle',
  screen: 'ylcVehicleRegisterManager',
  columns: [
    plate,
    {
      field: 'type',
      title: { zh: '车辆类型', en: 'Type' },
      type: 'enum',
      dict: 'vehicleType',
      width: 100,
      sortable: true,
      filter: true,
      form: { required: true },
    },
    {
      field: 'capacityT',
      title: { zh: '载重（自卸车）', en: 'Load (dump)' },
      type: 'num',
      unit: 't',
      width: 120,
      sortable: true,
      form: { min: 1, max: 100 },
    },
    {
      field: 'capacityM3',
      title: { zh: '方量（搅拌车）', en: 'Drum (mixer)' },
      type: 'num',
      unit: 'm³',
      width: 130,
      sortable: true,
      form: { min: 1, max: 30 },
    },
    ...people,
    ...terminal('/api/ylc/device'),
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'deviceCode',
  noun: { zh: '车辆', en: 'vehicle' },
  nameField: 'plate',
};

export const sscVehicle: ResourceScreenDef = {
  api: '/api/ssc/vehicle',
  screen: 'sscVehicleRegisterManager',
  columns: [
    plate,
    {
      field: 'capacityM3',
      title: { zh: '水箱容量', en: 'Tank' },
      type: 'num',
      unit: 'm³',
      width: 110,
      sortable: true,
      form: { required: true, min: 1, max: 40 },
    },
    {
      field: 'sprayWidth',
      title: { zh: '喷洒宽度', en: 'Spray width' },
      type: 'num',
      unit: 'm',
      width: 110,
      sortable: true,
      form: { required: true, min: 1, max: 40 },
    },
    ...people,
    ...terminal('/api/ssc/device'),
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'deviceCode',
  noun: { zh: '洒水车', en: 'water truck' },
  nameField: 'plate',
};
