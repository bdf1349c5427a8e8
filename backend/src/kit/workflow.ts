import type { SqlValue, Store } from '../db/database.js';
import { updated } from '../domain/audit.js';
import { rejected } from '../http/reply.js';
import type { RequestContext } from '../http/router.js';
import type { Actor } from '../domain/actor.js';
import { siteNow } from './site-clock.js';
import type { CommandDef, ResourceDef } from './resource.js';

/*
 * The closure workflow of every subject that needs one: problems, over-limit batches and abnormal zd work
 * areas. One state machine, one timeline table (`pdca_action`), one set of row commands whose element codes
 * go to the role of their step (db/seed.ts `stepRoles`).
 */

/** State codes as the platform stores them. */
export const flowStates = {
  open: 0,
  handled: 10,
  closed: 20,
  supervisorRejected: 30,
  supervisorReviewing: 40,
  hqReview: 50,
  hqRejected: 60,
} as const;

export const stateNames: Record<number, string> = {
  0: '待处理',
  10: '施工单位已处理',
  20: '已闭合',
  30: '监理驳回',
  40: '监理审核中',
  50: '待指挥部审核',
  60: '指挥部驳回',
};

export type Move = 'handle' | 'accept' | 'approve' | 'reject' | 'hqApprove' | 'hqReject';
export type Step = 'contractor' | 'supervisor' | 'hq';

interface MoveRule {
  from: readonly number[];
  step: Step;
  element: 'btn_handle' | 'btn_review' | 'btn_hqReview';
  /** The operation log's name of the move. */
  label: string;
  /** The verb in a refusal ("不能处理"). */
  verb: string;
  to(level: number): number;
}

const { open, handled, closed, supervisorRejected, supervisorReviewing, hqReview, hqRejected } = flowStates;

export const moves: Record<Move, MoveRule> = {
  handle: {
    from: [open, supervisorRejected, hqRejected],
    step: 'contractor',
    element: 'btn_handle',
    label: '处理',
    verb: '处理',
    to: () => handled,
  },
  accept: {
    from: [handled],
    step: 'supervisor',
    element: 'btn_review',
    label: '受理审核',
    verb: '受理审核',
    to: () => supervisorReviewing,
  },
  // Level 3 goes on to headquarters; levels 1–2 close with the supervisor.
  approve: {
    from: [handled, supervisorReviewing],
    step: 'supervisor',
    element: 'btn_review',
    label: '审核通过',
    verb: '审核',
    to: (level) => (level >= 3 ? hqReview : closed),
  },
  reject: {
    from: [handled, supervisorReviewing],
    step: 'supervisor',
    element: 'btn_review',
    label: '审核驳回',
    verb: '驳回',
    to: () => supervisorRejected,
  },
  hqApprove: {
    from: [hqReview],
    step: 'hq',
    element: 'btn_hqReview',
    label: '指挥部审核通过',
    verb: '指挥部审核',
    to: () => closed,
  },
  hqReject: {
    from: [hqReview],
    step: 'hq',
    element: 'btn_hqReview',
    label: '指挥部审核驳回',
    verb: '指挥部驳回',
    to: () => hqRejected,
  },
};

export const moveNames = Object.keys(moves) as Move[];

/** What a move carries; checked by `moveInput`. */
export interface MoveInput {
  reason?: string;
  measures?: string;
  /** File names, `.jpg .jpeg .png .pdf .doc .docx .xls .xlsx`, at most 5. */
  attachments?: string[];
  opinion?: string;
}

