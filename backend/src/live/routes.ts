import type { RouteDef } from '../http/router.js';

/** `GET /api/live/stream?topics=…`: the live channel's event stream, held on the connection by the hub. */
export const liveRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/live/stream',
    handler: (ctx) => ({
      http: 200,
      body: null,
      takeover: (req, res) => ctx.app.live.open(req, res, ctx.actor, ctx.token!, ctx.query),
    }),
  },
];
