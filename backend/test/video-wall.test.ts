import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { frozenSim, type TestBackend } from './helpers.js';
import { advance, settled, simSite } from './sim-site.js';

/*
 * The video walls on the frozen site (seed 1, 2026-03-15 10:00): the spjk tree by section and area and
 * the znys tree by device group (golden), each camera's simulated picture (an SVG of the machines the
 * simulator places in its view), the menu gates (the seeded `test` user holds the znys wall only), and a
 * camera forced offline: the tree says so and its picture is refused.
 */
const start = simSite(frozenSim(0));

type Camera = { id: number; code: string; online: boolean; hostCode?: string; scope: string; streamUrl?: string };
type Node = { key: string; kind: string; name?: string; code?: string; children: Node[]; cameras: Camera[] };

/** The events of a live stream, one at a time by name (others skipped), each within 5 s. */
function eventsOf(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(name: string): Promise<{ event: string; data: string }> {
      const deadline = Date.now() + 5000;
      for (;;) {
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event === name && data) return { event, data };
        }
        if (Date.now() > deadline) throw new Error(`no ${name} within 5 s`);
        const { value, done } = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error(`no ${name} within 5 s`)), deadline - Date.now()),
          ),
        ]);
        if (done) throw new Error(`stream ended before ${name}`);
        buffer += decoder.decode(value, { stream: true });
      }
    },
    close: () => void reader.cancel().catch(() => undefined),
  };
}

const flat = (nodes: Node[]): Camera[] => nodes.flatMap((n) => [...n.cameras, ...flat(n.children)]);
const codesIn = (svg: string) => [...svg.matchAll(/<g class="device" data-code="([^"]+)"/g)].map((m) => m[1]);

