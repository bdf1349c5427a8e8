// Shared helpers for the benchmarks (docs/benchmarks.md): options, statistics, results, machine facts,
// processes on loopback (reference backend, console, nginx, bare Next baseline) and their clean-up.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SIM_TEST_ENV } from '../../e2e/support/sim-env.mjs';
import { consoleNodeArgs } from '../../scripts/console-heap.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Any chunk of MUI X Charts names its classes (MuiChartsAxis, MuiBarElement, MuiLineElement, MuiScatter…).
export const CHART_CODE = /"Mui(Charts|Bar|Line|Area|Mark|Scatter|Pie)[A-Z]\w*"/;
export const DATA = join(ROOT, '.data/bench');
// The CI smoke (scripts/test.mjs) reuses the e2e build and keeps its figures apart from a full run's.
export const RESULTS = process.env.BENCH_RESULTS
  ? resolve(ROOT, process.env.BENCH_RESULTS)
  : join(ROOT, 'bench/results');
export const DIST_DIR = process.env.BENCH_DIST_DIR || '.next-bench';
/** Only for benchmark processes on loopback; never a deployment secret. */
export const SECRET = 'bench-only-session-secret-0123456789abcdef';
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

// ---------------------------------------------------------------- options

/** The number after `name` on the command line (`--clients 1000`), or undefined. */
export function numberOption(name, argv = process.argv.slice(2)) {
  const at = argv.indexOf(name);
  return at >= 0 ? Number(argv[at + 1]) : undefined;
}

/** `--quick`: one run each, short durations (the CI smoke). `--runs N` overrides the run count. */
export function options(argv = process.argv.slice(2)) {
  const quick = argv.includes('--quick') || process.env.BENCH_QUICK === '1';
  const runs = numberOption('--runs', argv) ?? (quick ? 1 : 5);
  return { quick, runs: Math.max(1, runs || 1) };
}

// ---------------------------------------------------------------- statistics

export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (rank - lo);
}

/** min / median / max of one figure over the runs. */
export function spread(values) {
  const v = values.filter((x) => Number.isFinite(x));
  if (!v.length) return { min: NaN, median: NaN, max: NaN, n: 0, runs: values };
  return { min: Math.min(...v), median: percentile(v, 50), max: Math.max(...v), n: v.length, runs: values };
}

export const round = (x, digits = 1) => (Number.isFinite(x) ? Number(x.toFixed(digits)) : x);
export const fmt = (s, digits = 1) =>
  s && Number.isFinite(s.median)
    ? `${round(s.min, digits)} / ${round(s.median, digits)} / ${round(s.max, digits)}`
    : 'n/a';
export const kB = (bytes) => bytes / 1000;

/** Prints rows (objects) as an aligned table. */
export function table(title, rows) {
  console.log(`\n${title}`);
  if (!rows.length) return;
  const cols = Object.keys(rows[0]);
  const cell = (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(round(v, 2)) : String(v));
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (vals) => vals.map((v, i) => v.padEnd(width[i])).join('  ');
  console.log(line(cols));
  console.log(line(width.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(cols.map((c) => cell(r[c]))));
}

// ---------------------------------------------------------------- run facts and results

function git(args) {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

export function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGB: round(os.totalmem() / 2 ** 30, 1),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: chromiumVersion(),
    next: JSON.parse(readFileSync(join(ROOT, 'node_modules/next/package.json'), 'utf8')).version,
  };
}

export function runFacts() {
  const status = git(['status', '--porcelain', '--untracked-files=no']);
  return {
    date: new Date().toISOString(),
    commit: git(['rev-parse', '--short=12', 'HEAD']),
    dirty: status ? status.split('\n').filter(Boolean).length > 0 : null,
    machine: machine(),
    loadAverageAtStart: os.loadavg().map((x) => round(x, 2)),
  };
}

