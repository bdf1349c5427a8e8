#!/usr/bin/env node
// Figure 6 — memory of one console server (RSS from /proc): idle after start, after 10 000 requests
// (19 in 20 through the BFF, 1 in 20 a server-rendered console screen), and while a 50 MB download
// streams through the BFF — read as fast as possible, and by a slow reader (a buffering proxy would
// hold the whole body). The download comes from a tiny local upstream (the reference backend has no
// such endpoint) that forwards every other path to the reference backend. Limit: the same download
// straight from that upstream. Floor: the same download through a bare Next route handler of the
// same version that returns the upstream's body (bench/lib/baseline.mjs), with its server's RSS.
import http from 'node:http';
import { ensureBaselineBuild, startBaseline } from './lib/baseline.mjs';
import { cannon } from './lib/load.mjs';
import {
  backendToken,
  ensureConsoleBuild,
  fmt,
  loadCatalogue,
  options,
  round,
  rssMB,
  runFacts,
  sessionCookie,
  spread,
  startBackend,
  startConsole,
  startNginx,
  stopAll,
  table,
  writeResult,
} from './lib/common.mjs';

const PORTS = { console: 4050, upstream: 4051, backend: 4052, nginx: 4053, floor: 4054 };
const SIZE = 50 * 1024 * 1024;
const BIG = '/api/admin/download/big';
// The fast reader's time is judged against the floor (a bare Next route handler, `timeToFloor`); the older goal
// against direct (`timeRatio`) is kept.
const GOALS = { streamAddedMB: 20, timeRatio: 1.1, timeToFloor: 1.2 };
const LINK_MBPS = 125; // a 1 Gbit/s link between the console and the gateway

/**
 * Serves 50 MB at BIG (64 KiB writes, honouring back-pressure), as fast as it can or, with
 * `?mbps=N`, paced to N MB/s (a network link rather than loopback); proxies the rest to the backend.
 */
function startUpstream() {
  const block = Buffer.alloc(64 * 1024, 0x61);
  const server = http.createServer((req, res) => {
    const [path, query] = req.url.split('?');
    if (path === BIG) {
      const mbps = Number(new URLSearchParams(query ?? '').get('mbps')) || 0;
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(SIZE) });
      let sent = 0;
      const t0 = performance.now();
      const pump = () => {
        while (sent < SIZE) {
          if (mbps) {
            const ahead = (sent / (mbps * 1e6)) * 1000 - (performance.now() - t0);
            if (ahead > 2) return setTimeout(pump, ahead);
          }
          const chunk = sent + block.length <= SIZE ? block : block.subarray(0, SIZE - sent);
          sent += chunk.length;
          if (!res.write(chunk)) return res.once('drain', pump);
        }
        res.end();
      };
      pump();
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: PORTS.backend, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  return new Promise((r) => server.listen(PORTS.upstream, '127.0.0.1', () => r(server)));
}

/** Downloads `url`; `bytesPerSecond` throttles the reader (pauses between chunks). */
function download(url, headers, { bytesPerSecond, onTick } = {}) {
  return new Promise((resolveDownload, reject) => {
    const t0 = performance.now();
    const req = http.get(url, { headers }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
        onTick?.();
        if (bytesPerSecond) {
          const due = t0 + (bytes / bytesPerSecond) * 1000;
          const wait = due - performance.now();
          if (wait > 1) {
            res.pause();
            setTimeout(() => res.resume(), wait);
          }
        }
      });
      res.on('end', () => resolveDownload({ ms: performance.now() - t0, bytes }));
    });
    req.on('error', reject);
  });
}

/** Samples the RSS of `pid` every 20 ms while `work` runs; returns the peak. */
async function peakRss(pid, work) {
  let peak = rssMB(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMB(pid));
  }, 20);
  try {
    const result = await work();
    return { peak: Math.max(peak, rssMB(pid)), result };
  } finally {
    clearInterval(timer);
  }
}

