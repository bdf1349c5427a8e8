import { deviceSection } from '../../domain/data-scope.js';
import type { App } from '../../app.js';
import type { Store } from '../../db/database.js';
import { flowCommands, flowStates, partySql, timelineResource } from '../../kit/workflow.js';
import { siteNow } from '../../kit/site-clock.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { qualityPages } from '@console/contract/quality/pages';
import { problemActions, problems, type ProblemDomain } from '@console/contract/quality/resources';
import { problemFlow } from './problem-flow.js';
import { actOnProblems, peopleIdle } from './site-people.js';
import { queueProblemSms } from './sms.js';

/*
 * 问题处理记录 of both PDCA groups: problems raised from alarms by the promotion rules below or entered by people,
 * with a deadline by level and the closure workflow.
 */

export type { ProblemDomain };

/** Hours to close by level. */
export const deadlineHours: Record<number, number> = { 1: 72, 2: 48, 3: 24 };

/** The problem group an alarm's domain belongs to: rammers and DDC rigs to `hj`, everything else to `znys`. */
export function problemDomainOf(alarmDomain: string): ProblemDomain {
  return alarmDomain === 'hj' || alarmDomain === 'ddc' ? 'hj' : 'znys';
}

/**
 * Promotion rules: an alarm becomes a problem from this level up; `deviceOffline` only at level 3 (a
 * short drop-out is the device registry's business, not a quality problem).
 */
export const promotionRules: { minLevel: number; minLevelByType: Record<string, number> } = {
  minLevel: 2,
  minLevelByType: { deviceOffline: 3 },
};

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` plus hours, as site time (no zone: both ends are GMT+8 text). */
export function plusHours(t: string, hours: number): string {
  const d = new Date(`${t.replace(' ', 'T')}Z`);
  d.setTime(d.getTime() + Math.round(hours * 3_600_000));
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:` +
    `${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

export function deadlineOf(foundAt: string, level: number): string {
  return plusHours(foundAt, deadlineHours[level] ?? 72);
}

function problemNo(id: number, t: string): string {
  return `WT-${t.slice(0, 10).replaceAll('-', '')}-${String(id).padStart(5, '0')}`;
}

function projectOf(store: Store): number {
  return store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1')?.id ?? 0;
}

/** The least level an alarm of its type needs to become a problem, as SQL over `pdca_alarm a`. */
function promotionLevel(): string {
  const byType = Object.entries(promotionRules.minLevelByType);
  return byType.length
    ? `CASE a.type ${byType.map(([type, level]) => `WHEN '${type}' THEN ${level}`).join(' ')} ELSE ` +
        `${promotionRules.minLevel} END`
    : String(promotionRules.minLevel);
}

/**
 * Brings the problems up to the simulated present: the simulator's waiting alarms promoted, then the site's people's
 * moves that have come due (site-people.ts). Run on this thread after each advance of the simulator (index.ts), so the
 * pages that show problems only read; a write transaction only when something waits.
 */
export function settleProblems(store: Store, app: App): void {
  if (alarmsWaiting(store)) store.transaction(() => promoteAlarms(store));
  actOnProblems(store, app);
}

const alarmsWaiting = (store: Store) =>
  store.get(`SELECT 1 FROM pdca_alarm a WHERE a.problemId IS NULL AND a.level >= ${promotionLevel()} LIMIT 1`) !==
  undefined;

/** Whether `settleProblems` has anything to do: read without a write turn, so an idle step takes none. */
export const problemsSettled = (store: Store, app: App) => !alarmsWaiting(store) && peopleIdle(store, app);

/**
 * Raises the problems of the alarms the rules select that have none yet, in the caller's transaction.
 * Alarms people raise are promoted in their own write; the simulator's (written on its thread) by `settleProblems`.
 * Answers how many problems were raised.
 */
export function promoteAlarms(store: Store): number {
  const typeRule = promotionLevel();
  const alarms = store.all<{
    id: number;
    alarmNo: string;
    domain: string;
    type: string;
    level: number;
    objectType: string | null;
    objectId: number | null;
    t: string;
    message: string | null;
    place: string | null;
    deviceCode: string | null;
  }>(
    `SELECT a.id, a.alarmNo, a.domain, a.type, a.level, a.objectType, a.objectId, a.t, a.message, a.place,
            d.code AS deviceCode
       FROM pdca_alarm a LEFT JOIN site_device d ON d.id = a.deviceId
      WHERE a.problemId IS NULL AND a.level >= ${typeRule} ORDER BY a.t, a.id LIMIT 5000`,
  );
  if (alarms.length === 0) return 0;
  const projectId = projectOf(store);
  for (const alarm of alarms) {
    const id = store.insert('pdca_problem', {
      projectId,
      problemNo: 'pending',
      domain: problemDomainOf(alarm.domain),
      source: 'alarm',
      alarmId: alarm.id,
      alarmDomain: alarm.domain,
      type: alarm.type,
      level: alarm.level,
      objectType: alarm.objectType,
      objectId: alarm.objectId,
      // Its device, or else the place it names (a work area has no one device).
      objectName:
        alarm.deviceCode ??
        alarm.place ??
        (alarm.objectType && alarm.objectId !== null ? `${alarm.objectType}#${alarm.objectId}` : null),
      location: alarm.place,
      description: alarm.message,
      foundAt: alarm.t,
      deadline: deadlineOf(alarm.t, alarm.level),
      state: flowStates.open,
      crtTime: alarm.t,
      crtUser: '0',
      crtName: 'system',
      crtHost: '127.0.0.1',
    });
    store.run('UPDATE pdca_problem SET problemNo = ? WHERE id = ?', problemNo(id, alarm.t), id);
    store.run('UPDATE pdca_alarm SET problemId = ? WHERE id = ?', id, alarm.id);
    notify(store, id);
  }
  return alarms.length;
}

