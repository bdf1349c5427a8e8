#!/usr/bin/env node
// `npm test`: lint (ESLint and Prettier), types and unit tests (Jest) beside the reference backend's own tests
// (node:test), then the end-to-end suites under e2e/ (Playwright, Debian Chromium). Ends with one closing line of
// counts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { E2E_DIST_DIR } from '../e2e/console/env.mjs';

const root = resolve(import.meta.dirname, '..');
const results = join(root, '.data/test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
// lint | typecheck | unit | backend | e2e | start | bench | proxy | sso | security
// (e2e is the console suite, then start)
const only = process.argv[2];
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedTitles = []; // printed last: CI shows only a log's tail
const flakyTitles = []; // e2e tests that failed once and passed on their retry, printed last as well
let broken = false;

/** Runs a command to its end without blocking the others: its output is kept and printed in one piece when it ends. */
function runBuffered(command, args, env) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => {
      stderr += String(error);
      done({ status: 1, stdout, stderr });
    });
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

/**
 * One step: runs it and adds its counts; true when it passed. `parallel` steps may run beside another (their output is
 * printed when they end, whole, so two never interleave); the others run alone with the terminal.
 */
async function step(name, command, args, collect, { parallel = false, env: stepEnv } = {}) {
  if (
    only &&
    only !== name &&
    !(only === 'bench' && name.startsWith('bench-')) &&
    !(only === 'e2e' && (name === 'start' || name.startsWith('e2e ')))
  )
    return false;
  const header = `\n━━ ${name} ━━ ${command} ${args.join(' ')}`;
  const env =
    stepEnv ??
    (name.startsWith('bench-')
      ? { ...process.env, BENCH_DIST_DIR: E2E_DIST_DIR, BENCH_SKIP_BUILD: '1', BENCH_RESULTS: '.data/bench-smoke' }
      : process.env);
  const piped = name === 'backend' || name === 'start'; // node:test runs: their counts are read from the output
  let r;
  if (parallel) {
    const started = Date.now();
    r = await runBuffered(command, args, env);
    console.log(`${header} (${Math.round((Date.now() - started) / 1000)} s)`);
    process.stdout.write(r.stdout);
    process.stderr.write(r.stderr);
  } else {
    console.log(header);
    r = spawnSync(command, args, { cwd: root, stdio: piped ? ['inherit', 'pipe', 'inherit'] : 'inherit', env });
    if (piped) process.stdout.write(r.stdout ?? '');
  }
  const counts = collect(r);
  if (!counts) {
    console.error(`✖ ${name}: no results were recorded (exit ${r.status})`);
    broken = true;
    return false;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped ?? 0;
  for (const title of counts.failedTitles ?? []) failedTitles.push(`${name}: ${title}`);
  for (const title of counts.flakyTitles ?? []) flakyTitles.push(`${name}: ${title}`);
  if (counts.failed && !counts.failedTitles?.length)
    failedTitles.push(`${name}: ${counts.failed} failed (see its output above)`);
  if (r.status !== 0 && counts.failed === 0) {
    console.error(`✖ ${name} exited ${r.status}`);
    broken = true;
  }
  return r.status === 0 && counts.failed === 0;
}

/** The first line of a Node error in a step's captured stderr (its message), when the step ran buffered. */
const firstErrorLine = (stderr) =>
  typeof stderr === 'string' ? stderr.split('\n').find((line) => /^\w*Error\b|^Error:/.test(line.trim())) : undefined;

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

// ESLint (layer boundaries, React and Next.js rules), the import-cycle check and Prettier's check, as `npm run lint`:
// one test.
const lint = () =>
  step(
    'lint',
    'npm',
    ['run', '--silent', 'lint'],
    (r) => ({
      passed: r.status === 0 ? 1 : 0,
      failed: r.status === 0 ? 0 : 1,
      failedTitles: r.status === 0 ? [] : ['npm run lint'],
    }),
    { parallel: true },
  );

// The console's, the e2e suites' and the reference backend's types (tests included): one test.
const typecheck = () =>
  step(
    'typecheck',
    'npm',
    ['run', '--silent', 'typecheck'],
    (r) => ({
      passed: r.status === 0 ? 1 : 0,
      failed: r.status === 0 ? 0 : 1,
      failedTitles: r.status === 0 ? [] : ['npm run typecheck'],
    }),
    // The install built the contract package; rebuilt here, its files would be rewritten under the backend's tests
    // that read them beside this step.
    { parallel: true, env: { ...process.env, CONTRACT_BUILT: '1' } },
  );

const unit = () =>
  step(
    'unit',
    process.execPath,
    [join(root, 'node_modules/jest/bin/jest.js'), '--ci', '--json', `--outputFile=${join(results, 'jest.json')}`],
    () => {
      const j = readJson(join(results, 'jest.json'));
      const failedTitles = (j?.testResults ?? []).flatMap((file) => [
        ...(file.assertionResults ?? [])
          .filter((t) => t.status === 'failed')
          .map((t) => `${file.name.replace(`${root}/`, '')} › ${t.fullName}`),
        ...(file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')
          ? [`${file.name.replace(`${root}/`, '')} › (suite failed to run)`]
          : []),
      ]);
      return (
        j && {
          passed: j.numPassedTests,
          failed: j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0),
          skipped: j.numPendingTests,
          failedTitles,
        }
      );
    },
    { parallel: true },
  );

