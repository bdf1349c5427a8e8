/** The site plan every map draws, in the site's metric frame, and the positions moved over it. */

import type { SiteFrame } from '@console/contract/site/frame-spec';

export type Point = readonly [number, number];

export type SitePlanData = {
  extent: readonly [number, number, number, number];
  sections: { code: string; name: string; kind: string; polygon: Point[] | null }[];
  alignment: { polyline: Point[]; startChainage: number } | null;
  stakes: {
    name: string;
    chainage: number;
    x: number;
    y: number;
    azimuth: number;
    leftWidth: number;
    rightWidth: number;
  }[];
  blocks: { code: string; polygon: Point[] }[];
  features: { kind: 'plant' | 'waterPoint' | 'haulRoad' | string; code: string; name: string; geom: Point[] }[];
  /** Enabled, calibrated base maps (底图配置), lowest order first; drawn under everything. Absent on an older platform. */
  baseMaps?: PlanBaseMap[];
  /** How the frame sits in CGCS2000; null or absent when the platform does not say. */
  frame?: SiteFrame | null;
};

/**
 * A base map as the plan carries it: its file's URL (under the API), size in pixels and two control points [u, v, x,
 * y].
 */
export type PlanBaseMap = {
  id: number;
  name: string;
  kind: 'image' | 'vector';
  url: string;
  width: number;
  height: number;
  controlPoints: [number, number, number, number][];
  opacity: number;
  order: number;
};

/** A `znys.pos` / `zd.pos` frame: `[deviceId, x, y, heading, speed, moving]` per roller. */
export type PositionFrame = { t: string; f: [number, number, number, number, number, 0 | 1][] };
