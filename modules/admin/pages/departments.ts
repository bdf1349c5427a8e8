import type { ResourceScreenDef, TabsScreenDef, TreeResourceScreenDef } from '@/components/kit/screen-defs';
import { codeRule, userRef, updated } from './admin-fields';

// The departments page: the department tree with each department's members, and positions.

const depart: ResourceScreenDef = {
  api: '/api/admin/depart',
  screen: 'departManager',
  columns: [
    {
      field: 'code',
      title: { zh: '部门编码', en: 'Code' },
      type: 'text',
      form: { required: true, max: 64, ...codeRule },
    },
    { field: 'name', title: { zh: '部门名称', en: 'Name' }, type: 'text', form: { required: true, max: 64 } },
    {
      field: 'type',
      title: { zh: '部门类型', en: 'Kind' },
      type: 'enum',
      dict: 'departKind',
      form: { required: true },
    },
    { field: 'orderNum', title: { zh: '排序', en: 'Order' }, type: 'int', form: { min: 0, max: 9999 } },
  ],
  writes: { create: true, update: true, delete: true },
  noun: { zh: '部门', en: 'department' },
  nameField: 'name',
};

const departMember: ResourceScreenDef = {
  api: '/api/admin/depart/user',
  screen: 'departManager',
  columns: [
    {
      field: 'userId',
      title: { zh: '用户', en: 'User' },
      type: 'ref',
      ref: userRef,
      shownAs: 'name',
      form: { required: true },
    },
    {
      field: 'username',
      title: { zh: '账户', en: 'Account' },
      type: 'text',
      width: 140,
      sortable: true,
      filter: true,
      form: false,
    },
    {
      field: 'name',
      title: { zh: '姓名', en: 'Name' },
      type: 'text',
      width: 140,
      sortable: true,
      filter: true,
      form: false,
    },
    { field: 'mobilePhone', title: { zh: '手机', en: 'Mobile' }, type: 'text', width: 140, form: false },
    { field: 'email', title: { zh: '邮箱', en: 'Email' }, type: 'text', width: 180, optional: true, form: false },
    {
      field: 'crtTime',
      title: { zh: '加入时间', en: 'Joined' },
      type: 'time',
      width: 160,
      sortable: true,
      form: false,
    },
  ],
  writes: { create: true, delete: true },
  noun: { zh: '部门成员', en: 'member' },
  nameField: 'name',
};

export const departmentTree: TreeResourceScreenDef = {
  tree: depart,
  parentField: 'parentId',
  label: ['name', 'code'],
  list: departMember,
  nodeField: 'departId',
  // `POST /depart/user?departId=&userIds=1,2`: several users found by search, added at once.
  addMany: {
    param: 'userIds',
    nodeParam: 'departId',
    ref: { api: '/api/admin/user', label: ['name', 'username'], search: 'name' },
  },
};

/**
 * Positions (职位): the platform has no catalogue page of their own, so they are the second tab of the
 * departments' page, under its menu, with element codes of their own (`departManager:btn_position…`).
 */
export const position: ResourceScreenDef = {
  api: '/api/admin/position',
  screen: 'departManager',
  elements: { btn_add: 'btn_positionAdd', btn_edit: 'btn_positionEdit', btn_del: 'btn_positionDel' },
  columns: [
    {
      field: 'code',
      title: { zh: '职位编码', en: 'Code' },
      type: 'text',
      width: 150,
      sortable: true,
      filter: true,
      form: { required: true, max: 64, ...codeRule },
    },
    {
      field: 'name',
      title: { zh: '职位名称', en: 'Name' },
      type: 'text',
      width: 160,
      sortable: true,
      filter: true,
      form: { required: true, max: 64 },
    },
    { field: 'userCount', title: { zh: '用户数', en: 'Users' }, type: 'int', width: 90, sortable: true, form: false },
    { field: 'groupCount', title: { zh: '角色数', en: 'Roles' }, type: 'int', width: 90, sortable: true, form: false },
    {
      field: 'departCount',
      title: { zh: '部门数', en: 'Departments' },
      type: 'int',
      width: 110,
      sortable: true,
      form: false,
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
      field: 'description',
      title: { zh: '描述', en: 'Description' },
      type: 'text',
      width: 240,
      form: { max: 200, multiline: true },
    },
    updated,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: { zh: '职位', en: 'position' },
  nameField: 'name',
  links: {
    title: { zh: '{name} 的关联', en: 'Links of {name}' },
    element: 'btn_edit',
    lists: [
      {
        key: 'user',
        param: 'users',
        title: { zh: '关联用户', en: 'Users' },
        ref: { api: '/api/admin/user', label: ['name', 'username'], search: 'name' },
      },
      {
        key: 'group',
        param: 'groups',
        title: { zh: '关联角色', en: 'Roles' },
        ref: { api: '/api/admin/group', label: ['name', 'code'], search: 'name' },
      },
      {
        key: 'depart',
        param: 'departs',
        title: { zh: '关联部门', en: 'Departments' },
        ref: { api: '/api/admin/depart', label: ['name', 'code'], search: 'name' },
      },
    ],
  },
};

export const departments: TabsScreenDef = {
  tabs: [
    { key: 'departs', title: { zh: '部门', en: 'Departments' }, tree: departmentTree },
    { key: 'positions', title: { zh: '职位', en: 'Positions' }, def: position },
  ],
};
