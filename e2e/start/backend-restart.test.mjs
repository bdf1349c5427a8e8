// `npm start` (scripts/start.mjs) supervising the embedded reference backend: killed, it is restarted while
// the console keeps answering (its BFF with 502 JSON meanwhile); SIGTERM still stops everything with exit 0;
// a backend that cannot start at all fails `npm start` at once, one that cannot come back or keeps exiting makes
// it give up, and a hung one is killed and restarted. Each start runs on its own free ports, its own data folder
// and no simulator. Run by `npm test` (step "start", also part of `npm test -- e2e`), or alone:
//   node --test --test-reporter=spec e2e/start/backend-restart.test.mjs
// It reuses the console suite's e2e build (START_TEST_DIST_DIR picks another; start.mjs builds it
// when it is missing or stale).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { E2E_DIST_DIR } from '../console/env.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST_DIR = process.env.START_TEST_DIST_DIR || E2E_DIST_DIR;
/** The first start may build the console (minutes on a loaded two-core machine). */
const READY_BUDGET_MS = 600_000;
/** The BFF's answer while the backend is down (lib/bff/json.ts, docs/platform-contract.md). */
const UNAVAILABLE = { status: 502, message: 'Backend service unavailable' };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** How start.mjs exited, or null if it still runs after `ms` (a timer that keeps nothing alive). */
const exitWithin = (run, ms) => Promise.race([run.exited, new Promise((r) => setTimeout(() => r(null), ms).unref())]);

/** A port nothing listens on right now. */
function freePort() {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function eventually(what, check, timeoutMs, stepMs = 100) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`${typeof what === 'function' ? what() : what}: not within ${timeoutMs / 1000} s`);
    await sleep(stepMs);
  }
}

const runs = [];
after(() => {
  // A failed test must not leave servers behind: start.mjs leads its own process group.
  for (const run of runs) {
    try {
      process.kill(-run.child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
});

/** Settings of the caller's environment that would change what start.mjs starts or where. */
const INHERITED_NOT = /^(BACKEND_|CONSOLE_|NEXT_PUBLIC_|SSO_|SIM_|SEED_|NODE_ENV$|SESSION_SECRET$|PORT$|HOST$)/;

/** Runs scripts/start.mjs with its own ports and data folder; its output is kept and scanned. */
async function startConsole({ backendPort, env = {} } = {}) {
  const port = await freePort();
  backendPort ??= await freePort();
  assert.notEqual(port, backendPort);
  const data = mkdtempSync(join(tmpdir(), 'start-test-'));
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !INHERITED_NOT.test(key))),
      PORT: String(port),
      HOST: '127.0.0.1',
      BACKEND_PORT: String(backendPort),
      CONSOLE_DATA_DIR: data,
      NEXT_DIST_DIR: DIST_DIR,
      // The e2e build's build-time input, so that it is reused rather than rebuilt.
      NEXT_PUBLIC_E2E_HOOKS: '1',
      SESSION_SECRET: 'start-test-only-session-secret-0123456789',
      SIM_ENABLED: '0',
      UPSTREAM_TIMEOUT_MS: '3000',
      ...env,
    },
  });
  const run = { child, port, backendPort, output: '', exit: null };
  runs.push(run);
  child.stdout.on('data', (d) => (run.output += d));
  child.stderr.on('data', (d) => (run.output += d));
  run.exited = new Promise((done) =>
    child.on('exit', (code, signal) => {
      run.exit = { code, signal };
      rmSync(data, { recursive: true, force: true });
      done(run.exit);
    }),
  );
  run.pids = (name) =>
    [...run.output.matchAll(new RegExp(`› ${name} started \\(pid (\\d+)\\)`, 'g'))].map((m) => Number(m[1]));
  run.waitFor = (what, pattern, timeoutMs) =>
    eventually(
      () => `${what}\n--- start.mjs output ---\n${run.output}`,
      () =>
        pattern.test(run.output) ||
        (run.exit && assert.fail(`start.mjs exited (${JSON.stringify(run.exit)}) before ${what}:\n${run.output}`)),
      timeoutMs,
      20,
    );
  return run;
}

async function signIn(base) {
  const reply = await fetch(`${base}/api/auth/jwt/token`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  assert.equal(reply.status, 200);
  assert.equal((await reply.json()).status, 200);
  const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('console-session-'));
  assert.ok(cookie, 'the sign-in sets the session cookie');
  return cookie.split(';')[0];
}

