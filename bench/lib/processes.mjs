// Processes on loopback: started, waited for, stopped and cleaned up on exit; and the console's build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { DATA, DIST_DIR, ROOT, SECRET } from './settings.mjs';

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
