import * as admin from '@console/contract/admin/resources';
import { section } from '@console/contract/site/resources';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef, TabsScreenDef, TreeResourceScreenDef } from '@/components/kit/screen-defs';
import { userRef } from './admin-fields';

// The departments page: the department tree with each department's members, and positions. Fields and rules: the
// contract.

const depart: ResourceScreenDef = {
  api: admin.depart.api,
  // A tree node's form: the tree neither sorts nor filters its nodes.
  columns: columnsOf(admin.depart, {
    code: { sortable: false },
    name: { sortable: false },
    type: { sortable: false },
    parentId: false,
    // What the department's members reach under a department data scope.
    sectionId: { ref: { api: section.api, label: ['code', 'name'] }, sortable: false },
    orderNum: { sortable: false },
    memberCount: false,
    updTime: false,
  }),
  writes: { create: true, update: true, delete: true },
  noun: admin.depart.noun,
  nameField: 'name',
};

const departMember: ResourceScreenDef = {
  api: admin.departMember.api,
  columns: columnsOf(admin.departMember, {
    departId: false,
    userId: { ref: userRef, shownAs: 'name' },
    username: { width: 140, filter: true },
    name: { width: 140, filter: true },
    mobilePhone: { width: 140 },
    email: { width: 180, optional: true },
    crtTime: { width: 160 },
  }),
  writes: { create: true, delete: true },
  noun: admin.departMember.noun,
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
  api: admin.position.api,
  elements: { btn_add: 'btn_positionAdd', btn_edit: 'btn_positionEdit', btn_del: 'btn_positionDel' },
  columns: columnsOf(admin.position, {
    code: { width: 150, filter: true },
    name: { width: 160, filter: true },
    userCount: { width: 90 },
    groupCount: { width: 90 },
    departCount: { width: 110 },
    orderNum: { width: 80 },
    description: { width: 240 },
    updTime: { width: 160, optional: true },
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: admin.position.noun,
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
        ref: { api: admin.depart.api, label: ['name', 'code'], search: 'name' },
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
