import type { SqlValue } from '../../db/database.js';
import { type FlowSubject, flowStates } from '../../kit/workflow.js';

/** A problem as a subject of the closure workflow: what a move writes on its row besides the state. */
export const problemFlow: FlowSubject = {
  subject: 'problem',
  table: 'pdca_problem',
  stateColumn: 'state',
  apply(move, to, input, t) {
    const out: Record<string, SqlValue> = {};
    if (move === 'handle')
      Object.assign(out, {
        reason: input.reason ?? null,
        measures: input.measures ?? null,
        attachments: input.attachments?.join(', ') ?? null,
      });
    if (input.opinion) out.lastOpinion = input.opinion;
    if (to === flowStates.closed) out.closedAt = t;
    return out;
  },
};
