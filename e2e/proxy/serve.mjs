// Starts the deployment the "behind a reverse proxy" suite tests, all on loopback (ports, paths and
// secret in env.mjs): the reference backend, two console instances built for the sub-path with
// TRUST_PROXY=1 and one shared secret, and Debian's nginx in front of both (config written from
// nginx.conf.template).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT as root } from '../support/serve-console.mjs';
import { SIM_TEST_ENV } from '../support/sim-env.mjs';
import { PROXY } from './env.mjs';

const data = join(root, PROXY.dataDir);
rmSync(data, { recursive: true, force: true });
mkdirSync(join(data, 'nginx/tmp'), { recursive: true });

const common = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_BASE_PATH: PROXY.basePath,
  NEXT_DIST_DIR: PROXY.distDir,
  SESSION_SECRET: PROXY.sessionSecret,
};
const children = [];
const stop = (code = 0) => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
};
process.on('SIGTERM', () => stop());
process.on('SIGINT', () => stop());

// Without nginx the suite cannot start: say so at once rather than let Playwright wait out its timeout.
if (spawnSync('nginx', ['-v']).error) {
  console.error('nginx is not installed (scripts/test-all.sh installs nginx-light)');
  process.exit(1);
}

const build = spawnSync(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...common, CONSOLE_BUILD_ONLY: '1' },
});
if (build.status !== 0) process.exit(1);

const run = (args, env) => {
  const child = spawn(args[0], args.slice(1), { cwd: root, stdio: 'inherit', env: { ...common, ...env } });
  children.push(child);
  child.on('error', (error) => {
    console.error(`${args.join(' ')} did not start: ${error.message}`);
    stop(1);
  });
  child.on('exit', (code) => {
    console.error(`${args.join(' ')} exited ${code}`);
    stop(code ? 1 : 0);
  });
};

run([process.execPath, join(root, 'backend/dist/main.js')], {
  BACKEND_PORT: String(PROXY.backendPort),
  BACKEND_DATA_DIR: join(data, 'backend'),
  BACKEND_TEST_HOOKS: '1',
  ...SIM_TEST_ENV,
});
for (const port of PROXY.consolePorts) {
  run([process.execPath, join(root, PROXY.distDir, 'standalone/server.js')], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    BACKEND_URL: PROXY.backendURL,
    TRUST_PROXY: '1',
  });
}
const conf = readFileSync(join(import.meta.dirname, 'nginx.conf.template'), 'utf8')
  .replaceAll('__DATA__', join(data, 'nginx'))
  .replaceAll('__NGINX_PORT__', String(PROXY.nginxPort))
  .replaceAll('__BASE_PATH__', PROXY.basePath)
  // max_fails=0: the readiness poll can reach nginx before the second instance listens; one refused
  // connection would take it out of the rotation for nginx's 10 s fail_timeout, and the suite's first
  // tests would see one instance serve everything.
  .replaceAll(
    '__UPSTREAMS__',
    PROXY.consolePorts.map((port) => `server 127.0.0.1:${port} max_fails=0;`).join('\n    '),
  );
writeFileSync(join(data, 'nginx/nginx.conf'), conf);

// nginx starts once both instances are ready, that is once each answers `/api/ready`, which asks the
// reference backend: the suite's readiness poll (the sign-in page) needs neither the backend nor a second
// instance. An instance not listening yet fails a request nginx sends it (a POST with 502: nginx does not
// retry it), and a backend still starting makes the console answer a sign-in with its own 502,
// "unavailable" (nginx's error log then empty, the 502 the console's).
async function ready(port) {
  for (;;) {
    const reply = await fetch(`http://127.0.0.1:${port}${PROXY.basePath}/api/ready`).catch(() => null);
    if (reply?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
await Promise.all(PROXY.consolePorts.map(ready));
run(['nginx', '-p', join(data, 'nginx'), '-c', join(data, 'nginx/nginx.conf'), '-g', 'daemon off;'], {});
