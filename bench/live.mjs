#!/usr/bin/env node
// Figure 11 — the live channel through the BFF under load: `clients` event-stream clients on one console
// instance (4 per sign-in), while the reference backend publishes `rate` probe events a second on `sim` through
// its pulse hook, each carrying the wall time it was sent at. Delivery delay =
// arrival at the client − sentAt (one machine, one clock; the clients share this process, whose own
// event-loop delay is reported beside). Console RSS idle, with the streams open
// and while they stream; streams that end. Each window of `seconds` is one run; the streams stay open
// across the windows, so "dropped" covers the whole time.
// The site runs meanwhile at SIM_SPEED=1 from a working morning (seed 1), and every stream follows every topic a
// page shows (the seeded operators are granted every menu for it): the clients also carry the site's own traffic,
// whose bytes per client and second are reported.
// Then a client that stops reading while 16 KiB events flow to it alone at 100/s: the console's RSS must
// not follow, and the backend drops the stream once 4 MiB wait for it (backend/src/live/hub.ts).
import { rmSync } from 'node:fs';
import { topicMenus } from '../packages/contract/dist/modules.js';
import { SIM_TEST_ENV } from '../e2e/support/sim-env.mjs';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  backendToken,
  DATA,
  ensureConsoleBuild,
  USERS,
  fmt,
  join,
  numberOption,
  options,
  percentile,
  round,
  rssMB,
  runFacts,
  sessionCookie,
  spread,
  startBackend,
  startConsole,
  stopAll,
  table,
  writeResult,
} from './lib/common.mjs';

const PORTS = { console: 4090, backend: 4091 };
const GOALS = { p99Ms: 100, rssAddedMB: 150, dropped: 0, siteKBps: 10 };
/** The topic the slow reader below has to itself (the cameras' status: rare on the site). */
const SLOW_TOPIC = 'spjk.status';
/** Every topic a page follows, and what the shell adds (the notification centre's alarms, the site clock). */
const TOPICS = [...new Set(['sim', 'alarm', ...Object.keys(topicMenus())])].filter((t) => t !== SLOW_TOPIC).join(',');
/** Streams per sign-in here (the platform allows 8 per user): each sign-in is its own seeded user. */
const STREAMS_PER_TOKEN = 4;

const opts = options();
const facts = runFacts();
// `--clients N` and `--seconds S` try a variant of the code at full load without the full run's five minutes.
const clients = numberOption('--clients') ?? (opts.quick ? 100 : 1000);
// Probes a second on each stream, beside the site's own events (≈ 8 a second at 10:00 on the seeded site): the delay
// is measured on them; `--rate` loads the channel further.
const rate = numberOption('--rate') ?? 2;
const seconds = numberOption('--seconds') ?? (opts.quick ? 10 : 60);
// `--direct`: the same clients on the backend itself, with no console between (the delay's floor at this load).
const direct = process.argv.includes('--direct');
const slowSeconds = opts.quick ? 8 : 30;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * One event-stream client: counts the pulses it gets and their delays, and the bytes of the site's own events
 * (`siteBytes`, every event that is not a pulse); `pause` stops reading.
 */
