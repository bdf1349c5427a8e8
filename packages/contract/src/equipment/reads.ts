import type { Reads } from '../reply';

/** The module's own reads (not its resources'), with the schema of each reply. */
export const equipmentReads: Reads = {};
