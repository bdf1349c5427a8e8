import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { frozenSim, type TestBackend } from './helpers.js';
import { advance, settled, simSite } from './sim-site.js';

/*
 * The process monitor's grids (DOMAIN.md §4.6, §6) on the frozen site (seed 1, 2026-03-15 10:00): golden
 * KPIs of known work areas, the binary grid's header and ETag, and a minute of rolling that changes
 * exactly cells under the rollers' swept drums.
 */
const start = simSite(frozenSim(2));

interface Area {
  id: number;
  name: string;
  state: string;
  cells: number;
  passRate: number;
  underRate: number;
  gridVersion: number;
  rollers: string[];
}

interface Decoded {
  cols: number;
  rows: number;
  originX: number;
  originY: number;
  cellSize: number;
  scale: number;
  values: Uint8Array;
}

function decode(bytes: Uint8Array): Decoded {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  assert.equal(String.fromCharCode(...bytes.subarray(0, 4)), 'GRD1');
  assert.equal(view.getUint16(4, true), 1);
  assert.equal(view.getUint8(7), 1);
  const cols = view.getUint32(8, true);
  const rows = view.getUint32(12, true);
  assert.equal(view.getUint16(36, true), 255);
  assert.equal(bytes.length, 40 + cols * rows);
  return {
    cols,
    rows,
    originX: view.getFloat32(16, true),
    originY: view.getFloat32(20, true),
    cellSize: view.getFloat32(24, true),
    scale: view.getFloat32(28, true),
    values: bytes.subarray(40),
  };
}

