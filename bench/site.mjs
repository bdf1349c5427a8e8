#!/usr/bin/env node
// Figure 8 — the simulated site at scale (DOMAIN.md §6): a first start with 30 days of history (the
// API must answer within 10 s while the history is back-filled, the back-fill done within 90 s), then
// server-paged lists over the largest fact table (p95 within 150 ms for lists over 50 000 rows),
// each against the reference backend's floor measured in the same run (`/health`, no database).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { backendToken, DATA, fmt, options, percentile, runFacts, spread, startProcess, stopAll, table, writeResult } from './lib/common.mjs';

const PORT = 4070;
const BASE = `http://127.0.0.1:${PORT}`;
const opts = options();
const facts = runFacts();
const days = opts.quick ? 7 : 30;
const requests = opts.quick ? 60 : 300;

async function timed(url, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.json();
  return { ms: performance.now() - started, body };
}

async function firstStart() {
  const dataDir = join(DATA, 'site-db');
  rmSync(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const child = await startProcess('site-backend', process.execPath, [join(import.meta.dirname, '../backend/dist/main.js')], {
    port: PORT,
    env: {
      BACKEND_PORT: String(PORT),
      BACKEND_HOST: '127.0.0.1',
      BACKEND_DATA_DIR: dataDir,
      SIM_SEED: '1',
      SIM_NOW: '2026-03-15T10:00:00+08:00',
      SIM_SPEED: '0',
      SIM_HISTORY_DAYS: String(days),
    },
  });
  const token = await backendToken(BASE);
  const headers = { authorization: token };
  let apiSeconds = NaN;
  for (;;) {
    const { body } = await timed(`${BASE}/api/sbgl/device/page?limit=5`, headers);
    if (body.status === 200 && body.data.total > 0) {
      apiSeconds = (performance.now() - started) / 1000;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  let backfillSeconds = NaN;
  for (;;) {
    const { body } = await timed(`${BASE}/api/site/sim/status`, headers);
    const { doneDays, totalDays } = body.data.backfill;
    if (totalDays > 0 && doneDays === totalDays) {
      backfillSeconds = (performance.now() - started) / 1000;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, headers, apiSeconds, backfillSeconds };
}

/** p95 of `requests` reads of `paths` (cycled), after a short warm-up. */
async function latency(paths, headers) {
  for (const path of paths.slice(0, 5)) await timed(`${BASE}${path}`, headers);
  const samples = [];
  for (let i = 0; i < requests; i++) samples.push((await timed(`${BASE}${paths[i % paths.length]}`, headers)).ms);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), samples };
}

console.log(`Site at scale — ${opts.runs} run(s), ${days} days of history${opts.quick ? ' (quick)' : ''}`);
try {
  const runs = [];
  for (let run = 0; run < opts.runs; run++) {
    const { child, headers, apiSeconds, backfillSeconds } = await firstStart();
    const total = (await timed(`${BASE}/api/znys/deviceState/page?limit=1`, headers)).body.data.total;
    const pages = Math.max(1, Math.floor(total / 20));
    const paths = [];
    for (let i = 0; i < 20; i++) {
      const page = 1 + Math.floor((((i * 7919) % 997) / 997) * Math.min(pages, 500));
      paths.push(`/api/znys/deviceState/page?page=${page}&limit=20`);
      paths.push(`/api/znys/deviceState/page?page=${page}&limit=20&sort=deviceCode&order=asc`);
      paths.push(`/api/znys/deviceState/page?limit=20&start=2026-03-0${1 + (i % 9)}&end=2026-03-1${i % 5}`);
    }
    const list = await latency(paths, headers);
    const floor = await latency(['/health'], {});
    runs.push({ apiSeconds, backfillSeconds, rows: total, listP50: list.p50, listP95: list.p95, floorP95: floor.p95 });
    console.log(
      `run ${run + 1}: API after ${apiSeconds.toFixed(1)} s, back-fill ${backfillSeconds.toFixed(1)} s, ${total} rows, list p95 ${list.p95.toFixed(1)} ms (floor ${floor.p95.toFixed(1)} ms)`,
    );
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  const s = (key) => spread(runs.map((r) => r[key]));
  const ratio = (key, target) => (s(key).median / target).toFixed(2);
  table('Site at scale (min / median / max over the runs; ratio = median ÷ target)', [
    { figure: 'API answers after a first start (s)', measured: fmt(s('apiSeconds')), target: '10', ratio: ratio('apiSeconds', 10) },
    {
      figure: `history back-filled, ${days} days (s)`,
      measured: fmt(s('backfillSeconds')),
      target: days === 30 ? '90' : '',
      ratio: days === 30 ? ratio('backfillSeconds', 90) : '',
    },
    { figure: 'state samples in the list (rows)', measured: fmt(s('rows'), 0), target: '> 50 000', ratio: '' },
    { figure: 'list page p95 (ms)', measured: fmt(s('listP95')), target: '150', ratio: ratio('listP95', 150) },
    { figure: 'floor: /health p95 (ms)', measured: fmt(s('floorP95')), target: '', ratio: `list ÷ floor ${(s('listP95').median / s('floorP95').median).toFixed(1)}×` },
  ]);
  writeResult('site', facts, { days, requests, runs });
} finally {
  await stopAll();
}
