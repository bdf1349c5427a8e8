import * as admin from '@console/contract/admin/resources';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef, TreeResourceScreenDef } from '@/components/kit/screen-defs';

// The platform's data dictionary: the type tree beside the chosen type's values. Fields and rules: the contract.

const dictType: ResourceScreenDef = {
  api: admin.dictType.api,
  // A tree node's form: the tree neither sorts nor filters its nodes.
  columns: columnsOf(admin.dictType, {
    code: { sortable: false },
    name: { sortable: false },
    parentId: false,
    orderNum: { sortable: false },
    valueCount: false,
    updTime: false,
  }),
  writes: { create: true, update: true, delete: true },
  noun: admin.dictType.noun,
  nameField: 'code',
};

const dictValue: ResourceScreenDef = {
  api: admin.dictValue.api,
  columns: columnsOf(admin.dictValue, {
    typeId: false,
    typeCode: false,
    code: { width: 180 },
    value: { width: 120, filter: true },
    labelDefault: { width: 140, filter: true },
    labelZhCh: { width: 140 },
    labelEnUs: { width: 160 },
    orderNum: { width: 80 },
    updTime: { width: 160, optional: true },
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'orderNum',
  noun: admin.dictValue.noun,
  nameField: 'code',
};

export const dictionary: TreeResourceScreenDef = {
  tree: dictType,
  parentField: 'parentId',
  label: ['name', 'code'],
  list: dictValue,
  nodeField: 'typeId',
};
