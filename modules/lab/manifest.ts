import { labPages } from '@console/contract/lab/pages';
import { defineModule } from '@/lib/routes/manifest';

/**
 * What draws each of the module's pages (declared in the contract): a kit kind with its definition, or a screen of its
 * own.
 */
export default defineModule(labPages, {
  sysStability: { kind: 'resource', def: 'pages/lab-tests#marshall' },
  sysSofteningPoint: { kind: 'resource', def: 'pages/lab-tests#softening' },
  sysPenetration: { kind: 'resource', def: 'pages/lab-tests#penetration' },
  sysDuctility: { kind: 'resource', def: 'pages/lab-tests#ductility' },
});
