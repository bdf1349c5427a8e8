#!/usr/bin/env node
// Lighthouse on the sign-in page, the home route and a registry, with its mobile profile (a mid-range phone: 4× CPU
// slowdown, slow 4G, simulated) and its desktop profile: performance, accessibility and best practices, with total
// blocking time, time to interactive and largest contentful paint. Lighthouse is not one of the project's dependencies:
// the script runs it with `npx --yes lighthouse@12.8.2` (from the npm registry on first use) in Debian's Chromium.
// The console is the production build (`ensureConsoleBuild`), over the simulated site; a signed-in page gets a session
// cookie sealed for the run.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import {
  backendToken,
  DATA,
  ensureConsoleBuild,
  fmt,
  join,
  loadCatalogue,
  options,
  runFacts,
  sessionCookie,
  spread,
  startConsole,
  startSimulatedBackend,
  stopAll,
  table,
  writeResult,
} from './lib/common.mjs';

const PORTS = { backend: 4011, console: 4010 };
const LIGHTHOUSE = 'lighthouse@12.8.2';
const GOAL = { performance: 90, accessibility: 100, bestPractices: 100 };

const opts = options();
const facts = runFacts();
console.log(`Lighthouse — ${opts.runs} run(s) per page and profile${opts.quick ? ' (quick)' : ''}`);

/** One Lighthouse run: its scores (0–100) and timings (ms). */
function lighthouse(url, profile, cookie) {
  const dir = join(DATA, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const out = join(dir, `${profile}-${url.replace(/\W+/g, '_')}.json`);
  const args = ['--yes', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${out}`];
  args.push('--only-categories=performance,accessibility,best-practices', '--chrome-flags=--headless=new --no-sandbox');
  if (profile === 'desktop') args.push('--preset=desktop');
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  execFileSync('npx', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
  });
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = (id) => Math.round(report.categories[id].score * 100);
  const ms = (id) => report.audits[id].numericValue;
  if (!report.finalDisplayedUrl.startsWith(url)) throw new Error(`${url} ended at ${report.finalDisplayedUrl}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    tbt: ms('total-blocking-time'),
    tti: ms('interactive'),
    lcp: ms('largest-contentful-paint'),
  };
}

try {
  ensureConsoleBuild();
  const { home } = await loadCatalogue();
  await startSimulatedBackend({ port: PORTS.backend });
  await startConsole({ port: PORTS.console, backendUrl: `http://127.0.0.1:${PORTS.backend}` });
  const token = await backendToken(`http://127.0.0.1:${PORTS.backend}`);
  const base = `http://127.0.0.1:${PORTS.console}`;
  const pages = [
    { id: 'sign-in', path: '/login', signedIn: false },
    { id: 'home', path: home, signedIn: true },
    { id: 'registry', path: '/sbglManager/sbglDeviceManager', signedIn: true },
  ];
  const rows = [];
  const results = {};
  for (const profile of ['mobile', 'desktop'])
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < opts.runs; i++) {
        const cookie = page.signedIn ? (await sessionCookie(token, PORTS.console)).header : undefined;
        runs.push(lighthouse(base + page.path, profile, cookie));
      }
      const of = (key) => spread(runs.map((r) => r[key]));
      const figures = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, of(key)]));
      results[`${profile} ${page.id}`] = figures;
      rows.push({
        profile,
        page: page.id,
        performance: fmt(figures.performance, 0),
        accessibility: fmt(figures.accessibility, 0),
        'best practices': fmt(figures.bestPractices, 0),
        'TBT ms': fmt(figures.tbt, 0),
        'TTI s': fmt(spread(runs.map((r) => r.tti / 1000))),
        'LCP s': fmt(spread(runs.map((r) => r.lcp / 1000))),
      });
    }
  table('Lighthouse (min / median / max over runs)', rows);
  const mobile = pages.map((p) => results[`mobile ${p.id}`]);
  const met = (key, goal) => mobile.every((f) => f[key].median >= goal);
  const verdict = {
    performance: met('performance', GOAL.performance),
    accessibility: met('accessibility', GOAL.accessibility),
    bestPractices: met('bestPractices', GOAL.bestPractices),
  };
  console.log(`\nmobile goals (median): ${JSON.stringify(verdict)}; goal ${JSON.stringify(GOAL)}`);
  writeResult('lighthouse', facts, { runs: opts.runs, goal: GOAL, verdict, results });
} finally {
  stopAll();
}
