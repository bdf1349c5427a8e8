import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// Compaction group templates and the roller roles each calls for (master-detail).

const role: ResourceScreenDef = {
  api: '/api/znys/groupTemplateRole',
  screen: 'znysGroupTemplateManager',
  columns: [
    {
      field: 'templateId',
      title: { zh: '分组模板', en: 'Template' },
      type: 'ref',
      ref: { api: '/api/znys/groupTemplate', label: ['name'] },
      form: { required: true },
    },
    {
      field: 'rollerClass',
      title: { zh: '压路机类别', en: 'Roller class' },
      type: 'enum',
      dict: 'rollerClass',
      width: 160,
      form: { required: true },
    },
    {
      field: 'count',
      title: { zh: '台数', en: 'Rollers' },
      type: 'int',
      width: 90,
      form: { required: true, min: 1, max: 20 },
    },
    {
      field: 'targetPasses',
      title: { zh: '目标遍数', en: 'Target passes' },
      type: 'int',
      width: 110,
      form: { required: true, min: 1, max: 30 },
    },
  ],
  writes: { create: true, update: true, delete: true },
  noun: { zh: '模板角色', en: 'role' },
  nameField: 'rollerClass',
};

export const groupTemplate: ResourceScreenDef = {
  api: '/api/znys/groupTemplate',
  screen: 'znysGroupTemplateManager',
  columns: [
    {
      field: 'name',
      title: { zh: '模板名称', en: 'Name' },
      type: 'text',
      width: 180,
      sortable: true,
      form: { required: true, max: 64 },
    },
    {
      field: 'layerKind',
      title: { zh: '结构层类型', en: 'Layer kind' },
      type: 'enum',
      dict: 'layerKind',
      width: 120,
      sortable: true,
      filter: true,
      form: { required: true },
    },
    { field: 'roles', title: { zh: '角色数', en: 'Roles' }, type: 'int', width: 90, sortable: true, form: false },
    {
      field: 'rollers',
      title: { zh: '压路机台数', en: 'Rollers' },
      type: 'int',
      width: 110,
      sortable: true,
      form: false,
    },
    {
      field: 'description',
      title: { zh: '说明', en: 'Description' },
      type: 'text',
      width: 260,
      form: { max: 200, multiline: true },
    },
    {
      field: 'updTime',
      title: { zh: '更新时间', en: 'Updated' },
      type: 'time',
      width: 160,
      sortable: true,
      form: false,
    },
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: { zh: '分组模板', en: 'group template' },
  nameField: 'name',
  detail: { def: role, parentField: 'templateId', title: { zh: '压路机角色', en: 'Roller roles' } },
};
