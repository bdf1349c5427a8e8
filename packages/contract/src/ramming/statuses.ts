/**
 * The codes the ramming pages draw with, in a file of their own so that the monitors load them without the
 * resource declarations.
 */

export const passes = ['point1', 'point2', 'full'] as const;
/** A design point's progress and, once hit, its verdict (the points page's and the monitor's statuses). */
export const pointStatuses = ['todo', 'doing', 'below', 'within', 'above'] as const;
/** A pile as the monitors draw it: its progress, or its verdict with the first failed check. */
export const pileStatuses = ['todo', 'doing', 'ok', 'shortDepth', 'fewRams', 'fill'] as const;
