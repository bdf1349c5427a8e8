#!/usr/bin/env node
// Figure 3 — server rendering of a console screen (the shell with the user, permission menus and
// menu list fetched from the backend), with the backend answering at once and after 20 ms: time to
// first byte at a fixed 20 req/s, and saturation throughput. The limit: nginx serving a saved copy of
// the same HTML. The framework floor beside it: a bare Next page of the same version rendering a
// minimal MUI shell per request from the same three backend calls (bench/lib/baseline.mjs); and each
// server's CPU time per render, from /proc, which says what the load figures are made of.
import { writeFileSync } from 'node:fs';
import { ensureBaselineBuild, startBaseline } from './lib/baseline.mjs';
import { cannon, fixedRate, get } from './lib/load.mjs';
import {
  DATA,
  backendToken,
  cpuMs,
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

const PORTS = { console: 4020, backend: 4021, nginx: 4022, floor: 4023 };
const DELAYS = [0, 20];
const GOALS = { p50Slack: 30, p99: 150 };

const opts = options();
const facts = runFacts();
const duration = opts.quick ? 3 : 10;
const satDuration = opts.quick ? 3 : 8;
console.log(
  `Server rendering — ${opts.runs} run(s) of ${duration} s at 20 req/s per backend delay` +
    `${opts.quick ? ' (quick)' : ''}`,
);
try {
  ensureConsoleBuild();
  ensureBaselineBuild();
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
  let floor = null;
  const phases = {};
  for (const delay of DELAYS) {
    const backend = await startBackend({ port: PORTS.backend, delayMs: delay, name: `backend-ssr-${delay}` });
    console_ ??= await startConsole({ port: PORTS.console, backendUrl });
    floor ??= await startBaseline(PORTS.floor, { upstream: backendUrl });
    const token = await backendToken(backendUrl);
    const cookie = await sessionCookie(token, PORTS.console);
    const floorUrl = `http://127.0.0.1:${PORTS.floor}/ssr`;
    const floorHeaders = { cookie: `bench-token=${token}` };
    const floorPage = await get(floorUrl, floorHeaders);
    if (floorPage.status !== 200) throw new Error(`floor /ssr: ${floorPage.status}`);
    const pageUrl = `http://127.0.0.1:${PORTS.console}${home}`;
    const headers = { cookie: cookie.header };
    const page = await get(pageUrl, headers);
    const html = page.body.toString('utf8');
    if (page.status !== 200 || !html.includes('data-testid="sidebar-toggle"'))
      throw new Error(`${home}: ${page.status}, no console shell in the page`);
    writeFileSync(join(www, 'page.html'), page.body);
    const saved = `http://127.0.0.1:${PORTS.nginx}/`;
    const runs = {
      console: [],
      nginx: [],
      floor: [],
      satConsole: [],
      satNginx: [],
      satFloor: [],
      cpuConsole: [],
      cpuFloor: [],
    };
    /** The load at 20 req/s, with the CPU time per render of the server that answers it. */
    const measured = async (url, h, pid) => {
      const before = cpuMs(pid);
      const result = await fixedRate({ url, headers: h, rate: 20, duration });
      return { result, cpu: (cpuMs(pid) - before) / result.requests };
    };
    for (let run = 0; run < opts.runs; run++) {
      await fixedRate({ url: pageUrl, headers, rate: 20, duration: 1 }); // warm-up
      await fixedRate({ url: floorUrl, headers: floorHeaders, rate: 20, duration: 1 });
      const c = await measured(pageUrl, headers, console_.pid);
      runs.console.push(c.result);
      runs.cpuConsole.push(c.cpu);
      const f = await measured(floorUrl, floorHeaders, floor.pid);
      runs.floor.push(f.result);
      runs.cpuFloor.push(f.cpu);
      runs.nginx.push(await fixedRate({ url: saved, rate: 20, duration }));
      runs.satConsole.push(await cannon({ url: pageUrl, headers, connections: 10, duration: satDuration }));
      runs.satFloor.push(
        await cannon({ url: floorUrl, headers: floorHeaders, connections: 10, duration: satDuration }),
      );
      runs.satNginx.push(await cannon({ url: saved, connections: 10, duration: satDuration }));
      const last = runs.console.at(-1);
      console.log(
        `  delay ${delay} ms, run ${run + 1}: TTFB p50 ${last.ttfbP50.toFixed(1)} p99 ` +
          `${last.ttfbP99.toFixed(1)} ms (nginx ${runs.nginx.at(-1).ttfbP50.toFixed(2)} / ` +
          `${runs.nginx.at(-1).ttfbP99.toFixed(2)}); ` +
          (`saturation ${Math.round(runs.satConsole.at(-1).rps)} req/s (nginx ` +
            `${Math.round(runs.satNginx.at(-1).rps)}), errors ${last.errors}; `) +
          (`CPU per render ${runs.cpuConsole.at(-1).toFixed(1)} ms; floor: TTFB p50 ` +
            `${runs.floor.at(-1).ttfbP50.toFixed(1)} p99 ${runs.floor.at(-1).ttfbP99.toFixed(1)} ms, `) +
          `${Math.round(runs.satFloor.at(-1).rps)} req/s, CPU ${runs.cpuFloor.at(-1).toFixed(1)} ms`,
      );
    }
    const p50 = spread(runs.console.map((r) => r.ttfbP50));
    const p99 = spread(runs.console.map((r) => r.ttfbP99));
    phases[delay] = {
      htmlBytes: page.body.length,
      floorHtmlBytes: floorPage.body.length,
      floorTtfbP50: spread(runs.floor.map((r) => r.ttfbP50)),
      floorTtfbP99: spread(runs.floor.map((r) => r.ttfbP99)),
      floorSaturationRps: spread(runs.satFloor.map((r) => r.rps)),
      cpuPerRender: spread(runs.cpuConsole),
      floorCpuPerRender: spread(runs.cpuFloor),
      cpuRatioToFloor: spread(runs.cpuConsole.map((x, i) => x / runs.cpuFloor[i])),
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
      'floor p50 / p99': `${fmt(phases[d].floorTtfbP50)} / ${fmt(phases[d].floorTtfbP99)}`,
      'floor req/s': fmt(phases[d].floorSaturationRps, 0),
      'CPU ms/render (floor)': `${fmt(phases[d].cpuPerRender)} (${fmt(phases[d].floorCpuPerRender)})`,
      'p50 goal': `${phases[d].goals.p50.goal} ${phases[d].goals.p50.met ? 'met' : 'NOT met'}`,
      'p99 goal': `${phases[d].goals.p99.goal} ${phases[d].goals.p99.met ? 'met' : 'NOT met'}`,
    })),
  );
  writeResult('ssr', facts, { options: { ...opts, duration, satDuration, rate: 20, page: home }, phases });
} finally {
  await stopAll();
}
