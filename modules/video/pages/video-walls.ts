import type { VideoWallDef } from '../screen-defs';

/** 视频监控: every camera, by section and area. */
export const spjkVideoWall: VideoWallDef = {
  treeApi: '/api/spjk/camera/tree',
  snapshotApi: '/api/spjk/camera/{id}/snapshot',
  scopeDict: 'cameraScope',
  refreshMs: 5000,
  split: 4,
};

/** 实时视频: the compaction cameras, by device group. */
export const znysVideoWall: VideoWallDef = {
  treeApi: '/api/znys/camera/tree',
  snapshotApi: '/api/spjk/camera/{id}/snapshot',
  scopeDict: 'cameraScope',
  refreshMs: 5000,
  split: 4,
};
