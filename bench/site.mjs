#!/usr/bin/env node
// The simulated site at scale: a first start with 30 days of history and the clock frozen (the API must answer
// within 10 s while the history is back-filled, the back-fill done within 90 s), then server-paged lists over
// the largest fact table (p95 within 150 ms for lists over 50 000 rows), each against the reference backend's
// floor measured in the same run (`/health`, no database). Then every paged list endpoint of the backend (its
// route tables' `GET …/page`), read in turn at 20 requests a second, evenly spaced, for `listSeconds` (p50 ≤ 30 ms
// and p99 ≤ 100 ms for each). Last, the clock running as users run it: a first start at speed 1 (the default)
// and at speed 60, each with its back-fill time, then the backend's CPU share over three windows with no client
// connected (goals: ≤ 5 % of a core at speed 1, ≤ 50 % at speed 60 with the lag under 5 s), and what one client
// listening to every topic an administrator hears receives (goal at speed 1: ≤ 10 kB/s).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  backendToken,
  cpuMs,
  DATA,
  fmt,
  options,
  percentile,
  runFacts,
  spread,
  startProcess,
  stopAll,
  table,
  writeResult,
} from './lib/common.mjs';

const PORT = 4070;
const BASE = `http://127.0.0.1:${PORT}`;
const opts = options();
const facts = runFacts();
const days = opts.quick ? 7 : 30;
const requests = opts.quick ? 60 : 300;
const listSeconds = opts.quick ? 10 : 60;
const LIST_RATE = 20;
const LIST_GOALS = { p50: 30, p99: 100 };
/** The running clock: CPU share windows (s) and the goals per speed (% of one core; lag in sim seconds). */
const cpuWindows = 3;
const cpuWindowSeconds = opts.quick ? 10 : 30;
const RUNNING_GOALS = { 1: { cpu: 5, kBps: 10 }, 60: { cpu: 50, lag: 5 } };

/**
 * Every paged list endpoint of the reference backend (its route table, from its build): a GET route ending in `/page`
 * with no path parameter.
 */
async function listEndpoints() {
  const { routeTable } = await import(join(import.meta.dirname, '../backend/dist/modules/index.js'));
  return [
    ...new Set(
      routeTable()
        .filter((route) => route.method === 'GET' && /\/page$/.test(route.path) && !route.path.includes(':'))
        .map((route) => route.path),
    ),
  ];
}

async function timed(url, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.json();
  return { ms: performance.now() - started, body };
}

/** A first start on a fresh data folder: when the API answers, and when the history is back-filled. */
async function firstStart(speed = 0) {
  const dataDir = join(DATA, 'site-db');
  rmSync(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const child = await startProcess(
    'site-backend',
    process.execPath,
    [join(import.meta.dirname, '../backend/dist/main.js')],
    {
      port: PORT,
      env: {
        BACKEND_PORT: String(PORT),
        BACKEND_HOST: '127.0.0.1',
        BACKEND_DATA_DIR: dataDir,
        SIM_SEED: '1',
        SIM_NOW: '2026-03-15T10:00:00+08:00',
        SIM_SPEED: String(speed),
        SIM_HISTORY_DAYS: String(days),
      },
    },
  );
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

/**
 * The backend's CPU share (% of one core, from /proc) in `cpuWindows` windows once the history is in, with no client
 * but this one reading the status between windows, and the simulator's lag as the status reports it.
 */
async function runningCost(speed) {
  const { child, headers, backfillSeconds } = await firstStart(speed);
  const shares = [];
  const lags = [];
  for (let w = 0; w < cpuWindows; w++) {
    const before = cpuMs(child.pid);
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, cpuWindowSeconds * 1000));
    shares.push(((cpuMs(child.pid) - before) / (performance.now() - started)) * 100);
    lags.push((await timed(`${BASE}/api/site/sim/status`, headers)).body.data.lagSeconds);
  }
  const stream = await eventRate(headers);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return { speed, backfillSeconds, cpuPercent: spread(shares), lagSeconds: Math.max(...lags), shares, lags, stream };
}

