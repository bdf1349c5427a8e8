import { expect, test } from '@playwright/test';
import { startExtraConsole } from '../support/extra-console';
import { sealCookie } from '../support/session';
import { figure } from './support/figures';
import { SEC } from './env.mjs';
import { leaks, rawRequest } from './support/raw';
import { startRecorder } from './support/recorder';

const FRAGMENTS = [
  '..',
  '%2e%2e',
  '.%2e',
  '%2e.',
  '%2E%2E',
  '%252e%252e',
  '..%2f',
  '..%2F',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '..%5c',
  '\\..\\',
  '%00',
  '%0a',
  '%0d%0a',
  '%c0%ae%c0%ae',
  '%c0%af',
  '%e0%80%ae',
  ';',
  '..;',
  ';jsessionid=x',
  '//',
  '///',
  '%2f%2f',
  'http://evil.example',
  'http:%2f%2fevil.example',
  '@evil.example',
  '%40evil.example',
  '%',
  '%zz',
  '%2',
  '%g0',
  '~',
  '.',
  './',
  '%2e',
  '..%00',
  '%u002e',
  '%252f',
  '%25',
  '+',
  ' ',
  '%20',
  '\t',
  '#',
  '?',
  'a'.repeat(10_240),
  '😀',
  '%f0%9f%98%80',
];
const HOSTS_INSIDE = ['user/front/info', 'menu/all', 'jwt/token', 'user', 'x'];

function generate(): string[] {
  const out = new Set<string>();
  for (const prefix of ['/api/admin/', '/api/auth/']) {
    for (const f of FRAGMENTS) {
      for (const tail of HOSTS_INSIDE) {
        out.add(`${prefix}${f}/${tail}`);
        out.add(`${prefix}${tail}/${f}`);
        out.add(`${prefix}${f}/${f}/${tail}`);
        out.add(`${prefix}${tail}/${f}/auth/jwt/token?x=${f}`);
        out.add(`${prefix}${tail}?${f}=${f}`);
      }
      out.add(`${prefix}${f}`);
      out.add(`http://evil.example${prefix}${f}/x`);
    }
  }
  // the request line itself must stay one line: raw CR/LF/space would only split it
  return [...out].map((p) => p.replace(/[\r\n ]/g, '%20')).map((p) => p.replace(/\t/g, '%09'));
}

test('proxy fuzz: generated paths never leave the allowed prefixes, never 5xx, never leak', async () => {
  test.setTimeout(600_000);
  const recorder = await startRecorder();
  const port = SEC.extra(0);
  const consoleProc = await startExtraConsole(port, { BACKEND_URL: recorder.url });
  try {
    const cookie = await sealCookie({
      token: 'fuzz.header.sig',
      userId: '1',
      username: 'fuzz',
      name: 'fuzz',
      exp: Math.floor(Date.now() / 1000) + 3600,
      method: 'password',
    });
    const paths = generate();
    expect(paths.length).toBeGreaterThanOrEqual(2000);
    let bad5xx = 0;
    let leaked = 0;
    const problems: string[] = [];
    for (const path of paths) {
      for (const method of ['GET', 'POST']) {
        const reply = await rawRequest(port, {
          method,
          path,
          headers: [
            `Cookie: console-session-${port}=${cookie}`,
            `Origin: http://localhost:${port}`,
            'Content-Type: application/json',
          ],
          body: method === 'POST' ? '{}' : undefined,
        });
        if (reply.status >= 500 && reply.status !== 502 && reply.status !== 504) {
          bad5xx++;
          problems.push(`${method} ${path.slice(0, 120)} → ${reply.status}`);
        }
        const leak = leaks(reply, [`127.0.0.1:${recorder.port}`, recorder.url]);
        if (leak) {
          leaked++;
          problems.push(`${method} ${path.slice(0, 120)} → ${leak}`);
        }
      }
    }
    const outside = recorder.requests.filter((r) => {
      if (!/^\/api\/(admin|auth)\//.test(r.url)) return true;
      const path = r.url.split('?')[0];
      return path.split('/').some((seg) => {
        let d: string;
        try {
          d = decodeURIComponent(seg);
        } catch {
          return true;
        }
        return d === '..' || d === '.' || /[\\/\u0000]|%/.test(d);
      });
    });
    figure('proxy-fuzz', {
      requests: paths.length * 2,
      upstream: recorder.requests.length,
      outsidePrefixes: outside.length,
      responses5xx: bad5xx,
      leaks: leaked,
    });
    expect(problems.slice(0, 20)).toEqual([]);
    expect(outside.map((r) => r.url).slice(0, 20)).toEqual([]);
  } finally {
    await consoleProc.stop();
    await recorder.close();
  }
});
