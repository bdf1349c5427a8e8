#!/usr/bin/env node
// Figure 2 — proxy overhead: GET /api/admin/user/front/info through the BFF (real sealed session
// cookie) vs the same call straight to the reference backend (the limit), vs nginx proxy_pass to it,
// and vs the framework floor (a bare Next route handler of the same version passing one fetch
// through, bench/lib/baseline.mjs), at a fixed 200 req/s (and 50 req/s), then at saturation. Each
// server's CPU time per request is taken from /proc during the evenly spaced runs. Two load shapes at each rate:
// autocannon -p 1 -R (as the issue asks; it sends each connection's quota for the second in a burst,
// so its latencies are those of 10 requests in flight) and an open-loop generator that sends the
// requests evenly spaced (lib/load.mjs fixedRate: the latency one request sees at that rate).
import { ensureBaselineBuild, startBaseline } from './lib/baseline.mjs';
import { cannon, fixedRate, get } from './lib/load.mjs';
import {
  backendToken,
  cpuMs,
  ensureConsoleBuild,
  fmt,
  options,
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

const PORTS = { console: 4010, backend: 4011, nginx: 4012, floor: 4013 };
const PATH = '/api/admin/user/front/info';
const GOALS = { addedP50: 2, addedP99: 10, errors: 0 };

const opts = options();
const facts = runFacts();
const duration = opts.quick ? 3 : 10;
const satDuration = opts.quick ? 3 : 8;
console.log(`Proxy overhead — ${opts.runs} run(s) of ${duration} s at 200 and 50 req/s${opts.quick ? ' (quick)' : ''}`);
try {
  ensureConsoleBuild();
  ensureBaselineBuild();
  const backendUrl = `http://127.0.0.1:${PORTS.backend}`;
  const backend = await startBackend({ port: PORTS.backend });
  const console_ = await startConsole({ port: PORTS.console, backendUrl });
  const floor = await startBaseline(PORTS.floor, { upstream: backendUrl });
  await startNginx(
    'nginx-proxy',
    `upstream backend { server 127.0.0.1:${PORTS.backend}; keepalive 32; }
  server {
    listen 127.0.0.1:${PORTS.nginx};
    location / {
      proxy_pass http://backend;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
    }
  }`,
    PORTS.nginx,
  );
  const token = await backendToken(backendUrl);
  const cookie = await sessionCookie(token, PORTS.console);
  // `pid`: the server whose CPU time a request through this path costs (besides the backend's).
  const targets = [
    { id: 'direct', url: `${backendUrl}${PATH}`, headers: { authorization: token }, pid: backend.pid },
    { id: 'nginx', url: `http://127.0.0.1:${PORTS.nginx}${PATH}`, headers: { authorization: token }, pid: null },
    {
      id: 'floor',
      url: `http://127.0.0.1:${PORTS.floor}${PATH.replace('/api/', '/api/pass/')}`,
      headers: { authorization: token },
      pid: floor.pid,
    },
    {
      id: 'bff',
      url: `http://127.0.0.1:${PORTS.console}${PATH}`,
      headers: { cookie: cookie.header },
      pid: console_.pid,
    },
  ];
  // Every path answers the same thing.
  const bodies = [];
  for (const t of targets) {
    const r = await get(t.url, t.headers);
    const body = JSON.parse(r.body.toString('utf8'));
    if (r.status !== 200 || !body.username)
      throw new Error(`${t.id}: ${r.status} ${r.body.toString('utf8').slice(0, 200)}`);
    bodies.push(r.body.length);
  }
  console.log(`  same reply on every path: ${bodies.join(' / ')} bytes`);

  // The goal's rate, and a lower one this machine sustains on every path (the uncontended cost).
  const RATES = [200, 50];
  const fixedAt = Object.fromEntries(RATES.map((rate) => [rate, Object.fromEntries(targets.map((t) => [t.id, []]))]));
  const smoothAt = Object.fromEntries(RATES.map((rate) => [rate, Object.fromEntries(targets.map((t) => [t.id, []]))]));
  const saturation = Object.fromEntries(targets.map((t) => [t.id, []]));
  const cpuPerRequest = Object.fromEntries(targets.filter((t) => t.pid).map((t) => [t.id, []]));
  for (let run = 0; run < opts.runs; run++) {
    // Rotate the order so no path always runs first (warm-up, background load).
    const order = targets.map((_, i) => targets[(i + run) % targets.length]);
    for (const rate of RATES) {
      for (const t of order) {
        await cannon({ ...t, rate, duration: 1, connections: 10 }); // warm-up, not kept
        fixedAt[rate][t.id].push(await cannon({ ...t, rate, duration, connections: 10 }));
        const cpuBefore = t.pid ? cpuMs(t.pid) : 0;
        const even = await fixedRate({ url: t.url, headers: t.headers, rate, duration });
        if (t.pid && rate === 200) cpuPerRequest[t.id].push((cpuMs(t.pid) - cpuBefore) / even.requests);
        smoothAt[rate][t.id].push({
          p50: even.totalP50,
          p99: even.totalP99,
          rps: rate,
          errors: even.errors,
          requests: even.requests,
        });
      }
    }
    for (const t of order) saturation[t.id].push(await cannon({ ...t, duration: satDuration, connections: 10 }));
    for (const rate of RATES) {
      for (const [shape, data] of [
        ['autocannon', fixedAt],
        ['even', smoothAt],
      ]) {
        const r = (id) => data[rate][id].at(-1);
        console.log(
          `  run ${run + 1} at ${rate} req/s (${shape}): p50 ` +
            `${targets.map((t) => `${t.id} ${r(t.id).p50.toFixed(2)}`).join(' ')} ms; ` +
            `p99 ${targets.map((t) => r(t.id).p99.toFixed(2)).join(' / ')} ms`,
        );
      }
    }
    console.log(
      `  run ${run + 1} saturation: ` +
        `${targets.map((t) => `${t.id} ${Math.round(saturation[t.id].at(-1).rps)}`).join(', ')} req/s`,
    );
  }

  const figuresAt = (fixed) => {
    const per = (id, key) => fixed[id].map((x) => x[key]);
    const diff = (a, b, key) => fixed[a].map((x, i) => x[key] - fixed[b][i][key]);
    return {
      p50: Object.fromEntries(targets.map((t) => [t.id, spread(per(t.id, 'p50'))])),
      p99: Object.fromEntries(targets.map((t) => [t.id, spread(per(t.id, 'p99'))])),
      rps: Object.fromEntries(targets.map((t) => [t.id, spread(per(t.id, 'rps'))])),
      errors: Object.fromEntries(targets.map((t) => [t.id, fixed[t.id].reduce((s, x) => s + x.errors, 0)])),
      requests: Object.fromEntries(targets.map((t) => [t.id, fixed[t.id].reduce((s, x) => s + x.requests, 0)])),
      added: {
        bffP50: spread(diff('bff', 'direct', 'p50')),
        bffP99: spread(diff('bff', 'direct', 'p99')),
        nginxP50: spread(diff('nginx', 'direct', 'p50')),
        nginxP99: spread(diff('nginx', 'direct', 'p99')),
        floorP50: spread(diff('floor', 'direct', 'p50')),
        floorP99: spread(diff('floor', 'direct', 'p99')),
        bffOverFloorP50: spread(diff('bff', 'floor', 'p50')),
        bffOverFloorP99: spread(diff('bff', 'floor', 'p99')),
      },
      ratio: {
        bffP50ToDirect: spread(fixed.bff.map((x, i) => x.p50 / fixed.direct[i].p50)),
        bffP99ToDirect: spread(fixed.bff.map((x, i) => x.p99 / fixed.direct[i].p99)),
        bffP50ToNginx: spread(fixed.bff.map((x, i) => x.p50 / fixed.nginx[i].p50)),
      },
    };
  };
  const at = Object.fromEntries(RATES.map((rate) => [rate, figuresAt(fixedAt[rate])]));
  const even = Object.fromEntries(RATES.map((rate) => [rate, figuresAt(smoothAt[rate])]));
  const figures = {
    ...at[200],
    at,
    even,
    saturationRps: Object.fromEntries(targets.map((t) => [t.id, spread(saturation[t.id].map((x) => x.rps))])),
    saturationErrors: Object.fromEntries(
      targets.map((t) => [t.id, saturation[t.id].reduce((s, x) => s + x.errors, 0)]),
    ),
    saturationRatio: spread(saturation.bff.map((x, i) => x.rps / saturation.direct[i].rps)),
    saturationRatioToFloor: spread(saturation.bff.map((x, i) => x.rps / saturation.floor[i].rps)),
    // ms of CPU one request costs the server on that path (the backend's own for `direct`).
    cpuPerRequest: Object.fromEntries(Object.entries(cpuPerRequest).map(([id, v]) => [id, spread(v)])),
  };
  figures.ratio.bffSaturationToDirect = figures.saturationRatio;
  const goals = {
    addedP50: {
      goal: `≤ ${GOALS.addedP50} ms`,
      value: figures.added.bffP50.median,
      met: figures.added.bffP50.median <= GOALS.addedP50,
    },
    addedP99: {
      goal: `≤ ${GOALS.addedP99} ms`,
      value: figures.added.bffP99.median,
      met: figures.added.bffP99.median <= GOALS.addedP99,
    },
    addedP50Even: {
      goal: `≤ ${GOALS.addedP50} ms`,
      value: even[200].added.bffP50.median,
      met: even[200].added.bffP50.median <= GOALS.addedP50,
    },
    addedP99Even: {
      goal: `≤ ${GOALS.addedP99} ms`,
      value: even[200].added.bffP99.median,
      met: even[200].added.bffP99.median <= GOALS.addedP99,
    },
    errors: {
      goal: '0',
      value: figures.errors.bff + even[200].errors.bff,
      met: figures.errors.bff + even[200].errors.bff === 0,
    },
  };
  for (const [shape, f] of RATES.flatMap((rate) => [
    [`${rate} req/s, autocannon -R`, at[rate]],
    [`${rate} req/s, evenly spaced`, even[rate]],
  ])) {
    table(
      `At ${shape} (ms, min / median / max over runs)`,
      targets.map((t) => ({
        path: t.id,
        'achieved req/s': fmt(f.rps[t.id], 0),
        p50: fmt(f.p50[t.id], 2),
        p99: fmt(f.p99[t.id], 2),
        'added p50': t.id === 'direct' ? '(limit)' : fmt(f.added[`${t.id}P50`], 2),
        'added p99': t.id === 'direct' ? '(limit)' : fmt(f.added[`${t.id}P99`], 2),
        errors: `${f.errors[t.id]} / ${f.requests[t.id]}`,
      })),
    );
  }
  table(
    "Saturation (10 connections), req/s; CPU of the path's server per request at 200 req/s, ms",
    targets.map((t) => ({
      path: t.id,
      'req/s': fmt(figures.saturationRps[t.id], 0),
      errors: figures.saturationErrors[t.id],
      'CPU ms/request': t.pid ? fmt(figures.cpuPerRequest[t.id], 2) : '',
    })),
  );
  table(
    'Goals at 200 req/s (BFF vs direct, medians of the per-run differences)',
    Object.entries(goals).map(([k, g]) => ({
      figure: k,
      value: typeof g.value === 'number' ? g.value.toFixed(2) : g.value,
      goal: g.goal,
      met: g.met ? 'yes' : 'NO',
    })),
  );
  writeResult('proxy', facts, {
    options: { ...opts, duration, satDuration, rates: RATES, connections: 10 },
    figures,
    goals,
    raw: { fixedAt, smoothAt, saturation },
  });
} finally {
  await stopAll();
}
