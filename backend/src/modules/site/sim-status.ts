import { ApiError, ok } from '../../http/reply.js';
import type { RouteDef } from '../../http/router.js';

const base = '/api/site';

export const siteRoutes: RouteDef[] = [
  {
    // For everyone signed in: screens show "history being generated n/N days" from it. Without the
    // simulator (or on a real platform) the path does not exist.
    method: 'GET',
    path: `${base}/sim/status`,
    handler(ctx) {
      if (!ctx.app.sim) throw new ApiError(404, 'Not Found', 404);
      return ok(ctx.app.sim.simStatus());
    },
  },
];