/** One client on every topic an administrator may hear, for a CPU window's length: what it receives, per second. */
async function eventRate(headers) {
  const { topicMenus } = await import('../backend/dist/live/topics.js');
  const topics = Object.keys(topicMenus);
  const response = await fetch(`${BASE}/api/live/stream?topics=${topics.join(',')}`, { headers });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = '';
  const started = performance.now();
  const timer = setTimeout(() => void reader.cancel().catch(() => undefined), cpuWindowSeconds * 1000);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // cancelled at the window's end
  } finally {
    clearTimeout(timer);
  }
  const seconds = (performance.now() - started) / 1000;
  const events = {};
  for (const [, name] of text.matchAll(/^event: (.+)$/gm)) events[name] = (events[name] ?? 0) + 1;
  return { topics: topics.length, kBps: bytes / 1024 / seconds, events };
}

/**
 * Each endpoint's first page (20 rows, as a list screen asks) once, then all of them in turn at LIST_RATE a second,
 * evenly spaced whatever the answers' times (an open loop), for listSeconds. An endpoint that refuses a read with
 * no filter (it lists the children of one parent) is reported, not timed.
 */
async function lists(endpoints, headers) {
  const timedPaths = [];
  const refused = [];
  const rows = {};
  for (const path of endpoints) {
    const { body } = await timed(`${BASE}${path}?page=1&limit=20`, headers);
    if (body?.status === 200 && Number.isFinite(body.data?.total)) {
      timedPaths.push(path);
      rows[path] = body.data.total;
    } else refused.push({ path, status: body?.status, message: body?.message });
  }
  const samples = Object.fromEntries(timedPaths.map((p) => [p, []]));
  const count = listSeconds * LIST_RATE;
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < count; i++) {
    const wait = started + (i * 1000) / LIST_RATE - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const path = timedPaths[i % timedPaths.length];
    pending.push(timed(`${BASE}${path}?page=1&limit=20`, headers).then((r) => samples[path].push(r.ms)));
  }
  await Promise.all(pending);
  const all = Object.values(samples).flat();
  return { rows, refused, samples, p50: percentile(all, 50), p99: percentile(all, 99) };
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
  const endpoints = await listEndpoints();
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
    const every = await lists(endpoints, headers);
    runs.push({
      apiSeconds,
      backfillSeconds,
      rows: total,
      listP50: list.p50,
      listP95: list.p95,
      floorP95: floor.p95,
      lists: every,
    });
    console.log(
      `run ${run + 1}: API after ${apiSeconds.toFixed(1)} s, back-fill ${backfillSeconds.toFixed(1)} s, ` +
        `${total} rows, list p95 ${list.p95.toFixed(1)} ms (floor ${floor.p95.toFixed(1)} ms); ` +
        (`${Object.keys(every.samples).length} list endpoints at ${LIST_RATE}/s: p50 ${every.p50.toFixed(1)}` +
          ` ms, p99 ${every.p99.toFixed(1)} ms (${every.refused.length} refused an unfiltered read)`),
    );
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  const s = (key) => spread(runs.map((r) => r[key]));
  const ratio = (key, target) => (s(key).median / target).toFixed(2);
  table('Site at scale (min / median / max over the runs; ratio = median ÷ target)', [
    {
      figure: 'API answers after a first start (s)',
      measured: fmt(s('apiSeconds')),
      target: '10',
      ratio: ratio('apiSeconds', 10),
    },
    {
      figure: `history back-filled, ${days} days (s)`,
      measured: fmt(s('backfillSeconds')),
      target: days === 30 ? '90' : '',
      ratio: days === 30 ? ratio('backfillSeconds', 90) : '',
    },
    { figure: 'state samples in the list (rows)', measured: fmt(s('rows'), 0), target: '> 50 000', ratio: '' },
    { figure: 'list page p95 (ms)', measured: fmt(s('listP95')), target: '150', ratio: ratio('listP95', 150) },
    {
      figure: 'floor: /health p95 (ms)',
      measured: fmt(s('floorP95')),
      target: '',
      ratio: `list ÷ floor ${(s('listP95').median / s('floorP95').median).toFixed(1)}×`,
    },
  ]);
  // Each endpoint's samples over all runs (about listSeconds × LIST_RATE ÷ endpoints per run each).
  const perEndpoint = Object.keys(runs[0].lists.samples).map((path) => {
    const samples = runs.flatMap((r) => r.lists.samples[path] ?? []);
    return {
      path,
      rows: runs.at(-1).lists.rows[path],
      n: samples.length,
      p50: percentile(samples, 50),
      p99: percentile(samples, 99),
    };
  });
  const slowest = [...perEndpoint].sort((a, b) => b.p99 - a.p99);
  const listGoals = {
    p50: { goal: `≤ ${LIST_GOALS.p50} ms for each`, met: perEndpoint.every((e) => e.p50 <= LIST_GOALS.p50) },
    p99: { goal: `≤ ${LIST_GOALS.p99} ms for each`, met: perEndpoint.every((e) => e.p99 <= LIST_GOALS.p99) },
  };
  table(
    `Every paged list endpoint at ${LIST_RATE} req/s (${perEndpoint.length} timed, ` +
      `${runs[0].lists.refused.length} refuse an unfiltered read); the ten slowest by p99`,
    [
      ...slowest.slice(0, 10).map((e) => ({
        endpoint: e.path,
        rows: e.rows,
        samples: e.n,
        'p50 ms': e.p50.toFixed(1),
        'p99 ms': e.p99.toFixed(1),
      })),
      {
        endpoint: 'all endpoints, per run: p50 / p99 (ms, median of runs)',
        rows: '',
        samples: '',
        'p50 ms': fmt(spread(runs.map((r) => r.lists.p50))),
        'p99 ms': fmt(spread(runs.map((r) => r.lists.p99))),
      },
    ],
  );
  console.log(
    `goals: p50 ${listGoals.p50.met ? 'met' : 'missed'}, p99 ${listGoals.p99.met ? 'met' : 'missed'}; refused: ` +
      `${runs[0].lists.refused.map((r) => r.path).join(', ') || 'none'}`,
  );
  const running = [];
  for (const speed of [1, 60]) {
    const r = await runningCost(speed);
    running.push(r);
    console.log(
      `speed ${speed}: back-fill ${r.backfillSeconds.toFixed(1)} s; CPU ` +
        `${r.shares.map((x) => x.toFixed(1)).join(' / ')} % of a core; lag ${r.lags.join(' / ')} s; one client on ` +
        `every topic ${r.stream.kBps.toFixed(2)} kB/s (${JSON.stringify(r.stream.events)})`,
    );
  }
  table(
    `The running clock (first start at each speed, then ${cpuWindows} windows of ${cpuWindowSeconds} s with no client)`,
    [
      ...running.flatMap((r) => [
        {
          figure: `speed ${r.speed}: history back-filled, ${days} days (s)`,
          measured: r.backfillSeconds.toFixed(1),
          target: days === 30 ? '90' : '',
          ratio: days === 30 ? (r.backfillSeconds / 90).toFixed(2) : '',
        },
        {
          figure: `speed ${r.speed}: backend CPU (% of a core, min / median / max)`,
          measured: fmt(r.cpuPercent),
          target: String(RUNNING_GOALS[r.speed].cpu),
          ratio: (r.cpuPercent.median / RUNNING_GOALS[r.speed].cpu).toFixed(2),
        },
        {
          figure: `speed ${r.speed}: one client on all ${r.stream.topics} topics (kB/s)`,
          measured: r.stream.kBps.toFixed(2),
          target: RUNNING_GOALS[r.speed].kBps ? String(RUNNING_GOALS[r.speed].kBps) : '',
          ratio: RUNNING_GOALS[r.speed].kBps ? (r.stream.kBps / RUNNING_GOALS[r.speed].kBps).toFixed(2) : '',
        },
        ...(RUNNING_GOALS[r.speed].lag
          ? [
              {
                figure: `speed ${r.speed}: largest lag seen (sim s)`,
                measured: String(r.lagSeconds),
                target: `< ${RUNNING_GOALS[r.speed].lag}`,
                ratio: '',
              },
            ]
          : []),
      ]),
    ],
  );
  writeResult('site', facts, {
    running: running.map(({ shares, lags, ...r }) => ({ ...r, shares, lags })),
    days,
    requests,
    listSeconds,
    listRate: LIST_RATE,
    runs: runs.map(({ lists: l, ...r }) => ({ ...r, lists: { p50: l.p50, p99: l.p99, refused: l.refused } })),
    lists: { perEndpoint, refused: runs[0].lists.refused, goals: listGoals },
  });
} finally {
  await stopAll();
}