/** The named events of a live stream, parsed from its text as they arrive. */
function sseEvents(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const queue: { event: string; data: string }[] = [];
  let buffer = '';
  return {
    async next(name: string, ms = 10_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const index = queue.findIndex((e) => e.event === name);
        if (index >= 0) return JSON.parse(queue.splice(index, 1)[0]!.data);
        if (Date.now() > deadline) throw new Error(`no ${name} event within ${ms} ms`);
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before ${name}`);
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = { event: 'message', data: '' };
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) event.data += line.slice(6);
          }
          if (event.data) queue.push(event);
        }
      }
    },
    close: () => void reader.cancel().catch(() => undefined),
  };
}

describe('compaction monitor: work areas, grids, cells', () => {
  let backend: TestBackend;
  let token: string;
  const overview = async () =>
    (await backend.call('GET', '/api/znys/monitor/overview', { token })).body.data as {
      simTime: string;
      kpi: Record<string, number>;
      areas: Area[];
      rollers: Record<string, unknown>[];
      events: Record<string, unknown>[];
    };
  const grid = async (id: number, metric = 'passes', etag?: string) => {
    const response = await fetch(`${backend.base}/api/znys/workArea/${id}/grid?metric=${metric}`, {
      headers: { authorization: token, ...(etag ? { 'if-none-match': etag } : {}) },
    });
    return {
      http: response.status,
      etag: response.headers.get('etag'),
      type: response.headers.get('content-type'),
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };

  test('the day’s areas with golden KPIs; the rollers where their fixes are', async () => {
    backend = await start();
    await settled(backend);
    token = await backend.login('admin', 'admin');
    const data = await overview();
    assert.equal(data.simTime, '2026-03-15 10:00:00');
    assert.deepEqual(
      data.areas.map((a) => [a.id, a.name, a.state, a.cells, a.passRate, a.underRate]),
      GOLDEN_AREAS,
    );
    assert.deepEqual(data.kpi, GOLDEN_KPI);
    const yl03 = data.rollers.find((r) => r.code === 'YL-03')!;
    const fix = (await backend.call('GET', `/api/znys/fix/page?deviceId=${yl03.deviceId}&limit=1`, { token })).body.data
      .rows[0];
    assert.deepEqual([yl03.x, yl03.y, yl03.heading, yl03.speed], [fix.x, fix.y, fix.heading, fix.speed]);
  });

  test('the binary grid: header, ETag, 304 on a repeat; every metric; refusals', async () => {
    const apron = (await overview()).areas.find((a) => a.name === GOLDEN_FINISHED)!;
    const first = await grid(apron.id);
    assert.equal(first.http, 200);
    assert.equal(first.type, 'application/octet-stream');
    assert.equal(first.etag, `"${apron.id}-${apron.gridVersion}-passes"`);
    const decoded = decode(first.bytes);
    assert.deepEqual([decoded.cols, decoded.rows, decoded.originX, decoded.originY, decoded.cellSize], GOLDEN_GRID);
    const inside = [...decoded.values].filter((v) => v !== 255);
    assert.equal(inside.length, apron.cells);
    assert.equal(Math.round((1000 * inside.filter((v) => v >= 10).length) / inside.length) / 10, apron.passRate);
    assert.equal((await grid(apron.id, 'passes', first.etag!)).http, 304);
    for (const metric of ['temp', 'speed', 'cmv']) {
      const other = await grid(apron.id, metric);
      assert.equal(other.http, 200);
      assert.equal(other.etag, `"${apron.id}-${apron.gridVersion}-${metric}"`);
    }
    assert.equal(decode((await grid(apron.id, 'speed')).bytes).scale.toFixed(1), '0.1');
    const refused = await backend.call('GET', `/api/znys/workArea/${apron.id}/grid?metric=colour`, { token });
    assert.equal(refused.body.status, 30101);
    const unknown = await backend.call('GET', '/api/znys/workArea/9001/grid', { token });
    assert.equal(unknown.body.status, 30101);
    const anonymous = await fetch(`${backend.base}/api/znys/workArea/${apron.id}/grid`);
    assert.equal(((await anonymous.json()) as { status: number }).status, 40101);
  });

  test(
    'a minute of rolling changes only cells under the rollers’ ' + 'drums; the cell answer names its last roller',
    async () => {
      const active = (await overview()).areas.find((a) => a.state === 'active' && a.name.startsWith('站坪'))!;
      const before = await grid(active.id);
      const was = decode(before.bytes).values.slice();
      await advance(backend, 60);
      const after = await grid(active.id, 'passes', before.etag!);
      assert.equal(after.http, 200);
      assert.notEqual(after.etag, before.etag);
      const now = decode(after.bytes);
      const changed: number[] = [];
      for (let i = 0; i < was.length; i++) if (now.values[i] !== was[i]) changed.push(i);
      assert.ok(changed.length > 20, `changed ${changed.length}`);
      for (const i of changed) assert.ok(now.values[i]! > was[i]!, 'passes only grow');

      // The rollers' fixes of that minute, read through the raw-data API.
      const devices = (await backend.call('GET', '/api/znys/fixDevice/all', { token })).body as {
        id: number;
        code: string;
      }[];
      const paths: { x: number; y: number }[][] = [];
      for (const code of active.rollers) {
        const id = devices.find((d) => d.code === code)!.id;
        const query = new URLSearchParams({
          deviceId: String(id),
          start: '2026-03-15 09:59:59',
          end: '2026-03-15 10:00:59',
          limit: '100',
        });
        const reply = await backend.call('GET', `/api/znys/fix/page?${query}`, { token });
        assert.equal(reply.body.status, 200, reply.text);
        const rows = reply.body.data.rows;
        paths.push(rows);
      }
      const reach = 2.75 / 2 + now.cellSize * Math.SQRT1_2 + 0.05;
      const near = (x: number, y: number) =>
        paths.some((path) =>
          path.some((a, k) => {
            const b = path[k + 1];
            if (!b) return false;
            const dx = b.x - a.x;
            const dy = b.y - a.y;
            const f = Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / (dx * dx + dy * dy || 1)));
            return Math.hypot(x - a.x - f * dx, y - a.y - f * dy) <= reach;
          }),
        );
      for (const i of changed) {
        const x = now.originX + ((i % now.cols) + 0.5) * now.cellSize;
        const y = now.originY + (Math.floor(i / now.cols) + 0.5) * now.cellSize;
        assert.ok(near(x, y), `cell ${i} (${x}, ${y}) changed away from every roller`);
      }
      const cellIndex = changed[changed.length - 1]!;
      const x = now.originX + ((cellIndex % now.cols) + 0.5) * now.cellSize;
      const y = now.originY + (Math.floor(cellIndex / now.cols) + 0.5) * now.cellSize;
      const cell = (await backend.call('GET', `/api/znys/workArea/${active.id}/cell?x=${x}&y=${y}`, { token })).body
        .data;
      assert.equal(cell.passes, now.values[cellIndex]);
      assert.ok(active.rollers.includes(cell.lastRoller));
      assert.ok(cell.lastTime > '2026-03-15 09:59:59');
      const outside = await backend.call('GET', `/api/znys/workArea/${active.id}/cell?x=0&y=0`, { token });
      assert.equal(outside.body.status, 30101);
    },
  );

  test(
    'the live channel carries the rolling as deltas of the grid (znys.grid): applied in order, they give the new ' +
      'grid',
    async () => {
      const active = (await overview()).areas.find((a) => a.state === 'active' && a.name.startsWith('站坪'))!;
      const versionOf = (etag: string | null) => Number(/^"\d+-(\d+)-/.exec(etag ?? '')?.[1]);
      const passes = await grid(active.id);
      const temp = await grid(active.id, 'temp');
      const stream = await fetch(`${backend.base}/api/live/stream?topics=znys.grid`, {
        headers: { authorization: token },
      });
      const events = sseEvents(stream);
      assert.equal((await events.next('ready')).accepted[0], 'znys.grid');
      // A poll of the hub (every 2 s) takes stock of the areas being rolled; then the clock moves twice, 10 s each
      // (a delta lists at most an eighth of the grid's cells: a longer jump is read as a whole grid).
      const values = { passes: decode(passes.bytes).values.slice(), temp: decode(temp.bytes).values.slice() };
      let version = versionOf(passes.etag);
      let cells = 0;
      let deltas = 0;
      for (let step = 0; step < 2; step++) {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await advance(backend, 10);
        const target = versionOf((await grid(active.id)).etag);
        assert.ok(target > version);
        while (version !== target) {
          const delta = await events.next('znys.grid');
          if (delta.areaId !== active.id) continue;
          assert.equal(delta.from, version, 'deltas follow each other');
          assert.deepEqual(delta.metrics, ['passes', 'vibPasses', 'temp', 'speed', 'cmv']);
          assert.ok(delta.cells, 'ten seconds of rolling are listed');
          for (const [i, p, , t] of delta.cells) {
            values.passes[i] = p;
            values.temp[i] = t;
          }
          cells += delta.cells.length;
          deltas++;
          version = delta.version;
        }
      }
      events.close();
      assert.ok(deltas >= 2 && cells > 20, `${deltas} deltas, ${cells} cells`);
      assert.deepEqual(values.passes, decode((await grid(active.id)).bytes).values);
      assert.deepEqual(values.temp, decode((await grid(active.id, 'temp')).bytes).values);
    },
  );
});

const GOLDEN_FINISHED = '站坪 P27 第1幅';
const GOLDEN_AREAS: unknown[] = [
  [1001826, 'K1+700~K1+750 左幅', 'active', 2200, 9.1, 90.9],
  [1001825, 'K1+650~K1+700 左幅', 'finished', 2200, 29.3, 70.7],
  [1001824, 'K1+600~K1+650 左幅', 'finished', 2200, 28.1, 71.9],
  [1001823, 'K1+550~K1+600 左幅', 'finished', 2200, 28.4, 71.6],
  [2001826, 'K1+700~K1+750 左幅', 'active', 2200, 0, 72.7],
  [2001825, 'K1+650~K1+700 左幅', 'finished', 2200, 0, 100],
  [2001824, 'K1+600~K1+650 左幅', 'finished', 2200, 0, 100],
  [2001823, 'K1+550~K1+600 左幅', 'finished', 2200, 0, 100],
  [3001827, '站坪 P28 第1幅', 'active', 2500, 0, 32],
  [3001826, '站坪 P27 第1幅', 'finished', 2500, 99.4, 0.6],
  [3001825, '站坪 P26 第1幅', 'finished', 2500, 99.4, 0.6],
  [3001824, '站坪 P25 第1幅', 'finished', 2500, 99.4, 0.6],
];
const GOLDEN_KPI = { activeAreas: 3, passRate: 2.9, underRate: 63.8 };
const GOLDEN_GRID: unknown[] = [100, 25, 2700, 1100, 0.5];