describe('video wall: camera trees and snapshots', () => {
  let backend: TestBackend;
  let admin: string;
  let tree: Node[];
  const idOf = (code: string) => flat(tree).find((c) => c.code === code)!.id;

  test(
    'the spjk tree: three sections, their areas in dictionary ' + 'order, all twenty cameras online at 10:00',
    async () => {
      backend = await start();
      await settled(backend);
      admin = await backend.login('admin', 'admin');
      const reply = await backend.call('GET', '/api/spjk/camera/tree', { token: admin });
      assert.equal(reply.body.status, 200);
      assert.equal(reply.body.data.simTime, '2026-03-15 10:00:00');
      tree = reply.body.data.nodes;
      assert.deepEqual(
        tree.map((s) => [
          s.kind,
          s.code,
          s.name,
          s.children.map((a) => [a.kind, a.code, a.cameras.map((c) => c.code)]),
        ]),
        [
          [
            'section',
            'S1',
            '站坪工程',
            [
              ['scope', 'plant', ['CAM-03', 'CAM-04']],
              ['scope', 'site', ['CAM-05', 'CAM-06', 'CAM-07', 'CAM-08']],
            ],
          ],
          [
            'section',
            'S2',
            '连接道路工程',
            [
              ['scope', 'plant', ['CAM-01', 'CAM-02']],
              ['scope', 'znys', ['CAM-09', 'CAM-10', 'CAM-11', 'CAM-12', 'CAM-17', 'CAM-18']],
            ],
          ],
          [
            'section',
            'S3',
            '地基处理工程',
            [['scope', 'hj', ['CAM-13', 'CAM-14', 'CAM-15', 'CAM-16', 'CAM-19', 'CAM-20']]],
          ],
        ],
      );
      const all = flat(tree);
      assert.equal(all.length, 20);
      assert.equal(all.filter((c) => c.online).length, 20);
      assert.deepEqual(
        all.filter((c) => c.hostCode).map((c) => [c.code, c.hostCode]),
        [
          ['CAM-17', 'YL-01'],
          ['CAM-18', 'YL-09'],
          ['CAM-19', 'HJ-01'],
          ['CAM-20', 'DDC-01'],
        ],
      );
      // No seeded camera has a stream address (the platform leaves empty fields out).
      assert.ok(all.every((c) => !('streamUrl' in c)));
    },
  );

  test(
    'the znys tree: the compaction cameras by the device group ' + 'of the machine they ride, the fixed ones last',
    async () => {
      const reply = await backend.call('GET', '/api/znys/camera/tree', { token: admin });
      assert.deepEqual(
        (reply.body.data.nodes as Node[]).map((g) => [g.kind, g.name, g.cameras.map((c) => c.code)]),
        [
          ['group', '道路沥青摊铺碾压组', ['CAM-17']],
          ['group', '道路水稳碾压组', ['CAM-18']],
          ['none', undefined, ['CAM-09', 'CAM-10', 'CAM-11', 'CAM-12']],
        ],
      );
    },
  );

  test('a snapshot is an SVG of the machines in the camera’s view at the site clock, watermarked 模拟画面', async () => {
    const cases: [string, string[]][] = [
      ['CAM-13', ['HJ-01', 'HJ-02', 'HJ-05']],
      ['CAM-01', ['LQ-01', 'YLC-002', 'YLC-005', 'YLC-006', 'YLC-009', 'YLC-010']],
      // In the cab of YL-01 on the road: the rollers ahead of it, never YL-01 itself.
      ['CAM-17', ['YL-06', 'YL-05', 'YL-09', 'YL-10']],
      ['CAM-09', []],
    ];
    for (const [code, seen] of cases) {
      const reply = await backend.call('GET', `/api/spjk/camera/${idOf(code)}/snapshot`, { token: admin });
      assert.equal(reply.http, 200, code);
      assert.equal(reply.headers.get('content-type'), 'image/svg+xml; charset=utf-8');
      assert.match(reply.text, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      assert.match(reply.text, />模拟画面<\/text>/);
      assert.match(reply.text, new RegExp(`>${code} [^<]+</text>`));
      assert.match(reply.text, /class="time">2026-03-15 10:00:00<\/text>/);
      assert.deepEqual(codesIn(reply.text), seen, code);
    }
    // Unchanged picture, unchanged tag: the wall's refresh costs nothing while the clock stands.
    const first = await backend.call('GET', `/api/spjk/camera/${idOf('CAM-13')}/snapshot`, { token: admin });
    const again = await backend.call('GET', `/api/spjk/camera/${idOf('CAM-13')}/snapshot`, {
      token: admin,
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    assert.equal(again.http, 304);
    const missing = await backend.call('GET', '/api/spjk/camera/999999/snapshot', { token: admin });
    assert.equal(missing.http, 404);
    assert.match(missing.body.message, /没有 id 为 999999 的摄像头/);
    const notCamera = await backend.call('GET', '/api/site/section/page', { token: admin });
    const sectionId = notCamera.body.data.rows[0].id as number;
    assert.equal((await backend.call('GET', `/api/spjk/camera/${sectionId}/snapshot`, { token: admin })).http, 404);
  });

  test(
    'menus: test holds the compaction wall only, so it reads the znys tree and the compaction cameras’ pictures ' +
      'alone',
    async () => {
      const test = await backend.login('test', 'test');
      const spjk = await backend.call('GET', '/api/spjk/camera/tree', { token: test });
      assert.equal(spjk.http, 403);
      assert.equal(spjk.body.status, 40301);
      assert.equal((await backend.call('GET', '/api/znys/camera/tree', { token: test })).body.status, 200);
      assert.equal(
        (await backend.call('GET', `/api/spjk/camera/${idOf('CAM-17')}/snapshot`, { token: test })).http,
        200,
      );
      const other = await backend.call('GET', `/api/spjk/camera/${idOf('CAM-13')}/snapshot`, { token: test });
      assert.equal(other.http, 403);
      assert.equal(other.body.status, 40301);
      assert.equal((await backend.call('GET', '/api/spjk/camera/tree')).body.status, 40101);
    },
  );

  test(
    'a camera forced offline: spjk.status says so, the tree too, ' + 'and its picture is refused with a clear message',
    async () => {
      const stream = await fetch(`${backend.base}/api/live/stream?topics=spjk.status`, {
        headers: { authorization: admin },
      });
      const events = eventsOf(stream);
      assert.deepEqual(JSON.parse((await events.next('ready')).data).accepted, ['spjk.status']);
      // Give the hub a poll to take stock of the states before the change.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const forced = await backend.call('POST', '/__test/sim/episode', {
        body: { device: 'CAM-12', kind: 'offline', minutes: 30 },
      });
      assert.equal(forced.body.status, 200);
      await advance(backend, 120);
      const nodes = (await backend.call('GET', '/api/spjk/camera/tree', { token: admin })).body.data.nodes as Node[];
      assert.deepEqual(
        flat(nodes)
          .filter((c) => !c.online)
          .map((c) => c.code),
        ['CAM-12'],
      );
      for (;;) {
        const frame = JSON.parse((await events.next('spjk.status')).data) as { t: string; d: [number, number][] };
        if (frame.d.some(([id, online]) => id === idOf('CAM-12') && online === 0)) break;
      }
      events.close();
      const refused = await backend.call('GET', `/api/spjk/camera/${idOf('CAM-12')}/snapshot`, { token: admin });
      assert.equal(refused.http, 409);
      assert.deepEqual(refused.body, { status: 409, message: '摄像头 CAM-12（道路 K2+800）离线，无法取得画面' });
      const shown = await backend.call('GET', `/api/spjk/camera/${idOf('CAM-11')}/snapshot`, { token: admin });
      assert.match(shown.text, /class="time">2026-03-15 10:02:00<\/text>/);
    },
  );
});
