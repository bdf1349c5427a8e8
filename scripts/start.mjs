#!/usr/bin/env node
// `npm start`: builds what is out of date, starts the reference backend when BACKEND_URL is
// unset, then the console. Outside production a session secret is generated once and kept in
// the data folder, so the first run needs no configuration and no secret is ever committed.
//
// The embedded reference backend is supervised; the console keeps running while it is down (its
// BFF answers API calls with 502 JSON meanwhile):
// - First start: the console starts only once the backend has said it is listening. A backend that
//   exits before that (port in use, bad configuration) or stays silent for 30 s fails `npm start`
//   at once with a message: an error that will not fix itself is never retried.
// - Later, an unexpected exit is logged on stderr and the backend restarted after 0.5 s, 1 s, 2 s,
//   4 s, then every 5 s; a backend that stayed up 30 s starts that backoff over. After 5 restarts in
//   a row that never reached "listening" (or hung 30 s without it), or 8 restarts without 30 s of
//   uptime between them (a crash loop), start.mjs gives up: it stops the console and exits 1, for the
//   machine's service manager to see.
// - A backend that is up but has not answered its health check (`GET /health`) for BACKEND_HANG_SECONDS
//   (default 60) is hung: it is killed, and restarted as above.
// - Each child's pid is logged on stderr ("› reference backend started (pid N)").
// - SIGINT or SIGTERM stops both children (SIGTERM, SIGKILL after 10 s) and exits 0. The console
//   exiting by itself stops everything with its exit code.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { consoleNodeArgs } from './console-heap.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { NEXT_TELEMETRY_DISABLED: '1', ...process.env };
const dataDir = resolve(root, env.CONSOLE_DATA_DIR ?? '.data');
const port = env.PORT ?? '3000';
const distDir = env.NEXT_DIST_DIR || '.next';
const standalone = join(root, distDir, 'standalone');

/** Live child processes (removed when they exit). */
const children = new Set();

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
}

function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && !entry.startsWith('.')) visit(join(p, entry));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return newest;
}

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed`);
}

function sessionSecret() {
  if (env.SESSION_SECRET) return;
  if (env.NODE_ENV === 'production')
    fail('SESSION_SECRET is required when NODE_ENV=production (at least 32 characters).');
  const file = join(dataDir, 'session-secret');
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  env.SESSION_SECRET = readFileSync(file, 'utf8').trim();
}

function buildIfStale() {
  const backendBuilt = join(root, 'backend/dist/main.js');
  if (
    !existsSync(backendBuilt) ||
    statSync(backendBuilt).mtimeMs < newestMtime(['backend/src', 'backend/tsconfig.json', 'packages/contract/src'])
  ) {
    console.log('› building the reference backend');
    run('npm', ['run', 'build', '-w', 'backend']);
  }
  const marker = join(root, distDir, 'console-build.json');
  // Build-time inputs: a build made for other values is stale.
  const basePath = env.NEXT_PUBLIC_BASE_PATH ?? '';
  const hooks = env.NEXT_PUBLIC_E2E_HOOKS === '1';
  const sources = [
    'app',
    'components',
    'lib',
    'modules',
    'packages/contract/src',
    'messages',
    'public',
    'middleware.ts',
    'next.config.mjs',
    'package.json',
    'tsconfig.json',
  ];
  const previous = existsSync(marker) ? JSON.parse(readFileSync(marker, 'utf8')) : null;
  const stale =
    !previous ||
    previous.basePath !== basePath ||
    Boolean(previous.hooks) !== hooks ||
    statSync(marker).mtimeMs < newestMtime(sources);
  if (stale || env.CONSOLE_FORCE_BUILD === '1') {
    console.log('› building the console (next build)');
    run(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build'], { NODE_ENV: 'production' });
    // The standalone server serves static assets only from beside itself.
    rmSync(join(standalone, distDir, 'static'), { recursive: true, force: true });
    cpSync(join(root, distDir, 'static'), join(standalone, distDir, 'static'), { recursive: true });
    rmSync(join(standalone, 'public'), { recursive: true, force: true });
    cpSync(join(root, 'public'), join(standalone, 'public'), { recursive: true });
    writeFileSync(marker, JSON.stringify({ basePath, hooks, builtAt: new Date().toISOString() }));
  }
}

function waitForPort(host, p, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolveWait, reject) => {
    const attempt = () => {
      const socket = net.connect(Number(p), host);
      socket.once('connect', () => {
        socket.destroy();
        resolveWait();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing answers on ${host}:${p}`));
        else setTimeout(attempt, 150);
      });
    };
    attempt();
  });
}

