/**
 * A video wall (VideoWallScreen): the cameras' tree beside a 1/4/9/16 split of pictures, each the camera's
 * stream or its snapshot read again every `refreshMs`.
 */
export interface VideoWallDef {
  /** The tree (`lib/platform/cameras.ts`). */
  treeApi: string;
  /** With `{id}` for the camera. */
  snapshotApi: string;
  /** The dictionary that labels the tree's `scope` nodes. */
  scopeDict: string;
  refreshMs: number;
  /** The split the wall opens with. */
  split: 1 | 4 | 9 | 16;
}
