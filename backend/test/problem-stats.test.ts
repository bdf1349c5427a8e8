import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { frozenSim, removeDir, startBackend, type TestBackend } from './helpers.js';
import { settled } from './sim-site.js';

/*
 * 整改统计 (GET /api/pdca/problem/statistics): four hj problems made here, in a group the one-day frozen site
 * without anomalies leaves empty (no short or low hit, no shallow pile), moved through the workflow to known
 * states, so every count is exact. The present is
 * 2026-03-15 10:00:00, which is also when every move happens.
 */

describe('rectification statistics', () => {
  let backend: TestBackend;
  const tokens: Record<string, string> = {};
  const call = async (who: string, method: string, path: string, body?: unknown) =>
    backend.call(method, path, { token: tokens[who], body });
  const url = '/api/pdca/problem/statistics?domain=hj&start=2026-03-12&end=2026-03-15';

  before(async () => {
    backend = await startBackend({ sim: { ...frozenSim(1), anomalyRate: 0 } });
    await settled(backend);
    for (const user of ['admin', 'sg01', 'jl01', 'zhb01', 'test']) tokens[user] = await backend.login(user, user);
    const empty = (await call('admin', 'GET', url)).body.data;
    assert.equal(empty.kpis[0].value, 0, 'the frozen site has no hj problems of its own');
    assert.equal(empty.views.state.empty, true);
    const force = async (body: Record<string, unknown>) => {
      const reply = await backend.call('POST', '/__test/pdca/alarm', { body });
      assert.equal(reply.body.status, 200, reply.text);
      return `/api/pdca/hjProblem/${reply.body.data.problemId}`;
    };
    const move = async (who: string, path: string, name: string, body: Record<string, unknown> = {}) => {
      const reply = await call(who, 'PUT', `${path}/${name}`, body);
      assert.equal(reply.body.status, 200, reply.text);
    };
    // Open, due 03-15 12:00: on time.
    await force({ domain: 'hj', type: 'lowDrop', level: 3, deviceCode: 'HJ-01', t: '2026-03-14 12:00:00' });
    // Handled, due 03-15 08:00: overdue, with the supervisor.
    const late = await force({
      domain: 'ddc',
      type: 'ddcShallow',
      level: 2,
      deviceCode: 'DDC-01',
      t: '2026-03-13 08:00:00',
    });
    await move('sg01', late, 'handle', { reason: '夯深不足' });
    // Closed after 24 h, before its deadline (03-16 10:00).
    const quick = await force({ domain: 'hj', type: 'shortHits', level: 2, t: '2026-03-14 10:00:00' });
    await move('sg01', quick, 'handle', { reason: '击数不足' });
    await move('jl01', quick, 'approve');
    // Level 3, closed through headquarters after 72 h, past its deadline (03-13 10:00).
    const slow = await force({
      domain: 'hj',
      type: 'lowDrop',
      level: 3,
      deviceCode: 'HJ-02',
      t: '2026-03-12 10:00:00',
    });
    await move('sg01', slow, 'handle', { reason: '落距不足' });
    await move('jl01', slow, 'approve');
    await move('zhb01', slow, 'hqApprove');
  });
  after(async () => {
    await backend.close();
    removeDir(backend.dataDir);
  });

  const rows = (d: { views: Record<string, { table: { rows: unknown[] } }> }, view: string) =>
    d.views[view]!.table.rows;

  test('KPIs, by state, by level, by party', async () => {
    const d = (await call('admin', 'GET', url)).body.data;
    assert.deepEqual([d.start, d.end], ['2026-03-12', '2026-03-15']);
    assert.deepEqual(
      d.kpis.map((k: { key: string; value?: number }) => [k.key, k.value]),
      [
        ['problems', 4],
        ['closed', 2],
        ['closureRate', 50],
        ['meanHours', 48],
        ['overdue', 2],
      ],
    );
    assert.deepEqual(rows(d, 'state'), [
      { state: 'dict:flowState:0', problems: 1, share: 25, overdue: 0 },
      { state: 'dict:flowState:10', problems: 1, share: 25, overdue: 1 },
      { state: 'dict:flowState:20', problems: 2, share: 50, overdue: 1 },
    ]);
    assert.deepEqual(d.views.state.chart.series[0].data, [1, 1, 2]);
    assert.deepEqual(d.views.level.table.columns[0], { key: 'level', name: '@problemLevel' });
    assert.deepEqual(rows(d, 'level'), [
      { level: 'dict:problemLevel:2', problems: 2, closed: 1, unclosed: 1, closureRate: 50, meanHours: 24, overdue: 1 },
      { level: 'dict:problemLevel:3', problems: 2, closed: 1, unclosed: 1, closureRate: 50, meanHours: 72, overdue: 1 },
    ]);
    assert.deepEqual(rows(d, 'party'), [
      { party: 'dict:problemParty:施工单位', unclosed: 1, overdue: 0 },
      { party: 'dict:problemParty:监理单位', unclosed: 1, overdue: 1 },
    ]);
    assert.deepEqual(
      d.views.party.chart.series.map((s: { key: string; data: number[] }) => [s.key, s.data]),
      [
        ['onTime', [1, 0]],
        ['overdue', [0, 1]],
      ],
    );
  });

  test('by section: the section of the alarm’s device; a problem without a device has none', async () => {
    const d = (await call('admin', 'GET', url)).body.data;
    // HJ-01, HJ-02 and DDC-01 all work on the ground-treatment section.
    assert.deepEqual(rows(d, 'section'), [
      { section: '地基处理工程', problems: 3, closed: 1, unclosed: 2, closureRate: 33.3, meanHours: 72, overdue: 2 },
      { section: '@none', problems: 1, closed: 1, unclosed: 0, closureRate: 100, meanHours: 24, overdue: 0 },
    ]);
  });

  test('a range before the problems is empty; the znys page does not count hj problems', async () => {
    const before = (
      await call('admin', 'GET', '/api/pdca/problem/statistics?domain=hj&start=2026-03-01&end=2026-03-11')
    ).body.data;
    assert.deepEqual(
      [before.kpis[0].value, before.views.level.empty, before.views.section.empty, before.views.party.empty],
      [0, true, true, true],
    );
    const znys = (
      await call('admin', 'GET', '/api/pdca/problem/statistics?domain=znys&start=2026-03-12&end=2026-03-13')
    ).body.data;
    assert.equal(znys.kpis[0].value, 0);
  });

  test('wrong parameters are HTTP 400; a user without the page’s menu gets 403', async () => {
    for (const q of [
      'domain=ylc',
      'domain=hj&start=2026-3-1',
      'domain=hj&start=2026-03-15&end=2026-03-12',
      'domain=hj&start=2026-01-01&end=2026-03-01',
    ]) {
      const reply = await call('admin', 'GET', `/api/pdca/problem/statistics?${q}`);
      assert.deepEqual([reply.http, reply.body.status], [400, 400], q);
    }
    for (const domain of ['znys', 'hj']) {
      const reply = await call('test', 'GET', `/api/pdca/problem/statistics?domain=${domain}`);
      assert.deepEqual([reply.http, reply.body.status], [403, 40301], domain);
    }
  });
});