/** Starts `node <args>`; `onExit` decides what an exit means unless start.mjs is stopping. */
function start(name, args, extraEnv, { stdout = 'inherit', onExit } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['inherit', stdout, 'inherit'],
    env: { ...env, ...extraEnv },
  });
  children.add(child);
  console.error(`› ${name} started (pid ${child.pid})`);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) {
      if (children.size === 0) process.exit(stopCode);
    } else if (onExit) onExit(code, signal);
    else {
      console.error(`${name} exited (${signal ?? code}); stopping`);
      stop(code || 1);
    }
  });
  return child;
}

let stopping = false;
let stopCode = 0;
/** Timers that would start a new child; cleared by stop(). */
const pending = new Set();
function stop(code = 0) {
  // Ctrl-C under npm may arrive twice (from the terminal and forwarded by npm): the first one counts.
  if (stopping) return;
  stopping = true;
  stopCode = code;
  for (const timer of pending) clearTimeout(timer);
  if (children.size === 0) process.exit(code);
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children) {
      console.error(`pid ${child.pid} still running 10 s after SIGTERM; killing it`);
      child.kill('SIGKILL');
    }
    process.exit(code);
  }, 10_000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** The reference backend prints this once it accepts connections (backend/src/main.ts). */
const LISTENING = 'reference backend listening on ';
const RESTART_DELAYS_MS = [500, 1000, 2000, 4000, 5000];
const STABLE_AFTER_MS = 30_000;
const LISTEN_TIMEOUT_MS = 30_000;
const MAX_FAILED_RESTARTS = 5;
const MAX_UNSTABLE_RESTARTS = 8;
const HANG_MS = Number(env.BACKEND_HANG_SECONDS || 60) * 1000;
const HEALTH_EVERY_MS = Math.min(5_000, HANG_MS / 3);

/**
 * Runs the reference backend and restarts it when it exits unexpectedly (rules in the header
 * comment). Resolves once the first process is listening; fails start.mjs if it never does.
 */
function superviseBackend(extraEnv) {
  const name = 'reference backend';
  const where = `127.0.0.1:${extraEnv.BACKEND_PORT}`;
  let everListened = false;
  let restarts = 0; // since the backend was last up for STABLE_AFTER_MS
  let failedRestarts = 0; // in a row, that never reached "listening"
  return new Promise((firstListening) => {
    const launch = () => {
      let listeningAt = 0;
      let seen = '';
      const child = start(name, [join(root, 'backend/dist/main.js')], extraEnv, { stdout: 'pipe', onExit: exited });
      const silent = setTimeout(() => {
        console.error(
          `${name} (pid ${child.pid}) did not listen on ${where} within ${LISTEN_TIMEOUT_MS / 1000} s; killing it`,
        );
        child.kill('SIGKILL');
      }, LISTEN_TIMEOUT_MS);
      child.stdout.on('data', (chunk) => {
        process.stdout.write(chunk);
        if (listeningAt) return;
        seen = (seen + chunk).slice(-1000);
        if (!seen.includes(LISTENING)) return;
        listeningAt = Date.now();
        clearTimeout(silent);
        watchHealth();
        failedRestarts = 0;
        if (everListened) console.error(`✔ ${name} is back on ${where} (pid ${child.pid})`);
        everListened = true;
        firstListening();
      });
      // A process that is up but answers nothing (a frozen event loop, a stopped process) is killed, so that the
      // exit handler restarts it: from outside, a hung backend is a dead one that never says so.
      let watchdog;
      function watchHealth() {
        let answeredAt = Date.now();
        watchdog = setInterval(async () => {
          try {
            const reply = await fetch(`http://${where}/health`, { signal: AbortSignal.timeout(HEALTH_EVERY_MS) });
            await reply.body?.cancel();
            answeredAt = Date.now();
          } catch {
            if (Date.now() - answeredAt < HANG_MS || child.exitCode !== null || child.signalCode !== null) return;
            clearInterval(watchdog);
            console.error(
              `${name} (pid ${child.pid}) has not answered its health check for ${HANG_MS / 1000} s; killing it`,
            );
            child.kill('SIGKILL');
          }
        }, HEALTH_EVERY_MS);
        watchdog.unref();
      }
      function exited(code, signal) {
        clearTimeout(silent);
        clearInterval(watchdog);
        const how = signal ?? `exit code ${code}`;
        if (!everListened)
          fail(
            `${name} stopped (${how}) before listening on ${where}: is the port in use, or its configuration ` +
              `wrong? See its output above.`,
          );
        if (listeningAt && Date.now() - listeningAt >= STABLE_AFTER_MS) restarts = 0;
        if (!listeningAt && ++failedRestarts >= MAX_FAILED_RESTARTS) {
          console.error(
            `\n✖ ${name} failed to come back after ${failedRestarts} restarts in a row (last: ${how}); giving ` +
              `up and stopping the console\n`,
          );
          stop(1);
          return;
        }
        if (restarts >= MAX_UNSTABLE_RESTARTS) {
          console.error(
            `\n✖ ${name} keeps exiting (${restarts} restarts without ${STABLE_AFTER_MS / 1000} s of uptime; last: ` +
              `${how}); giving up and stopping the console\n`,
          );
          stop(1);
          return;
        }
        const delay = RESTART_DELAYS_MS[Math.min(restarts, RESTART_DELAYS_MS.length - 1)];
        restarts += 1;
        console.error(
          `⟳ ${name} (pid ${child.pid}) exited unexpectedly (${how}); restarting it in ${delay / 1000} s ` +
            `(restart ${restarts}); the console keeps running`,
        );
        const timer = setTimeout(() => {
          pending.delete(timer);
          launch();
        }, delay);
        pending.add(timer);
      }
    };
    launch();
  });
}

