import type { ResourceScreenDef, TreeResourceScreenDef } from '@/components/kit/screen-defs';

// The platform's data dictionary: the type tree beside the chosen type's values.

const CODE = /^[A-Za-z][A-Za-z0-9_.-]*$/;
const codeRule = {
  pattern: CODE,
  patternMessage: {
    zh: '编码以字母开头，只能包含字母、数字、_ . -',
    en: 'Starts with a letter; letters, digits, _ . - only',
  },
};

const dictType: ResourceScreenDef = {
  api: '/api/dict/dictType',
  screen: 'dictManager',
  columns: [
    {
      field: 'code',
      title: { zh: '类型编码', en: 'Code' },
      type: 'text',
      form: { required: true, max: 64, ...codeRule },
    },
    { field: 'name', title: { zh: '类型名称', en: 'Name' }, type: 'text', form: { required: true, max: 64 } },
    { field: 'orderNum', title: { zh: '排序', en: 'Order' }, type: 'int', form: { min: 0, max: 9999 } },
  ],
  writes: { create: true, update: true, delete: true },
  noun: { zh: '字典类型', en: 'dictionary type' },
  nameField: 'code',
};

const dictValue: ResourceScreenDef = {
  api: '/api/dict/dictValue',
  screen: 'dictManager',
  columns: [
    {
      field: 'code',
      title: { zh: '编码', en: 'Code' },
      type: 'text',
      width: 180,
      sortable: true,
      form: { required: true, max: 64, ...codeRule },
    },
    {
      field: 'value',
      title: { zh: '值', en: 'Value' },
      type: 'text',
      width: 120,
      sortable: true,
      filter: true,
      form: { required: true, max: 64 },
    },
    {
      field: 'labelDefault',
      title: { zh: '默认标签', en: 'Default label' },
      type: 'text',
      width: 140,
      sortable: true,
      filter: true,
      form: { required: true, max: 64 },
    },
    {
      field: 'labelZhCh',
      title: { zh: '中文标签', en: 'Chinese label' },
      type: 'text',
      width: 140,
      sortable: true,
      form: { max: 64 },
    },
    {
      field: 'labelEnUs',
      title: { zh: '英文标签', en: 'English label' },
      type: 'text',
      width: 160,
      sortable: true,
      form: { max: 64 },
    },
    {
      field: 'orderNum',
      title: { zh: '排序', en: 'Order' },
      type: 'int',
      width: 80,
      sortable: true,
      form: { min: 0, max: 9999 },
    },
    {
      field: 'updTime',
      title: { zh: '更新时间', en: 'Updated' },
      type: 'time',
      width: 160,
      sortable: true,
      optional: true,
      form: false,
    },
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'orderNum',
  noun: { zh: '字典值', en: 'value' },
  nameField: 'code',
};

export const dictionary: TreeResourceScreenDef = {
  tree: dictType,
  parentField: 'parentId',
  label: ['name', 'code'],
  list: dictValue,
  nodeField: 'typeId',
};
