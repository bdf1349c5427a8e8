import assert from 'node:assert/strict';
import http from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { test } from 'node:test';
import { MAX_DOWNLOADS, sendStream } from '../src/http/send.js';

test('at most MAX_DOWNLOADS downloads at once: one more is asked to retry; a client gone frees a slot', async () => {
  // 200 chunks of 64 kB: more than loopback sockets buffer, so a client that does not read holds its download.
  const server = http.createServer((_req, res) => {
    void sendStream(res, {
      http: 200,
      body: { status: 200 },
      stream: {
        contentType: 'text/csv; charset=utf-8',
        filename: 'big.csv',
        *chunks() {
          for (let i = 0; i < 200; i++) yield 'x'.repeat(65_536);
        },
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/export`;
  const stalled = Array.from({ length: MAX_DOWNLOADS }, () => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET /export HTTP/1.1\r\nhost: x\r\n\r\n`));
    socket.pause();
    socket.on('error', () => undefined);
    return socket;
  });
  try {
    let refused: Response | undefined;
    for (let i = 0; i < 50 && refused?.status !== 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const reply = await fetch(url);
      if (reply.status === 429) refused = reply;
      else await reply.body?.cancel();
    }
    assert.equal(refused?.status, 429);
    assert.match(((await refused!.json()) as { message: string }).message, /导出过多/);
    stalled.forEach((socket) => socket.destroy());
    await new Promise((resolve) => setTimeout(resolve, 200));
    const whole = await fetch(url);
    assert.equal(whole.status, 200);
    assert.equal((await whole.text()).length, 200 * 65_536);
  } finally {
    stalled.forEach((socket) => socket.destroy());
    await new Promise((resolve) => server.close(resolve));
  }
});
