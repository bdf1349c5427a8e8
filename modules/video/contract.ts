/**
 * The video walls: `GET spjk/camera/tree` (every camera by section, then by area, a `cameraScope` code) and
 * `GET znys/camera/tree` (the compaction cameras by device group), and `GET spjk/camera/{id}/snapshot`, the
 * camera's simulated picture as SVG (HTTP 409 with a message while the camera is offline). The platform
 * leaves empty fields out.
 */

export type Camera = {
  id: number;
  code: string;
  name: string;
  scope?: string;
  sectionId?: number;
  sectionName?: string;
  status: string;
  /** The machine an in-cab camera rides in. */
  hostCode?: string;
  online: boolean;
  lastSeen?: string;
  /** An HLS (.m3u8) or WebM/MP4 stream the browser plays instead of the snapshot. */
  streamUrl?: string;
  bearing?: number;
  fov?: number;
};

/** A section or a device group (its name), an area (a `cameraScope` code), or the cameras in none. */
export type CameraNode = {
  key: string;
  kind: 'section' | 'scope' | 'group' | 'none';
  name?: string;
  code?: string;
  children: CameraNode[];
  cameras: Camera[];
};

export type CameraTree = { simTime: string; nodes: CameraNode[] };

/** Every camera of a tree, in its order. */
export function camerasOf(nodes: readonly CameraNode[]): Camera[] {
  return nodes.flatMap((n) => [...n.cameras, ...camerasOf(n.children)]);
}
