import type { ColumnDef, ResourceScreenDef } from '@/components/kit/screen-defs';

// Compaction device groups with their members (master-detail), and the history of their changes.

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

function members(domain: 'znys' | 'zd', screen: string): ResourceScreenDef {
  return {
    api: `/api/${domain}/groupMember`,
    screen,
    columns: [
      {
        field: 'groupId',
        title: { zh: '分组', en: 'Group' },
        type: 'ref',
        ref: { api: domain === 'znys' ? '/api/znys/deviceGroup' : '/api/zd/group', label: ['code', 'name'] },
        form: { required: true },
      },
      {
        field: 'deviceId',
        title: { zh: '设备', en: 'Device' },
        type: 'ref',
        ref: { api: `/api/${domain}/groupDevice`, label: ['code', 'name', 'activeGroup'] },
        shownAs: 'deviceCode',
        form: { required: true, createOnly: true },
      },
      { field: 'deviceCode', title: { zh: '设备编号', en: 'Device' }, type: 'text', width: 110, form: false },
      { field: 'deviceName', title: { zh: '设备名称', en: 'Name' }, type: 'text', width: 180, form: false },
      {
        field: 'role',
        title: { zh: '角色', en: 'Role' },
        type: 'enum',
        dict: 'memberRole',
        ...(domain === 'zd' ? { choices: ['vibratory'] } : {}),
        width: 150,
        form: { required: true },
      },
    ],
    writes: { create: true, update: true, delete: true },
    noun: { zh: '分组成员', en: 'member' },
    nameField: 'deviceCode',
  };
}

function group(domain: 'znys' | 'zd'): ResourceScreenDef {
  const screen = domain === 'znys' ? 'znysDeviceGroupManager' : 'zdGroupManager';
  const template: ColumnDef[] =
    domain === 'znys'
      ? [
          {
            field: 'templateId',
            title: { zh: '分组模板', en: 'Template' },
            type: 'ref',
            ref: { api: '/api/znys/groupTemplate', label: ['name'] },
            shownAs: 'templateName',
            form: {},
          },
          { field: 'templateName', title: { zh: '分组模板', en: 'Template' }, type: 'text', width: 140, form: false },
        ]
      : [];
  return {
    api: domain === 'znys' ? '/api/znys/deviceGroup' : '/api/zd/group',
    screen,
    columns: [
      {
        field: 'code',
        title: { zh: '分组编号', en: 'Code' },
        type: 'text',
        width: 110,
        sortable: true,
        form: {
          required: true,
          max: 32,
          pattern: CODE,
          patternMessage: { zh: '只能包含字母、数字、- 和 _', en: 'Letters, digits, - and _ only' },
        },
      },
      {
        field: 'name',
        title: { zh: '分组名称', en: 'Name' },
        type: 'text',
        width: 180,
        sortable: true,
        form: { required: true, max: 64 },
      },
      ...template,
      {
        field: 'processId',
        title: { zh: '工艺', en: 'Process' },
        type: 'ref',
        ref: { api: `/api/${domain}/process`, label: ['code', 'name'] },
        shownAs: 'processCode',
        form: {},
      },
      {
        field: 'processCode',
        title: { zh: '工艺', en: 'Process' },
        type: 'text',
        width: 150,
        sortable: true,
        form: false,
      },
      {
        field: 'sectionName',
        title: { zh: '标段', en: 'Section' },
        type: 'text',
        width: 120,
        sortable: true,
        form: false,
      },
      { field: 'layerName', title: { zh: '结构层', en: 'Layer' }, type: 'text', width: 160, form: false },
      {
        field: 'active',
        title: { zh: '启用', en: 'Active' },
        type: 'enum',
        dict: 'yesNo',
        width: 80,
        sortable: true,
        filter: true,
        form: { required: true },
      },
      { field: 'members', title: { zh: '成员数', en: 'Members' }, type: 'int', width: 90, sortable: true, form: false },
      { field: 'memberCodes', title: { zh: '成员', en: 'Member devices' }, type: 'text', width: 260, form: false },
    ],
    writes: { create: true, update: true, delete: true },
    keyword: true,
    sort: 'code',
    noun: { zh: '分组', en: 'group' },
    nameField: 'code',
    detail: { def: members(domain, screen), parentField: 'groupId', title: { zh: '分组成员', en: 'Members' } },
  };
}

export const znysGroup = group('znys');
export const zdGroup = group('zd');

export const groupHistory: ResourceScreenDef = {
  api: '/api/znys/groupHistory',
  screen: 'znysGroupHistoryManager',
  columns: [
    { field: 't', title: { zh: '时间', en: 'Time' }, type: 'time', width: 160, sortable: true },
    {
      field: 'domain',
      title: { zh: '业务', en: 'Domain' },
      type: 'enum',
      dict: 'compactionDomain',
      width: 100,
      sortable: true,
      filter: true,
    },
    { field: 'groupCode', title: { zh: '分组', en: 'Group' }, type: 'text', width: 110, sortable: true, filter: true },
    {
      field: 'change',
      title: { zh: '变更', en: 'Change' },
      type: 'enum',
      dict: 'groupChange',
      width: 110,
      sortable: true,
      filter: true,
    },
    {
      field: 'deviceCode',
      title: { zh: '设备', en: 'Device' },
      type: 'text',
      width: 100,
      sortable: true,
      filter: true,
    },
    { field: 'detail', title: { zh: '详情', en: 'Detail' }, type: 'text', width: 260 },
    { field: 'byName', title: { zh: '操作人', en: 'By' }, type: 'text', width: 110, sortable: true },
  ],
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: { zh: '分组历史', en: 'group change' },
  nameField: 'groupCode',
};
