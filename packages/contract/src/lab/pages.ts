import { definePages } from '../page';

/** The lab module's sidebar groups and pages. */
export const labPages = definePages({
  code: 'lab',
  groups: [{ code: 'sysManager', title: { zh: '试验室', en: 'Laboratory' }, icon: 'science', order: 2 }],
  pages: {
    sysStability: {
      code: 'sysStabilityManager',
      group: 'sysManager',
      title: { zh: '稳定度试验', en: 'Stability Test' },
      topics: ['lab.test'],
    },
    sysSofteningPoint: {
      code: 'sysSofteningPointManager',
      group: 'sysManager',
      title: { zh: '软化点试验', en: 'Softening Point Test' },
      topics: ['lab.test'],
    },
    sysPenetration: {
      code: 'sysPenetrationManager',
      group: 'sysManager',
      title: { zh: '针入度试验', en: 'Penetration Test' },
      topics: ['lab.test'],
    },
    sysDuctility: {
      code: 'sysDuctilityManager',
      group: 'sysManager',
      title: { zh: '延度试验', en: 'Ductility Test' },
      topics: ['lab.test'],
    },
  },
});