/** The counts of a node:test run with the spec reporter. */
function nodeTestCounts(r) {
  const out = String(r.stdout ?? '');
  const num = (label) => Number(out.match(new RegExp(`ℹ ${label} (\\d+)`))?.[1] ?? NaN);
  const passed = num('pass');
  // The spec reporter repeats each failure under "✖ failing tests:" at its end.
  const failing = out.split('✖ failing tests:')[1] ?? '';
  const failedTitles = [...failing.matchAll(/^\s*✖ (.+?)(?: \([\d.]+m?s\))?$/gm)].map((m) => m[1]);
  return Number.isNaN(passed) ? null : { passed, failed: num('fail') || 0, skipped: num('skipped') || 0, failedTitles };
}

// The reference backend's suite (two test files at a time, each a process with its simulator's thread) beside the
// checks and the unit tests (one after the other): neither step shares state, and the backend's files spend much of
// their time waiting on their simulators.
/**
 * The console suite's build (and the backend's), made while the backend's suite runs: serve.mjs then finds it fresh.
 */
async function e2eBuild() {
  if (only && only !== 'e2e') return false;
  const started = Date.now();
  const env = {
    ...process.env,
    NEXT_DIST_DIR: E2E_DIST_DIR,
    NEXT_PUBLIC_E2E_HOOKS: '1',
    CONSOLE_BUILD_ONLY: '1',
    BACKEND_URL: '',
  };
  const r = await runBuffered(process.execPath, [join(root, 'scripts/start.mjs')], env);
  console.log(
    `\n━━ e2e build ━━ (${Math.round((Date.now() - started) / 1000)} s, exit ${r.status}; the suite builds ` +
      `again if this failed)`,
  );
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  return r.status === 0;
}

// `npm start` supervising the reference backend (kill, 502 meanwhile, restart, give-up, SIGTERM), on its own ports and
// data folder, reusing the e2e build (node:test, about 80 s).
const startSuite = () =>
  step(
    'start',
    process.execPath,
    ['--test', '--test-reporter=spec', join(root, 'e2e/start/backend-restart.test.mjs')],
    nodeTestCounts,
    { parallel: !only },
  );

let built = false;
await Promise.all([
  (async () => {
    await lint();
    if ((await typecheck()) && !only) process.env.CONSOLE_TYPES_CHECKED = '1'; // next.config.mjs
    await unit();
    built = await e2eBuild();
    // The backend's suite runs about three minutes longer than the steps above: two steps that wait on servers much
    // of their time fill that gap rather than lengthen the run's tail. The console behind nginx at a sub-path builds
    // its own output, so it needs no e2e build.
    await startSuite();
    await suite('proxy', 'proxy', undefined, { parallel: !only });
  })(),
  step('backend', 'npm', ['test', '--silent', '-w', 'backend'], nodeTestCounts, { parallel: true }),
]);