/**
 * A production start that would run the reference backend on a fresh data folder needs the administrator's own
 * password: the demo's `admin` is refused (the backend refuses it too), before minutes of building.
 */
function productionPasswords() {
  if (env.NODE_ENV !== 'production' || env.BACKEND_URL) return;
  if (existsSync(join(env.BACKEND_DATA_DIR ?? join(dataDir, 'backend'), 'platform.db'))) return;
  const password = env.SEED_ADMIN_PASSWORD ?? '';
  if (password.length >= 8 && password !== 'admin') return;
  fail(
    'NODE_ENV=production runs the reference backend with a new data folder: set SEED_ADMIN_PASSWORD to its ' +
      "administrator's password (at least 8 characters, not the demo's), or BACKEND_URL to your platform.",
  );
}

sessionSecret();
productionPasswords();
buildIfStale();
if (env.CONSOLE_BUILD_ONLY === '1') process.exit(0);

if (!env.BACKEND_URL) {
  const backendPort = env.BACKEND_PORT ?? '8765';
  await superviseBackend({
    BACKEND_PORT: backendPort,
    BACKEND_HOST: '127.0.0.1',
    BACKEND_DATA_DIR: env.BACKEND_DATA_DIR ?? join(dataDir, 'backend'),
    // Single sign-on: the ID token's audience is the console's client id (backend/README.md).
    ...(env.SSO_ISSUER && !env.SSO_AUDIENCE && env.SSO_CLIENT_ID ? { SSO_AUDIENCE: env.SSO_CLIENT_ID } : {}),
  });
  env.BACKEND_URL = `http://127.0.0.1:${backendPort}`;
}

// `output: 'standalone'`: the same server a deployer copies (see README "Deploying").
start('console', [...consoleNodeArgs(env), join(standalone, 'server.js')], {
  NODE_ENV: 'production',
  PORT: port,
  HOSTNAME: env.HOST ?? '0.0.0.0',
});
await waitForPort('127.0.0.1', port, 60_000).catch((e) => fail(`console did not start: ${e.message}`));

const base = env.NEXT_PUBLIC_BASE_PATH ?? '';
console.log(`\n✔ Console ready: http://localhost:${port}${base}/login`);
console.log(`  Backend: ${env.BACKEND_URL}`);
// The demo accounts' passwords are printed only while they are the demo's own: a password set in the environment
// is never echoed to a log.
const demoUsers = env.SEED_DEMO_USERS ? env.SEED_DEMO_USERS === '1' : env.NODE_ENV !== 'production';
if (!process.env.BACKEND_URL) {
  const shown = (name, password) => `${name} / ${password === undefined ? name : '(as set in the environment)'}`;
  console.log(`  Accounts (reference backend${demoUsers ? '; the demo ones are for demos and tests only' : ''}):`);
  console.log(`    ${shown('admin', env.SEED_ADMIN_PASSWORD)} — every menu`);
  if (demoUsers) {
    console.log(`    ${shown('test', env.SEED_TEST_PASSWORD)} — dashboard, 机场数字化施工平台, 试验室`);
    console.log(`    ${shown('mh', env.SEED_MH_PASSWORD)} — like test, airport branding`);
    console.log(
      '    sg01 / sg01, jl01 / jl01, zhb01 / zhb01 — the problem workflow (施工单位, 监理单位, 指挥部): every ' +
        'business page, read-only but for their step',
    );
    console.log('    sg02 / sg02 — like sg01, for one section only (S2 连接道路工程): its data scope');
  }
}
