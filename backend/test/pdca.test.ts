import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { deadlineOf, problemDomainOf } from '../src/modules/quality/problems.js';
import { Rejected } from '../src/domain/rejected.js';
import { type Move, moveInput, moveNames, nextState } from '../src/kit/workflow.js';
import { frozenSim, removeDir, startBackend, type TestBackend } from './helpers.js';
import { advance, settled, withDb } from './sim-site.js';

/*
 * The closure workflow (DOMAIN.md §4.8): the state machine alone, then problems and batches through the API as the
 * three seeded roles.
 */

describe('the closure state machine', () => {
  const table: [number, Move, number, number | 'refused'][] = [
    [0, 'handle', 1, 10],
    [30, 'handle', 2, 10],
    [60, 'handle', 3, 10],
    [10, 'handle', 1, 'refused'],
    [20, 'handle', 1, 'refused'],
    [10, 'accept', 2, 40],
    [40, 'accept', 2, 'refused'],
    [10, 'approve', 1, 20],
    [40, 'approve', 2, 20],
    [10, 'approve', 3, 50],
    [40, 'approve', 3, 50],
    [0, 'approve', 1, 'refused'],
    [30, 'approve', 1, 'refused'],
    [10, 'reject', 1, 30],
    [40, 'reject', 3, 30],
    [50, 'reject', 3, 'refused'],
    [50, 'hqApprove', 3, 20],
    [50, 'hqReject', 3, 60],
    [10, 'hqApprove', 3, 'refused'],
    [20, 'hqReject', 3, 'refused'],
  ];
  for (const [from, move, level, to] of table) {
    test(`${from} --${move} (level ${level})--> ${to}`, () => {
      if (to === 'refused') {
        assert.throws(
          () => nextState(from, move, level),
          (error: Error) =>
            error instanceof Rejected && /^状态不允许此操作：当前为「.+」，只有.+可以/.test(error.message),
        );
      } else {
        assert.equal(nextState(from, move, level), to);
      }
    });
  }

  test('every state has a way out but closed', () => {
    for (const state of [0, 10, 30, 40, 50, 60])
      assert.ok(
        moveNames.some((m) => safe(() => nextState(state, m, 3))),
        `state ${state}`,
      );
    assert.ok(!moveNames.some((m) => safe(() => nextState(20, m, 3))));
  });

  test('a handler gives a reason, a rejection an opinion; attachments are file names of the allowed types', () => {
    assert.throws(() => moveInput('handle', {}), /处理时必须填写原因/);
    assert.throws(() => moveInput('reject', { opinion: '  ' }), /驳回时必须填写意见/);
    assert.throws(() => moveInput('hqReject', {}), /驳回时必须填写意见/);
    assert.deepEqual(moveInput('approve', {}), { reason: undefined, measures: undefined, opinion: undefined });
    assert.deepEqual(moveInput('handle', { reason: ' 温度低 ', attachments: ['现场.jpg', ' 复测.PDF '] }).attachments, [
      '现场.jpg',
      '复测.PDF',
    ]);
    assert.throws(() => moveInput('handle', { reason: 'x', attachments: ['run.exe'] }), /不是允许的文件名/);
    assert.throws(() => moveInput('handle', { reason: 'x', attachments: ['../a.pdf'] }), /不是允许的文件名/);
    assert.throws(() => moveInput('handle', { reason: 'x', attachments: 'a.pdf' }), /附件必须是文件名列表/);
    assert.throws(
      () => moveInput('handle', { reason: 'x', attachments: ['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf', '6.pdf'] }),
      /附件不能超过 5 个/,
    );
    assert.throws(() => moveInput('handle', { reason: 'x'.repeat(501) }), /原因长度不能超过 500/);
  });

  test('deadlines by level; alarm domains to problem groups', () => {
    assert.equal(deadlineOf('2026-03-15 10:00:00', 1), '2026-03-18 10:00:00');
    assert.equal(deadlineOf('2026-03-15 10:00:00', 2), '2026-03-17 10:00:00');
    assert.equal(deadlineOf('2026-03-15 10:00:00', 3), '2026-03-16 10:00:00');
    assert.equal(deadlineOf('2026-03-31 23:30:00', 3), '2026-04-01 23:30:00');
    assert.equal(problemDomainOf('ddc'), 'hj');
    assert.equal(problemDomainOf('hj'), 'hj');
    assert.equal(problemDomainOf('bhz'), 'znys');
    assert.equal(problemDomainOf('lab'), 'znys');
  });
});

