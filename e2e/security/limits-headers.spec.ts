import net from 'node:net';
import { expect, test } from '@playwright/test';
import { startExtraConsole } from '../support/extra-console';
import { sealCookie } from '../support/session';
import { figure } from './support/figures';
import { SEC } from './env.mjs';
import { rawRequest } from './support/raw';
import { startRecorder } from './support/recorder';

test('limits and headers: 413 before upstream, no client-controlled header reaches it, CR/LF refused', async () => {
  const recorder = await startRecorder();
  const port = SEC.extra(4);
  const extra = await startExtraConsole(port, { BACKEND_URL: recorder.url, BODY_LIMIT_BYTES: '65536' });
  try {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const sealed = await sealCookie({
      token: 'the.session.token',
      userId: '1',
      username: 'u',
      name: 'u',
      exp,
      method: 'password',
    });
    const cookie = `Cookie: console-session-${port}=${sealed}`;
    const origin = `Origin: http://localhost:${port}`;

    // over the limit: declared, and chunked without a declared length
    const declared = await rawRequest(port, {
      method: 'POST',
      path: '/api/admin/user/add',
      headers: [cookie, origin, 'Content-Type: application/json'],
      body: 'x'.repeat(70_000),
    });
    const chunk = 'y'.repeat(40_000);
    const chunkedBody =
      `${chunk.length.toString(16)}\r\n${chunk}\r\n` + `${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`;
    // chunked, with no declared length
    const chunkedReply = await new Promise<number>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      let data = '';
      const status = () => Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      s.setEncoding('latin1');
      s.on('data', (d) => (data += d));
      s.on('close', () => resolve(status()));
      s.on('error', () => resolve(status()));
      s.write(
        `POST /api/admin/user/add HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n${cookie}\r\n` +
          `${origin}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunkedBody}`,
      );
    });
    expect(declared.status).toBe(413);
    expect(chunkedReply).toBe(413);
    expect(recorder.requests.length).toBe(0);

    // client-sent headers that must never reach the upstream
    const hostile = [
      'Authorization: Bearer forged.by.client',
      'X-Forwarded-For: 6.6.6.6',
      'X-Forwarded-Host: evil.example',
      'X-Forwarded-Proto: https',
      'X-Forwarded-Port: 1',
      'X-Real-IP: 6.6.6.6',
      'x-middleware-subrequest: middleware:middleware:middleware:middleware:middleware',
      'Proxy-Authorization: Basic eHg6eXk=',
      'TE: trailers',
      'Upgrade: websocket',
      'Keep-Alive: timeout=99',
      'X-Custom-Smuggle: 1',
      'Forwarded: for=6.6.6.6;host=evil.example',
    ];
    const reply = await rawRequest(port, {
      path: '/api/admin/user/front/info?x=1',
      headers: [cookie, 'Connection: close, X-Custom-Smuggle', ...hostile],
    });
    expect(reply.status).toBe(200);
    expect(recorder.requests).toHaveLength(1);
    const seen = recorder.requests[0].headers;
    expect(seen.authorization).toBe('the.session.token');
    expect(seen['x-forwarded-host']).toBe(`localhost:${port}`);
    expect(seen['x-forwarded-proto']).toBe('http');
    for (const name of [
      'x-forwarded-for',
      'x-forwarded-port',
      'x-real-ip',
      'x-middleware-subrequest',
      'x-middleware-prefetch',
      'proxy-authorization',
      'te',
      'upgrade',
      'keep-alive',
      'x-custom-smuggle',
      'forwarded',
      'cookie',
    ]) {
      expect(seen[name], name).toBeUndefined();
    }

    // Next answers a middleware prefetch itself with an empty object: nothing reaches the upstream
    const prefetchBefore = recorder.requests.length;
    const prefetch = await rawRequest(port, {
      path: '/api/admin/user/front/info',
      headers: [cookie, 'x-middleware-prefetch: 1'],
    });
    expect(prefetch.body.trim()).toBe('{}');
    expect(recorder.requests.length).toBe(prefetchBefore);

    // CR/LF inside header values or the request line never produce a forwarded request
    const before = recorder.requests.length;
    const crlf = await rawRequest(port, {
      path: '/api/admin/user/front/info',
      headers: [cookie, 'Accept-Language: zh\rX-Injected: 1'],
    });
    const lf = await rawRequest(port, {
      path: '/api/admin/user/front/info?a=%0d%0aX-Injected:%201',
      headers: [cookie],
    });
    expect(crlf.status).toBe(400);
    expect(recorder.requests.slice(before).every((r) => !('x-injected' in r.headers))).toBe(true);
    expect(lf.status).toBeLessThan(500);
    figure('limits-headers', { overLimitReachedUpstream: 0, hostileHeadersForwarded: 0, crlfStatus: crlf.status });
  } finally {
    await extra.stop();
    await recorder.close();
  }
});
