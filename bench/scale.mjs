#!/usr/bin/env node
// Figure 7 — scale: saturation throughput of two console instances behind nginx vs one instance
// behind the same nginx, on this one machine, for a BFF call and for a server-rendered console
// screen. Also where the CPU went (console instances, reference backend, nginx, load generator), which
// is what bounds the ratio on a machine with few cores.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { cannon, get } from './lib/load.mjs';
import {
  backendToken,
  ensureConsoleBuild,
  fmt,
  loadCatalogue,
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

const PORTS = { one: 4060, backend: 4061, a: 4062, b: 4063, two: 4064 };
const TICK = 100; // USER_HZ

function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime stime cutime cstime
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / TICK;
  } catch {
    return NaN;
  }
}
/** nginx's master and its workers (children found through /proc). */
function nginxPids(master) {
  const pids = [master.pid];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (ppid === master.pid) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}

const opts = options();
const facts = runFacts();
const duration = opts.quick ? 3 : 10;
console.log(`Scale — ${opts.runs} run(s) of ${duration} s per configuration${opts.quick ? ' (quick)' : ''}`);
try {
  ensureConsoleBuild();
  const { home } = await loadCatalogue();
  const backendUrl = `http://127.0.0.1:${PORTS.backend}`;
  const backend = await startBackend({ port: PORTS.backend });
  const a = await startConsole({ port: PORTS.a, backendUrl });
  const b = await startConsole({ port: PORTS.b, backendUrl });
  const server = (
    port,
    upstreams,
  ) => `upstream console_${port} { ${upstreams.map((p) => `server 127.0.0.1:${p};`).join(' ')} keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://console_${port};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_buffering off;
    }
  }`;
  const nginx = await startNginx(
    'nginx-scale',
    `${server(PORTS.one, [PORTS.a])}\n  ${server(PORTS.two, [PORTS.a, PORTS.b])}`,
    PORTS.one,
  );
  const token = await backendToken(backendUrl);
  const configs = [
    { id: 'one', port: PORTS.one, cookie: await sessionCookie(token, PORTS.one) },
    { id: 'two', port: PORTS.two, cookie: await sessionCookie(token, PORTS.two) },
  ];
  const workloads = [
    { id: 'bff', path: '/api/admin/user/front/info', connections: 20 },
    { id: 'page', path: home, connections: 10 },
  ];
  for (const c of configs)
    for (const w of workloads) {
      const r = await get(`http://127.0.0.1:${c.port}${w.path}`, { cookie: c.cookie.header });
      if (r.status !== 200) throw new Error(`${c.id} ${w.path}: ${r.status}`);
      await cannon({
        url: `http://127.0.0.1:${c.port}${w.path}`,
        headers: { cookie: c.cookie.header },
        duration: 2,
        connections: w.connections,
      }); // warm-up
    }
  const processes = () => ({
    consoleA: a.pid,
    consoleB: b.pid,
    backend: backend.pid,
    nginx: nginxPids(nginx),
    load: process.pid,
  });
  const results = {};
  for (const w of workloads) for (const c of configs) results[`${w.id}-${c.id}`] = [];
  for (let run = 0; run < opts.runs; run++) {
    for (const w of workloads) {
      const order = run % 2 ? [...configs].reverse() : configs;
      for (const c of order) {
        const pids = processes();
        const cpu0 = Object.fromEntries(
          Object.entries(pids).map(([k, p]) => [k, [p].flat().reduce((s, x) => s + cpuSeconds(x), 0)]),
        );
        const t0 = performance.now();
        const r = await cannon({
          url: `http://127.0.0.1:${c.port}${w.path}`,
          headers: { cookie: c.cookie.header },
          duration,
          connections: w.connections,
        });
        const wall = (performance.now() - t0) / 1000;
        const cpu = Object.fromEntries(
          Object.entries(pids).map(([k, p]) => [
            k,
            ([p].flat().reduce((s, x) => s + cpuSeconds(x), 0) - cpu0[k]) / wall,
          ]),
        );
        const codes = Object.fromEntries(
          Object.entries(r.detail.statusCodeStats ?? {}).map(([code, v]) => [code, v.count]),
        );
        results[`${w.id}-${c.id}`].push({
          rps: r.rps,
          p50: r.p50,
          p99: r.p99,
          errors: r.errors,
          codes,
          timeouts: r.detail.timeouts,
          socketErrors: r.detail.socketErrors,
          cpuCores: cpu,
        });
      }
      const one = results[`${w.id}-one`].at(-1);
      const two = results[`${w.id}-two`].at(-1);
      console.log(
        `  run ${run + 1} ${w.id}: one instance ${Math.round(one.rps)} req/s, two ${Math.round(two.rps)} req/s ` +
          `(×${(two.rps / one.rps).toFixed(2)}), ` +
          `status codes ${JSON.stringify(one.codes)} / ${JSON.stringify(two.codes)}`,
      );
    }
  }
  const figures = {};
  for (const w of workloads) {
    const one = results[`${w.id}-one`];
    const two = results[`${w.id}-two`];
    const avgCpu = (list) =>
      Object.fromEntries(
        Object.keys(list[0].cpuCores).map((k) => [
          k,
          Number((list.reduce((s, x) => s + x.cpuCores[k], 0) / list.length).toFixed(2)),
        ]),
      );
    figures[w.id] = {
      path: w.path,
      oneRps: spread(one.map((x) => x.rps)),
      twoRps: spread(two.map((x) => x.rps)),
      ratio: spread(two.map((x, i) => x.rps / one[i].rps)),
      errors: one.reduce((s, x) => s + x.errors, 0) + two.reduce((s, x) => s + x.errors, 0),
      cpuCoresOne: avgCpu(one),
      cpuCoresTwo: avgCpu(two),
    };
  }
  table(
    `Saturation throughput behind nginx, req/s (min / median / max), ${os.cpus().length} cores`,
    workloads.map((w) => ({
      workload: `${w.id} ${w.path}`,
      'one instance': fmt(figures[w.id].oneRps, 0),
      'two instances': fmt(figures[w.id].twoRps, 0),
      ratio: fmt(figures[w.id].ratio, 2),
      errors: figures[w.id].errors,
    })),
  );
  table(
    'CPU cores used during the runs (mean)',
    workloads.flatMap((w) => [
      { run: `${w.id}, one`, ...figures[w.id].cpuCoresOne },
      { run: `${w.id}, two`, ...figures[w.id].cpuCoresTwo },
    ]),
  );
  writeResult('scale', facts, { options: { ...opts, duration }, figures, raw: results });
} finally {
  await stopAll();
}