/** Queues the warning SMS of a problem just raised (pdca/sms.ts), in its transaction. */
function notify(store: Store, id: number): void {
  const p = store.get<{
    projectId: number;
    problemNo: string;
    domain: string;
    level: number;
    objectName: string | null;
    description: string | null;
    foundAt: string;
    deadline: string;
  }>(
    'SELECT projectId, problemNo, domain, level, objectName, description, foundAt, deadline FROM pdca_problem ' +
      'WHERE id = ?',
    id,
  )!;
  queueProblemSms(store, p.projectId, { id, ...p });
}

/** The page of each group's problems. */
const screens: Record<ProblemDomain, string> = {
  znys: qualityPages.pages.pdcaProblemRecord.code,
  hj: qualityPages.pages.hjPdcaProblemRecord.code,
};

// `site_now()` is the simulated present (registered on the connection by `registerSiteNow`).
const problemView = `SELECT p.id, p.problemNo, p.domain, p.source, a.alarmNo, p.alarmDomain, p.type, p.level,
  p.objectName,
    p.location, p.description, p.foundAt, p.deadline, p.state, ${partySql('p.state')} AS party, p.closedAt,
    CASE WHEN p.state != 20 AND p.deadline < site_now() THEN 1 WHEN p.state = 20
    AND p.closedAt > p.deadline THEN 1 ELSE 0 END AS overdue,
    p.reason, p.measures, p.attachments, p.lastOpinion
  FROM pdca_problem p LEFT JOIN pdca_alarm a ON a.id = p.alarmId`;

/**
 * SQL of a problem's section (`p` the problem's row): raised from an alarm, the alarm's device's; entered on a
 * device, that device's.
 */
export const problemSection = (p: string) =>
  `COALESCE(${deviceSection(`(SELECT a.deviceId FROM pdca_alarm a WHERE a.id = ${p}.alarmId)`)},
    CASE WHEN ${p}.objectType = 'device' THEN ${deviceSection(`${p}.objectId`)} END)`;

function problemResource(domain: ProblemDomain): ResourceDef {
  const screen = screens[domain];
  return {
    ...declaredAs(problems[domain]),
    table: 'pdca_problem',
    view: problemView,
    section: problemSection('r'),
    menus: [screen],
    screen,
    fixed: { domain: [domain] },
    keyword: ['problemNo', 'objectName', 'description', 'alarmNo'],
    defaultSort: 'foundAt DESC, id DESC',
    writes: { create: true },
    derive: {
      create(store, row, ctx) {
        const t = siteNow(ctx.app);
        Object.assign(row, {
          problemNo: 'pending',
          source: 'manual',
          foundAt: t,
          deadline: deadlineOf(t, Number(row.level)),
          state: flowStates.open,
        });
      },
    },
    effects: {
      create(store, _row, _ctx, id) {
        const t = store.get<{ foundAt: string }>('SELECT foundAt FROM pdca_problem WHERE id = ?', id)!.foundAt;
        store.run('UPDATE pdca_problem SET problemNo = ? WHERE id = ?', problemNo(id, t), id);
        notify(store, id);
      },
    },
    commands: flowCommands(problemFlow),
  };
}

export const problemResources: ResourceDef[] = (['znys', 'hj'] as const).flatMap((domain) => [
  problemResource(domain),
  {
    ...timelineResource({
      path: problemActions[domain].api,
      subject: 'problem',
      menus: [screens[domain]],
      screen: screens[domain],
      join: { table: 'pdca_problem', columns: 's.domain', fixed: { domain: [domain] } },
    }),
    // The timeline's columns with the problem's group the join adds.
    ...declaredAs(problemActions[domain]),
  },
]);

/** `site_now()` on the HTTP thread's connection: the simulated present, or the wall clock as site time. */
export function registerSiteNow(store: Store, app: () => App | undefined): void {
  store.db.function('site_now', { deterministic: false }, () => {
    const a = app();
    return a ? siteNow(a) : new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  });
}
