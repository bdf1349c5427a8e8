import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { frozenSim, removeDir, startBackend, type TestBackend } from './helpers.js';

// The laboratory's four registries: recomputed on every write, refusing bad readings, an alarm for a failing
// sample, menus and element codes, and the standards in the dictionary. The judging functions are in
// lab-judging.test.ts, the simulated tests in lab-sim.test.ts.

const sim = frozenSim();

describe('lab registries', () => {
  let backend: TestBackend;
  let admin: string;
  const dirs: string[] = [];
  before(async () => {
    backend = await startBackend({ sim });
    dirs.push(backend.dataDir);
    admin = await backend.login('admin', 'admin');
  });
  after(async () => {
    await backend?.close();
    dirs.forEach(removeDir);
  });
  const call = (method: string, url: string, body?: unknown, token = admin) =>
    backend.call(method, url, { token, body });
  const alarmsOf = async (objectType: string, objectId: number) =>
    (await call('GET', `/api/lab/alarm/page?objectType=${objectType}&objectId=${objectId}&limit=50`)).body.data;

  test('a penetration test is judged by the backend on create and update; a failure raises one alarm', async () => {
    const created = await call('POST', '/api/lab/penetration', {
      sampleNo: 'ZR-T-001',
      testDate: '2026-03-15',
      grade: '70A',
      r1: 65,
      r2: 66,
      r3: 67,
      tester: '测试',
    });
    assert.equal(created.body.status, 200, created.text);
    const row = created.body.data;
    assert.equal(row.avg, 66);
    assert.equal(row.spread, 2);
    assert.equal(row.stdMin, 60);
    assert.equal(row.stdMax, 80);
    assert.equal(row.standardCode, 'labStandard_penetration_70A');
    assert.equal(row.verdict, 1);
    assert.equal(row.temp, 25, 'the method defaults');
    assert.equal(row.instrumentCode, 'SYS-ZRD-01', 'the kind’s instrument when none is chosen');
    assert.equal((await alarmsOf('labPenetration', row.id)).total, 0);

    const failed = await call('PUT', `/api/lab/penetration/${row.id}`, { r1: 55, r2: 56, r3: 57 });
    assert.equal(failed.body.data.avg, 56);
    assert.equal(failed.body.data.verdict, 0);
    const alarms = await alarmsOf('labPenetration', row.id);
    assert.equal(alarms.total, 1);
    assert.equal(alarms.rows[0].type, 'labFail');
    assert.equal(alarms.rows[0].level, 2);
    assert.equal(alarms.rows[0].value, 56);
    assert.equal(alarms.rows[0].threshold, 60);
    assert.equal(alarms.rows[0].deviceCode, 'SYS-ZRD-01');
    assert.match(alarms.rows[0].alarmNo, /^A-2026031\d-U\d+$/);
    assert.match(alarms.rows[0].message, /针入度试验 ZR-T-001（70A）不合格：针入度 56 低于标准 60/);

    // Still failing after a remark: no second alarm. Passing, then failing again: a new one.
    await call('PUT', `/api/lab/penetration/${row.id}`, { remark: '复核' });
    assert.equal((await alarmsOf('labPenetration', row.id)).total, 1);
    assert.equal(
      (await call('PUT', `/api/lab/penetration/${row.id}`, { r1: 70, r2: 71, r3: 70 })).body.data.verdict,
      1,
    );
    assert.equal(
      (await call('PUT', `/api/lab/penetration/${row.id}`, { r2: 90, r1: 90, r3: 91 })).body.data.verdict,
      0,
    );
    assert.equal((await alarmsOf('labPenetration', row.id)).total, 2);

    const retest = await call('POST', '/api/lab/penetration', {
      sampleNo: 'ZR-T-002',
      testDate: '2026-03-15',
      grade: '70A',
      r1: 60,
      r2: 65,
      r3: 66,
    });
    assert.equal(retest.body.data.verdict, 2);
    assert.equal((await alarmsOf('labPenetration', retest.body.data.id)).total, 0, 'a retest is not a failure');
  });

  test('a failing sample reaches the live channel as an alarm event', async () => {
    const response = await fetch(`${backend.base}/api/live/stream?topics=alarm`, { headers: { authorization: admin } });
    const reader = response.body!.getReader();
    let text = '';
    // One pump reads the stream; a read abandoned to a time-out would swallow its chunk.
    void (async () => {
      const decoder = new TextDecoder();
      for (;;) {
        const chunk = await reader.read().catch(() => undefined);
        if (!chunk || chunk.done) return;
        text += decoder.decode(chunk.value, { stream: true });
      }
    })();
    const until = async (pattern: RegExp, ms: number, from = 0) => {
      const end = Date.now() + ms;
      while (!pattern.test(text.slice(from)) && Date.now() < end)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return pattern.exec(text.slice(from));
    };
    try {
      assert.ok(await until(/event: ready\ndata: .*"accepted":\["alarm"\]/, 2000), text);
      // The alarms of earlier tests may still be on their way (the hub polls once a second): let them pass.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const mark = text.length;
      const failed = await call('POST', '/api/lab/penetration', {
        sampleNo: 'ZR-L-001',
        testDate: '2026-03-15',
        grade: '70A',
        r1: 85,
        r2: 86,
        r3: 86,
      });
      assert.equal(failed.body.data.verdict, 0);
      const event = await until(/event: alarm\ndata: (.*)\n/, 3000, mark);
      assert.ok(event, text);
      const payload = JSON.parse(event[1]!);
      assert.deepEqual(
        {
          domain: payload.domain,
          type: payload.type,
          deviceCode: payload.deviceCode,
          objectType: payload.objectType,
          objectId: payload.objectId,
          t: payload.t,
        },
        {
          domain: 'lab',
          type: 'labFail',
          deviceCode: 'SYS-ZRD-01',
          objectType: 'labPenetration',
          objectId: failed.body.data.id,
          t: '2026-03-15 10:00:00',
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const after = text.slice(mark);
      assert.doesNotMatch(
        after.slice(after.indexOf('event: alarm') + 1),
        /event: alarm/,
        'one failure, one alarm event',
      );
    } finally {
      await reader.cancel();
    }
  });

  test('Marshall, softening and ductility rows derive their averages', async () => {
    const marshall = await call('POST', '/api/lab/marshall', {
      sampleNo: 'MS-T-001',
      testDate: '2026-03-15',
      mixType: 'AC-20C',
      s1: 8.5,
      s2: 9.0,
      s3: 9.2,
      s4: 6.0,
      f1: 2.8,
      f2: 3.0,
      f3: 3.1,
      f4: 3.1,
      h1: 63.5,
    });
    assert.equal(marshall.body.status, 200, marshall.text);
    assert.deepEqual(
      (({ specimens, stabilityAvg, flowAvg, excluded, stabilityMin, flowMin, flowMax, verdict, blows }) => ({
        specimens,
        stabilityAvg,
        flowAvg,
        excluded,
        stabilityMin,
        flowMin,
        flowMax,
        verdict,
        blows,
      }))(marshall.body.data),
      {
        specimens: 4,
        stabilityAvg: 8.9,
        flowAvg: 3,
        excluded: 'S4',
        stabilityMin: 8,
        flowMin: 1.5,
        flowMax: 4,
        verdict: 1,
        blows: 75,
      },
    );
    // Clearing the outlier leaves three agreeing specimens.
    const three = await call('PUT', `/api/lab/marshall/${marshall.body.data.id}`, { s4: '', f4: '' });
    assert.equal(three.body.data.specimens, 3);
    assert.equal(three.body.data.excluded, undefined);

    const softening = await call('POST', '/api/lab/softeningPoint', {
      sampleNo: 'RH-T-001',
      testDate: '2026-03-15',
      grade: 'SBS-I-D',
      r1: 58.0,
      r2: 58.4,
    });
    assert.deepEqual([softening.body.data.avg, softening.body.data.stdMin, softening.body.data.verdict], [58, 60, 0]);
    assert.equal((await alarmsOf('labSoftening', softening.body.data.id)).total, 1);

    const ductility = await call('POST', '/api/lab/ductility', {
      sampleNo: 'YD-T-001',
      testDate: '2026-03-15',
      grade: '70A',
      r1: 100,
      r2: 105,
      r3: 120,
    });
    assert.deepEqual(
      [ductility.body.data.avgText, ductility.body.data.temp, ductility.body.data.speed, ductility.body.data.verdict],
      ['>100', 10, 5, 1],
    );
  });

  test('bad readings and unknown standards are refused with a clear message', async () => {
    const refused = async (url: string, body: unknown, message: RegExp) => {
      const reply = await call('POST', url, body);
      assert.equal(reply.body.status, 30101, reply.text);
      assert.match(reply.body.message, message);
    };
    const base = { testDate: '2026-03-15', grade: '70A' };
    await refused(
      '/api/lab/penetration',
      { ...base, sampleNo: 'ZR-B-1', r1: 'abc', r2: 60, r3: 61 },
      /读数1\(0\.1mm\)必须是数字/,
    );
    await refused('/api/lab/penetration', { ...base, sampleNo: 'ZR-B-2', r1: 900, r2: 60, r3: 61 }, /不能大于 500/);
    await refused('/api/lab/penetration', { ...base, sampleNo: 'ZR-B-3', r1: 60, r2: 61 }, /读数3\(0\.1mm\)不能为空/);
    await refused('/api/lab/penetration', { ...base, sampleNo: 'ZR-T-001', r1: 60, r2: 61, r3: 61 }, /样品编号已存在/);
    // A grade must be one of the dictionary's; one added there without a standard is refused for that.
    await refused(
      '/api/lab/penetration',
      { ...base, grade: '110B', sampleNo: 'ZR-B-4', r1: 60, r2: 61, r3: 61 },
      /沥青标号不是数据字典「binderGrade」中的值: 110B/,
    );
    const grades = (await call('GET', '/api/dict/dictValue/type/binderGrade')).body.data.rows as { typeId: number }[];
    const added = await call('POST', '/api/dict/dictValue', {
      typeId: grades[0]!.typeId,
      code: 'binderGrade_110B',
      value: '110B',
      labelDefault: '110号B级',
    });
    assert.equal(added.body.status, 200, added.text);
    await refused(
      '/api/lab/penetration',
      { ...base, grade: '110B', sampleNo: 'ZR-B-4', r1: 60, r2: 61, r3: 61 },
      /数据字典 labStandard 中没有 penetration\.110B/,
    );
    await refused(
      '/api/lab/ductility',
      { ...base, sampleNo: 'YD-B-1', temp: 25, r1: 30, r2: 31, r3: 32 },
      /试验温度为 10 °C/,
    );
    await refused(
      '/api/lab/marshall',
      { testDate: '2026-03-15', mixType: 'AC-20C', sampleNo: 'MS-B-1', s1: 9, f1: 3, s2: 9, f2: 3 },
      /试件3稳定度\(kN\)不能为空/,
    );
    await refused(
      '/api/lab/marshall',
      {
        testDate: '2026-03-15',
        mixType: 'AC-20C',
        sampleNo: 'MS-B-2',
        s1: 9,
        f1: 3,
        s2: 9,
        f2: 3,
        s3: 9,
        f3: 3,
        s4: 9,
      },
      /试件 4 需同时填写稳定度和流值/,
    );
    const marshall = (await call('GET', '/api/lab/marshall/page?keyword=MS-T-001')).body.data.rows[0];
    const half = await call('PUT', `/api/lab/marshall/${marshall.id}`, { s2: '' });
    assert.equal(half.body.status, 30101, 'an update is judged on the whole row');
  });

  test('a standard edited in the dictionary judges the next samples; judged rows keep their limits', async () => {
    const value = (await call('GET', '/api/dict/dictValue/type/labStandard')).body.data.rows.find(
      (r: { code: string }) => r.code === 'labStandard_penetration_70A',
    );
    assert.equal(value.value, 'penetration.70A min=60 max=80');
    const edited = await call('PUT', `/api/dict/dictValue/${value.id}`, { value: 'penetration.70A min=50 max=70' });
    assert.equal(edited.body.status, 200, edited.text);
    const next = await call('POST', '/api/lab/penetration', {
      sampleNo: 'ZR-T-003',
      testDate: '2026-03-15',
      grade: '70A',
      r1: 55,
      r2: 56,
      r3: 57,
    });
    assert.deepEqual([next.body.data.stdMin, next.body.data.stdMax, next.body.data.verdict], [50, 70, 1]);
    const old = (await call('GET', '/api/lab/penetration/page?keyword=ZR-T-002')).body.data.rows[0];
    assert.deepEqual([old.stdMin, old.stdMax], [60, 80]);
    await call('PUT', `/api/dict/dictValue/${value.id}`, { value: 'penetration.70A min=60 max=80' });
  });

  test('the test user reads the lab pages (sysManager menus) but writes need element codes', async () => {
    const token = await backend.login('test', 'test');
    for (const url of [
      '/api/lab/marshall/page',
      '/api/lab/softeningPoint/page',
      '/api/lab/penetration/page',
      '/api/lab/ductility/page',
      '/api/lab/alarm/page',
      '/api/lab/instrument/all',
    ]) {
      const reply = await call('GET', url, undefined, token);
      assert.equal(reply.http, 200, url);
      assert.ok(url.endsWith('/all') ? Array.isArray(reply.body) : reply.body.status === 200, `${url}: ${reply.text}`);
    }
    const write = await call(
      'POST',
      '/api/lab/penetration',
      { sampleNo: 'ZR-X-1', testDate: '2026-03-15', grade: '70A', r1: 65, r2: 66, r3: 67 },
      token,
    );
    assert.equal(write.http, 403);
    assert.equal(write.body.status, 40301);
    const instruments = (await call('GET', '/api/lab/instrument/all', undefined, token)).body;
    assert.deepEqual(
      instruments.map((r: { code: string }) => r.code),
      ['SYS-RHD-01', 'SYS-WDD-01', 'SYS-YD-01', 'SYS-ZRD-01'],
    );
    const log = await call('GET', '/api/admin/gateLog/page?limit=100');
    assert.ok(
      log.body.data.rows.some((r: { menu: string; opt: string }) => r.menu === '针入度试验' && r.opt === '新增'),
      'writes are in the operation log',
    );
  });
});