const userInfo = (base, cookie) =>
  fetch(`${base}/api/admin/user/front/info`, { headers: { cookie }, signal: AbortSignal.timeout(10_000) });

const backendAnswers = (run) =>
  fetch(`http://127.0.0.1:${run.backendPort}/health`, { signal: AbortSignal.timeout(1000) }).then(
    (r) => r.status === 200,
    () => false,
  );

test(
  'a killed reference backend is restarted within 10 s while the console answers 502 JSON; SIGTERM then stops ' +
    'everything with exit 0',
  { timeout: READY_BUDGET_MS + 60_000 },
  async () => {
    const run = await startConsole();
    await run.waitFor('the console is ready', /Console ready/, READY_BUDGET_MS);
    const base = `http://127.0.0.1:${run.port}`;
    const [backendPid] = run.pids('reference backend');
    const [consolePid] = run.pids('console');
    assert.ok(backendPid && consolePid, `start.mjs names both pids:\n${run.output}`);

    const cookie = await signIn(base);
    const before = await userInfo(base, cookie);
    assert.equal(before.status, 200);
    assert.equal((await before.json()).username, 'admin');

    const killedAt = Date.now();
    process.kill(backendPid, 'SIGKILL');
    // start.mjs has seen the exit and waits 0.5 s before the restart: the backend is down now.
    await run.waitFor(
      'the restart is announced',
      new RegExp(
        `reference backend \\(pid ${backendPid}\\) exited unexpectedly \\(SIGKILL\\); restarting it in 0\\.5 s`,
      ),
      5_000,
    );
    const down = await userInfo(base, cookie);
    assert.equal(down.status, 502, 'the BFF answers 502 while the backend is down');
    assert.match(down.headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(await down.json(), UNAVAILABLE);
    assert.ok(alive(consolePid), 'the console process keeps running');

    await eventually('the backend answers again', () => backendAnswers(run), 10_000 - (Date.now() - killedAt));
    const restartMs = Date.now() - killedAt;
    assert.ok(restartMs < 10_000, `back after ${restartMs} ms`);
    console.log(`backend answering again ${restartMs} ms after the kill`);
    const restarted = run.pids('reference backend');
    assert.equal(restarted.length, 2, `one restart:\n${run.output}`);
    assert.notEqual(restarted[1], backendPid);
    await run.waitFor('the return is announced', /reference backend is back on/, 5_000);

    // The same session works again: the backend kept its data folder and signing keys.
    const back = await userInfo(base, cookie);
    assert.equal(back.status, 200);
    assert.equal((await back.json()).username, 'admin');
    assert.deepEqual(run.pids('console'), [consolePid], 'the console was never restarted');
    assert.ok(alive(consolePid));

    process.kill(run.child.pid, 'SIGTERM');
    const exit = await exitWithin(run, 15_000);
    assert.deepEqual(exit, { code: 0, signal: null }, `start.mjs stops with exit 0 on SIGTERM:\n${run.output}`);
    // start.mjs waited for its children: neither is left running.
    assert.ok(!alive(consolePid), 'the console stopped');
    assert.ok(!alive(restarted[1]), 'the backend stopped');
  },
);

test(
  'a backend that cannot start (port in use) fails npm start at once, with a message and no console',
  { timeout: READY_BUDGET_MS + 60_000 },
  async () => {
    const backendPort = await freePort();
    const blocker = net.createServer((socket) => socket.destroy());
    await new Promise((done) => blocker.listen(backendPort, '127.0.0.1', done));
    const run = await startConsole({ backendPort });
    try {
      const exit = await exitWithin(run, READY_BUDGET_MS);
      assert.deepEqual(exit, { code: 1, signal: null }, run.output);
      assert.match(
        run.output,
        /reference backend stopped \(exit code 1\) before listening on 127\.0\.0\.1:\d+: is the port in use/,
      );
      assert.equal(run.pids('reference backend').length, 1, 'never retried');
      assert.deepEqual(run.pids('console'), []);
    } finally {
      blocker.close();
    }
  },
);

test(
  'a backend that keeps failing to come back makes npm start give up after 5 restarts and stop the console',
  { timeout: READY_BUDGET_MS + 60_000 },
  async () => {
    const run = await startConsole();
    await run.waitFor('the console is ready', /Console ready/, READY_BUDGET_MS);
    const [backendPid] = run.pids('reference backend');
    const [consolePid] = run.pids('console');
    process.kill(backendPid, 'SIGKILL');
    await run.waitFor('the restart is announced', /restarting it in 0\.5 s/, 5_000);
    // Something else takes the port before the restart: every restart fails with EADDRINUSE.
    const blocker = net.createServer((socket) => socket.destroy());
    await new Promise((done) => blocker.listen(run.backendPort, '127.0.0.1', done));
    try {
      // Backoff 0.5 + 1 + 2 + 4 + 5 s, plus five failed starts.
      const exit = await exitWithin(run, 60_000);
      assert.deepEqual(exit, { code: 1, signal: null }, run.output);
      assert.match(run.output, /reference backend failed to come back after 5 restarts in a row/);
      for (const delay of ['0.5', '1', '2', '4', '5'])
        assert.match(run.output, new RegExp(`restarting it in ${delay.replace('.', '\\.')} s`));
      assert.equal(run.pids('reference backend').length, 6);
      assert.ok(!alive(consolePid), 'the console stopped');
    } finally {
      blocker.close();
    }
  },
);

test(
  'a hung backend is killed and restarted; one that keeps exiting makes npm start give up after 8 restarts',
  { timeout: READY_BUDGET_MS + 120_000 },
  async () => {
    const run = await startConsole({ env: { BACKEND_HANG_SECONDS: '3' } });
    await run.waitFor('the console is ready', /Console ready/, READY_BUDGET_MS);
    const [consolePid] = run.pids('console');
    const backs = () => [...run.output.matchAll(/reference backend is back on/g)].length;
    // Stopped, the process is alive but answers nothing: the watchdog kills it and it is restarted.
    const [frozenPid] = run.pids('reference backend');
    process.kill(frozenPid, 'SIGSTOP');
    await run.waitFor(
      'the hang is seen',
      new RegExp(`reference backend \\(pid ${frozenPid}\\) has not answered its health check for 3 s; killing it`),
      15_000,
    );
    await run.waitFor('the restart is announced', /exited unexpectedly \(SIGKILL\); restarting it in 0\.5 s/, 5_000);
    await eventually('the backend answers again', () => backendAnswers(run), 15_000);
    // A crash loop: each time it is back, it dies again, well within 30 s.
    for (let restart = 1; restart <= 8; restart++) {
      await eventually(
        () => `back after restart ${restart}:\n${run.output}`,
        () => backs() >= restart,
        30_000,
      );
      const pids = run.pids('reference backend');
      process.kill(pids[pids.length - 1], 'SIGKILL');
    }
    const exit = await exitWithin(run, 30_000);
    assert.deepEqual(exit, { code: 1, signal: null }, run.output);
    assert.match(run.output, /reference backend keeps exiting \(8 restarts without 30 s of uptime; last: SIGKILL\)/);
    assert.equal(run.pids('reference backend').length, 9);
    assert.ok(!alive(consolePid), 'the console stopped');
  },
);

test("a production start without the administrator's password refuses to start and says what to set", async () => {
  for (const password of [undefined, 'admin', 'short']) {
    const run = await startConsole({
      env: { NODE_ENV: 'production', ...(password === undefined ? {} : { SEED_ADMIN_PASSWORD: password }) },
    });
    const exit = await exitWithin(run, 20_000);
    assert.deepEqual(exit, { code: 1, signal: null }, run.output);
    assert.match(run.output, /set SEED_ADMIN_PASSWORD to its administrator's password \(at least 8 characters/);
    assert.deepEqual(run.pids('reference backend'), [], 'nothing was started');
  }
});

test(
  'a production start with its own administrator password signs in with it and never prints it',
  { timeout: READY_BUDGET_MS + 30_000 },
  async () => {
    const password = 'Mk-start-admin-7391';
    const run = await startConsole({ env: { NODE_ENV: 'production', SEED_ADMIN_PASSWORD: password } });
    await run.waitFor('the console is ready', /Console ready/, READY_BUDGET_MS);
    await run.waitFor('the accounts are listed', /admin \/ \(as set in the environment\)/, 5_000);
    const reply = await fetch(`http://127.0.0.1:${run.port}/api/auth/jwt/token`, {
      method: 'POST',
      headers: { origin: `http://127.0.0.1:${run.port}`, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    assert.equal((await reply.json()).status, 200);
    process.kill(-run.child.pid, 'SIGTERM');
    await exitWithin(run, 20_000);
    assert.ok(!run.output.includes(password), `start.mjs printed the password:\n${run.output}`);
    assert.doesNotMatch(run.output, /sg01 \/ sg01/, 'no demo accounts in production');
  },
);
