/**
 * The rammer and DDC process monitors' reads: the family's areas with their counts by status, the rigs where
 * their latest fact puts them, one area's design points (piles), one point's hits with the last-two rule, one
 * pile's events and layers.
 */

import type { Point } from '@/lib/platform/site-plan';

export type RamFamily = 'hj' | 'ddc';
export const pointStatuses = ['todo', 'doing', 'below', 'within', 'above'] as const;
export const pileStatuses = ['todo', 'doing', 'ok', 'shortDepth', 'fewRams', 'fill'] as const;
export type SpotStatus = (typeof pointStatuses)[number] | (typeof pileStatuses)[number];

export type RamArea = {
  id: number;
  code: string;
  name: string;
  polygon: Point[];
  area: number;
  deviceCodes: string[];
  standardName: string | null;
  designHits: number | null;
  lastTwoLimit: number | null;
  designDepth: number | null;
  minRamsPerLayer: number | null;
  counts: Record<string, number>;
  total: number;
  done: number;
  donePct: number;
  qualifiedPct: number;
};

export type RamRig = {
  deviceId: number;
  code: string;
  online: number;
  t: string | null;
  spotCode: string | null;
  x: number | null;
  y: number | null;
  areaCode: string | null;
  working: boolean;
};

export type RamOverview = { simTime: string; areas: RamArea[]; rigs: RamRig[] };

export type RamPoint = {
  id: number;
  code: string;
  pass: string;
  x: number;
  y: number;
  designHits: number;
  status: (typeof pointStatuses)[number];
  hits: number;
  totalSettlement: number | null;
  lastTwoAvg: number | null;
  lastHitAt: string | null;
};

export type RamHit = {
  hitNo: number;
  t: string;
  deviceCode: string;
  dropM: number;
  settlement: number;
  cumulative: number;
  energy: number;
  lowDrop: number;
  offPoint: number;
};

export type PointHits = {
  point: {
    id: number;
    code: string;
    areaCode: string;
    x: number;
    y: number;
    designHits: number;
    status: RamPoint['status'];
  };
  hits: RamHit[];
  rule: { lastTwoAvg: number | null; limit: number | null; met: boolean | null };
};

export type DdcPile = {
  id: number;
  code: string;
  x: number;
  y: number;
  designDepth: number;
  status: (typeof pileStatuses)[number];
  depth: number | null;
  layers: number;
  fillM3: number | null;
  rams: number;
  startAt: string | null;
  endAt: string | null;
};

export type DdcEvent = { t: string; event: 0 | 1 | 2; times: number; duration: number; depth: number };
export type DdcLayer = { no: number; t: string; topDepth: number; fillM3: number; rams: number; ok: number };

export type PileEvents = {
  pile: {
    id: number;
    code: string;
    areaCode: string;
    designDepth: number;
    depth: number | null;
    minRamsPerLayer: number | null;
    status: DdcPile['status'];
  };
  events: DdcEvent[];
  layers: DdcLayer[];
};

/** The colour each status is drawn with (the legend shows the same). */
export const statusColours: Record<SpotStatus, string> = {
  todo: '#9e9e9e',
  doing: '#1565c0',
  below: '#c62828',
  within: '#2e7d32',
  above: '#ef6c00',
  ok: '#2e7d32',
  shortDepth: '#c62828',
  fewRams: '#ef6c00',
  fill: '#6a1b9a',
};

/** An area's finished points (piles) with their metrics, and each metric's histogram (edges and counts). */
export type AreaAnalysis = {
  areaId: number;
  simTime: string;
  spots: {
    id: number;
    code: string;
    x: number;
    y: number;
    status: string;
    design: number;
    values: Record<string, number | null>;
  }[];
  metrics: {
    key: string;
    unit: string;
    edges: number[];
    counts: number[];
    min: number | null;
    max: number | null;
    mean: number | null;
  }[];
};

// A sequential palette (viridis), light enough at its ends to tell from the plan and the todo grey.
const sequential = ['#440154', '#46327e', '#365c8d', '#277f8e', '#1fa187', '#4ac16d', '#a0da39', '#fde725'];

/** The colour of bin `k` of `n`, spread over the sequential palette. */
export function binColour(k: number, n: number): string {
  if (n <= 1) return sequential[4]!;
  return sequential[Math.round((k * (sequential.length - 1)) / (n - 1))]!;
}
