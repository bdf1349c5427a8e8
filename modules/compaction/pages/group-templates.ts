import * as compaction from '@console/contract/compaction/resources';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// Compaction group templates and the roller roles each calls for (master-detail). Fields and rules: the contract.

const role: ResourceScreenDef = {
  api: compaction.groupTemplateRole.api,
  columns: columnsOf(compaction.groupTemplateRole, {
    templateId: { ref: { api: compaction.groupTemplate.api, label: ['name'] } },
    // A template's few roles, in the order the platform lists them: no column sorts them in the drawer.
    rollerClass: { width: 160, sortable: false },
    count: { width: 90, sortable: false },
    targetPasses: { width: 110, sortable: false },
    updTime: false,
  }),
  writes: { create: true, update: true, delete: true },
  noun: compaction.groupTemplateRole.noun,
  nameField: 'rollerClass',
};

export const groupTemplate: ResourceScreenDef = {
  api: compaction.groupTemplate.api,
  columns: columnsOf(compaction.groupTemplate, {
    name: { width: 180 },
    layerKind: { width: 120, filter: true },
    roles: { width: 90 },
    rollers: { width: 110 },
    description: { width: 260 },
    updTime: { width: 160 },
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: compaction.groupTemplate.noun,
  nameField: 'name',
  detail: { def: role, parentField: 'templateId', title: { zh: '压路机角色', en: 'Roller roles' } },
};
