/**
 * The closure workflow's moves as the console offers them. The platform decides: this only hides buttons its
 * state machine would refuse (`backend/src/kit/workflow.ts`), and a stale page still gets
 * the platform's 30101 with the reason.
 */
export type Move = 'handle' | 'accept' | 'approve' | 'reject' | 'hqApprove' | 'hqReject';

export const flowMoves: readonly {
  move: Move;
  element: 'btn_handle' | 'btn_review' | 'btn_hqReview';
  from: readonly number[];
  needs: 'reason' | 'opinion' | 'none';
}[] = [
  { move: 'handle', element: 'btn_handle', from: [0, 30, 60], needs: 'reason' },
  { move: 'accept', element: 'btn_review', from: [10], needs: 'none' },
  { move: 'approve', element: 'btn_review', from: [10, 40], needs: 'none' },
  { move: 'reject', element: 'btn_review', from: [10, 40], needs: 'opinion' },
  { move: 'hqApprove', element: 'btn_hqReview', from: [50], needs: 'none' },
  { move: 'hqReject', element: 'btn_hqReview', from: [50], needs: 'opinion' },
];

/** The moves a user may make on a record in `state`, by the element codes they hold. */
export function movesFor(state: number, screen: string, granted: (code: string) => boolean) {
  return flowMoves.filter((m) => m.from.includes(state) && granted(`${screen}:${m.element}`));
}

/** Attachment names the platform accepts (at most 5; the same pattern as the backend's). */
export const ATTACHMENT = /^[^\\/:*?"<>|,\r\n]{1,96}\.(jpg|jpeg|png|pdf|doc|docx|xls|xlsx)$/i;
export const MAX_ATTACHMENTS = 5;

/** Splits the attachment field (names separated by commas or new lines); `invalid` names the first bad one. */
export function parseAttachments(text: string): { names: string[]; invalid?: string; tooMany?: boolean } {
  const names = text
    .split(/[,，\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.length > MAX_ATTACHMENTS) return { names, tooMany: true };
  const invalid = names.find((n) => !ATTACHMENT.test(n));
  return invalid === undefined ? { names } : { names, invalid };
}
