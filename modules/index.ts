import type { ModuleManifest } from '@/lib/routes/manifest';
import admin from '@/modules/admin/manifest';
import bigscreen from '@/modules/bigscreen/manifest';
import compaction from '@/modules/compaction/manifest';
import equipment from '@/modules/equipment/manifest';
import fleet from '@/modules/fleet/manifest';
import lab from '@/modules/lab/manifest';
import monitoring from '@/modules/monitoring/manifest';
import plants from '@/modules/plants/manifest';
import quality from '@/modules/quality/manifest';
import ramming from '@/modules/ramming/manifest';
import reports from '@/modules/reports/manifest';
import site from '@/modules/site/manifest';
import video from '@/modules/video/manifest';

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
  reports,
  bigscreen,
  admin,
  monitoring,
];