/**
 * A Playwright suite (e2e/<suite>/): its summary reporter writes the counts to <suite>.json, or <suite>-<k>.json
 * for shard k of n (`E2E_SHARD`, read by the suite's env.mjs), which runs beside the others.
 */
function suite(name, folder, shard, { parallel = false } = {}) {
  const cli = join(root, 'node_modules/@playwright/test/cli.js');
  const counts = () => readJson(join(results, `${folder}${shard ? `-${shard.index}` : ''}.json`));
  const args = [cli, 'test', '-c', `e2e/${folder}/playwright.config.ts`];
  if (!shard) return step(name, process.execPath, args, counts, { parallel });
  const at = `${shard.index}/${shard.count}`;
  return step(`${name} ${at}`, process.execPath, args, counts, {
    parallel: true,
    env: { ...process.env, E2E_SHARD: at },
  });
}

// The console suite in E2E_SHARDS (2) shards side by side, each with its own backend, console, SMTP port and data
// folder (e2e/console/env.mjs): one run leaves half of two cores idle while it waits on pages. The shards share the
// e2e build, so they start only once it is made; without it, one unsharded run builds it.
const shards = built ? Math.max(1, Number(process.env.E2E_SHARDS || 2)) : 1;
if (shards === 1) suite('e2e', 'console');
else
  await Promise.all(Array.from({ length: shards }, (_, i) => suite('e2e', 'console', { index: i + 1, count: shards })));

// The rest in two lanes side by side, each one step at a time (about 5 and 6 minutes): they share no port, data folder
// or build output, and their steps wait on servers and pages for much of their time. A step run alone
// (`npm test -- <step>`) keeps the terminal.
const tail = { parallel: !only };
await Promise.all([
  (async () => {
    // A quick smoke of the benchmarks (docs/benchmarks.md has a full run): they report, they do not judge;
    // a step passes when the benchmark runs to its end. Reuses the e2e build; figures go to .data.
    for (const name of ['proxy', 'memory', 'live', 'js-weight']) {
      await step(
        `bench-${name}`,
        process.execPath,
        [join(root, 'bench', `${name}.mjs`), '--quick'],
        (r) => ({
          passed: r.status === 0 ? 1 : 0,
          failed: r.status === 0 ? 0 : 1,
          // Its error's first line, so the closing list (all a CI log's tail may show) says why.
          failedTitles: r.status === 0 ? [] : [firstErrorLine(r.stderr) ?? `exit ${r.status} (see its output above)`],
        }),
        tail,
      );
    }
    // Single sign-on through a real OpenID provider.
    await suite('sso', 'sso', undefined, tail);
  })(),
  (async () => {
    await suite('security', 'security', undefined, tail);
  })(),
]);

if (!only || only === 'security') {
  // Dependency gate: the registry's audit service, where this network reaches it (SECURITY.md).
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  let verdict;
  try {
    const report = JSON.parse(audit.stdout);
    const v = report.metadata?.vulnerabilities;
    verdict = v ? `high=${v.high} critical=${v.critical}` : `unavailable (${report.error?.summary ?? 'no report'})`;
    if (v && (v.high || v.critical)) {
      console.error(
        '✖ npm audit found high or critical advisories in production dependencies (see docs/security-tests.md)',
      );
      broken = true;
    }
  } catch {
    verdict = 'unavailable (no JSON answer)';
  }
  console.log(`FIGURE dependency-audit: ${verdict}`);
}

const figuresFile = join(results, 'security-figures.jsonl');
if (existsSync(figuresFile)) {
  console.log('\nSecurity figures:');
  for (const line of readFileSync(figuresFile, 'utf8').trim().split('\n')) console.log(`  ${line}`);
}

if (flakyTitles.length)
  console.log(`\nFlaky (failed, then passed on the retry):\n${flakyTitles.map((t) => `  ⚠ ${t}`).join('\n')}`);
if (failedTitles.length) console.log(`\nFailed:\n${failedTitles.map((t) => `  ✖ ${t}`).join('\n')}`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}` +
    `${flakyTitles.length ? `, ${flakyTitles.length} flaky` : ''}`,
);
process.exit(totals.failed || broken ? 1 : 0);
