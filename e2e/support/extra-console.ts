import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { E2E_DIST_DIR, E2E_SECRET } from '../console/env.mjs';

const root = resolve(__dirname, '../..');

/** A second console process on another port (already built), e.g. pointing at a dead backend. */
export async function startExtraConsole(port: number, env: Record<string, string>): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  // A server left over from an interrupted run would answer in this one's place, with its old build.
  const taken = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use (a console left over from an earlier run?)`);
  const child: ChildProcess = spawn(process.execPath, [join(root, E2E_DIST_DIR, 'standalone/server.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', SESSION_SECRET: E2E_SECRET, NEXT_DIST_DIR: E2E_DIST_DIR, PORT: String(port), HOSTNAME: '127.0.0.1', ...env },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const r = await fetch(`${url}/login`);
      if (r.status < 500) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`console on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
