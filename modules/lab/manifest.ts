import { defineModule } from '@/lib/routes/manifest';

export default defineModule({
  code: 'lab',
  groups: [{ code: 'sysManager', title: { zh: '试验室', en: 'Laboratory' }, icon: 'science', order: 2 }],
  pages: [
    {
      code: 'sysStabilityManager',
      group: 'sysManager',
      title: { zh: '稳定度试验', en: 'Stability Test' },
      body: { kind: 'resource', def: 'pages/lab-tests#marshall' },
    },
    {
      code: 'sysSofteningPointManager',
      group: 'sysManager',
      title: { zh: '软化点试验', en: 'Softening Point Test' },
      body: { kind: 'resource', def: 'pages/lab-tests#softening' },
    },
    {
      code: 'sysPenetrationManager',
      group: 'sysManager',
      title: { zh: '针入度试验', en: 'Penetration Test' },
      body: { kind: 'resource', def: 'pages/lab-tests#penetration' },
    },
    {
      code: 'sysDuctilityManager',
      group: 'sysManager',
      title: { zh: '延度试验', en: 'Ductility Test' },
      body: { kind: 'resource', def: 'pages/lab-tests#ductility' },
    },
  ],
});
