import * as compaction from '@console/contract/compaction/resources';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// Compaction device groups with their members (master-detail), and the history of their changes. Fields and
// rules: the contract.

function members(domain: compaction.CompactionDomain): ResourceScreenDef {
  const resource = compaction.groupMembers[domain];
  return {
    api: resource.api,
    columns: columnsOf(resource, {
      groupId: { ref: { api: compaction.groups[domain].api, label: ['code', 'name'] } },
      groupCode: false,
      deviceId: {
        ref: { api: compaction.groupDevices[domain].api, label: ['code', 'name', 'activeGroup'] },
        shownAs: 'deviceCode',
      },
      // A group's few members, in the order the platform lists them: no column sorts them in the drawer.
      deviceCode: { width: 110, sortable: false },
      deviceName: { width: 180 },
      role: { width: 150, sortable: false },
      updTime: false,
    }),
    writes: { create: true, update: true, delete: true },
    noun: resource.noun,
    nameField: 'deviceCode',
  };
}

function group(domain: compaction.CompactionDomain): ResourceScreenDef {
  const resource = compaction.groups[domain];
  return {
    api: resource.api,
    columns: columnsOf(resource, {
      code: { width: 110 },
      name: { width: 180 },
      ...(domain === 'znys'
        ? {
            templateId: { ref: { api: compaction.groupTemplate.api, label: ['name'] }, shownAs: 'templateName' },
            templateName: { width: 140 },
          }
        : {}),
      processId: { ref: { api: compaction.processes[domain].api, label: ['code', 'name'] }, shownAs: 'processCode' },
      processCode: { width: 150 },
      sectionName: { width: 120 },
      layerName: { width: 160 },
      // The form asks whether a new group is active, rather than leaving it to the platform's default.
      active: { width: 80, filter: true, form: { required: true } },
      members: { width: 90 },
      memberCodes: { width: 260 },
      updTime: false,
      domain: false,
    }),
    writes: { create: true, update: true, delete: true },
    keyword: true,
    sort: 'code',
    noun: resource.noun,
    nameField: 'code',
    detail: { def: members(domain), parentField: 'groupId', title: { zh: '分组成员', en: 'Members' } },
  };
}

export const znysGroup = group('znys');
export const zdGroup = group('zd');

export const groupHistory: ResourceScreenDef = {
  api: compaction.groupHistory.api,
  columns: columnsOf(compaction.groupHistory, {
    t: { width: 160 },
    domain: { width: 100, filter: true },
    groupCode: { width: 110, filter: true },
    change: { width: 110, filter: true },
    deviceCode: { width: 100, filter: true },
    detail: { width: 260 },
    byName: { width: 110 },
  }),
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: compaction.groupHistory.noun,
  nameField: 'groupCode',
};
