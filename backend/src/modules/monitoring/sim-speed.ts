import { monitoringPages } from '@console/contract/monitoring/pages';
import { ApiError, ok } from '../../http/reply.js';
import type { RouteDef } from '../../http/router.js';
import { rejected } from '../../domain/rejected.js';
import { SimRefusal } from '../../sim/reads.js';
import type { ScreenElement } from '../module.js';

// The site simulator's speed, set from the service status page by holders of its button: paused for a
// demonstration that must stand still, faster to watch a day go by. The status (time, speed, lag, back-fill) is
// everyone's read (`GET /api/site/sim/status`).

const screen = monitoringPages.pages.serviceMonitor.code;

export const simSpeedElement: ScreenElement = {
  screen,
  suffix: 'btn_simSpeed',
  name: '模拟器速度',
  method: 'PUT',
  uri: '/site/sim/speed',
};

export const simSpeedRoutes: RouteDef[] = [
  {
    method: 'PUT',
    path: '/api/site/sim/speed',
    menus: [screen],
    permission: `${screen}:${simSpeedElement.suffix}`,
    log: { menuCode: screen, opt: '模拟器速度' },
    // The worker answers between two of its steps: holding the write turn meanwhile would keep it from them.
    waitsOutside: true,
    async handler(ctx) {
      if (!ctx.app.sim) throw new ApiError(404, 'Not Found', 404);
      const speed = (ctx.body as { speed?: unknown } | undefined)?.speed;
      if (typeof speed !== 'number') throw rejected('speed 必须是数字');
      try {
        return ok(await ctx.app.sim.setSpeed(speed));
      } catch (error) {
        if (error instanceof SimRefusal) throw rejected(error.message);
        throw error;
      }
    },
  },
];
