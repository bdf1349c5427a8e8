import { ApiError } from '../http/reply.js';
import type { RequestContext } from '../http/router.js';
import { Facts } from '../sim/reads.js';

/** The simulator's facts for a read that recomputes the past; without a simulator the read does not exist. */
export function facts(ctx: RequestContext): Facts {
  const sim = ctx.app.sim;
  if (!sim) throw new ApiError(404, 'Not Found', 404);
  return { store: ctx.app.store, ...sim.facts };
}
