import assert from 'node:assert/strict';
import http from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { test } from 'node:test';
import { MAX_DOWNLOADS, MAX_DOWNLOADS_PER_USER, sendStream } from '../src/http/send.js';

test('downloads at once: a few per user, more in all; a client gone frees its place', async () => {
  // 200 chunks of 64 kB: more than loopback sockets buffer, so a client that does not read holds its download.
  const server = http.createServer((req, res) => {
    void sendStream(res, {
      http: 200,
      body: { status: 200 },
      stream: {
        contentType: 'text/csv; charset=utf-8',
        filename: 'big.csv',
        owner: String(req.headers['x-owner']),
        *chunks() {
          for (let i = 0; i < 200; i++) yield 'x'.repeat(65_536);
        },
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/export`;
  const stalled: Socket[] = [];
  /** Downloads of `owner` that are started and then not read. */
  const stall = (owner: string, n: number) => {
    for (let i = 0; i < n; i++) {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET /export HTTP/1.1\r\nhost: x\r\nx-owner: ${owner}\r\n\r\n`),
      );
      socket.pause();
      socket.on('error', () => undefined);
      stalled.push(socket);
    }
  };
  /** The first refusal `owner` meets within 5 s, or undefined when every try was served. */
  const refusal = async (owner: string) => {
    for (let i = 0; i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const reply = await fetch(url, { headers: { 'x-owner': owner } });
      if (reply.status === 429) return ((await reply.json()) as { message: string }).message;
      await reply.body?.cancel();
    }
    return undefined;
  };
  try {
    stall('a', MAX_DOWNLOADS_PER_USER);
    assert.match((await refusal('a')) ?? '', /您已有 2 个导出在进行/);
    // Another user is not held up by the first one's downloads.
    const other = await fetch(url, { headers: { 'x-owner': 'b' } });
    assert.equal(other.status, 200);
    assert.equal((await other.text()).length, 200 * 65_536);
    for (let k = 0; stalled.length < MAX_DOWNLOADS; k++) stall(`user-${k}`, 1);
    assert.match((await refusal('c')) ?? '', /同时进行的导出过多/);
    stalled.forEach((socket) => socket.destroy());
    await new Promise((resolve) => setTimeout(resolve, 200));
    const whole = await fetch(url, { headers: { 'x-owner': 'a' } });
    assert.equal(whole.status, 200);
    assert.equal((await whole.text()).length, 200 * 65_536);
  } finally {
    stalled.forEach((socket) => socket.destroy());
    await new Promise((resolve) => server.close(resolve));
  }
});
