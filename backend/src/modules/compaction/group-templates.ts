import { rejected } from '../../http/reply.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { compactionPages } from '@console/contract/compaction/pages';
import { groupTemplate, groupTemplateRole } from '@console/contract/compaction/resources';

// Compaction group templates (master) and their roller roles (detail, listed by `templateId`).

const pages = compactionPages.pages;
/** Templates are chosen on the device groups' page too. */
const menus = [pages.znysGroupTemplate.code, pages.znysDeviceGroup.code];

export const groupTemplateResources: ResourceDef[] = [
  {
    ...declaredAs(groupTemplate),
    table: 'znys_group_template',
    view: `SELECT t.id, t.name, t.layerKind, t.description,
        (SELECT COUNT(*) FROM znys_group_template_role r WHERE r.templateId = t.id) AS roles,
        (SELECT COALESCE(SUM(count), 0) FROM znys_group_template_role r WHERE r.templateId = t.id) AS rollers, t.updTime
      FROM znys_group_template t`,
    menus,
    screen: pages.znysGroupTemplate.code,
    keyword: ['name', 'description'],
    defaultSort: 'id ASC',
    writes: { create: true, update: true, delete: true },
    effects: {
      // The roles go with their template.
      delete: (store, before) => void store.run('DELETE FROM znys_group_template_role WHERE templateId = ?', before.id),
    },
  },
  {
    ...declaredAs(groupTemplateRole, { templateId: { ref: { table: 'znys_group_template' } } }),
    table: 'znys_group_template_role',
    view: 'SELECT id, templateId, rollerClass, count, targetPasses, updTime FROM znys_group_template_role',
    menus,
    // Editing a template's roles is editing the template.
    screen: pages.znysGroupTemplate.code,
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
