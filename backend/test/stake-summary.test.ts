import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { frozenSim, type TestBackend } from './helpers.js';
import { advance, settled, simSite } from './sim-site.js';

/*
 * 实时桩号图's reads (DOMAIN.md §3.2 row 44, §4.6 StakeSummary) on the frozen site (seed 1, 2026-03-15
 * 10:00): golden rows of the road's asphalt layer on the day before, the strip that agrees with them,
 * its ETag, every refusal, and the `znys.stake` event a minute of rolling sends.
 */
const start = simSite(frozenSim(2));

interface Row {
  station: string;
  chainage: number;
  cells: number;
  pavingTemperature?: number;
  temperatureSegregation?: number;
  pavingSpeed?: number;
  temperatureFirst?: number;
  temperatureRepeat?: number;
  timesFirst: number;
  timesRepeat: number;
  underRateSteel?: number;
  underRateRubber?: number;
  lastTime: string;
}

interface Strip {
  chainageFrom: number;
  cellLength: number;
  cellWidth: number;
  cols: number;
  rows: number;
}

function decode(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  assert.equal(String.fromCharCode(...bytes.subarray(0, 4)), 'STK1');
  const cols = view.getUint32(8, true);
  const rows = view.getUint32(12, true);
  assert.equal(bytes.length, 44 + cols * rows);
  return {
    metric: view.getUint8(6),
    cols,
    rows,
    chainageFrom: view.getFloat32(16, true),
    offsetFrom: view.getFloat32(20, true),
    cellLength: view.getFloat32(24, true),
    cellWidth: view.getFloat32(28, true),
    values: bytes.subarray(44),
  };
}

