import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { callUpstream, readUpstream } from './upstream';

const live = (url: string, headers: Headers, signal: AbortSignal) =>
  callUpstream(url, { method: 'GET', headers, signal, stream: true }).then((reply) => ({
    ...reply,
    body: reply.body!,
  }));

type Platform = { url: string; opened: http.ServerResponse[]; closed: () => number; stop: () => Promise<void> };

/** A stand-in platform that answers every read with an open event stream and counts the streams it lost. */
async function platform(): Promise<Platform> {
  const opened: http.ServerResponse[] = [];
  let closed = 0;
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'x-seen-auth': String(req.headers.authorization) });
    res.write('event: ready\ndata: {}\n\n');
    res.on('close', () => (closed += 1));
    opened.push(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/live/stream?topics=sim`,
    opened,
    closed: () => closed,
    stop: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

async function readText(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const { value } = await reader.read();
  return Buffer.from(value ?? []).toString('utf8');
}

describe('the live stream over node:http', () => {
  let site: Platform;
  beforeEach(async () => (site = await platform()));
  afterEach(() => site.stop());

  test('passes the head and each event on as it comes, with the headers it was given', async () => {
    const reply = await live(
      site.url,
      new Headers({ authorization: 'token-1', accept: 'text/event-stream' }),
      new AbortController().signal,
    );
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/event-stream');
    expect(reply.headers.get('x-seen-auth')).toBe('token-1');
    const reader = reply.body.getReader();
    expect(await readText(reader)).toBe('event: ready\ndata: {}\n\n');
    site.opened[0].write('event: pulse\ndata: 1\n\n');
    expect(await readText(reader)).toBe('event: pulse\ndata: 1\n\n');
    await reader.cancel();
  });

  test('a reader that goes away closes the platform’s stream', async () => {
    const reply = await live(site.url, new Headers(), new AbortController().signal);
    const reader = reply.body.getReader();
    await readText(reader);
    await reader.cancel();
    await until(() => site.closed() === 1);
    // What the socket still delivers after the cancel goes nowhere, and throws nothing.
    site.opened[0].write('late\n\n');
  });

  test('an abort (the browser gone, the head’s time-out) closes the platform’s stream', async () => {
    const controller = new AbortController();
    const reply = await live(site.url, new Headers(), controller.signal);
    const reader = reply.body.getReader();
    await readText(reader);
    controller.abort();
    await until(() => site.closed() === 1);
    expect((await reader.read()).done).toBe(true);
  });

  test('a stream the platform cuts ends cleanly for the page, which reconnects', async () => {
    const reply = await live(site.url, new Headers(), new AbortController().signal);
    const reader = reply.body.getReader();
    await readText(reader);
    site.opened[0].socket?.destroy();
    expect((await reader.read()).done).toBe(true);
  });

  test('a reader that stops reading stops the read from the platform', async () => {
    const reply = await live(site.url, new Headers(), new AbortController().signal);
    const reader = reply.body.getReader();
    await readText(reader);
    // The platform writes as fast as its socket drains, for a second: with nobody reading, the console takes a
    // bounded amount (the stream's queue and the sockets' buffers), then stops reading. Unbounded, 64 MiB pass.
    const res = site.opened[0];
    const event = Buffer.from(`data: ${'x'.repeat(65_536)}\n\n`);
    const deadline = Date.now() + 1000;
    let written = 0;
    while (Date.now() < deadline && written < 64 * 2 ** 20) {
      written += event.length;
      if (!res.write(event))
        await Promise.race([
          new Promise((r) => res.once('drain', r)),
          new Promise((r) => setTimeout(r, deadline - Date.now())),
        ]);
    }
    expect(written).toBeLessThan(32 * 2 ** 20);
    await reader.cancel();
  });

  test('a platform that refuses the connection rejects, as fetch does', async () => {
    const url = site.url;
    await site.stop();
    site = await platform();
    await expect(live(url.replace(/:\d+\//, ':1/'), new Headers(), new AbortController().signal)).rejects.toThrow();
  });
});

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, call: number) => void;

/** A stand-in platform for ordinary calls; counts the connections it was sent them on. */
async function answering(
  handler: Handler,
): Promise<{ url: string; connections: () => number; stop: () => Promise<void> }> {
  let calls = 0;
  let connections = 0;
  const server = http.createServer((req, res) => handler(req, res, ++calls));
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/admin/user/front/info`,
    connections: () => connections,
    stop: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

const text = async (body: ReadableStream<Uint8Array> | null) => (body ? await new Response(body).text() : null);
const call = (method: string, body?: Uint8Array) => ({
  method,
  headers: new Headers({ authorization: 'token-1' }),
  body,
  signal: new AbortController().signal,
});

describe('ordinary calls over node:http', () => {
  test('a read passes the status, the head and the body, and the next one reuses the connection', async () => {
    const site = await answering((req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'x-seen-auth': String(req.headers.authorization),
        'x-seen-encoding': String(req.headers['accept-encoding']),
      });
      res.end('{"status":200}');
    });
    try {
      for (let i = 0; i < 2; i++) {
        const reply = await callUpstream(site.url, call('GET'));
        expect(reply.status).toBe(200);
        expect(reply.headers.get('x-seen-auth')).toBe('token-1');
        // No compression is asked for: the body passes with the length the platform gave.
        expect(reply.headers.get('x-seen-encoding')).toBe('undefined');
        expect(await text(reply.body)).toBe('{"status":200}');
      }
      expect(site.connections()).toBe(1);
    } finally {
      await site.stop();
    }
  });

  test('a write sends its body with its length; a reply without a body has none', async () => {
    const site = await answering((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.method === 'DELETE') return res.writeHead(204).end();
        res.writeHead(200, { 'x-length': String(req.headers['content-length']) });
        res.end(`${req.method} ${Buffer.concat(chunks).toString('utf8')}`);
      });
    });
    try {
      const written = await callUpstream(site.url, call('POST', new TextEncoder().encode('{"name":"张三"}')));
      expect(written.headers.get('x-length')).toBe('17');
      expect(await text(written.body)).toBe('POST {"name":"张三"}');
      const deleted = await callUpstream(site.url, call('DELETE'));
      expect(deleted.status).toBe(204);
      expect(deleted.body).toBeNull();
    } finally {
      await site.stop();
    }
  });

  test('a reply the platform cuts short fails for the reader rather than ending as if whole', async () => {
    const site = await answering((_req, res) => {
      res.writeHead(200, { 'content-length': '1000' });
      res.write('x'.repeat(100));
      setTimeout(() => res.socket?.destroy(), 20);
    });
    try {
      const reply = await callUpstream(site.url, call('GET'));
      await expect(text(reply.body)).rejects.toThrow();
    } finally {
      await site.stop();
    }
  });

  test(
    'a read sent down a kept connection the platform dropped ' + 'is sent again on a new one; a write is not',
    async () => {
      // The second call on the first connection finds it dropped, as when the platform's idle time-out wins the race.
      const site = await answering((req, res, n) => {
        if (n === 2 || n === 4) return req.socket.destroy();
        res.end(`answer ${n}`);
      });
      try {
        expect(await text((await callUpstream(site.url, call('GET'))).body)).toBe('answer 1');
        expect(await text((await callUpstream(site.url, call('GET'))).body)).toBe('answer 3');
        await expect(callUpstream(site.url, call('POST', new Uint8Array([1])))).rejects.toThrow();
      } finally {
        await site.stop();
      }
    },
  );
});

describe('a reply the server reads whole', () => {
  test('is its text, whatever chunks it came in, and a cut one rejects', async () => {
    const site = await answering((req, res) => {
      const bytes = Buffer.from('{"name":"张三"}');
      res.writeHead(200, { 'content-length': String(req.url?.endsWith('cut') ? 100 : bytes.length) });
      // A character split across two writes.
      res.write(bytes.subarray(0, 10));
      setTimeout(() => (req.url?.endsWith('cut') ? res.socket?.destroy() : res.end(bytes.subarray(10))), 10);
    });
    try {
      expect(await readUpstream(site.url, call('GET'))).toEqual({ status: 200, text: '{"name":"张三"}' });
      await expect(readUpstream(`${site.url}/cut`, call('GET'))).rejects.toThrow();
    } finally {
      await site.stop();
    }
  });
});