function openStream(port, credentials, topics, onPulse) {
  return new Promise((resolve, reject) => {
    const state = { ended: false, ready: false, res: null, siteBytes: 0, siteEvents: 0, accepted: [] };
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/live/stream?topics=${topics}`,
        headers: { ...credentials, accept: 'text/event-stream' },
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return reject(new Error(`stream: HTTP ${res.statusCode}`));
        }
        state.res = res;
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          const at = Date.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!state.ready && block.includes('event: ready')) {
              state.ready = true;
              state.accepted = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}').accepted ?? [];
              resolve(state);
            }
            const data = block.includes('"pulse"') ? /^data: (.*)$/m.exec(block)?.[1] : undefined;
            if (data) onPulse(at - JSON.parse(data).sentAt);
            else if (/^event: /m.test(block)) {
              state.siteBytes += Buffer.byteLength(block) + 2;
              state.siteEvents++;
            }
          }
        });
        res.on('close', () => (state.ended = true));
        res.on('error', () => (state.ended = true));
      },
    );
    req.on('error', (error) => (state.res ? (state.ended = true) : reject(error)));
    state.destroy = () => req.destroy();
  });
}

async function backendCall(path, body) {
  const response = await fetch(`http://127.0.0.1:${PORTS.backend}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()).data;
}

console.log(
  `Live channel — ${clients} clients, ${rate} events/s each, ${opts.runs} window(s) of ${seconds} s` +
    `${opts.quick ? ' (quick)' : ''}`,
);
try {
  ensureConsoleBuild();
  const backendUrl = `http://127.0.0.1:${PORTS.backend}`;
  const users = Math.ceil(clients / STREAMS_PER_TOKEN) + 1;
  // A data folder of its own, seeded afresh: the bulk users are made on a first seed only, and the benchmarks'
  // shared database may have been seeded without them.
  const dataDir = join(DATA, 'live-db');
  rmSync(dataDir, { recursive: true, force: true });
  await startBackend({
    port: PORTS.backend,
    env: {
      BACKEND_TEST_HOOKS: '1',
      SEED_BULK_USERS: String(users),
      BACKEND_DATA_DIR: dataDir,
      ...SIM_TEST_ENV,
      SIM_ENABLED: '1',
      SIM_SPEED: '1',
      SIM_HISTORY_DAYS: '0',
    },
  });
  // The morning's facts written (from midnight to the start), the clock running from then on.
  for (let state; !(state = await backendCall('/__test/sim/state')) || state.pending.length > 0;) await sleep(250);
  // The seeded operators (the bulk users' role) may hear every topic.
  const adminToken = await backendToken(backendUrl);
  const adminCall = async (method, path) =>
    (await fetch(`${backendUrl}${path}`, { method, headers: { authorization: adminToken } })).json();
  const operatorRole = (await adminCall('GET', '/api/admin/group/all')).find((g) => g.code === 'operatorRole');
  const menuIds = (await adminCall('GET', '/api/admin/menu/all')).map((m) => m.id).join(',');
  const granted = await adminCall('PUT', `/api/admin/group/${operatorRole.id}/authority/menu?menuTrees=${menuIds}`);
  if (granted.status !== 200) throw new Error(`granting the operators every menu: ${JSON.stringify(granted)}`);
  const server = await startConsole({ port: PORTS.console, backendUrl });
  await sleep(2000);
  const rssIdle = rssMB(server.pid);

  // Sign-ins, a few at a time: 4 streams each.
  // What a client sends: the console's session cookie, or (direct) the platform's token.
  let signedIn = 0;
  // bulk00001…: the seed's bulk users, whose password is the test user's; the slow reader is the administrator
  const credentialsFor = async (admin = false) => {
    const token = admin
      ? await backendToken(backendUrl)
      : await backendToken(backendUrl, `bulk${String(++signedIn).padStart(5, '0')}`, USERS.test);
    return direct ? { authorization: token } : { cookie: (await sessionCookie(token, PORTS.console)).header };
  };
  const target = direct ? PORTS.backend : PORTS.console;
  const cookies = [];
  for (let i = 0; i < Math.ceil(clients / STREAMS_PER_TOKEN); i += 4) {
    const batch = Math.min(4, Math.ceil(clients / STREAMS_PER_TOKEN) - i);
    cookies.push(...(await Promise.all(Array.from({ length: batch }, () => credentialsFor()))));
  }
  let delays = [];
  const streams = [];
  const opening = Date.now();
  for (let i = 0; i < clients; i += 50) {
    const batch = Array.from({ length: Math.min(50, clients - i) }, (_, j) =>
      openStream(target, cookies[Math.floor((i + j) / STREAMS_PER_TOKEN)], TOPICS, (ms) => delays.push(ms)),
    );
    streams.push(...(await Promise.all(batch)));
  }
  const openSeconds = (Date.now() - opening) / 1000;
  const backendStreams = await backendCall('/__test/live/streams');
  await sleep(1000);
  const rssOpen = rssMB(server.pid);
  const topicCount = TOPICS.split(',').length;
  const refused = streams.filter((s) => s.accepted.length !== topicCount).length;
  console.log(
    `${streams.length} streams open in ${round(openSeconds, 1)} s (backend counts ${backendStreams}), each on ` +
      `${topicCount} topics (${refused} refused some); console RSS ${round(rssIdle)} MB idle, ${round(rssOpen)} MB ` +
      'with them',
  );

  const loop = monitorEventLoopDelay({ resolution: 10 });
  const runs = [];
  for (let run = 0; run < opts.runs; run++) {
    delays = [];
    for (const stream of streams) stream.siteBytes = stream.siteEvents = 0;
    const windowStarted = Date.now();
    loop.reset();
    loop.enable();
    let rssMax = 0;
    const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssMB(server.pid))), 500);
    await backendCall('/__test/live/pulse', { topic: 'sim', perSecond: rate, seconds });
    await sleep(seconds * 1000 + 1500);
    clearInterval(sampler);
    loop.disable();
    const expected = clients * rate * seconds;
    const elapsed = (Date.now() - windowStarted) / 1000;
    const siteKBps = streams.map((s) => s.siteBytes / 1024 / elapsed);
    const r = {
      siteKBpsMean: siteKBps.reduce((a, b) => a + b, 0) / siteKBps.length,
      siteKBpsMax: Math.max(...siteKBps),
      siteEventsPerSecond: streams.reduce((a, s) => a + s.siteEvents, 0) / streams.length / elapsed,
      received: delays.length,
      expected,
      p50: percentile(delays, 50),
      p99: percentile(delays, 99),
      max: delays.reduce((m, d) => Math.max(m, d), -Infinity),
      rssMax,
      rssAdded: rssMax - rssIdle,
      dropped: streams.filter((s) => s.ended).length,
      clientLoopP99: loop.percentile(99) / 1e6,
    };
    runs.push(r);
    console.log(
      `window ${run + 1}: ${r.received}/${expected} events, delay p50 ${round(r.p50)} ms p99 ${round(r.p99)}` +
        ` ms max ${round(r.max)} ms; RSS max ${round(rssMax)} MB (+${round(r.rssAdded)}); dropped ${r.dropped}; ` +
        `client loop p99 ${round(r.clientLoopP99)} ms; the site's own events ${round(r.siteEventsPerSecond, 1)}/s, ` +
        `${round(r.siteKBpsMean, 2)} kB/s a client (max ${round(r.siteKBpsMax, 2)})`,
    );
  }

  // A client that stops reading: its own topic, 16 KiB events at 100/s.
  const slow = await openStream(target, await credentialsFor(true), SLOW_TOPIC, () => undefined);
  slow.res.pause();
  const before = await backendCall('/__test/live/streams');
  const rssBeforeSlow = rssMB(server.pid);
  let rssSlowMax = rssBeforeSlow;
  const sampler = setInterval(() => (rssSlowMax = Math.max(rssSlowMax, rssMB(server.pid))), 250);
  await backendCall('/__test/live/pulse', {
    topic: SLOW_TOPIC,
    perSecond: 100,
    seconds: slowSeconds,
    bytes: 16_384,
  });
  let after = before;
  const slowStarted = Date.now();
  const deadline = slowStarted + (slowSeconds + 10) * 1000;
  while (after >= before && Date.now() < deadline) {
    await sleep(500);
    after = await backendCall('/__test/live/streams');
  }
  const droppedAfter = after < before ? round((Date.now() - slowStarted) / 1000, 1) : null;
  await sleep(2000);
  clearInterval(sampler);
  const slowFigures = {
    sentMB: round((100 * slowSeconds * 16_384) / 2 ** 20, 1),
    rssBefore: rssBeforeSlow,
    rssMax: rssSlowMax,
    rssGrowth: rssSlowMax - rssBeforeSlow,
    droppedAfterSeconds: droppedAfter,
  };
  slow.destroy();
  streams.forEach((s) => s.destroy());

  const figures = {
    clients,
    rate,
    seconds,
    openSeconds,
    rssIdle,
    rssOpen,
    p50: spread(runs.map((r) => r.p50)),
    p99: spread(runs.map((r) => r.p99)),
    max: spread(runs.map((r) => r.max)),
    deliveredPct: spread(runs.map((r) => (100 * r.received) / r.expected)),
    rssAdded: spread(runs.map((r) => r.rssAdded)),
    dropped: Math.max(...runs.map((r) => r.dropped)),
    clientLoopP99: spread(runs.map((r) => r.clientLoopP99)),
    topics: TOPICS.split(',').length,
    siteKBpsMax: spread(runs.map((r) => r.siteKBpsMax)),
    siteEventsPerSecond: spread(runs.map((r) => r.siteEventsPerSecond)),
    slow: slowFigures,
  };
  table(
    `Delivery ${direct ? 'straight from the backend (--direct)' : 'through the BFF'} (min / median / max over ` +
      `the windows)`,
    [
      { figure: 'delay p50, ms', value: fmt(figures.p50) },
      { figure: 'delay p99, ms', value: fmt(figures.p99) },
      { figure: 'delay max, ms', value: fmt(figures.max) },
      { figure: 'delivered, %', value: fmt(figures.deliveredPct, 2) },
      { figure: 'console RSS added, MB', value: fmt(figures.rssAdded) },
      { figure: "the clients' own event-loop p99, ms", value: fmt(figures.clientLoopP99) },
      {
        figure: `the site's own events a client, /s (${figures.topics} topics)`,
        value: fmt(figures.siteEventsPerSecond, 1),
      },
      { figure: "the site's own bytes, busiest client, kB/s", value: fmt(figures.siteKBpsMax, 2) },
    ],
  );
  table('A client that stops reading', [
    { figure: 'sent to it, MB', value: slowFigures.sentMB },
    { figure: 'console RSS growth meanwhile, MB', value: round(slowFigures.rssGrowth) },
    { figure: 'dropped by the platform after, s', value: slowFigures.droppedAfterSeconds ?? 'not dropped' },
  ]);
  const goals = {
    p99: { goal: `≤ ${GOALS.p99Ms} ms`, value: round(figures.p99.median), met: figures.p99.median <= GOALS.p99Ms },
    rssAdded: {
      goal: `≤ ${GOALS.rssAddedMB} MB`,
      value: round(figures.rssAdded.max),
      met: figures.rssAdded.max <= GOALS.rssAddedMB,
    },
    dropped: { goal: `${GOALS.dropped}`, value: figures.dropped, met: figures.dropped === GOALS.dropped },
    siteBytes: {
      goal: `≤ ${GOALS.siteKBps} kB/s a client at SIM_SPEED=1`,
      value: round(figures.siteKBpsMax.max, 2),
      met: figures.siteKBpsMax.max <= GOALS.siteKBps,
    },
    slowBounded: {
      goal: 'dropped, RSS growth ≤ 20 MB',
      value: `${slowFigures.droppedAfterSeconds ?? 'kept'} s, +${round(slowFigures.rssGrowth)} MB`,
      met: slowFigures.droppedAfterSeconds !== null && slowFigures.rssGrowth <= 20,
    },
  };
  table(
    'Goals',
    Object.entries(goals).map(([k, g]) => ({ figure: k, value: g.value, goal: g.goal, met: g.met ? 'yes' : 'NO' })),
  );
  writeResult('live', facts, {
    options: { ...opts, clients, rate, seconds, slowSeconds },
    figures,
    goals,
    raw: { runs },
  });
  // Reports, judges nothing; a window with no event at all is a broken channel, not a slow one.
  if (runs.some((r) => r.received === 0)) process.exitCode = 1;
} finally {
  await stopAll();
}
