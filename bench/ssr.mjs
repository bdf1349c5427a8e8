#!/usr/bin/env node
// Figure 3 — server rendering of a console screen (the shell with the user, permission menus and
// menu list fetched from the backend), with the backend answering at once and after 20 ms: time to
// first byte at a fixed 20 req/s, and saturation throughput. The limit: nginx serving a saved copy of
// the same HTML.
import { writeFileSync } from 'node:fs';
import { cannon, fixedRate, get } from './lib/load.mjs';
import {
  DATA,
  backendToken,
  ensureConsoleBuild,
  ensureDir,
  fmt,
  join,
  loadCatalogue,
  options,
  runFacts,
  sessionCookie,
  spread,
  startBackend,
  startConsole,
  startNginx,
  stopAll,
  stopProcess,
  table,
  writeResult,
} from './lib/common.mjs';

const PORTS = { console: 4020, backend: 4021, nginx: 4022 };
const DELAYS = [0, 20];
const GOALS = { p50Slack: 30, p99: 150 };

const opts = options();
const facts = runFacts();
const duration = opts.quick ? 3 : 10;
const satDuration = opts.quick ? 3 : 8;
console.log(`Server rendering — ${opts.runs} run(s) of ${duration} s at 20 req/s per backend delay${opts.quick ? ' (quick)' : ''}`);
try {
  ensureConsoleBuild();
  const { home } = await loadCatalogue();
  const backendUrl = `http://127.0.0.1:${PORTS.backend}`;
  const www = ensureDir(join(DATA, 'ssr-www'));
  await startNginx(
    'nginx-ssr',
    `server {
    listen 127.0.0.1:${PORTS.nginx};
    location / { root ${www}; default_type "text/html; charset=utf-8"; try_files /page.html =404; }
  }`,
    PORTS.nginx,
  );
  let console_ = null;
  const phases = {};
  for (const delay of DELAYS) {
    const backend = await startBackend({ port: PORTS.backend, delayMs: delay, name: `backend-ssr-${delay}` });
    console_ ??= await startConsole({ port: PORTS.console, backendUrl });
    const cookie = await sessionCookie(await backendToken(backendUrl), PORTS.console);
    const pageUrl = `http://127.0.0.1:${PORTS.console}${home}`;
    const headers = { cookie: cookie.header };
    const page = await get(pageUrl, headers);
    const html = page.body.toString('utf8');
    if (page.status !== 200 || !html.includes('data-testid="sidebar-toggle"')) throw new Error(`${home}: ${page.status}, no console shell in the page`);
    writeFileSync(join(www, 'page.html'), page.body);
    const saved = `http://127.0.0.1:${PORTS.nginx}/`;
    const runs = { console: [], nginx: [], satConsole: [], satNginx: [] };
    for (let run = 0; run < opts.runs; run++) {
      await fixedRate({ url: pageUrl, headers, rate: 20, duration: 1 }); // warm-up
      runs.console.push(await fixedRate({ url: pageUrl, headers, rate: 20, duration }));
      runs.nginx.push(await fixedRate({ url: saved, rate: 20, duration }));
      runs.satConsole.push(await cannon({ url: pageUrl, headers, connections: 10, duration: satDuration }));
      runs.satNginx.push(await cannon({ url: saved, connections: 10, duration: satDuration }));
      const c = runs.console.at(-1);
      console.log(
        `  delay ${delay} ms, run ${run + 1}: TTFB p50 ${c.ttfbP50.toFixed(1)} p99 ${c.ttfbP99.toFixed(1)} ms (nginx ${runs.nginx.at(-1).ttfbP50.toFixed(2)} / ${runs.nginx.at(-1).ttfbP99.toFixed(2)}); ` +
          `saturation ${Math.round(runs.satConsole.at(-1).rps)} req/s (nginx ${Math.round(runs.satNginx.at(-1).rps)}), errors ${c.errors}`,
      );
    }
    const p50 = spread(runs.console.map((r) => r.ttfbP50));
    const p99 = spread(runs.console.map((r) => r.ttfbP99));
    phases[delay] = {
      htmlBytes: page.body.length,
      ttfbP50: p50,
      ttfbP99: p99,
      totalP50: spread(runs.console.map((r) => r.totalP50)),
      nginxTtfbP50: spread(runs.nginx.map((r) => r.ttfbP50)),
      nginxTtfbP99: spread(runs.nginx.map((r) => r.ttfbP99)),
      ratioP50: spread(runs.console.map((r, i) => r.ttfbP50 / runs.nginx[i].ttfbP50)),
      saturationRps: spread(runs.satConsole.map((r) => r.rps)),
      nginxSaturationRps: spread(runs.satNginx.map((r) => r.rps)),
      saturationRatio: spread(runs.satConsole.map((r, i) => r.rps / runs.satNginx[i].rps)),
      errors: runs.console.reduce((s, r) => s + r.errors, 0) + runs.satConsole.reduce((s, r) => s + r.errors, 0),
      goals: {
        p50: { goal: `≤ ${delay + GOALS.p50Slack} ms`, met: p50.median <= delay + GOALS.p50Slack },
        p99: { goal: `≤ ${GOALS.p99} ms`, met: p99.median <= GOALS.p99 },
      },
      raw: runs,
    };
    await stopProcess(backend);
  }
  table(
    `Server rendering of ${home} (ms / req/s, min / median / max)`,
    DELAYS.map((d) => ({
      'backend delay': `${d} ms`,
      'TTFB p50': fmt(phases[d].ttfbP50),
      'TTFB p99': fmt(phases[d].ttfbP99),
      'nginx p50 (limit)': fmt(phases[d].nginxTtfbP50, 2),
      'nginx p99': fmt(phases[d].nginxTtfbP99, 2),
      'saturation req/s': fmt(phases[d].saturationRps, 0),
      'nginx req/s': fmt(phases[d].nginxSaturationRps, 0),
      'p50 goal': `${phases[d].goals.p50.goal} ${phases[d].goals.p50.met ? 'met' : 'NOT met'}`,
      'p99 goal': `${phases[d].goals.p99.goal} ${phases[d].goals.p99.met ? 'met' : 'NOT met'}`,
    })),
  );
  writeResult('ssr', facts, { options: { ...opts, duration, satDuration, rate: 20, page: home }, phases });
} finally {
  await stopAll();
}
