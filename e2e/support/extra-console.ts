import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { E2E_DIST_DIR, E2E_SECRET } from '../console/env.mjs';
import { outsideTestTime } from './time-budget';

const root = resolve(__dirname, '../..');

/** How long a console may take to answer its first page, and to exit once told, on a loaded machine. */
const START_BUDGET_MS = 180_000;
const STOP_BUDGET_MS = 30_000;

export type ExtraConsole = { url: string; pid: number; stop: () => Promise<void> };

/**
 * A second console process on another port (already built), e.g. pointing at a dead backend. Its
 * start and stop run outside the calling test's own time (time-budget.ts).
 */
export function startExtraConsole(port: number, env: Record<string, string>): Promise<ExtraConsole> {
  return outsideTestTime(START_BUDGET_MS, () => start(port, env));
}

async function start(port: number, env: Record<string, string>): Promise<ExtraConsole> {
  // A server left over from an interrupted run would answer in this one's place, with its old build.
  const taken = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use (a console left over from an earlier run?)`);
  const child: ChildProcess = spawn(process.execPath, [join(root, E2E_DIST_DIR, 'standalone/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      SESSION_SECRET: E2E_SECRET,
      NEXT_DIST_DIR: E2E_DIST_DIR,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      // As serve-console.mjs: idle keep-alive sockets outlive a test's pauses, so no request is sent on a socket
      // the server is closing at that moment (ECONNRESET).
      KEEP_ALIVE_TIMEOUT: '65000',
      ...env,
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://localhost:${port}`;
  const began = Date.now();
  const deadline = began + START_BUDGET_MS - 5_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`console on ${port} exited with ${child.exitCode} before answering`);
    try {
      const r = await fetch(`${url}/login`, { signal: AbortSignal.timeout(Math.max(1_000, deadline - Date.now())) });
      if (r.status < 500) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`console on ${port} did not answer within ${Math.round((Date.now() - began) / 1000)} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // Graceful first (in-flight requests finish), then forced, so a stuck exit cannot hang the run.
  const stop = () =>
    outsideTestTime(STOP_BUDGET_MS, async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), STOP_BUDGET_MS - 5_000);
      await exited;
      clearTimeout(forced);
    });
  return { url, pid: child.pid!, stop };
}
