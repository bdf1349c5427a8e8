import { videoPages } from '@console/contract/video/pages';
import type { BackendModule } from '../module.js';
import { videoAccountResources } from './accounts.js';
import { schema } from './schema.js';
import { videoWallRoutes } from './wall.js';

/** Cameras on the video walls, their snapshots, and the video platforms' accounts. */
export const video: BackendModule = {
  code: videoPages.code,
  schema,
  resources: videoAccountResources,
  routes: videoWallRoutes,
};
