import type { ResourceScreenDef } from '../resource-def';

// Compaction configuration: roller models and the colour bands of the compaction maps.

export const rollerModel: ResourceScreenDef = {
  api: '/api/znys/rollerModel',
  screen: 'znysRollerModelManager',
  columns: [
    { field: 'model', title: { zh: '型号', en: 'Model' }, type: 'text', width: 120, sortable: true, form: { required: true, max: 64 } },
    { field: 'maker', title: { zh: '厂家', en: 'Maker' }, type: 'text', width: 120, sortable: true, filter: true, form: { required: true, max: 64 } },
    { field: 'rollerClass', title: { zh: '类别', en: 'Class' }, type: 'enum', dict: 'rollerModelClass', width: 150, sortable: true, filter: true, form: { required: true } },
    { field: 'weight', title: { zh: '工作质量', en: 'Weight' }, type: 'num', unit: 't', width: 110, sortable: true, form: { min: 0.5, max: 100 } },
    { field: 'drumWidth', title: { zh: '碾压宽度', en: 'Drum width' }, type: 'num', unit: 'm', width: 110, sortable: true, form: { min: 0.3, max: 5 } },
    { field: 'freq', title: { zh: '振动频率', en: 'Frequency' }, type: 'num', unit: 'Hz', width: 110, form: { min: 0, max: 100 } },
    { field: 'amplitude', title: { zh: '名义振幅', en: 'Amplitude' }, type: 'num', unit: 'mm', width: 110, form: { min: 0, max: 5 } },
    { field: 'maxSpeed', title: { zh: '最高速度', en: 'Max speed' }, type: 'num', unit: 'km/h', width: 120, form: { min: 0.5, max: 40 } },
    { field: 'devices', title: { zh: '设备台数', en: 'Devices' }, type: 'int', width: 100, sortable: true, form: false },
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'model',
  noun: { zh: '压路机型号', en: 'roller model' },
  nameField: 'model',
};

export const colourBand: ResourceScreenDef = {
  api: '/api/znys/colorBand',
  screen: 'znysDefaultColorManager',
  columns: [
    { field: 'metric', title: { zh: '指标', en: 'Metric' }, type: 'enum', dict: 'colourMetric', width: 120, sortable: true, filter: true, form: { required: true } },
    { field: 'fromValue', title: { zh: '起始值', en: 'From' }, type: 'num', width: 100, sortable: true, form: { required: true, min: -1000, max: 10000 } },
    { field: 'toValue', title: { zh: '结束值', en: 'To' }, type: 'num', width: 100, sortable: true, form: { required: true, min: -1000, max: 10000 } },
    {
      field: 'colour',
      title: { zh: '颜色', en: 'Colour' },
      type: 'colour',
      width: 130,
      form: { required: true, pattern: /^#[0-9a-fA-F]{6}$/, patternMessage: { zh: '颜色为 #RRGGBB', en: 'A colour is written #RRGGBB' } },
    },
    { field: 'label', title: { zh: '图例', en: 'Legend' }, type: 'text', width: 160, form: { max: 32 } },
  ],
  writes: { create: true, update: true, delete: true },
  noun: { zh: '色带', en: 'colour band' },
  nameField: 'label',
};
