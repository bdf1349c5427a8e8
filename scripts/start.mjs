#!/usr/bin/env node
// `npm start`: builds what is out of date, starts the reference backend when BACKEND_URL is
// unset, then the console. Outside production a session secret is generated once and kept in
// the data folder, so the first run needs no configuration and no secret is ever committed.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { NEXT_TELEMETRY_DISABLED: '1', ...process.env };
const dataDir = resolve(root, env.CONSOLE_DATA_DIR ?? '.data');
const port = env.PORT ?? '3000';
const distDir = env.NEXT_DIST_DIR || '.next';
const standalone = join(root, distDir, 'standalone');
const children = [];

function fail(message) {
  console.error(`\n✖ ${message}\n`);
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
  if (env.NODE_ENV === 'production') fail('SESSION_SECRET is required when NODE_ENV=production (at least 32 characters).');
  const file = join(dataDir, 'session-secret');
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  env.SESSION_SECRET = readFileSync(file, 'utf8').trim();
}

function buildIfStale() {
  const backendBuilt = join(root, 'backend/dist/main.js');
  if (!existsSync(backendBuilt) || statSync(backendBuilt).mtimeMs < newestMtime(['backend/src', 'backend/tsconfig.json'])) {
    console.log('› building the reference backend');
    run('npm', ['run', 'build', '-w', 'backend']);
  }
  const marker = join(root, distDir, 'console-build.json');
  // Build-time inputs: a build made for other values is stale.
  const basePath = env.NEXT_PUBLIC_BASE_PATH ?? '';
  const hooks = env.NEXT_PUBLIC_E2E_HOOKS === '1';
  const sources = ['app', 'components', 'lib', 'messages', 'public', 'middleware.ts', 'next.config.mjs', 'package.json', 'tsconfig.json'];
  const previous = existsSync(marker) ? JSON.parse(readFileSync(marker, 'utf8')) : null;
  const stale = !previous || previous.basePath !== basePath || Boolean(previous.hooks) !== hooks || statSync(marker).mtimeMs < newestMtime(sources);
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

function start(name, args, extraEnv) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping`);
      stop(code || 1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

sessionSecret();
buildIfStale();
if (env.CONSOLE_BUILD_ONLY === '1') process.exit(0);

if (!env.BACKEND_URL) {
  const backendPort = env.BACKEND_PORT ?? '8765';
  start('reference backend', [join(root, 'backend/dist/main.js')], {
    BACKEND_PORT: backendPort,
    BACKEND_HOST: '127.0.0.1',
    BACKEND_DATA_DIR: env.BACKEND_DATA_DIR ?? join(dataDir, 'backend'),
    // Single sign-on: the ID token's audience is the console's client id (backend/README.md).
    ...(env.SSO_ISSUER && !env.SSO_AUDIENCE && env.SSO_CLIENT_ID ? { SSO_AUDIENCE: env.SSO_CLIENT_ID } : {}),
  });
  await waitForPort('127.0.0.1', backendPort, 30_000).catch((e) => fail(`reference backend did not start: ${e.message}`));
  env.BACKEND_URL = `http://127.0.0.1:${backendPort}`;
}

// `output: 'standalone'`: the same server a deployer copies (see README "Deploying").
start('console', [join(standalone, 'server.js')], { NODE_ENV: 'production', PORT: port, HOSTNAME: env.HOST ?? '0.0.0.0' });
await waitForPort('127.0.0.1', port, 60_000).catch((e) => fail(`console did not start: ${e.message}`));

const base = env.NEXT_PUBLIC_BASE_PATH ?? '';
console.log(`\n✔ Console ready: http://localhost:${port}${base}/login`);
console.log(`  Backend: ${env.BACKEND_URL}`);
if (!process.env.BACKEND_URL) {
  console.log('  Demo accounts (reference backend, for demos and tests only):');
  console.log(`    admin / ${env.SEED_ADMIN_PASSWORD ?? 'admin'}   — every menu`);
  console.log(`    test  / ${env.SEED_TEST_PASSWORD ?? 'test'}    — dashboard, 机场数字化施工平台, 试验室`);
  console.log(`    mh    / ${env.SEED_MH_PASSWORD ?? 'mh'}      — like test, airport branding`);
}
