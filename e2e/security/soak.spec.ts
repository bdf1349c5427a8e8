import { readFileSync } from 'node:fs';
import { expect, request, test } from '@playwright/test';
import { startExtraConsole } from '../support/extra-console';
import { figure, FULL } from './support/figures';
import { SEC } from './env.mjs';

const CLIENTS = 50;
const DURATION_MS = FULL ? 5 * 60_000 : 30_000;
const WARMUP_MS = FULL ? 60_000 : 10_000;
const HEAP_MB = 256;

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

const SOAK_TITLE =
  `soak: ${CLIENTS} signed-in clients browse and call the API; 0 errors` +
  `${FULL ? ', memory growth under 10 % after warm-up' : ''}`;

test(SOAK_TITLE, async () => {
  test.setTimeout(DURATION_MS + 180_000);
  const port = SEC.extra(7);
  // A bounded heap, as README ("Deploying") advises: unbounded, V8 on a large machine lets the heap
  // grow lazily under load without retaining anything (docs/benchmarks.md, memory), which would hide
  // a leak. Bounded, a leak still shows, as growth and then as errors when the cap is reached.
  const server = await startExtraConsole(port, {
    BACKEND_URL: SEC.backendURL,
    NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}`,
  });
  try {
    const base = `http://localhost:${port}`;
    const users = ['admin', 'test', 'mh'] as const;
    // people sign in one after another, not 50 in the same millisecond (bcrypt is deliberately slow)
    const clients = [];
    for (let i = 0; i < CLIENTS; i++) {
      const api = await request.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
      const u = users[i % users.length];
      const r = await api.post('/api/auth/jwt/token', { data: { username: u, password: u } });
      expect((await r.json()).status).toBe(200);
      clients.push(api);
    }
    const started = Date.now();
    let requests = 0;
    let errors = 0;
    const reasons = new Map<string, number>();
    const fail = (reason: string) => {
      errors++;
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    };
    const samples: number[] = [];
    const sampler = setInterval(() => {
      const elapsed = Date.now() - started;
      const rss = rssMb(server.pid);
      if (elapsed >= WARMUP_MS) samples.push(rss);
    }, 1000);
    const paths = [
      '/dashboard',
      '/api/admin/user/front/info',
      '/api/admin/user/front/menus',
      '/sysManager/sysStabilityManager',
      // every user's own read of the menus (the administration's /menu/all needs its menu)
      '/api/admin/user/front/menu/all',
    ];
    await Promise.all(
      clients.map(async (api, i) => {
        let n = i;
        while (Date.now() - started < DURATION_MS) {
          const path = paths[n++ % paths.length];
          const r = await api
            .get(path, { maxRedirects: 0 })
            .catch((e: Error) => `${path}: ${e.message.split('\n')[0]}`);
          requests++;
          if (typeof r === 'string') fail(r);
          else if (r.status() >= 400) fail(`${path}: ${r.status()}`);
        }
      }),
    );
    clearInterval(sampler);
    // RSS saw-tooths with each garbage collection: compare like with like, the median of the first
    // 30 one-second samples after warm-up with the median of the last 30.
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const window = Math.min(30, Math.floor(samples.length / 2));
    const baseline = median(samples.slice(0, window));
    const end = median(samples.slice(-window));
    const growth = baseline ? (100 * (end - baseline)) / baseline : 0;
    figure('soak', {
      clients: CLIENTS,
      seconds: DURATION_MS / 1000,
      heapCapMb: HEAP_MB,
      requests,
      errors,
      rssAfterWarmupMb: baseline.toFixed(1),
      rssEndMb: end.toFixed(1),
      growthPct: growth.toFixed(1),
    });
    // which request failed and how, so a failure says what to look at
    expect(Object.fromEntries(reasons)).toEqual({});
    expect(errors).toBe(0);
    // A 30 s quick run is still warming up (JIT, caches): its memory figure is printed, not judged.
    if (FULL) expect(growth).toBeLessThan(10);
    await Promise.all(clients.map((c) => c.dispose()));
  } finally {
    await server.stop();
  }
});
