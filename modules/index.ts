import type { ModuleManifest } from '@/lib/routes/manifest';
import admin from './admin/manifest';
import bigscreen from './bigscreen/manifest';
import compaction from './compaction/manifest';
import equipment from './equipment/manifest';
import fleet from './fleet/manifest';
import lab from './lab/manifest';
import monitoring from './monitoring/manifest';
import plants from './plants/manifest';
import quality from './quality/manifest';
import ramming from './ramming/manifest';
import site from './site/manifest';
import video from './video/manifest';

/** The console's business modules: what `npm run modules` derives the catalogue, the screens and the seed from. */
export const manifests: readonly ModuleManifest[] = [
  plants,
  lab,
  fleet,
  video,
  equipment,
  compaction,
  ramming,
  site,
  quality,
  bigscreen,
  admin,
  monitoring,
];
