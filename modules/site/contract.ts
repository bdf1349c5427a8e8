/**
 * The geometry editors' reads: base maps (`/api/site/baseMap`), a road section's alignment
 * (`/api/site/alignment/{sectionId}`) and the apron's blocks (`/api/site/block`).
 */
import type { Point } from '@/lib/platform/site-plan';

export type BaseMapRow = {
  id: number;
  name: string;
  kind?: 'image' | 'vector';
  mime?: string;
  fileName?: string;
  fileSize?: number;
  width?: number;
  height?: number;
  fileVersion: number;
  /** JSON text `[[u, v, x, y], [u, v, x, y]]`; absent until calibrated. */
  controlPoints?: string;
  opacity: number;
  orderNum: number;
  enabled: 0 | 1;
  updTime?: string;
};

export type Alignment = {
  sectionId: number;
  sectionCode: string;
  sectionName: string;
  polyline: Point[];
  startChainage: number;
  stakeInterval: number;
  leftWidth: number;
  rightWidth: number;
  length: number;
  stakeCount: number;
  fromChainage?: number;
  toChainage?: number;
  updTime?: string;
};

export type BlockRow = { id: number; sectionId: number; sectionName: string; code: string; polygon: string };

export type SectionRow = { id: number; code: string; name: string; kind: string };