export const attachmentPattern = /^[^\\/:*?"<>|,\r\n]{1,96}\.(jpg|jpeg|png|pdf|doc|docx|xls|xlsx)$/i;
const MAX_ATTACHMENTS = 5;

function text(body: Record<string, unknown>, name: string, label: string, max: number): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw rejected(`${label}必须是文本`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw rejected(`${label}长度不能超过 ${max}`);
  return trimmed === '' ? undefined : trimmed;
}

/** The body of a move, checked: the handler's reason is required, as is a rejection's opinion. */
export function moveInput(move: Move, body: Record<string, unknown>): MoveInput {
  const input: MoveInput = {
    reason: text(body, 'reason', '原因', 500),
    measures: text(body, 'measures', '整改措施', 1000),
    opinion: text(body, 'opinion', '意见', 500),
  };
  const files = body.attachments;
  if (files !== undefined && files !== null) {
    if (!Array.isArray(files) || files.some((f) => typeof f !== 'string')) throw rejected('附件必须是文件名列表');
    const names = (files as string[]).map((f) => f.trim()).filter(Boolean);
    if (names.length > MAX_ATTACHMENTS) throw rejected(`附件不能超过 ${MAX_ATTACHMENTS} 个`);
    const bad = names.find((n) => !attachmentPattern.test(n));
    if (bad !== undefined)
      throw rejected(
        `附件「${bad.slice(0, 40)}」不是允许的文件名（jpg、png、pdf、doc、docx、xls、xlsx，不超过 100 个字符）`,
      );
    if (names.length > 0) input.attachments = names;
  }
  if (move === 'handle' && !input.reason) throw rejected('处理时必须填写原因');
  if ((move === 'reject' || move === 'hqReject') && !input.opinion) throw rejected('驳回时必须填写意见');
  return input;
}

/** The state a move leads to, or the refusal (30101) saying why not. */
export function nextState(state: number, move: Move, level: number): number {
  const rule = moves[move];
  if (!rule.from.includes(state)) {
    const allowed = rule.from.map((s) => `「${stateNames[s]}」`).join('、');
    throw rejected(`状态不允许此操作：当前为「${stateNames[state] ?? state}」，只有${allowed}的记录可以${rule.verb}`);
  }
  return rule.to(level);
}

/** Whose turn it is in a state (the list's 责任方). */
export const partySql = (state: string) =>
  `CASE WHEN ${state} IN (0, 30, 60) THEN '施工单位' WHEN ${state} IN (10, 40) THEN '监理单位' WHEN ${state} = 50 THEN ` +
  `'指挥部' ELSE '' END`;

/** One subject of the workflow: where its state lives and what a move changes besides. */
export interface FlowSubject {
  /** `pdca_action.subject`. */
  subject: string;
  table: string;
  stateColumn: string;
  /** Refuses rows that have no workflow (a batch within its limits). */
  eligible?(row: Record<string, unknown>): void;
  /** Extra columns a move writes on the subject's row. */
  apply?(move: Move, to: number, input: MoveInput, t: string, row: Record<string, unknown>): Record<string, SqlValue>;
}

function projectOf(store: Store): number {
  return store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1')?.id ?? 0;
}

/** Runs one move on a row as read: refuses out of order, writes the state and a timeline row. */
export function runMove(
  store: Store,
  subject: FlowSubject,
  move: Move,
  row: Record<string, unknown>,
  body: Record<string, unknown>,
  ctx: RequestContext,
): number {
  return applyMove(store, subject, move, row, body, { actor: ctx.actor, t: siteNow(ctx.app) });
}

/** `runMove` by a given person at a given site time (the site's simulated people act at their own moments). */
export function applyMove(
  store: Store,
  subject: FlowSubject,
  move: Move,
  row: Record<string, unknown>,
  body: Record<string, unknown>,
  by: { actor: Actor; t: string },
): number {
  subject.eligible?.(row);
  const input = moveInput(move, body);
  const from = Number(row[subject.stateColumn] ?? 0);
  const to = nextState(from, move, Number(row.level ?? 0));
  const { actor, t } = by;
  store.update(subject.table, Number(row.id), {
    [subject.stateColumn]: to,
    ...(subject.apply?.(move, to, input, t, row) ?? {}),
    ...updated(actor),
  });
  store.insert('pdca_action', {
    projectId: projectOf(store),
    subject: subject.subject,
    subjectId: Number(row.id),
    t,
    move,
    fromState: from,
    toState: to,
    role: moves[move].step,
    userId: actor.id,
    userName: actor.name || actor.username,
    opinion: input.opinion ?? null,
    reason: input.reason ?? null,
    measures: input.measures ?? null,
    attachments: input.attachments?.join(', ') ?? null,
    crtTime: t,
    crtUser: String(actor.id),
    crtName: actor.username,
    crtHost: actor.host,
  });
  return to;
}

/** The six moves as row commands (`PUT <path>/{id}/<move>`), each behind its step's element code. */
export function flowCommands(subject: FlowSubject): CommandDef[] {
  return moveNames.map((move) => ({
    name: move,
    element: moves[move].element,
    label: moves[move].label,
    method: 'PUT' as const,
    run: (store, row, body, ctx) => void runMove(store, subject, move, row, body, ctx),
  }));
}

/** A subject's timeline, read with its page's menus: `GET <path>/all?subjectId=`. */
export function timelineResource(input: {
  path: string;
  subject: string;
  menus: readonly string[];
  screen: string;
  join?: { table: string; columns: string; fixed: Record<string, readonly string[]> };
}): ResourceDef {
  const join = input.join;
  return {
    path: input.path,
    table: 'pdca_action',
    view: `SELECT a.id, a.subjectId, a.t, a.move, a.fromState, a.toState, a.role, a.userName, a.opinion, a.reason,
      a.measures, a.attachments${join ? `, ${join.columns}` : ''}
      FROM pdca_action a${join ? ` JOIN ${join.table} s ON s.id ` + `= a.subjectId` : ''}
      WHERE a.subject = '${input.subject}'`,
    menus: input.menus,
    screen: input.screen,
    noun: '处置记录',
    ...(join ? { fixed: join.fixed } : {}),
    fields: [
      { name: 'subjectId', label: '对象', type: 'int', readOnly: true, filter: 'eq' },
      { name: 't', label: '时间', type: 'time', readOnly: true, sortable: true },
      { name: 'move', label: '操作', type: 'text', readOnly: true },
      { name: 'fromState', label: '原状态', type: 'int', readOnly: true },
      { name: 'toState', label: '新状态', type: 'int', readOnly: true },
      { name: 'role', label: '角色', type: 'text', readOnly: true },
      { name: 'userName', label: '操作人', type: 'text', readOnly: true },
      { name: 'opinion', label: '意见', type: 'text', readOnly: true },
      { name: 'reason', label: '原因', type: 'text', readOnly: true },
      { name: 'measures', label: '整改措施', type: 'text', readOnly: true },
      { name: 'attachments', label: '附件', type: 'text', readOnly: true },
    ],
    defaultSort: 'id ASC',
  };
}
