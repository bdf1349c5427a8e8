import type { Camera, CameraNode } from '@console/contract/video/reads';

/** Every camera of a tree (the contract's `video/reads`: sections or groups, areas, cameras), in its order. */
export function camerasOf(nodes: readonly CameraNode[]): Camera[] {
  return nodes.flatMap((n) => [...n.cameras, ...camerasOf(n.children)]);
}
