import { rejected } from '../../http/reply.js';
import type { ResourceDef } from '../../kit/resource.js';

// Compaction group templates (master) and their roller roles (detail, listed by `templateId`).

const rollerClasses = ['steel', 'rubber', 'vibratory', 'steelFinish'] as const;

export const groupTemplateResources: ResourceDef[] = [
  {
    path: '/api/znys/groupTemplate',
    table: 'znys_group_template',
    view: `SELECT t.id, t.name, t.layerKind, t.description,
        (SELECT COUNT(*) FROM znys_group_template_role r WHERE r.templateId = t.id) AS roles,
        (SELECT COALESCE(SUM(count), 0) FROM znys_group_template_role r WHERE r.templateId = t.id) AS rollers, t.updTime
      FROM znys_group_template t`,
    menus: ['znysGroupTemplateManager', 'znysDeviceGroupManager'],
    screen: 'znysGroupTemplateManager',
    noun: '分组模板',
    fields: [
      { name: 'name', label: '模板名称', type: 'text', required: true, max: 64, unique: true, sortable: true },
      {
        name: 'layerKind',
        label: '结构层类型',
        type: 'enum',
        values: ['asphalt', 'base', 'soil'],
        required: true,
        filter: 'eq',
        sortable: true,
      },
      { name: 'description', label: '说明', type: 'text', max: 200 },
      { name: 'roles', label: '角色数', type: 'int', readOnly: true, sortable: true },
      { name: 'rollers', label: '压路机台数', type: 'int', readOnly: true, sortable: true },
      { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
    ],
    keyword: ['name', 'description'],
    defaultSort: 'id ASC',
    writes: { create: true, update: true, delete: true },
    effects: {
      // The roles go with their template.
      delete: (store, before) => void store.run('DELETE FROM znys_group_template_role WHERE templateId = ?', before.id),
    },
  },
  {
    path: '/api/znys/groupTemplateRole',
    table: 'znys_group_template_role',
    view: 'SELECT id, templateId, rollerClass, count, targetPasses, updTime FROM znys_group_template_role',
    menus: ['znysGroupTemplateManager', 'znysDeviceGroupManager'],
    // Editing a template's roles is editing the template.
    screen: 'znysGroupTemplateManager',
    noun: '模板角色',
    fields: [
      {
        name: 'templateId',
        label: '分组模板',
        type: 'ref',
        ref: { table: 'znys_group_template' },
        required: true,
        createOnly: true,
        filter: 'eq',
      },
      { name: 'rollerClass', label: '压路机类别', type: 'enum', values: rollerClasses, required: true, sortable: true },
      { name: 'count', label: '台数', type: 'int', required: true, min: 1, max: 20, sortable: true },
      { name: 'targetPasses', label: '目标遍数', type: 'int', required: true, min: 1, max: 30, sortable: true },
      { name: 'updTime', label: '更新时间', type: 'time', readOnly: true },
    ],
    defaultSort: 'id ASC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create(store, row) {
        if (
          store.get(
            'SELECT 1 FROM znys_group_template_role WHERE templateId = ? AND rollerClass = ?',
            row.templateId,
            row.rollerClass,
          )
        )
          throw rejected('该模板已有这一类别的压路机角色');
      },
      update(store, id, row, before) {
        const rollerClass = row.rollerClass ?? before.rollerClass;
        if (
          store.get(
            'SELECT 1 FROM znys_group_template_role WHERE templateId = ? AND rollerClass = ? AND id != ?',
            before.templateId,
            rollerClass,
            id,
          )
        ) {
          throw rejected('该模板已有这一类别的压路机角色');
        }
      },
    },
  },
];