/** Writes bench/results/<name>.json (the latest run of that benchmark). */
export function writeResult(name, facts, body) {
  mkdirSync(RESULTS, { recursive: true });
  const file = join(RESULTS, `${name}.json`);
  const result = { benchmark: name, ...facts, loadAverageAtEnd: os.loadavg().map((x) => round(x, 2)), ...body };
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\n→ ${file}`);
  return result;
}

// ---------------------------------------------------------------- processes

const children = new Set();
let cleaningUp = false;

export function stopAll() {
  cleaningUp = true;
  const waits = [];
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      waits.push(new Promise((r) => child.once('exit', r)));
      child.kill('SIGTERM');
      setTimeout(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'), 5000).unref();
    }
  }
  children.clear();
  return Promise.all(waits).finally(() => {
    cleaningUp = false;
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll().finally(() => process.exit(130));
  });
}
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

export function waitForPort(port, timeoutMs = 60_000, host = '127.0.0.1') {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolveWait, reject) => {
    const attempt = () => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolveWait();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing answers on ${host}:${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

function portFree(port) {
  return new Promise((r) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      r(false);
    });
    socket.once('error', () => r(true));
  });
}

/** Starts a long-running process, waits until it listens on `port`; logs go to .data/bench/logs. */
export async function startProcess(name, command, args, { env = {}, port, cwd = ROOT, timeoutMs = 90_000 } = {}) {
  if (port && !(await portFree(port))) throw new Error(`${name}: port ${port} is already in use`);
  mkdirSync(join(DATA, 'logs'), { recursive: true });
  const log = join(DATA, 'logs', `${name}.log`);
  const { openSync } = await import('node:fs');
  const fd = openSync(log, 'w');
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', fd, fd],
  });
  children.add(child);
  child.benchName = name;
  const exited = new Promise((_, reject) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      if (!cleaningUp) reject(new Error(`${name} exited (${signal ?? code}); see ${log}`));
    }),
  );
  exited.catch(() => undefined);
  if (port) await Promise.race([waitForPort(port, timeoutMs), exited]);
  return child;
}

export async function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await done;
  clearTimeout(timer);
  children.delete(child);
}

// ---------------------------------------------------------------- builds

export const consoleServer = join(ROOT, DIST_DIR, 'standalone/server.js');

/** The console's standalone build in `.next-bench` (rebuilt only when stale, by scripts/start.mjs). */
export function ensureConsoleBuild() {
  // run-all builds once, then tells each benchmark not to rebuild (sources may change meanwhile).
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(consoleServer)) return { seconds: 0, skipped: true };
  const env = {
    ...process.env,
    NEXT_DIST_DIR: DIST_DIR,
    CONSOLE_BUILD_ONLY: '1',
    SESSION_SECRET: SECRET,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  delete env.NEXT_PUBLIC_BASE_PATH;
  delete env.NEXT_PUBLIC_E2E_HOOKS;
  delete env.BACKEND_URL;
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('console build failed');
  return { seconds: (Date.now() - started) / 1000 };
}

// ---------------------------------------------------------------- the stack under test

export const USERS = { admin: 'admin', test: 'test', mh: 'mh' };

/** The reference backend on loopback; the benchmark database is seeded once and reused. */
export function startBackend({ port, delayMs = 0, name = `backend-${port}`, env = {} }) {
  return startProcess(name, process.execPath, [join(ROOT, 'backend/dist/main.js')], {
    port,
    env: {
      BACKEND_PORT: String(port),
      BACKEND_HOST: '127.0.0.1',
      BACKEND_DATA_DIR: join(DATA, 'backend-db'),
      BACKEND_DELAY_MS: String(delayMs),
      // The shell benchmarks measure the platform without the simulator's back-fill competing for the CPU.
      SIM_ENABLED: '0',
      ...env,
    },
  });
}

/**
 * The reference backend with the tests' simulated site (fixed seed, clock standing at SIM_NOW, `historyDays` of
 * history) in a fresh data folder of its own, answered once its history is written: the screens measured as a
 * user sees them. Without the simulator the platform has no business data and no business routes, so a business
 * screen shows its load-failure notice instead.
 */
export async function startSimulatedBackend({ port, name = `sim-backend-${port}`, historyDays = 2 }) {
  const dataDir = join(DATA, `${name}-db`);
  rmSync(dataDir, { recursive: true, force: true });
  const child = await startBackend({
    port,
    name,
    env: {
      ...SIM_TEST_ENV,
      SIM_ENABLED: '1',
      SIM_HISTORY_DAYS: String(historyDays),
      BACKEND_DATA_DIR: dataDir,
      BACKEND_TEST_HOOKS: '1',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    const state = (await (await fetch(`${url}/__test/sim/state`)).json()).data;
    if (state && state.pending.length === 0 && state.cursor === state.simTime) return child;
    if (Date.now() > deadline)
      throw new Error(`${name}: the simulated site's history was not written within 5 min (${JSON.stringify(state)})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One standalone console instance (the server a deployer runs). */
export function startConsole({ port, backendUrl, env = {}, name = `console-${port}` }) {
  const nodeEnv = process.env.BENCH_CONSOLE_NODE_OPTIONS
    ? { NODE_OPTIONS: process.env.BENCH_CONSOLE_NODE_OPTIONS }
    : process.env;
  // BENCH_CONSOLE_ARGS: Node flags NODE_OPTIONS refuses, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the console.
  const extra = process.env.BENCH_CONSOLE_ARGS ? process.env.BENCH_CONSOLE_ARGS.split(' ') : [];
  return startProcess(name, process.execPath, [...consoleNodeArgs(nodeEnv), ...extra, consoleServer], {
    port,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      SESSION_SECRET: SECRET,
      BACKEND_URL: backendUrl,
      // The heap bound `npm start` uses (scripts/console-heap.mjs) unless e.g. --max-old-space-size=128 is asked for.
      ...(process.env.BENCH_CONSOLE_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_CONSOLE_NODE_OPTIONS } : {}),
      ...env,
    },
  });
}

