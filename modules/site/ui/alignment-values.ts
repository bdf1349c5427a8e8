import { block } from '@console/contract/site/resources';
import { fieldOf } from '@console/contract/resource';

// The stake-map editor's form values: the alignment's numbers as typed, with the bounds the platform holds them
// to, and a block's code as the contract declares it.

/** A block code's pattern (the contract's). */
export const BLOCK_CODE = new RegExp(fieldOf(block, 'code').pattern!.source);

/** The alignment's numbers as typed. */
export type Numbers = { startChainage: string; stakeInterval: string; leftWidth: string; rightWidth: string };

export const bounds: Record<keyof Numbers, [number, number]> = {
  startChainage: [0, 1_000_000],
  stakeInterval: [1, 1000],
  leftWidth: [0, 200],
  rightWidth: [0, 200],
};

/** A chainage as a stake name, `K1+020`; a dash for none. */
export const km = (c: number | undefined) =>
  c === undefined ? '—' : `K${Math.floor(Math.round(c) / 1000)}+${String(Math.round(c) % 1000).padStart(3, '0')}`;
