import { type SiteFrame, frameProblem } from '@console/contract/site/frame-spec';
import { updated } from '../../domain/audit.js';
import { asObject } from '../../domain/validate.js';
import { ok, rejected } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { storedFrame } from '../../kit/site-frame.js';
import type { ScreenElement } from '../module.js';
import { STAKE_MAP_SCREEN } from './alignment.js';

// The project's tie to CGCS2000 (its 3° zone, the grid coordinates of the site frame's origin and the frame's turn),
// set where the alignment is surveyed. Everyone who reads the plan reads it (`frame` in GET /api/site/plan); the
// site's own x/y never change with it, only how they read in grid and latitude/longitude.

export const frameElement: ScreenElement = {
  screen: STAKE_MAP_SCREEN,
  suffix: 'btn_frame',
  name: '坐标系设置',
  method: 'PUT',
  uri: '/site/frame',
};

export const frameRoutes: RouteDef[] = [
  {
    method: 'PUT',
    path: '/api/site/frame',
    permission: `${STAKE_MAP_SCREEN}:${frameElement.suffix}`,
    log: { menuCode: STAKE_MAP_SCREEN, opt: '坐标系设置' },
    handler(ctx: RequestContext) {
      const body = asObject(ctx.body);
      const frame: SiteFrame = {
        centralMeridian: body.centralMeridian as number,
        originE: body.originE as number,
        originN: body.originN as number,
        rotation: body.rotation as number,
      };
      const problem = frameProblem(frame);
      if (problem) throw rejected(problem);
      const store = ctx.app.store;
      const project = store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1');
      if (!project) throw rejected('项目不存在');
      store.transaction(() => store.update('site_project', project.id, { ...frame, ...updated(ctx.actor) }));
      return ok(storedFrame(store));
    },
  },
];
