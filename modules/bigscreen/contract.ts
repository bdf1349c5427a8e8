/** The big screen's wire types are the contract's (`@console/contract/bigscreen/reads`). */
export type { BigScreen, TileKey } from '@console/contract/bigscreen/reads';
