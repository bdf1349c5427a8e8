import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { toGrid, toLonLat } from '@console/contract/site/frame';
import { frozenSim, type TestBackend } from './helpers.js';
import { settled, simSite } from './sim-site.js';

/*
 * The project's tie to CGCS2000: the seeded frame on the plan, set by holders of 坐标系设置 and checked, and every
 * export of rows with a site point carrying it in grid and latitude/longitude.
 */
const start = simSite(frozenSim(0));

describe('the project frame', () => {
  let backend: TestBackend;
  let admin: string;
  const put = (body: unknown, token = admin) => backend.call('PUT', '/api/site/frame', { token, body });
  const plan = async () => (await backend.call('GET', '/api/site/plan', { token: admin })).body.data;

  before(async () => {
    backend = await start();
    await settled(backend);
    admin = await backend.login('admin', 'admin');
  });
  after(() => backend.close());

  test('seeded: the 3° zone about 114° E, origin at E 500 000, N 3 320 000, not turned', async () => {
    assert.deepEqual((await plan()).frame, { centralMeridian: 114, originE: 500_000, originN: 3_320_000, rotation: 0 });
  });

  test('a frame is checked, needs its button, and is what the plan carries', async () => {
    const good = { centralMeridian: 117, originE: 412_345.678, originN: 3_456_789.012, rotation: 12.5 };
    const refusals: [unknown, RegExp][] = [
      [{ ...good, centralMeridian: 116 }, /中央子午线/],
      [{ ...good, originE: 39_412_345 }, /不带带号/],
      [{ ...good, originN: '3456789' }, /北坐标/],
      [{ ...good, rotation: 200 }, /旋转角/],
      [[1, 2], /JSON 对象/],
    ];
    for (const [body, message] of refusals) {
      const reply = await put(body);
      assert.equal(reply.body.status, 30101, JSON.stringify(body));
      assert.match(reply.body.message, message);
    }
    const sg01 = await backend.login('sg01', 'sg01');
    assert.deepEqual([(await put(good, sg01)).http, (await put(good, sg01)).body.status], [403, 40301]);
    assert.deepEqual((await put(good)).body.data, good);
    assert.deepEqual((await plan()).frame, good);
    const log = await backend.call('GET', '/api/admin/gateLog/page?pageNum=1&pageSize=1', { token: admin });
    assert.equal(log.body.data.rows[0].opt, '坐标系设置');
    await put({ centralMeridian: 114, originE: 500_000, originN: 3_320_000, rotation: 0 });
  });

  test("a stake export carries each stake's grid coordinates and latitude/longitude", async () => {
    const frame = (await plan()).frame;
    const reply = await fetch(`${backend.base}/api/site/stake/export?lang=en&format=csv&pageSize=5`, {
      headers: { authorization: admin },
    });
    const lines = (await reply.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const header = lines[0]!.split(',');
    assert.deepEqual(header.slice(-4), [
      'Northing (EPSG:4547)',
      'Easting (EPSG:4547)',
      'Latitude (CGCS2000)',
      'Longitude (CGCS2000)',
    ]);
    const [x, y] = [header.indexOf('X (m)'), header.indexOf('Y (m)')];
    for (const line of lines.slice(1, 4)) {
      const cells = line.split(',').map(Number);
      const point = [cells[x]!, cells[y]!] as const;
      const [e, n] = toGrid(frame, point);
      const [lon, lat] = toLonLat(frame, point);
      assert.deepEqual(
        cells.slice(-4),
        [n, e, lat, lon].map((v, i) => Number(v.toFixed(i < 2 ? 3 : 9))),
      );
    }
  });
});