function safe(work: () => unknown): boolean {
  try {
    work();
    return true;
  } catch {
    return false;
  }
}

describe('problems and over-limit batches through the API', () => {
  let backend: TestBackend;
  const tokens: Record<string, string> = {};
  const call = async (who: string, method: string, path: string, body?: unknown) =>
    backend.call(method, path, { token: tokens[who], body });

  before(async () => {
    backend = await startBackend({ sim: frozenSim(1) });
    await settled(backend);
    for (const user of ['admin', 'sg01', 'jl01', 'zhb01', 'test']) tokens[user] = await backend.login(user, user);
  });
  after(async () => {
    await backend.close();
    removeDir(backend.dataDir);
  });

  test(
    'a forced level-3 alarm becomes a problem due in 24 h; it closes through contractor, supervisor (once ' +
      'rejecting) and headquarters',
    async () => {
      const forced = await backend.call('POST', '/__test/pdca/alarm', {
        body: { domain: 'znys', type: 'lowTemp', level: 3, deviceCode: 'YL-01', message: '摊铺温度低' },
      });
      assert.equal(forced.body.status, 200, forced.text);
      const { problemId, alarmNo } = forced.body.data;
      assert.ok(problemId);
      const path = `/api/pdca/problem/${problemId}`;
      let problem = (await call('admin', 'GET', path)).body.data;
      assert.equal(problem.alarmNo, alarmNo);
      assert.equal(problem.source, 'alarm');
      assert.equal(problem.foundAt, '2026-03-15 10:00:00');
      assert.equal(problem.deadline, '2026-03-16 10:00:00');
      assert.equal(problem.state, 0);
      assert.equal(problem.party, '施工单位');
      assert.equal(problem.overdue, 0);
      assert.equal(
        (await call('admin', 'GET', `/api/pdca/hjProblem/${problemId}`)).body.status,
        30101,
        'the other group does not see it',
      );

      // Buttons by role: the supervisor cannot handle, the contractor cannot review.
      assert.equal((await call('jl01', 'PUT', `${path}/handle`, { reason: 'x' })).http, 403);
      assert.equal((await call('sg01', 'PUT', `${path}/approve`, {})).http, 403);
      assert.equal((await call('test', 'PUT', `${path}/handle`, { reason: 'x' })).http, 403);
      // Out of order: nothing to review yet.
      const early = await call('jl01', 'PUT', `${path}/approve`, {});
      assert.equal(early.body.status, 30101);
      assert.match(early.body.message, /状态不允许此操作：当前为「待处理」/);

      const steps: [string, Move, Record<string, unknown>, number][] = [
        ['sg01', 'handle', { reason: '碾压温度偏低', measures: '加强保温', attachments: ['现场照片.jpg'] }, 10],
        ['jl01', 'reject', { opinion: '措施不具体' }, 30],
        ['sg01', 'handle', { reason: '碾压温度偏低', measures: '覆盖保温并复测' }, 10],
        ['jl01', 'approve', {}, 50],
        ['zhb01', 'hqApprove', { opinion: '同意闭合' }, 20],
      ];
      for (const [who, move, body, state] of steps) {
        const answer = await call(who, 'PUT', `${path}/${move}`, body);
        assert.equal(answer.body.status, 200, `${who} ${move}: ${answer.text}`);
        assert.equal(answer.body.data.state, state);
      }
      problem = (await call('admin', 'GET', path)).body.data;
      assert.equal(problem.closedAt, '2026-03-15 10:00:00');
      assert.equal(problem.measures, '覆盖保温并复测');
      assert.equal(problem.overdue, 0);
      const closedAgain = await call('sg01', 'PUT', `${path}/handle`, { reason: 'x' });
      assert.match(closedAgain.body.message, /当前为「已闭合」/);

      const timeline = (await call('admin', 'GET', `/api/pdca/problemAction/all?subjectId=${problemId}`)).body;
      assert.deepEqual(
        timeline.map(
          (a: { move: string; fromState: number; toState: number; userName: string }) =>
            `${a.userName}:${a.move}:${a.fromState}->${a.toState}`,
        ),
        [
          '施工员01:handle:0->10',
          '监理员01:reject:10->30',
          '施工员01:handle:30->10',
          '监理员01:approve:10->50',
          '指挥部01:hqApprove:50->20',
        ],
      );
      assert.equal(timeline[0].attachments, '现场照片.jpg');
      assert.equal(timeline[1].opinion, '措施不具体');

      const log = (await call('admin', 'GET', '/api/admin/gateLog/page?limit=50')).body.data.rows as {
        menu: string;
        opt: string;
        uri: string;
      }[];
      const moves = log.filter((r) => r.uri.startsWith(path)).map((r) => r.opt);
      assert.deepEqual(moves.reverse(), ['处理', '审核驳回', '处理', '审核通过', '指挥部审核通过']);
    },
  );

  test(
    'an alarm older than its deadline makes an overdue problem; a level-1 alarm makes none; manual problems take ' +
      'the deadline of their level',
    async () => {
      const old = (
        await backend.call('POST', '/__test/pdca/alarm', {
          body: { domain: 'ddc', type: 'ddcShallow', level: 2, t: '2026-03-13 08:00:00' },
        })
      ).body.data;
      const problem = (await call('admin', 'GET', `/api/pdca/hjProblem/${old.problemId}`)).body.data;
      assert.equal(problem.deadline, '2026-03-15 08:00:00');
      assert.equal(problem.overdue, 1);
      const overdue = (await call('admin', 'GET', '/api/pdca/hjProblem/page?overdue=1')).body.data.rows;
      assert.ok(overdue.some((r: { id: number }) => r.id === old.problemId));

      const minor = (
        await backend.call('POST', '/__test/pdca/alarm', { body: { domain: 'znys', type: 'overSpeed', level: 1 } })
      ).body.data;
      assert.equal(minor.problemId ?? null, null);

      const manual = await call('admin', 'POST', '/api/pdca/problem', {
        type: 'other',
        level: 2,
        objectName: 'K12+300 左幅',
        description: '表面离析',
      });
      assert.equal(manual.body.status, 200, manual.text);
      assert.equal(manual.body.data.source, 'manual');
      assert.equal(manual.body.data.deadline, '2026-03-17 10:00:00');
      assert.match(manual.body.data.problemNo, /^WT-20260315-\d{5}$/);
      assert.equal(
        (
          await call('admin', 'POST', '/api/pdca/problem', {
            type: 'other',
            level: 4,
            objectName: 'x',
            description: 'y',
          })
        ).body.status,
        30101,
      );
      assert.equal(
        (
          await call('admin', 'POST', '/api/pdca/problem', {
            type: 'hack',
            level: 1,
            objectName: 'x',
            description: 'y',
          })
        ).body.status,
        30101,
      );
    },
  );

  test(
    'an over-limit batch: contractor handles, supervisor rejects, contractor again, supervisor approves → ' +
      'closed; a batch within limits has no workflow',
    async () => {
      const batches = (await call('admin', 'GET', '/api/bhz/lqBatch/page?limit=200&overLimit=1')).body.data.rows as {
        id: number;
        level: number;
        guid: string;
      }[];
      const batch = batches.find((b) => b.level <= 2);
      assert.ok(batch, 'an over-limit batch of level 1–2');
      const path = `/api/bhz/lqBatch/${batch.id}`;
      assert.equal(
        (await call('sg01', 'PUT', `/api/bhz/snBatch/${batch.id}/handle`, { reason: 'x' })).body.status,
        30101,
        'another plant type’s page does not reach it',
      );
      const early = await call('jl01', 'PUT', `${path}/reject`, { opinion: 'x' });
      assert.equal(early.body.status, 30101);
      assert.match(early.body.message, /状态不允许此操作/);
      for (const [who, move, body, state] of [
        ['sg01', 'handle', { reason: '冷料仓供料不稳' }, 10],
        ['jl01', 'reject', { opinion: '请附称量校核记录' }, 30],
        ['sg01', 'handle', { reason: '冷料仓供料不稳', attachments: ['称量校核.pdf'] }, 10],
        ['jl01', 'approve', {}, 20],
      ] as const) {
        const answer = await call(who, 'PUT', `${path}/${move}`, body);
        assert.equal(answer.body.status, 200, `${who} ${move}: ${answer.text}`);
        assert.equal(answer.body.data.overproofStatus, state);
      }
      const timeline = (await call('jl01', 'GET', `/api/bhz/lqBatchAction/all?subjectId=${batch.id}`)).body;
      assert.deepEqual(
        timeline.map((a: { move: string }) => a.move),
        ['handle', 'reject', 'handle', 'approve'],
      );
      assert.equal((await call('jl01', 'GET', `/api/bhz/snBatchAction/all?subjectId=${batch.id}`)).body.length, 0);

      const fine = (await call('admin', 'GET', '/api/bhz/lqBatch/page?limit=1&overLimit=0')).body.data.rows[0];
      const refused = await call('sg01', 'PUT', `/api/bhz/lqBatch/${fine.id}/handle`, { reason: 'x' });
      assert.equal(refused.body.status, 30101);
      assert.match(refused.body.message, /未超标/);
    },
  );
});