/** Signs in straight at the backend (the JWT the BFF would seal). */
export async function backendToken(backendUrl, username = 'admin') {
  const response = await fetch(`${backendUrl}/api/auth/jwt/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: USERS[username] }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.json();
  if (body.status !== 200 || typeof body.data !== 'string')
    throw new Error(`sign-in at the backend failed: ${JSON.stringify(body)}`);
  return body.data;
}

function secretId(secret) {
  let h = 0x811c9dc5;
  for (let i = 0; i < secret.length; i++) {
    h ^= secret.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return String(h);
}

/** A real session cookie, sealed as lib/session/seal.ts does, for a console reached on `port`. */
export async function sessionCookie(token, port) {
  const { sealData } = await import('iron-session');
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  const exp = Number(payload.exp) || Math.floor(Date.now() / 1000) + 3600;
  const username = String(payload.userName ?? payload.sub ?? 'admin');
  const data = {
    token,
    userId: String(payload.userId ?? ''),
    username,
    name: String(payload.name ?? username),
    exp,
    method: 'password',
  };
  const ttl = Math.max(60, Math.floor(exp - Date.now() / 1000));
  const value = await sealData(data, { password: { [secretId(SECRET)]: SECRET }, ttl });
  return { name: `console-session-${port}`, value, header: `console-session-${port}=${value}` };
}

/** Debian's nginx with a config under .data/bench/<name> (prefix, pid, logs, temp files there). */
export async function startNginx(name, httpBlock, port) {
  const dir = join(DATA, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  const conf = `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  ${httpBlock.replaceAll('__DIR__', dir)}
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  return startProcess(name, NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { port });
}

/** CPU time (user + system) a process has used so far, ms (from /proc; clock ticks of 10 ms). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident set size of a process, MB (from /proc). */
export function rssMB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

// ---------------------------------------------------------------- the route catalogue

/** lib/routes/catalogue.ts, transpiled on the fly (it holds data and types only). */
export async function loadCatalogue() {
  const ts = (await import('typescript')).default;
  const source = readFileSync(join(ROOT, 'lib/routes/catalogue.ts'), 'utf8');
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const file = join(DATA, 'catalogue.mjs');
  mkdirSync(DATA, { recursive: true });
  writeFileSync(file, js);
  const mod = await import(`${pathToFileURL(file).href}?t=${Date.now()}`);
  const screens = [];
  const visit = (prefix, node) => {
    const path = `${prefix}/${node.code}`;
    if (node.children?.length) node.children.forEach((c) => visit(path, c));
    else screens.push({ path, code: node.code, noCache: !!node.noCache, hidden: !!node.hidden });
  };
  for (const group of mod.catalogue) visit('', group);
  return { screens, home: mod.HOME_PATH, dashboard: mod.DASHBOARD_PATH };
}

// ---------------------------------------------------------------- Chromium

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export function ensureDir(path) {
  mkdirSync(path, { recursive: true });
  return path;
}

export { existsSync, readFileSync, writeFileSync, join };

// ---------------------------------------------------------------- pages

/**
 * Waits until no request has been in flight for `quietMs`, the console's live stream aside (it stays
 * open for the page's life, so Playwright's `networkidle` never comes on a console page).
 */
export async function settle(page, { quietMs = 500, timeoutMs = 30_000 } = {}) {
  const inFlight = new Set();
  const counted = (request) => !new URL(request.url()).pathname.endsWith('/api/live/stream');
  const start = (request) => counted(request) && inFlight.add(request);
  const end = (request) => inFlight.delete(request);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the page did not settle within ${timeoutMs} ms`);
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/** `page.goto` to the load event, then `settle`. */
export async function gotoSettled(page, url) {
  const response = await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  return response;
}
