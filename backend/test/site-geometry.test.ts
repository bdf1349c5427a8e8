import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import { sniffImage } from '../src/modules/site/base-maps.js';
import { applySimilarity, placedCorners, similarityFrom, stakesAlong } from '../src/modules/site/geometry.js';
import { frozenSim, type TestBackend } from './helpers.js';
import { settled, simSite } from './sim-site.js';

/*
 * The geometry editors (DOMAIN.md §3.2 rows 26 and 71) on the frozen site: base maps uploaded and checked by
 * content, placed by two control points and carried by the plan; the road's alignment saved with a stake
 * interval regenerates its stakes (golden counts from the seeded centreline); element codes gate the writes.
 */
const start = simSite(frozenSim(0));

/** A real PNG of `width` × `height` grey pixels. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let r = 0; r < height; r++) rows[r * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the similarity transform and stake generation (pure)', () => {
  test('two control points fix scale, rotation and place every pixel; no mirror', () => {
    // 1 px = 2 m, no rotation: pixel (0, 0) at (100, 500), v down = y down.
    const s = similarityFrom([
      [0, 0, 100, 500],
      [100, 0, 300, 500],
    ])!;
    assert.deepEqual(applySimilarity(s, 50, 100), [200, 300]);
    assert.deepEqual(placedCorners(s, 100, 50), [
      [100, 500],
      [300, 500],
      [300, 400],
      [100, 400],
    ]);
    // Rotated 90° counter-clockwise: the image's u axis points north.
    const r = similarityFrom([
      [0, 0, 1000, 1000],
      [10, 0, 1000, 1010],
    ])!;
    const [x, y] = applySimilarity(r, 0, 10);
    assert.ok(Math.abs(x - 1010) < 1e-9 && Math.abs(y - 1000) < 1e-9, `${x}, ${y}`);
    assert.equal(
      similarityFrom([
        [5, 5, 0, 0],
        [5, 5, 10, 10],
      ]),
      null,
    );
  });

  test('stakes at whole multiples of the interval plus the ends; names K{km}+{m}', () => {
    const stakes = stakesAlong(
      [
        [0, 0],
        [0, 45],
        [30, 45],
      ],
      990,
      20,
      5,
      6,
    );
    assert.deepEqual(
      stakes.map((s) => [s.name, s.chainage, s.x, s.y, s.azimuth]),
      [
        ['K0+990', 990, 0, 0, 0],
        ['K1+000', 1000, 0, 10, 0],
        ['K1+020', 1020, 0, 30, 0],
        ['K1+040', 1040, 5, 45, 90],
        ['K1+060', 1060, 25, 45, 90],
        ['K1+065', 1065, 30, 45, 90],
      ],
    );
    assert.deepEqual([stakes[0]!.leftWidth, stakes[0]!.rightWidth], [5, 6]);
  });

  test('uploads are checked by content', () => {
    assert.deepEqual(sniffImage(png(40, 30)), { mime: 'image/png', kind: 'image', width: 40, height: 30 });
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 300"><rect width="10" ' +
        'height="10"/></svg>',
    );
    assert.deepEqual(sniffImage(svg), { mime: 'image/svg+xml', kind: 'vector', width: 800, height: 300 });
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 120, 0, 200, 3, 0, 0, 0, 0, 0,
    ]);
    assert.deepEqual(sniffImage(jpeg), { mime: 'image/jpeg', kind: 'image', width: 200, height: 120 });
    assert.throws(() => sniffImage(Buffer.from('GIF89a......')), /只能是 PNG、JPEG 或 SVG/);
    assert.throws(
      () => sniffImage(Buffer.from('<svg width="10" height="10"><script>alert(1)</script></svg>')),
      /不能含有脚本/,
    );
    assert.throws(
      () => sniffImage(Buffer.from('<svg width="50%" height="10"></svg>')),
      /width 和 height，或者 viewBox/,
    );
    // Nothing in an SVG may run, embed a document or reach outside the file; its own references may stay.
    const svgOf = (body: string) => Buffer.from(`<svg width="10" height="10">${body}</svg>`);
    for (const [body, reason] of [
      ['<rect onload="alert(1)"/>', /事件属性/],
      ['<a href="javascript:alert(1)"><rect/></a>', /javascript: 链接/],
      ['<foreignObject><div/></foreignObject>', /嵌入其他文档/],
      ['<image href="http://tracker.example/x.png"/>', /外部资源/],
      ['<use xlink:href="https://evil.example/sprite.svg#a"/>', /外部资源/],
      ['<rect style="fill: url(http://evil.example/p)"/>', /外部资源/],
      ['<style>@import "http://evil.example/a.css";</style>', /外部资源/],
    ] as const)
      assert.throws(() => sniffImage(svgOf(body)), reason, body);
    assert.equal(
      sniffImage(
        svgOf(
          '<defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/>' +
            '<image href="data:image/png;base64,AA"/>',
        ),
      ).kind,
      'vector',
    );
    // A size a browser can decode: at most 16 384 pixels a side and 50 million in all.
    assert.throws(() => sniffImage(png(20_000, 100)), /每边 1–16384/);
    assert.throws(() => sniffImage(png(10_000, 8_000)), /超过 50 百万像素/);
    assert.equal(sniffImage(png(10_000, 5_000)).width, 10_000);
  });
});

describe('geometry editors on the seeded site', () => {
  let backend: TestBackend;
  let admin: string;
  const get = (path: string, token = admin) => backend.call('GET', path, { token });
  const send = (method: string, path: string, body: unknown, token = admin) =>
    backend.call(method, path, { token, body });
  const upload = (id: number, bytes: Buffer, token = admin) =>
    fetch(`${backend.base}/api/site/baseMap/${id}/file?fileName=plan.png`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/octet-stream' },
      body: bytes,
    }).then(async (r) => ({
      http: r.status,
      body: (await r.json()) as { status: number; message?: string; data?: Record<string, unknown> },
    }));

  before(async () => {
    backend = await start();
    await settled(backend);
    admin = await backend.login('admin', 'admin');
  });
  after(() => backend.close());

  test('a base map: created, its file uploaded and checked, calibrated, then on the plan', async () => {
    const created = await send('POST', '/api/site/baseMap', { name: '总平面图', opacity: 0.5, orderNum: 1 });
    assert.equal(created.body.status, 200, created.text);
    const id = created.body.data.id as number;
    // Control points before a file: refused, the reason said.
    const early = await send('PUT', `/api/site/baseMap/${id}`, { controlPoints: '[[0,0,0,0],[10,0,10,0]]' });
    assert.match(early.body.message, /请先上传底图文件/);

    const notImage = await upload(id, Buffer.from('just text, not a drawing'));
    assert.deepEqual([notImage.http, notImage.body.status], [400, 400]);
    assert.match(notImage.body.message!, /只能是 PNG、JPEG 或 SVG/);
    const huge = Buffer.concat([png(4, 4), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(id, huge);
    assert.deepEqual([tooLarge.http, tooLarge.body.status, tooLarge.body.message], [400, 400, '底图文件不能超过 5 MB']);

    const stored = await upload(id, png(400, 150));
    assert.equal(stored.http, 200);
    assert.deepEqual(
      [
        stored.body.data!.mime,
        stored.body.data!.kind,
        stored.body.data!.width,
        stored.body.data!.height,
        stored.body.data!.fileVersion,
      ],
      ['image/png', 'image', 400, 150, 1],
    );

    // Not on the plan until calibrated; points outside the image or placing it off the site are refused.
    assert.deepEqual((await get('/api/site/plan')).body.data.baseMaps, []);
    const outside = await send('PUT', `/api/site/baseMap/${id}`, { controlPoints: '[[0,0,0,1500],[500,0,4000,1500]]' });
    assert.match(outside.body.message, /不在图像 400 × 150 像素之内/);
    const offSite = await send('PUT', `/api/site/baseMap/${id}`, {
      controlPoints: '[[0,0,90000,90000],[400,0,94000,90000]]',
    });
    assert.match(offSite.body.message, /超出|不在项目范围/);
    // 10 m per pixel: the image covers the whole 4000 × 1500 m site.
    const cp = [
      [0, 0, 0, 1500],
      [400, 150, 4000, 0],
    ];
    const calibrated = await send('PUT', `/api/site/baseMap/${id}`, { controlPoints: JSON.stringify(cp) });
    assert.equal(calibrated.body.status, 200, calibrated.text);
    const plan = (await get('/api/site/plan')).body.data;
    assert.deepEqual(plan.baseMaps, [
      {
        id,
        name: '总平面图',
        kind: 'image',
        url: `/api/site/baseMap/${id}/file?v=1`,
        width: 400,
        height: 150,
        controlPoints: cp,
        opacity: 0.5,
        order: 1,
      },
    ]);

    const file = await fetch(`${backend.base}/api/site/baseMap/${id}/file`, { headers: { authorization: admin } });
    assert.equal(file.headers.get('content-type'), 'image/png');
    assert.deepEqual(Buffer.from(await file.arrayBuffer()), png(400, 150));

    // Disabled: off the plan again.
    await send('PUT', `/api/site/baseMap/${id}`, { enabled: 0 });
    assert.deepEqual((await get('/api/site/plan')).body.data.baseMaps, []);

    const log = (await get('/api/admin/gateLog/page?limit=5')).body.data.rows as {
      opt: string;
      uri: string;
      body?: string;
    }[];
    const uploaded = log.find((r) => r.opt === '上传底图')!;
    assert.equal(uploaded.body, JSON.stringify({ bytes: png(400, 150).length }));
  });

  test('an SVG with an event attribute is refused; one without is served with a policy running no script', async () => {
    const created = await send('POST', '/api/site/baseMap', { name: '矢量底图' });
    const id = created.body.data.id as number;
    const svg = (attributes: string) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300"${attributes}><rect width="800" ` +
          'height="300" fill="#ccc"/></svg>',
      );
    const refused = await upload(id, svg(' onload="alert(1)"'));
    assert.deepEqual([refused.http, refused.body.status], [400, 400]);
    assert.match(refused.body.message ?? '', /不能含有事件属性/);
    const stored = await upload(id, svg(''));
    assert.equal(stored.body.data!.kind, 'vector');
    const file = await fetch(`${backend.base}/api/site/baseMap/${id}/file`, { headers: { authorization: admin } });
    assert.equal(file.headers.get('content-type'), 'image/svg+xml');
    assert.match(file.headers.get('content-security-policy') ?? '', /default-src 'none'.*sandbox/);
  });

  test('saving the alignment regenerates its stakes: golden counts for 20 m and 50 m', async () => {
    const road = (await get('/api/site/section/all?kind=road')).body[0];
    const before = (await get(`/api/site/alignment/${road.id}`)).body.data;
    assert.deepEqual(
      [
        before.sectionCode,
        before.stakeInterval,
        before.leftWidth,
        before.rightWidth,
        before.stakeCount,
        before.polyline.length,
      ],
      ['S2', 20, 11.25, 11.25, 161, 161],
    );
    assert.ok(Math.abs(before.length - 3200) < 0.05, String(before.length));

    const body = { polyline: before.polyline, startChainage: 0, stakeInterval: 50, leftWidth: 12, rightWidth: 10.5 };
    const saved = await send('PUT', `/api/site/alignment/${road.id}`, body);
    assert.equal(saved.body.status, 200, saved.text);
    assert.equal(saved.body.data.stakeCount, 65);
    const stakes = (await get(`/api/site/stake/all?sectionId=${road.id}`)).body as {
      name: string;
      leftWidth: number;
      rightWidth: number;
    }[];
    assert.equal(stakes.length, 65);
    assert.deepEqual(
      [stakes[0]!.name, stakes[1]!.name, stakes[64]!.name, stakes[10]!.leftWidth, stakes[10]!.rightWidth],
      ['K0+000', 'K0+050', 'K3+200', 12, 10.5],
    );
    assert.equal((await get('/api/site/plan')).body.data.stakes.length, 65);

    const back = await send('PUT', `/api/site/alignment/${road.id}`, {
      ...body,
      stakeInterval: 20,
      leftWidth: 11.25,
      rightWidth: 11.25,
    });
    assert.equal(back.body.data.stakeCount, 161);

    // Refusals with their reasons.
    const refusals: [unknown, RegExp][] = [
      [{ ...body, polyline: [[0, 0]] }, /至少需要 2 个顶点/],
      [
        {
          ...body,
          polyline: [
            [0, 0],
            [5000, 0],
          ],
        },
        /超出项目范围/,
      ],
      [
        {
          ...body,
          polyline: [
            [10, 10],
            [10, 10],
          ],
        },
        /重合/,
      ],
      [{ ...body, stakeInterval: 0 }, /桩距应在 1–1000 之间/],
      [{ ...body, stakeInterval: 'x' }, /桩距必须是数字/],
    ];
    for (const [wrong, message] of refusals)
      assert.match((await send('PUT', `/api/site/alignment/${road.id}`, wrong)).body.message, message);
    const apron = (await get('/api/site/section/all?kind=apron')).body[0];
    assert.match((await send('PUT', `/api/site/alignment/${apron.id}`, body)).body.message, /不是线路工程/);
  });

  test('apron blocks: a polygon checked, on the plan', async () => {
    const apron = (await get('/api/site/section/all?kind=apron')).body[0];
    const blocks = (await get('/api/site/block/all')).body as unknown[];
    assert.equal(blocks.length, 72);
    const created = await send('POST', '/api/site/block', {
      code: 'P73',
      sectionId: apron.id,
      polygon: '[[3200,1000],[3250,1000],[3250,1050],[3200,1050]]',
    });
    assert.equal(created.body.status, 200, created.text);
    assert.equal(created.body.data.polygon, '[[3200,1000],[3250,1000],[3250,1050],[3200,1050],[3200,1000]]');
    assert.ok((await get('/api/site/plan')).body.data.blocks.some((b: { code: string }) => b.code === 'P73'));
    const crossed = await send('POST', '/api/site/block', {
      code: 'P74',
      sectionId: apron.id,
      polygon: '[[0,0],[10,10],[10,0],[0,10]]',
    });
    assert.match(crossed.body.message, /分块边界的边相互交叉/);
    const road = (await get('/api/site/section/all?kind=road')).body[0];
    assert.match(
      (await send('POST', '/api/site/block', { code: 'P75', sectionId: road.id, polygon: '[[0,0],[10,0],[10,10]]' }))
        .body.message,
      /标段不存在/,
    );
  });

  test('writes need the element codes: a workflow user reads the editors but may not change anything', async () => {
    const sg01 = await backend.login('sg01', 'sg01');
    const road = (await get('/api/site/section/all?kind=road')).body[0];
    assert.equal((await get(`/api/site/alignment/${road.id}`, sg01)).body.status, 200);
    assert.equal((await get('/api/site/baseMap/page', sg01)).body.status, 200);
    const id = ((await get('/api/site/baseMap/all')).body as { id: number; name: string }[]).find(
      (b) => b.name === '总平面图',
    )!.id;
    const writes = [
      await send(
        'PUT',
        `/api/site/alignment/${road.id}`,
        {
          polyline: [
            [0, 0],
            [10, 0],
          ],
          startChainage: 0,
          stakeInterval: 20,
          leftWidth: 1,
          rightWidth: 1,
        },
        sg01,
      ),
      await send('POST', '/api/site/baseMap', { name: 'x' }, sg01),
      await send('PUT', `/api/site/baseMap/${id}`, { opacity: 1 }, sg01),
      await send('POST', '/api/site/block', { code: 'X1' }, sg01),
      await upload(id, png(10, 10), sg01),
    ];
    for (const w of writes) assert.deepEqual([w.http, w.body.status], [403, 40301]);
    // Without the editors' menus, no read of theirs; a map page (工艺监控) still draws the file.
    const test = await backend.login('test', 'test');
    for (const path of [`/api/site/alignment/${road.id}`, '/api/site/baseMap/page', '/api/site/block/all']) {
      const reply = await get(path, test);
      assert.deepEqual([reply.http, reply.body?.status], [403, 40301], path);
    }
    const file = await fetch(`${backend.base}/api/site/baseMap/${id}/file`, { headers: { authorization: test } });
    assert.deepEqual([file.status, file.headers.get('content-type')], [200, 'image/png']);
  });
});
