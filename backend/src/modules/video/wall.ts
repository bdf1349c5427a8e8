import { createHash } from 'node:crypto';
import { inScope, scopeOf } from '../../domain/data-scope.js';
import { holdsMenu } from '../../domain/permissions.js';
import { ApiError, forbidden, ok, type Reply } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { placedDevices, siteTime } from '../../sim/reads.js';
import { devicesInView, poseOf, snapshotSvg } from './snapshot.js';
import { cameraById, groupTree, sectionTree } from './cameras.js';
import { facts } from '../../kit/sim-facts.js';
import { videoPages } from '@console/contract/video/pages';

/*
 * The video walls: the camera trees and each camera's picture. With no media server offline, a camera's
 * picture is the simulated one (snapshot.ts); a camera with a stream address is played by the browser itself.
 * Online and offline changes reach the walls on the live topic `spjk.status` (live/topics.ts).
 */

export const SPJK_WALL = videoPages.pages.spjkVideoMonitor.code;
export const ZNYS_WALL = videoPages.pages.znysRealtimeVideo.code;

const simNow = (ctx: RequestContext) => ctx.app.sim?.simStatus().simTime ?? siteTime(Date.now());

const notFound = (id: number) => new ApiError(404, `没有 id 为 ${id} 的摄像头`, 404);

function snapshot(ctx: RequestContext): Reply {
  const id = Number(ctx.params.id);
  const camera = cameraById(ctx.app.store, id);
  // Another section's camera is not the reader's to see.
  if (camera && !inScope(scopeOf(ctx.app.store, ctx.actor.id), camera.sectionId ?? 0, ctx.actor.id)) throw notFound(id);
  if (!camera) throw notFound(id);
  // The compaction wall shows the compaction cameras only.
  if (camera.scope !== 'znys' && !holdsMenu(ctx.app.store, ctx.actor.id, [SPJK_WALL])) throw forbidden();
  const label = `${camera.code}（${camera.name}）`;
  if (!camera.online) throw new ApiError(409, `摄像头 ${label}离线，无法取得画面`, 409);
  const f = facts(ctx);
  const placed = placedDevices(f, f.cursor);
  const pose = poseOf(camera, placed);
  if (!pose)
    throw new ApiError(
      409,
      camera.hostCode
        ? `摄像头 ${label}所在的设备 ${camera.hostCode} 当前没有位置，无法取得画面`
        : `摄像头 ${label}没有登记位置和朝向，无法取得画面`,
      409,
    );
  const svg = snapshotSvg(ctx.app.store, camera, pose, devicesInView(camera, pose, placed), siteTime(f.cursor));
  const bytes = Buffer.from(svg, 'utf8');
  return {
    http: 200,
    body: null,
    binary: {
      contentType: 'image/svg+xml; charset=utf-8',
      etag: `"${createHash('sha1').update(bytes).digest('hex').slice(0, 20)}"`,
      bytes,
    },
  };
}

export const videoWallRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/spjk/camera/tree',
    menus: [SPJK_WALL],
    handler: (ctx) =>
      ok({ simTime: simNow(ctx), nodes: sectionTree(ctx.app.store, scopeOf(ctx.app.store, ctx.actor.id)) }),
  },
  {
    method: 'GET',
    path: '/api/znys/camera/tree',
    menus: [ZNYS_WALL],
    handler: (ctx) =>
      ok({ simTime: simNow(ctx), nodes: groupTree(ctx.app.store, scopeOf(ctx.app.store, ctx.actor.id)) }),
  },
  {
    method: 'GET',
    path: '/api/spjk/camera/:id/snapshot',
    menus: [SPJK_WALL, ZNYS_WALL],
    handler: snapshot,
  },
];
