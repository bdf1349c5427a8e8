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
    },
    sysSofteningPoint: {
      code: 'sysSofteningPointManager',
      group: 'sysManager',
      title: { zh: '软化点试验', en: 'Softening Point Test' },
    },
    sysPenetration: {
      code: 'sysPenetrationManager',
      group: 'sysManager',
      title: { zh: '针入度试验', en: 'Penetration Test' },
    },
    sysDuctility: { code: 'sysDuctilityManager', group: 'sysManager', title: { zh: '延度试验', en: 'Ductility Test' } },
  },
});
