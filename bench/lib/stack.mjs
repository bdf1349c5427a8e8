// The stack under test: reference backend, console, sessions for it, nginx, and what their processes use.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SIM_TEST_ENV } from '../../e2e/support/sim-env.mjs';
import { consoleNodeArgs } from '../../scripts/console-heap.mjs';
import { consoleServer, startProcess } from './processes.mjs';
import { DATA, NGINX, ROOT, SECRET } from './settings.mjs';

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
  // BENCH_CONSOLE_ARGS: Node flags NODE_OPTIONS refuses, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the
  // console.
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
export async function backendToken(backendUrl, username = 'admin', password = USERS[username]) {
  const response = await fetch(`${backendUrl}/api/auth/jwt/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
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
