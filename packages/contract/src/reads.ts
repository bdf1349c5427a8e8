import { adminReads } from './admin/reads';
import { bigscreenReads } from './bigscreen/reads';
import { compactionReads } from './compaction/reads';
import { equipmentReads } from './equipment/reads';
import { fleetReads } from './fleet/reads';
import { labReads } from './lab/reads';
import { monitoringReads } from './monitoring/reads';
import { plantsReads } from './plants/reads';
import { qualityReads } from './quality/reads';
import { rammingReads } from './ramming/reads';
import type { Reads } from './reply';
import { reportsReads } from './reports/reads';
import { shellReads } from './shell/reads';
import { siteReads } from './site/reads';
import { videoReads } from './video/reads';

/** Every read of the platform that is not a resource's, by path: the shell's and each module's. */
export const allReads: Reads = {
  ...shellReads,
  ...adminReads,
  ...siteReads,
  ...equipmentReads,
  ...compactionReads,
  ...rammingReads,
  ...fleetReads,
  ...videoReads,
  ...qualityReads,
  ...labReads,
  ...plantsReads,
  ...reportsReads,
  ...bigscreenReads,
  ...monitoringReads,
};
