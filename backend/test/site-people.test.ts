import assert from 'node:assert/strict';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, test } from 'node:test';
import { frozenSim } from './helpers.js';
import { advance, settled, simSite, withDb } from './sim-site.js';

/*
 * The site's people on the problems the simulated alarms raise (seed 1, clock frozen at 2026-03-15 10:00 GMT+8, ten
 * days of history): what they did by the present, read through the rectification statistics and the timelines.
 */
const start = simSite(frozenSim(10));

interface Action {
  subjectId: number;
  t: string;
  move: string;
  fromState: number;
  toState: number;
  role: string;
  userName: string;
  crtHost: string;
}

const kpi = (stats: { kpis: { key: string; value: number | null }[] }, key: string) =>
  stats.kpis.find((k) => k.key === key)!.value;

describe("the site's people on problems", () => {
  let backend: Awaited<ReturnType<typeof start>>;
  let admin: string;

  test('most problems close, some late, some rejected and redone; level 3 through headquarters', async () => {
    backend = await start();
    await settled(backend);
    admin = await backend.login('admin', 'admin');
    for (const domain of ['znys', 'hj']) {
      const reply = await backend.call(
        'GET',
        `/api/pdca/problem/statistics?domain=${domain}&start=2026-03-05&end=2026-03-15`,
        { token: admin },
      );
      const stats = reply.body.data;
      const rate = Number(kpi(stats, 'closureRate'));
      assert.ok(Number(kpi(stats, 'problems')) > 20, `${domain}: ${reply.text.slice(0, 300)}`);
      assert.ok(rate >= 60 && rate <= 95, `${domain} closure rate ${rate} %`);
      assert.ok(Number(kpi(stats, 'overdue')) > 0, `${domain}: some problems overdue`);
      assert.ok(Number(kpi(stats, 'meanHours')) > 0);
      for (const row of stats.views.level.table.rows as { level: string; closed: number; meanHours: number }[])
        if (row.closed > 0) assert.ok(row.meanHours > 0, `${domain} ${row.level}: a mean handling time`);
    }
    const { actions, problems } = withDb(backend.dataDir, (db) => ({
      actions: db
        .prepare("SELECT * FROM pdca_action WHERE subject = 'problem' ORDER BY subjectId, id")
        .all() as Action[],
      problems: db.prepare('SELECT id, domain, level, state, foundAt, closedAt, deadline FROM pdca_problem').all() as {
        id: number;
        domain: string;
        level: number;
        state: number;
        foundAt: string;
        closedAt: string | null;
        deadline: string;
      }[],
    }));
    const count = (move: string) => actions.filter((a) => a.move === move).length;
    for (const move of ['handle', 'accept', 'approve', 'reject', 'hqApprove', 'hqReject'])
      assert.ok(count(move) > 0, `some ${move} moves`);
    assert.ok(count('handle') > count('approve'), 'rejected work is handled again');
    const seats: Record<string, string> = { contractor: '施工员01', supervisor: '监理员01', hq: '指挥部01' };
    const bySubject = new Map<number, Action[]>();
    for (const a of actions) bySubject.set(a.subjectId, [...(bySubject.get(a.subjectId) ?? []), a]);
    for (const [id, moves] of bySubject) {
      const problem = problems.find((p) => p.id === id)!;
      let previous = problem.foundAt;
      for (const a of moves) {
        assert.equal(a.crtHost, 'site');
        assert.equal(a.userName, seats[a.role], `${a.move} by its seat`);
        assert.ok(a.t >= previous && a.t <= '2026-03-15 10:00:00', `problem ${id}: ${a.move} at ${a.t} in order`);
        const hour = Number(a.t.slice(11, 13));
        // level 3 is on call around the clock
        if (problem.level < 3) assert.ok(hour >= 7 && hour < 21, `${a.t} in working hours`);
        previous = a.t;
      }
      // Each move starts from the state the one before it left.
      moves.slice(1).forEach((a, i) => assert.equal(a.fromState, moves[i]!.toState));
      assert.equal(problem.state, moves.at(-1)!.toState);
    }
    const closedLevel3 = problems.filter((p) => p.level === 3 && p.state === 20);
    assert.ok(closedLevel3.length > 0);
    for (const p of closedLevel3)
      assert.deepEqual([...new Set(bySubject.get(p.id)!.map((a) => a.role))].sort(), [
        'contractor',
        'hq',
        'supervisor',
      ]);
    const late = problems.filter((p) => p.state === 20 && p.closedAt! > p.deadline);
    assert.ok(late.length > 0, 'some closed after their deadline');
    // A problem's timeline as the page reads it: the three seats' moves, with their opinions.
    const shown = closedLevel3.find((p) => p.domain === 'znys')!;
    const timeline = await backend.call('GET', `/api/pdca/problemAction/all?subjectId=${shown.id}`, {
      token: admin,
    });
    const lines = timeline.body as { role: string; userName: string; reason: string | null; opinion: string | null }[];
    assert.equal(lines[0]!.role, 'contractor');
    assert.ok(lines[0]!.reason);
    assert.equal(lines.at(-1)!.role, 'hq');
  });

  test('a person who acts on a problem takes it over; without its element code a seat does not act', async () => {
    const sg = await backend.login('sg01', 'sg01');
    const open = withDb(backend.dataDir, (db) => {
      const row = db
        .prepare(
          "SELECT p.id, p.domain FROM pdca_problem p WHERE p.state = 0 AND p.source = 'alarm' AND p.domain = 'znys' " +
            "AND NOT EXISTS (SELECT 1 FROM pdca_action x WHERE x.subject = 'problem' AND x.subjectId = p.id) " +
            'ORDER BY p.foundAt DESC LIMIT 1',
        )
        .get() as { id: number };
      const seat = db
        .prepare(
          'SELECT g.id AS groupId, e.id AS elementId FROM base_group g, base_element e ' +
            "WHERE g.code = 'contractorRole' " +
            "AND e.code = 'hjPdcaProblemRecordManager:btn_handle'",
        )
        .get() as { groupId: number; elementId: number };
      return { ...row, ...seat };
    });
    // The contractor's seat loses 处理 on the hj problems page.
    const revoked = await backend.call(
      'PUT',
      `/api/admin/group/${open.groupId}/authority/element/remove?elementId=${open.elementId}`,
      { token: admin },
    );
    assert.equal(revoked.body.status, 200, revoked.text);
    const moved = await backend.call('PUT', `/api/pdca/problem/${open.id}/handle`, {
      token: sg,
      body: { reason: '现场复核后处理' },
    });
    assert.equal(moved.body.status, 200, moved.text);
    const before = withDb(
      backend.dataDir,
      (db) => db.prepare('SELECT MAX(id) m FROM pdca_action').get() as { m: number },
    );
    await advance(backend, 3 * 86_400);
    const after = withDb(backend.dataDir, (db) => ({
      mine: db
        .prepare("SELECT * FROM pdca_action WHERE subject = 'problem' AND subjectId = ?")
        .all(open.id) as Action[],
      since: db
        .prepare(
          'SELECT a.*, p.domain FROM pdca_action a JOIN pdca_problem p ON p.id = a.subjectId ' +
            "WHERE a.subject = 'problem' " +
            'AND a.id > ?',
        )
        .all(before.m) as (Action & { domain: string })[],
    }));
    assert.deepEqual(
      after.mine.map((a) => [a.move, a.crtHost === 'site']),
      [['handle', false]],
      'nobody simulated moves a problem a person has taken',
    );
    assert.ok(
      after.since.some((a) => a.domain === 'znys' && a.move === 'handle'),
      'the site went on',
    );
    assert.equal(after.since.filter((a) => a.domain === 'hj' && a.move === 'handle').length, 0);
    assert.ok(
      after.since.some((a) => a.domain === 'hj' && a.move === 'approve'),
      'the supervisor still reviews',
    );
  });

  test('the pages that show problems only read: what comes due is moved as the simulator advances', async () => {
    // The hj contractor's 处理 comes back (revoked above): handlings due since wait for the next advance.
    const seat = withDb(backend.dataDir, (db) =>
      db
        .prepare(
          'SELECT g.id AS groupId, e.id AS elementId FROM base_group g, base_element e ' +
            "WHERE g.code = 'contractorRole' AND e.code = 'hjPdcaProblemRecordManager:btn_handle'",
        )
        .get(),
    ) as { groupId: number; elementId: number };
    const granted = await backend.call(
      'PUT',
      `/api/admin/group/${seat.groupId}/authority/element/add?elementId=${seat.elementId}`,
      { token: admin },
    );
    assert.equal(granted.body.status, 200, granted.text);
    const db = new Database(path.join(backend.dataDir, 'platform.db'), { readonly: true });
    try {
      const version = () => (db.prepare('PRAGMA data_version').get() as { data_version: number }).data_version;
      const hjHandles = () =>
        (
          db
            .prepare(
              'SELECT COUNT(*) n FROM pdca_action a JOIN pdca_problem p ON p.id = a.subjectId ' +
                "WHERE a.subject = 'problem' " +
                "AND p.domain = 'hj' AND a.move = 'handle'",
            )
            .get() as { n: number }
        ).n;
      const handles = hjHandles();
      const before = version();
      for (const path of [
        '/api/pdca/hjProblem/page?page=1&limit=20',
        '/api/pdca/problem/page?page=1&limit=20',
        '/api/pdca/problem/statistics?domain=hj&start=2026-03-12&end=2026-03-18',
        '/api/pdca/smsRecord/page?page=1&limit=20',
      ]) {
        const reply = await backend.call('GET', path, { token: admin });
        assert.equal(reply.body.status, 200, `${path}: ${reply.text.slice(0, 200)}`);
      }
      assert.equal(version(), before, 'no read committed a write');
      assert.equal(hjHandles(), handles);
      await advance(backend, 0);
      assert.ok(hjHandles() > handles, 'the handlings that came due meanwhile are made at the advance');
    } finally {
      db.close();
    }
  });
});
