import { z } from 'zod';
import { objectReplyOf } from '../envelope';
import { download, read, type Reads } from '../reply';

/**
 * The video walls: `GET spjk/camera/tree` (every camera by section, then by area, a `cameraScope` code) and
 * `GET znys/camera/tree` (the compaction cameras by device group), and `GET spjk/camera/{id}/snapshot`, the
 * camera's simulated picture as SVG (HTTP 409 with a message while the camera is offline). The platform leaves
 * empty members out.
 */

const camera = z.strictObject({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  scope: z.string().optional(),
  sectionId: z.number().optional(),
  sectionName: z.string().optional(),
  status: z.string(),
  /** The machine an in-cab camera rides in. */
  hostId: z.number().optional(),
  hostCode: z.string().optional(),
  online: z.boolean(),
  lastSeen: z.string().optional(),
  /** An HLS (.m3u8) or WebM/MP4 stream the browser plays instead of the snapshot. */
  streamUrl: z.string().optional(),
  /** A fixed camera's place on the site plan and where it looks. */
  x: z.number().optional(),
  y: z.number().optional(),
  bearing: z.number().optional(),
  fov: z.number().optional(),
});
export type Camera = z.infer<typeof camera>;

/** A section or a device group (its name), an area (a `cameraScope` code), or the cameras in none. */
export type CameraNode = {
  key: string;
  kind: 'section' | 'scope' | 'group' | 'none';
  name?: string;
  code?: string;
  children: CameraNode[];
  cameras: Camera[];
};

const cameraNode: z.ZodType<CameraNode> = z.strictObject({
  key: z.string(),
  kind: z.enum(['section', 'scope', 'group', 'none']),
  name: z.string().optional(),
  code: z.string().optional(),
  get children() {
    return z.array(cameraNode);
  },
  cameras: z.array(camera),
});

export const cameraTreeAnswer = z.strictObject({ simTime: z.string(), nodes: z.array(cameraNode) });
export type CameraTree = z.infer<typeof cameraTreeAnswer>;

/** The module's own reads (not its resources'), with the schema of each reply. */
export const videoReads: Reads = {
  '/api/spjk/camera/tree': read(objectReplyOf(cameraTreeAnswer)),
  '/api/znys/camera/tree': read(objectReplyOf(cameraTreeAnswer)),
  // An image (SVG), read as a file.
  '/api/spjk/camera/:id/snapshot': download('/api/spjk/camera/99/snapshot'),
};
