/** The geometry editors' wire types are the contract's (`@console/contract/site/reads`). */
export type { Alignment, BaseMapRow, BlockRow, SectionRow } from '@console/contract/site/reads';