describe('special sections', () => {
  let backend: TestBackend;
  let admin: string;
  const overSpeed = () =>
    withDb(backend.dataDir, (db) =>
      db
        .prepare(
          "SELECT message, level, threshold FROM pdca_alarm WHERE type = 'overSpeed' " +
            "AND t >= '2026-03-15 10:00:00' ORDER BY t, id",
        )
        .all(),
    ) as { message: string; level: number; threshold: number }[];

  before(async () => {
    backend = await startBackend({ sim: frozenSim(0) });
    admin = await backend.login('admin', 'admin');
    await settled(backend);
  });
  after(async () => {
    await backend.close();
    removeDir(backend.dataDir);
  });

  test(
    'a section suppressing overSpeed on K2+000…K2+400: a forced ' + 'episode there raises no alarm, one outside does',
    async () => {
      const section = {
        name: '跨线桥桥面',
        sectionType: 'bridgeDeck',
        startChainage: 2000,
        endChainage: 2400,
        suppressTypes: 'overSpeed',
        validFrom: '2026-03-15 00:00:00',
        validTo: '2026-03-16 00:00:00',
      };
      const created = await backend.call('POST', '/api/pdca/specialSection', { token: admin, body: section });
      assert.equal(created.body.status, 200, created.text);
      assert.equal(created.body.data.enabled, 1);
      // ZD-01 rolls at K2+162 at 10:00 (seed 1), YL-09 at K1+702.
      for (const device of ['ZD-01', 'YL-09']) {
        const forced = await backend.call('POST', '/__test/sim/episode', {
          body: { device, kind: 'overSpeed', minutes: 10 },
        });
        assert.equal(forced.body.data.start, '2026-03-15 10:00:00', forced.text);
      }
      await advance(backend, 600);
      const alarms = overSpeed();
      assert.ok(!alarms.some((a) => a.message.startsWith('ZD-01 ')), JSON.stringify(alarms));
      const outside = alarms.find((a) => a.message.startsWith('YL-09 '));
      assert.ok(outside, JSON.stringify(alarms));
      assert.match(outside.message, /^YL-09 超速 \d+\.\d\d km\/h（限速 4 km\/h），K1\+7\d\d$/);
    },
  );

  test('the section is checked on write; the hj group keeps its own sections', async () => {
    const post = (path: string, body: Record<string, unknown>) => backend.call('POST', path, { token: admin, body });
    const base = { name: 'x', sectionType: 'culvert', suppressTypes: 'overSpeed' };
    assert.match((await post('/api/pdca/specialSection', { ...base, startChainage: 300 })).body.message, /需同时填写/);
    assert.match(
      (await post('/api/pdca/specialSection', { ...base, startChainage: 300, endChainage: 200 })).body.message,
      /起点桩号必须小于终点桩号/,
    );
    assert.match((await post('/api/pdca/specialSection', base)).body.message, /请填写桩号范围或多边形/);
    assert.match(
      (await post('/api/pdca/specialSection', { ...base, polygon: '[[0,0],[1,1]]' })).body.message,
      /3 到 500 个顶点/,
    );
    assert.match(
      (await post('/api/pdca/specialSection', { ...base, startChainage: 0, endChainage: 10, suppressTypes: 'hack' }))
        .body.message,
      /未知的报警类型: hack/,
    );
    assert.match(
      (await post('/api/pdca/specialSection', { ...base, startChainage: 0, endChainage: 10, suppressTypes: '' })).body
        .message,
      /至少屏蔽一种报警类型/,
    );
    const area = await post('/api/pdca/hjSpecialSection', {
      name: '涵洞顶',
      sectionType: 'culvert',
      polygon: '[[0, 0], [100, 0], [100, 50]]',
      suppressTypes: 'lowDrop, shortHits',
    });
    assert.equal(area.body.status, 200, area.text);
    assert.equal(area.body.data.suppressTypes, 'lowDrop,shortHits');
    assert.equal(area.body.data.polygon, '[[0,0],[100,0],[100,50]]');
    const znys = (await backend.call('GET', '/api/pdca/specialSection/page', { token: admin })).body.data.rows as {
      name: string;
    }[];
    assert.ok(!znys.some((r) => r.name === '涵洞顶'));
    const tokenSg = await backend.login('sg01', 'sg01');
    assert.equal((await backend.call('POST', '/api/pdca/specialSection', { token: tokenSg, body: base })).http, 403);
  });
});
