/**
 * The rammer and DDC process monitors' reads: the family's areas with their counts by status, the rigs where
 * their latest fact puts them, one area's design points (piles), one point's hits with the last-two rule, one
 * pile's events and layers. Their types come from the contract's reply schemas.
 */

import { pileStatuses, pointStatuses } from '@console/contract/ramming/statuses';

export { pileStatuses, pointStatuses };

export type {
  AreaAnalysis,
  DdcEvent,
  DdcLayer,
  DdcPile,
  PileEvents,
  PointHits,
  RamArea,
  RamHit,
  RamOverview,
  RamPoint,
  RamRig,
  RamRigFrame,
} from '@console/contract/ramming/answers';

export type SpotStatus = (typeof pointStatuses)[number] | (typeof pileStatuses)[number];

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

// A sequential palette (viridis), light enough at its ends to tell from the plan and the todo grey.
const sequential = ['#440154', '#46327e', '#365c8d', '#277f8e', '#1fa187', '#4ac16d', '#a0da39', '#fde725'];

/** The colour of bin `k` of `n`, spread over the sequential palette. */
export function binColour(k: number, n: number): string {
  if (n <= 1) return sequential[4]!;
  return sequential[Math.round((k * (sequential.length - 1)) / (n - 1))]!;
}