describe('stake summary: rows, strip, refusals, live', () => {
  let backend: TestBackend;
  let token: string;
  const ids = { road: 0, apron: 0, asphalt: 0, base: 0, apronLayer: 0 };
  const summary = async (query: string, as = token) =>
    backend.call('GET', `/api/znys/stakeSummary?${query}`, { token: as });
  const strip = async (query: string, etag?: string) => {
    const response = await fetch(`${backend.base}/api/znys/stakeSummary/strip?${query}`, {
      headers: { authorization: token, ...(etag ? { 'if-none-match': etag } : {}) },
    });
    return {
      http: response.status,
      etag: response.headers.get('etag'),
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };

  test('golden rows of the asphalt layer on 14 March; the strip’s cells average to each stake’s passes', async () => {
    backend = await start();
    await settled(backend);
    token = await backend.login('admin', 'admin');
    const sections = (await backend.call('GET', '/api/site/section/all', { token })).body as {
      id: number;
      code: string;
    }[];
    const layers = (await backend.call('GET', '/api/site/layer/all', { token })).body as { id: number; code: string }[];
    ids.road = sections.find((s) => s.code === 'S2')!.id;
    ids.apron = sections.find((s) => s.code === 'S1')!.id;
    ids.asphalt = layers.find((l) => l.code === 'S2-L6')!.id;
    ids.base = layers.find((l) => l.code === 'S2-L5')!.id;
    ids.apronLayer = layers.find((l) => l.code === 'S1-L3')!.id;
    const query = `sectionId=${ids.road}&layerId=${ids.asphalt}&from=2026-03-14&to=2026-03-14`;
    const reply = await summary(query);
    assert.equal(reply.body.status, 200, reply.text);
    const data = reply.body.data as {
      from: string;
      to: string;
      targetSteel: number;
      targetRubber: number;
      strip: Strip;
      rows: Row[];
    };
    assert.deepEqual([data.from, data.to, data.targetSteel, data.targetRubber], ['2026-03-14', '2026-03-14', 4, 6]);
    assert.equal(data.rows.length, GOLDEN_ROWS);
    assert.deepEqual(data.rows[0], GOLDEN_FIRST);
    const known = data.rows.find((r) => r.station === GOLDEN_STATION)!;
    assert.deepEqual([known.timesFirst, known.timesRepeat, known.underRateSteel, known.underRateRubber], GOLDEN_PASSES);
    assert.deepEqual([data.strip.chainageFrom, data.strip.cols, data.strip.rows], GOLDEN_STRIP);

    const passes = await strip(`${query}&metric=passes`);
    assert.equal(passes.http, 200);
    const grid = decode(passes.bytes);
    assert.deepEqual(
      [grid.metric, grid.cols, grid.rows, grid.chainageFrom, grid.offsetFrom, grid.cellLength, grid.cellWidth],
      [0, data.strip.cols, data.strip.rows, data.strip.chainageFrom, -11.25, 2, 0.75],
    );
    // Each stake's mean steel + rubber passes is the mean of its strip cells.
    for (const row of data.rows) {
      const values: number[] = [];
      for (let c = 0; c < grid.cols; c++) {
        const mid = grid.chainageFrom + (c + 0.5) * grid.cellLength;
        if (mid < row.chainage || mid >= row.chainage + 20) continue;
        for (let r = 0; r < grid.rows; r++)
          if (grid.values[r * grid.cols + c] !== 255) values.push(grid.values[r * grid.cols + c]!);
      }
      assert.equal(values.length, row.cells, row.station);
      const mean = values.reduce((s, v) => s + v, 0) / values.length;
      assert.ok(Math.abs(mean - row.timesFirst - row.timesRepeat) <= 0.1, `${row.station}: ${mean}`);
    }
    assert.equal((await strip(`${query}&metric=passes`, passes.etag!)).http, 304);
    const temp = decode((await strip(`${query}&metric=temp`)).bytes);
    assert.equal(temp.metric, 1);
    const laid = [...temp.values].filter((v) => v !== 255);
    assert.ok(laid.length > 0 && laid.every((v) => v > 100 && v < 175), 'paving temperatures of asphalt');

    // The cement-stabilised base has no paver and no temperatures; its rubber target is a target too.
    const base = (await summary(`sectionId=${ids.road}&layerId=${ids.base}&from=2026-03-14&to=2026-03-14`)).body
      .data as { rows: Row[] };
    assert.equal(base.rows.length, GOLDEN_ROWS);
    assert.ok(
      base.rows.every(
        (r) => r.pavingTemperature === undefined && r.pavingSpeed === undefined && r.temperatureFirst === undefined,
      ),
    );
    const baseTemp = decode(
      (await strip(`sectionId=${ids.road}&layerId=${ids.base}&from=2026-03-14&to=2026-03-14&metric=temp`)).bytes,
    );
    assert.ok([...baseTemp.values].every((v) => v === 255));
    // A layer nobody rolls answers no rows and an empty strip.
    const top = layers.find((l) => l.code === 'S2-L7')!.id;
    const none = (await summary(`sectionId=${ids.road}&layerId=${top}`)).body.data as { rows: Row[]; strip?: Strip };
    assert.deepEqual([none.rows.length, none.strip], [0, undefined]);
  });

  test('defaults; wrong parameters are HTTP 400 with the reason; a user without the page gets 403', async () => {
    const road = `sectionId=${ids.road}&layerId=${ids.asphalt}`;
    // Left out, the section is the road, the layer the top one being rolled, the day today.
    const chosen = (await summary('')).body.data as { sectionId: number; layerId: number; from: string; to: string };
    assert.deepEqual(
      [chosen.sectionId, chosen.layerId, chosen.from, chosen.to],
      [ids.road, ids.asphalt, '2026-03-15', '2026-03-15'],
    );
    for (const [query, message] of [
      [`sectionId=x&layerId=${ids.asphalt}`, '参数 sectionId 必须是正整数: x'],
      [`sectionId=${ids.road}&layerId=-3`, '参数 layerId 必须是正整数: -3'],
      [`sectionId=999&layerId=${ids.asphalt}`, '标段不存在: 999'],
      [`sectionId=${ids.apron}&layerId=${ids.apronLayer}`, '标段「站坪工程」是面型工程，没有桩号'],
      [`sectionId=${ids.road}&layerId=${ids.apronLayer}`, `结构层 ${ids.apronLayer} 不属于标段「连接道路工程」`],
      [`${road}&from=2026-3-14`, '参数 from 必须是 yyyy-MM-dd 格式的日期: 2026-3-14'],
      [`${road}&from=2026-03-15&to=2026-03-14`, '参数 from 不能晚于 to'],
      [`${road}&from=2026-03-01&to=2026-03-14`, '时间范围不能超过 7 天'],
    ]) {
      const reply = await summary(query!);
      assert.deepEqual([reply.http, reply.body.status, reply.body.message], [400, 400, message], query);
    }
    const metric = await backend.call('GET', `/api/znys/stakeSummary/strip?${road}&metric=colour`, { token });
    assert.deepEqual([metric.http, metric.body.message], [400, '参数 metric 只能是 passes / temp: colour']);
    // The test user's menus (the znysManager pages) include this one; a user without menus reads nothing.
    const operator = await backend.login('test', 'test');
    assert.equal((await summary(road, operator)).body.status, 200);
    const created = await backend.call('POST', '/api/admin/user', {
      token,
      body: { username: 'stakeless', name: '无菜单用户', password: 'secret1' },
    });
    assert.equal(created.body.status, 200, created.text);
    const stranger = await backend.login('stakeless', 'secret1');
    for (const path of [`/api/znys/stakeSummary?${road}`, `/api/znys/stakeSummary/strip?${road}`]) {
      const reply = await backend.call('GET', path, { token: stranger });
      assert.deepEqual([reply.http, reply.body.status], [403, 40301], path);
    }
  });

  test('a minute of rolling sends the changed rows of today on znys.stake', async () => {
    const response = await fetch(`${backend.base}/api/live/stream?topics=znys.stake`, {
      headers: { authorization: token },
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    // One read at a time: a read left behind by a time-out still delivers its chunk to the next wait.
    let pending: ReturnType<typeof reader.read> | null = null;
    const until = async (pattern: RegExp, ms: number) => {
      const deadline = Date.now() + ms;
      while (!pattern.test(text)) {
        if (Date.now() > deadline) throw new Error(`no ${pattern} within ${ms} ms: ${text.slice(0, 300)}`);
        pending ??= reader.read();
        const chunk = await Promise.race([
          pending,
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 500)),
        ]);
        if (chunk === null) continue;
        pending = null;
        if (chunk.value) text += decoder.decode(chunk.value, { stream: true });
      }
    };
    await until(/event: ready\ndata: \{"accepted":\["znys.stake"\]/, 5000);
    // The hub took stock when the stream arrived: rolling right after is reported (no wait for a poll).
    const today = (await summary(`sectionId=${ids.road}&layerId=${ids.asphalt}`)).body.data as { rows: Row[] };
    await advance(backend, 300);
    await until(/event: znys\.stake\ndata: .*\n\n/, 12_000);
    void reader.cancel();
    const payload = JSON.parse(/event: znys\.stake\ndata: (.*)\n\n/.exec(text)![1]!) as {
      t: string;
      rows: (Row & { layerId: number })[];
    };
    assert.ok(payload.t > '2026-03-15 10:00:00');
    assert.ok(payload.rows.length > 0);
    const after = (await summary(`sectionId=${ids.road}&layerId=${ids.asphalt}`)).body.data as { rows: Row[] };
    for (const row of payload.rows.filter((r) => r.layerId === ids.asphalt)) {
      const was = today.rows.find((r) => r.station === row.station);
      assert.notDeepEqual(
        was,
        after.rows.find((r) => r.station === row.station),
        row.station,
      );
    }
  });
});

// 14 March: the asphalt crew laid and rolled K0+000…K1+400 on the left side (28 areas of 50 m, 70 stakes).
const GOLDEN_ROWS = 70;
const GOLDEN_FIRST = {
  sectionId: 2,
  layerId: 11,
  station: 'K0+000',
  chainage: 0,
  cells: 150,
  pavingTemperature: 155.4,
  temperatureSegregation: 8,
  pavingSpeed: 2.27,
  temperatureFirst: 142.7,
  temperatureRepeat: 117.1,
  timesFirst: 4.5,
  timesRepeat: 5.1,
  underRateSteel: 0,
  underRateRubber: 73.3,
  lastTime: '2026-03-14 07:47:23',
};
const GOLDEN_STATION = 'K0+100';
const GOLDEN_PASSES: unknown[] = [4.5, 5.1, 0, 73.3];
const GOLDEN_STRIP: unknown[] = [0, 700, 30];
