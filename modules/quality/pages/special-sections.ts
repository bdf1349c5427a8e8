import * as quality from '@console/contract/quality/resources';
import { columnsOf, type ColumnLook } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// 特殊路段设置 of both PDCA groups: a chainage range (compaction) or polygon (both) and a period where alarm
// types are suppressed or the speed limit differs; the simulator's alarm producers honour them. Fields and rules:
// the contract.

function sections(domain: quality.ProblemDomain): ResourceScreenDef {
  const resource = quality.specialSections[domain];
  // A chainage range is the compaction group's (its rollers work along the road); the hj group's are polygons only.
  const chainage: ColumnLook = domain === 'znys' ? { width: 120 } : false;
  return {
    api: resource.api,
    columns: columnsOf(resource, {
      name: { width: 160 },
      sectionType: { width: 110, filter: true },
      startChainage: chainage,
      endChainage: chainage,
      polygon: { width: 110 },
      suppressTypes: { width: 180 },
      speedMax: { width: 110 },
      validFrom: { width: 160 },
      validTo: { width: 160 },
      enabled: {
        choices: ['1', '0'],
        colors: { '1': 'success', '0': 'default' },
        width: 90,
        filter: true,
        // The form asks for the state, rather than leaving it to the platform's default.
        form: { required: true },
      },
      remark: { width: 160, optional: true },
      updTime: { width: 160, optional: true },
      domain: false,
    }),
    writes: { create: true, update: true, delete: true },
    keyword: true,
    noun: resource.noun,
    nameField: 'name',
    note: {
      zh: '范围内、有效期内，屏蔽的报警类型不再产生报警，限速取代机型限速；桩号范围与多边形至少填一项。',
      en:
        'Inside the range and period, the suppressed alarm types raise no alarm and the speed limit replaces the ' +
        'machine class’s; give a chainage range or a polygon.',
    },
  };
}

export const znysSpecialSections = sections('znys');
export const hjSpecialSections = sections('hj');