const opts = options();
const facts = runFacts();
const total = opts.quick ? 1000 : 10_000;
console.log(`Memory — ${opts.runs} run(s)${opts.quick ? ` (quick: ${total} requests)` : ''}`);
let upstream;
try {
  ensureConsoleBuild();
  ensureBaselineBuild();
  const { home } = await loadCatalogue();
  await startBackend({ port: PORTS.backend });
  upstream = await startUpstream();
  const upstreamUrl = `http://127.0.0.1:${PORTS.upstream}`;
  const floor = await startBaseline(PORTS.floor, { upstream: upstreamUrl });
  const floorBig = `http://127.0.0.1:${PORTS.floor}${BIG.replace('/api/', '/api/pass/')}`;
  // Another proxy for reference: nginx streaming the same download (proxy_buffering off).
  await startNginx(
    'nginx-memory',
    `upstream big { server 127.0.0.1:${PORTS.upstream}; keepalive 8; }
  server {
    listen 127.0.0.1:${PORTS.nginx};
    location / { proxy_pass http://big; proxy_http_version 1.1; proxy_set_header Connection ""; proxy_buffering off; }
  }`,
    PORTS.nginx,
  );
  const token = await backendToken(upstreamUrl);
  const runs = [];
  for (let run = 0; run < opts.runs; run++) {
    // A fresh server per run: idle and "after N requests" start from the same state.
    const server = await startConsole({ port: PORTS.console, backendUrl: upstreamUrl, name: `console-memory-${run}` });
    const cookie = await sessionCookie(token, PORTS.console);
    const headers = { cookie: cookie.header };
    const base = `http://127.0.0.1:${PORTS.console}`;
    await new Promise((r) => setTimeout(r, 3000));
    const idle = rssMB(server.pid);
    // 10 000 requests: 19 BFF calls to 1 page.
    const requests = [
      ...Array(19).fill({ method: 'GET', path: '/api/admin/user/front/info', headers }),
      { method: 'GET', path: home, headers },
    ];
    const load = await cannon({ url: base, requests, amount: total, connections: 10 });
    const afterLoad = rssMB(server.pid);
    await new Promise((r) => setTimeout(r, 5000));
    const afterSettle = rssMB(server.pid);
    // Downloads: direct (the limit), then through the BFF (fast reader, then a slow one).
    await download(`${upstreamUrl}${BIG}`, {}); // warm-up
    const direct = await download(`${upstreamUrl}${BIG}`, {});
    const viaNginx = await download(`http://127.0.0.1:${PORTS.nginx}${BIG}`, {});
    if (run === 0) await download(floorBig, {}); // the floor's first call loads its route
    const beforeFloor = rssMB(floor.pid);
    const viaFloor = await peakRss(floor.pid, () => download(floorBig, {}));
    // The server's first download grows its heap and pools once (the floor's first is discarded above too):
    // reported on its own, and the fast reader's figure is the next download, as the floor's is.
    const beforeFirst = rssMB(server.pid);
    const first = await peakRss(server.pid, () => download(`${base}${BIG}`, headers));
    await new Promise((r) => setTimeout(r, 1000));
    const before = rssMB(server.pid);
    const fast = await peakRss(server.pid, () => download(`${base}${BIG}`, headers));
    // Over a 1 Gbit/s link instead of loopback: the upstream paces its writes.
    const directLink = await download(`${upstreamUrl}${BIG}?mbps=${LINK_MBPS}`, {});
    const beforeLink = rssMB(server.pid);
    const link = await peakRss(server.pid, () => download(`${base}${BIG}?mbps=${LINK_MBPS}`, headers));
    await new Promise((r) => setTimeout(r, 2000));
    const beforeSlow = rssMB(server.pid);
    const slow = await peakRss(server.pid, () =>
      download(`${base}${BIG}`, headers, { bytesPerSecond: opts.quick ? 50e6 : 25e6 }),
    );
    if (fast.result.bytes !== SIZE || slow.result.bytes !== SIZE)
      throw new Error(`download truncated: ${fast.result.bytes} / ${slow.result.bytes}`);
    runs.push({
      idle,
      afterLoad,
      afterSettle,
      load: { requests: load.requests, errors: load.errors, rps: load.rps },
      directMs: direct.ms,
      nginxMs: viaNginx.ms,
      floorMs: viaFloor.result.ms,
      streamAddedFloor: viaFloor.peak - beforeFloor,
      bffMs: fast.result.ms,
      streamAddedFast: fast.peak - before,
      bffFirstMs: first.result.ms,
      streamAddedFirst: first.peak - beforeFirst,
      directLinkMs: directLink.ms,
      bffLinkMs: link.result.ms,
      streamAddedLink: link.peak - beforeLink,
      streamAddedSlow: slow.peak - beforeSlow,
      slowMs: slow.result.ms,
    });
    const r = runs.at(-1);
    console.log(
      `  run ${run + 1}: RSS idle ${r.idle.toFixed(0)} MB, after ${load.requests} requests ` +
        `${r.afterLoad.toFixed(0)} MB (settled ${r.afterSettle.toFixed(0)}), errors ${load.errors}; ` +
        (`50 MB direct ${r.directMs.toFixed(0)} ms, via nginx ${r.nginxMs.toFixed(0)} ms, via the floor ` +
          `${r.floorMs.toFixed(0)} ms (+${r.streamAddedFloor.toFixed(1)} MB), via BFF ${r.bffMs.toFixed(0)} ms (+` +
          `${r.streamAddedFast.toFixed(1)} MB; its first ${r.bffFirstMs.toFixed(0)} ms, +` +
          `${r.streamAddedFirst.toFixed(1)} MB); `) +
        (`at ${LINK_MBPS} MB/s direct ${r.directLinkMs.toFixed(0)} ms, via BFF ${r.bffLinkMs.toFixed(0)} ms (+` +
          `${r.streamAddedLink.toFixed(1)} MB); slow reader +${r.streamAddedSlow.toFixed(1)} MB`),
    );
    const { stopProcess } = await import('./lib/common.mjs');
    await stopProcess(server);
  }
  const figures = {
    idleMB: spread(runs.map((r) => r.idle)),
    afterRequestsMB: spread(runs.map((r) => r.afterLoad)),
    afterRequestsSettledMB: spread(runs.map((r) => r.afterSettle)),
    requestErrors: runs.reduce((s, r) => s + r.load.errors, 0),
    streamAddedMB: spread(runs.map((r) => Math.max(r.streamAddedFast, r.streamAddedSlow, r.streamAddedLink))),
    streamAddedFastMB: spread(runs.map((r) => r.streamAddedFast)),
    streamAddedSlowMB: spread(runs.map((r) => r.streamAddedSlow)),
    streamAddedFirstMB: spread(runs.map((r) => r.streamAddedFirst)),
    bffFirstMs: spread(runs.map((r) => r.bffFirstMs)),
    directMs: spread(runs.map((r) => r.directMs)),
    nginxMs: spread(runs.map((r) => r.nginxMs)),
    nginxRatio: spread(runs.map((r) => r.nginxMs / r.directMs)),
    floorMs: spread(runs.map((r) => r.floorMs)),
    floorRatio: spread(runs.map((r) => r.floorMs / r.directMs)),
    streamAddedFloorMB: spread(runs.map((r) => r.streamAddedFloor)),
    bffToFloor: spread(runs.map((r) => r.bffMs / r.floorMs)),
    bffMs: spread(runs.map((r) => r.bffMs)),
    timeRatio: spread(runs.map((r) => r.bffMs / r.directMs)),
    directLinkMs: spread(runs.map((r) => r.directLinkMs)),
    bffLinkMs: spread(runs.map((r) => r.bffLinkMs)),
    timeRatioLink: spread(runs.map((r) => r.bffLinkMs / r.directLinkMs)),
    streamAddedLinkMB: spread(runs.map((r) => r.streamAddedLink)),
    bffMBps: spread(runs.map((r) => SIZE / 1e6 / (r.bffMs / 1000))),
    directMBps: spread(runs.map((r) => SIZE / 1e6 / (r.directMs / 1000))),
  };
  const goals = {
    streamAdded: {
      goal: `≤ ${GOALS.streamAddedMB} MB`,
      value: figures.streamAddedMB.median,
      met: figures.streamAddedMB.max <= GOALS.streamAddedMB,
    },
    time: {
      goal: `≤ ${GOALS.timeRatio}× direct`,
      value: figures.timeRatio.median,
      met: figures.timeRatio.median <= GOALS.timeRatio,
    },
    timeToFloor: {
      goal: `≤ ${GOALS.timeToFloor}× the floor`,
      value: figures.bffToFloor.median,
      met: figures.bffToFloor.median <= GOALS.timeToFloor,
    },
    timeLink: {
      goal: `≤ ${GOALS.timeRatio}× direct`,
      value: figures.timeRatioLink.median,
      met: figures.timeRatioLink.median <= GOALS.timeRatio,
    },
  };
  table('Console server memory and streaming (min / median / max)', [
    { figure: 'RSS idle, MB', value: fmt(figures.idleMB, 0), limit: '', goal: '', met: '' },
    { figure: `RSS after ${total} requests, MB`, value: fmt(figures.afterRequestsMB, 0), limit: '', goal: '', met: '' },
    {
      figure: 'RSS added while streaming 50 MB (fast reader), MB',
      value: fmt(figures.streamAddedFastMB),
      limit: '0',
      goal: goals.streamAdded.goal,
      met: figures.streamAddedFastMB.max <= GOALS.streamAddedMB ? 'yes' : 'NO',
    },
    {
      figure: 'RSS added while streaming 50 MB (slow reader), MB',
      value: fmt(figures.streamAddedSlowMB),
      limit: '0',
      goal: goals.streamAdded.goal,
      met: figures.streamAddedSlowMB.max <= GOALS.streamAddedMB ? 'yes' : 'NO',
    },
    {
      figure: '50 MB through the BFF, ms',
      value: fmt(figures.bffMs, 0),
      limit: fmt(figures.directMs, 0),
      goal: '',
      met: '',
    },
    {
      figure: 'time ratio BFF / direct',
      value: fmt(figures.timeRatio, 2),
      limit: '1',
      goal: goals.time.goal,
      met: goals.time.met ? 'yes' : 'NO',
    },
    {
      figure: 'time ratio nginx / direct (another proxy)',
      value: fmt(figures.nginxRatio, 2),
      limit: '1',
      goal: '',
      met: '',
    },
    {
      figure: 'time ratio floor / direct (bare Next route handler)',
      value: fmt(figures.floorRatio, 2),
      limit: '1',
      goal: '',
      met: '',
    },
    {
      figure: 'RSS added to the floor while streaming (fast reader), MB',
      value: fmt(figures.streamAddedFloorMB),
      limit: '0',
      goal: '',
      met: '',
    },
    {
      figure: 'time ratio BFF / floor',
      value: fmt(figures.bffToFloor, 2),
      limit: '1',
      goal: goals.timeToFloor.goal,
      met: goals.timeToFloor.met ? 'yes' : 'NO',
    },
    {
      figure: "RSS added by the server's first 50 MB download, MB",
      value: fmt(figures.streamAddedFirstMB),
      limit: '0',
      goal: '',
      met: '',
    },
    {
      figure: "the server's first 50 MB download, ms",
      value: fmt(figures.bffFirstMs, 0),
      limit: fmt(figures.directMs, 0),
      goal: '',
      met: '',
    },
    {
      figure: `RSS added, upstream at ${LINK_MBPS} MB/s (1 Gbit/s), MB`,
      value: fmt(figures.streamAddedLinkMB),
      limit: '0',
      goal: goals.streamAdded.goal,
      met: figures.streamAddedLinkMB.max <= GOALS.streamAddedMB ? 'yes' : 'NO',
    },
    {
      figure: `50 MB at ${LINK_MBPS} MB/s through the BFF, ms`,
      value: fmt(figures.bffLinkMs, 0),
      limit: fmt(figures.directLinkMs, 0),
      goal: '',
      met: '',
    },
    {
      figure: `time ratio BFF / direct at ${LINK_MBPS} MB/s`,
      value: fmt(figures.timeRatioLink, 2),
      limit: '1',
      goal: goals.timeLink.goal,
      met: goals.timeLink.met ? 'yes' : 'NO',
    },
  ]);
  writeResult('memory', facts, {
    options: { ...opts, requests: total, size: SIZE },
    figures: { ...figures, idleMB: figures.idleMB },
    goals,
    runs: runs.map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'number' ? round(v, 2) : v])),
    ),
  });
} finally {
  upstream?.close();
  upstream?.closeAllConnections?.();
  await stopAll();
}
