/** The wall's splits: one picture, or a square of 4, 9 or 16. */
export const splits = [1, 4, 9, 16] as const;
export type Split = (typeof splits)[number];

export const MAX_TILES = 16;

export const columnsOf = (split: Split) => Math.sqrt(split);

/** The first cameras in tree order, one per tile: what a wall shows before anyone chooses. */
export function initialTiles(cameraIds: readonly number[], split: Split): (number | null)[] {
  return Array.from({ length: MAX_TILES }, (_, i) => (i < split ? (cameraIds[i] ?? null) : null));
}

/**
 * Puts a camera on a tile. A camera shows once: if it is already on another visible tile, the two
 * tiles swap, so choosing never leaves the same picture twice on the wall.
 */
export function assign(
  tiles: readonly (number | null)[],
  tile: number,
  cameraId: number,
  split: Split,
): (number | null)[] {
  const next = [...tiles];
  const before = next.findIndex((id, i) => i < split && i !== tile && id === cameraId);
  if (before >= 0) next[before] = next[tile] ?? null;
  next[tile] = cameraId;
  return next;
}

/**
 * The tile the arrow keys move to in a square of `split` tiles (Home and End: the first and the last),
 * or the same tile for any other key.
 */
export function moveTile(tile: number, key: string, split: Split): number {
  const cols = columnsOf(split);
  const row = Math.floor(tile / cols);
  const col = tile % cols;
  switch (key) {
    case 'ArrowRight':
      return (tile + 1) % split;
    case 'ArrowLeft':
      return (tile - 1 + split) % split;
    case 'ArrowDown':
      return ((row + 1) % cols) * cols + col;
    case 'ArrowUp':
      return ((row - 1 + cols) % cols) * cols + col;
    case 'Home':
      return 0;
    case 'End':
      return split - 1;
    default:
      return tile;
  }
}

/** Whether a stream address is HLS, which only some browsers play natively. */
export const isHls = (url: string) => /\.m3u8(\?|#|$)/i.test(url);

/**
 * Whether a `spjk.status` frame (`{d: [[deviceId, online, …]]}`) tells of a camera whose online state
 * differs from what the wall shows; anything else (a `reset`, a frame of another shape) counts as a change.
 * The minute's keyframe repeats every camera's state, and the tree need not be read again for it.
 */
export function statusChanged(data: unknown, online: ReadonlyMap<number, boolean>): boolean {
  const d = (data as { d?: unknown } | null)?.d;
  if (!Array.isArray(d)) return true;
  return d.some((tuple) => !Array.isArray(tuple) || online.get(Number(tuple[0])) !== (tuple[1] === 1));
}
