import type { App } from '../../app.js';
import type { Store } from '../../db/database.js';
import { userRowIdFloor } from '../../db/schema-parts.js';
import type { Actor } from '../../domain/actor.js';
import { holdsElement } from '../../domain/permissions.js';
import { applyMove, flowStates, moves, type Step } from '../../kit/workflow.js';
import { siteNow } from '../../kit/site-clock.js';
import { parseSiteTime, planOf, type PlannedMove, siteTime } from '../../sim/reads.js';
import { qualityPages } from '@console/contract/quality/pages';
import { problemFlow } from './problem-flow.js';

/*
 * The site's people on the problems the simulator's alarms raise: the contractor handles, the supervisor reviews
 * (now and then rejects, and the work is redone), headquarters decides level 3. They act through the workflow's
 * moves and element codes as the seeded users of the three seats, at moments drawn from the seed per alarm and
 * inside working hours: most problems close within their deadline, some late, a few are never handled. A problem a
 * person has acted on is that person's: the simulated people leave it alone from then on.
 */

/** `pdca_action.crtHost` of the simulated people's moves: how theirs are told from a person's. */
export const SITE_PEOPLE_HOST = 'site';

const seatUsers: Record<Step, string> = { contractor: 'sg01', supervisor: 'jl01', hq: 'zhb01' };

const screens: Record<string, string> = {
  znys: qualityPages.pages.pdcaProblemRecord.code,
  hj: qualityPages.pages.hjPdcaProblemRecord.code,
};

interface Candidate {
  id: number;
  alarmId: number;
  alarmDomain: string | null;
  type: string;
  level: number;
  foundAt: string;
  deadline: string;
  done: number;
}

/** The seated users, as the actors of their steps (absent when a data folder has no demo users). */
function seated(store: Store): Partial<Record<Step, Actor>> {
  const out: Partial<Record<Step, Actor>> = {};
  for (const [step, username] of Object.entries(seatUsers) as [Step, string][]) {
    const user = store.get<{ id: number; name: string | null }>(
      'SELECT id, name FROM base_user WHERE username = ?',
      username,
    );
    if (user) out[step] = { id: user.id, username, name: user.name, host: SITE_PEOPLE_HOST, jti: '' };
  }
  return out;
}

/**
 * Runs every simulated move whose moment has come, stamped with that moment. A write transaction only when one is
 * due. Answers how many moves ran.
 */
/**
 * Per store, when the earliest planned move not yet due falls and the newest problem then: until the present reaches
 * that moment or a problem is raised, no move can be due, and the open problems are not read again (this runs after
 * every simulator step: at speed 60 once a second).
 */
const idleUntil = new WeakMap<Store, { at: number; newest: number }>();
const newestProblem = (store: Store) =>
  store.get<{ id: number | null }>('SELECT MAX(id) id FROM pdca_problem')?.id ?? 0;

/** Whether no planned move can be due yet (read without a write turn, so an idle step takes none). */
export function peopleIdle(store: Store, app: App): boolean {
  const nowMs = parseSiteTime(siteNow(app));
  const idle = idleUntil.get(store);
  if (!idle || nowMs === undefined || nowMs >= idle.at) return false;
  return idle.newest === newestProblem(store);
}

export function actOnProblems(store: Store, app: App): number {
  const seed = app.sim?.facts.seed;
  const nowMs = parseSiteTime(siteNow(app));
  if (seed === undefined || nowMs === undefined) return 0;
  if (peopleIdle(store, app)) return 0;
  idleUntil.delete(store);
  const newest = newestProblem(store);
  const candidates = store.all<Candidate>(
    `SELECT p.id, p.alarmId, p.alarmDomain, p.type, p.level, p.foundAt, p.deadline,
            (SELECT COUNT(*) FROM pdca_action x WHERE x.subject = 'problem' AND x.subjectId = p.id) AS done
       FROM pdca_problem p
      WHERE p.source = 'alarm' AND p.alarmId < ${userRowIdFloor} AND p.state != ${flowStates.closed}
        AND NOT EXISTS (SELECT 1 FROM pdca_action x WHERE x.subject = 'problem' AND x.subjectId = p.id
                          AND x.crtHost != ?)`,
    SITE_PEOPLE_HOST,
  );
  const due: { id: number; moves: PlannedMove[] }[] = [];
  let later = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    const found = parseSiteTime(c.foundAt);
    const deadline = parseSiteTime(c.deadline);
    if (found === undefined || deadline === undefined) continue;
    const rest = planOf(seed, c.alarmId, c.type, c.level, found, deadline - found, c.alarmDomain).slice(c.done);
    const next = rest.filter((m) => m.at <= nowMs);
    if (next.length) due.push({ id: c.id, moves: next });
    const upcoming = rest.find((m) => m.at > nowMs);
    if (upcoming) later = Math.min(later, upcoming.at);
  }
  const wanted = due.reduce((n, d) => n + d.moves.length, 0);
  const ran = due.length === 0 ? 0 : runDue(store, due);
  // Every due move made: nothing more until the next one. A move a seat could not make is tried again next time.
  if (ran === wanted) idleUntil.set(store, { at: later, newest });
  return ran;
}

function runDue(store: Store, due: { id: number; moves: PlannedMove[] }[]): number {
  return store.transaction(() => {
    const people = seated(store);
    let ran = 0;
    for (const { id, moves: planned } of due) {
      for (const m of planned) {
        const row = store.get<Record<string, unknown>>('SELECT * FROM pdca_problem WHERE id = ?', id)!;
        const rule = moves[m.move];
        const actor = people[rule.step];
        // Without the seat's user or its element code the person cannot act, as a signed-in one could not.
        if (!actor || !holdsElement(store, actor.id, `${screens[String(row.domain)]}:${rule.element}`)) break;
        if (!rule.from.includes(Number(row.state))) break;
        applyMove(store, problemFlow, m.move, row, m.body, { actor, t: siteTime(m.at) });
        ran++;
      }
    }
    return ran;
  });
}
