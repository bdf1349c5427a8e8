#!/usr/bin/env node
// Figure 4 — tab switching: with 20 tabs open, click the tab of a cached (kept-alive) view; time
// from the click to the first frame drawn with that view visible (Chromium performance trace), and
// the network requests the switch makes. The limit: a click that changes the DOM at once (the bare
// Next app's counter), timed the same way in the same run.
import { startBaseline, ensureBaselineBuild } from './lib/baseline.mjs';
import {
  backendToken,
  ensureConsoleBuild,
  fmt,
  gotoSettled,
  launchChromium,
  loadCatalogue,
  options,
  percentile,
  runFacts,
  sessionCookie,
  settle,
  spread,
  startSimulatedBackend,
  startConsole,
  stopAll,
  table,
  writeResult,
} from './lib/common.mjs';
import { get } from './lib/load.mjs';
import { clickToFrame, frameBreakdown, traced, waitForMark, watchVisible } from './lib/trace.mjs';

const PORTS = { console: 4030, backend: 4031, baseline: 4032 };
const TABS = 20;
const GOALS = { ms: 50, requests: 0 };

const opts = options();
// `--profile`: a JS CPU profile of the first run's switches, its time attributed to the code in each chunk.
const profiling = process.argv.includes('--profile');
const facts = runFacts();
const switches = opts.quick ? 4 : 10;
console.log(
  `Tab switching — ${opts.runs} run(s), ${TABS} tabs, ${switches} switches per run${opts.quick ? ' (quick)' : ''}`,
);

/** The bare app's counter: click → first frame showing the new count. */
async function limitOnce(browser, url) {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const times = [];
  for (let i = 0; i < 5; i++) {
    const mark = `bench:count-${i}`;
    await page.evaluate((name) => {
      const el = document.getElementById('counter');
      const observer = new MutationObserver(() => {
        performance.mark(name);
        observer.disconnect();
      });
      observer.observe(el, { childList: true, subtree: true, characterData: true });
    }, mark);
    const events = await traced(browser, page, async () => {
      await page.click('#counter');
      await waitForMark(page, mark);
      await page.waitForTimeout(150);
    });
    times.push(clickToFrame(events, mark).ms);
  }
  await page.close();
  return percentile(times, 50);
}

/** What a script holds, told by strings each kind of code keeps after minification. */
const MARKERS = [
  ['React DOM', /__reactFiber\$|__reactProps\$/],
  ['Next router', /next-router-state-tree/i],
  ['MUI', /MuiButtonBase|MuiSvgIcon|MuiListItem/],
  ['Emotion', /data-emotion/],
  ['console', /data-view|sidebar-toggle|command-palette/],
];
async function attribute(profile, base) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byUrl = new Map();
  const byFunction = new Map();
  for (const [id, us] of self) {
    const { url, functionName, lineNumber, columnNumber } = nodes.get(id).callFrame;
    if (functionName === '(idle)') continue;
    // No URL: the VM and the renderer's own work, DOM and history calls, or the test driver's scripts.
    const key = url || (functionName.startsWith('(') ? functionName : 'built-in (DOM, history) and driver calls');
    byUrl.set(key, (byUrl.get(key) ?? 0) + us);
    const fn =
      `${functionName || '(anonymous)'} ${url ? new URL(url).pathname.split('/').pop() : ''}:${lineNumber}:` +
      `${columnNumber}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const busy = [...byUrl.values()].reduce((a, b) => a + b, 0);
  const kinds = {};
  const chunks = [];
  for (const [url, us] of [...byUrl].sort((a, b) => b[1] - a[1])) {
    let holds = [url];
    if (url.startsWith('http')) {
      const text = (await get(url.startsWith(base) ? url : `${base}${new URL(url).pathname}`)).body.toString('utf8');
      holds = MARKERS.filter(([, re]) => re.test(text)).map(([name]) => name);
      if (!holds.length) holds = ['other script'];
    }
    const label = holds.join(' + ');
    kinds[label] = (kinds[label] ?? 0) + us / 1000;
    chunks.push({ url: url.startsWith('http') ? new URL(url).pathname : url, ms: us / 1000, holds: label });
  }
  const top = [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([fn, us]) => ({ fn, ms: us / 1000 }));
  return {
    busyMs: busy / 1000,
    byKind: Object.fromEntries(Object.entries(kinds).sort((a, b) => b[1] - a[1])),
    chunks: chunks.slice(0, 15),
    top,
  };
}

try {
  ensureConsoleBuild();
  ensureBaselineBuild();
  const { screens } = await loadCatalogue();
  const backendUrl = `http://127.0.0.1:${PORTS.backend}`;
  // The business screens as a user sees them, with the site's data (not their load-failure notice).
  await startSimulatedBackend({ port: PORTS.backend });
  await startConsole({ port: PORTS.console, backendUrl });
  await startBaseline(PORTS.baseline);
  const cookie = await sessionCookie(await backendToken(backendUrl), PORTS.console);
  // 20 cached screens the admin may open, the user administration (a data grid) among them.
  const cached = screens.filter((s) => !s.noCache && !s.hidden);
  const users = cached.find((s) => s.code === 'userManager');
  const picked = [...cached.filter((s) => s !== users).slice(0, TABS - 1), users].filter(Boolean);
  const base = `http://127.0.0.1:${PORTS.console}`;
  const browser = await launchChromium();
  // Warm-up (not kept): the first render of each route loads its server code.
  for (const s of picked) await get(`${base}${s.path}`, { cookie: cookie.header });
  const perRun = [];
  let profiled = null;
  for (let run = 0; run < opts.runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([
      { name: cookie.name, value: cookie.value, domain: '127.0.0.1', path: '/', httpOnly: true },
    ]);
    const page = await context.newPage();
    // Every request the page's network log shows, and whether the HTTP cache answered it.
    const requests = [];
    const byId = new Map();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.startsWith('data:')) return;
      const entry = { url: e.request.url, cached: false };
      byId.set(e.requestId, entry);
      requests.push(entry);
    });
    cdp.on('Network.requestServedFromCache', (e) => {
      if (byId.has(e.requestId)) byId.get(e.requestId).cached = true;
    });
    cdp.on('Network.responseReceived', (e) => {
      if (byId.has(e.requestId) && (e.response.fromDiskCache || e.response.fromPrefetchCache))
        byId.get(e.requestId).cached = true;
    });
    await gotoSettled(page, `${base}${picked[0].path}`);
    for (const s of picked.slice(1)) {
      await page.evaluate((p) => window.next.router.push(p), s.path);
      await page.locator(`[data-view="${s.path}"]`).waitFor({ state: 'visible', timeout: 30_000 });
      // As a user who looks at a screen before the next: its code and first reads have arrived. A view
      // hidden before then (it runs no effects while hidden) would make its first read on the timed switch.
      await settle(page, { quietMs: 1_000 });
    }
    await settle(page);
    await page.waitForTimeout(500);
    const open = await page.locator('[role=tab]').count();
    if (open < TABS) throw new Error(`only ${open} tabs open`);
    const kept = await page.locator('[data-view]').count();
    const samples = [];
    const profile = profiling && run === 0;
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    let active = picked.at(-1).path;
    for (let j = 0; j < switches; j++) {
      let target = picked[(j * 7 + 3 + run) % picked.length].path;
      if (target === active) target = picked[(j * 7 + 4 + run) % picked.length].path;
      const mark = `bench:visible-${run}-${j}`;
      await watchVisible(page, `[data-view="${target}"]`, mark);
      const before = requests.length;
      const events = await traced(browser, page, async () => {
        await page.click(`[role=tab][href="${target}"]`);
        await waitForMark(page, mark);
        await page.waitForTimeout(400); // requests the switch may still start
      });
      const timing = clickToFrame(events, mark);
      const parts = frameBreakdown(events, mark);
      const made = requests.slice(before);
      samples.push({
        path: target,
        ms: timing.ms,
        markMs: timing.markMs,
        parts,
        requests: made.filter((r) => !r.cached).map((r) => r.url),
        fromCache: made.filter((r) => r.cached).map((r) => r.url),
      });
      active = target;
    }
    if (profile) {
      const { profile: cpu } = await cdp.send('Profiler.stop');
      profiled = await attribute(cpu, base);
    }
    await context.close();
    const ms = samples.map((s) => s.ms);
    const limit = await limitOnce(browser, `http://127.0.0.1:${PORTS.baseline}/`);
    const part = (key) => percentile(samples.map((x) => x.parts?.[key]).filter(Number.isFinite), 50);
    const parts = {
      scriptMs: part('scriptMs'),
      layoutMs: part('layoutMs'),
      paintMs: part('paintMs'),
      otherMs: part('otherMs'),
    };
    perRun.push({
      parts,
      tabs: open,
      keptViews: kept,
      p50: percentile(ms, 50),
      max: Math.max(...ms),
      requests: samples.reduce((n, s) => n + s.requests.length, 0),
      fromCache: samples.reduce((n, s) => n + s.fromCache.length, 0),
      limit,
      samples,
    });
    const r = perRun.at(-1);
    console.log(
      `  run ${run + 1}: ${r.tabs} tabs (${r.keptViews} views kept); switch p50 ${r.p50.toFixed(1)} ms, max ` +
        `${r.max.toFixed(1)} ms; ${r.requests} network request(s) in ${switches} switches (${r.fromCache}` +
        ` answered by the HTTP cache); limit ${limit.toFixed(1)} ms`,
    );
  }
  await browser.close();
  const figures = {
    switchP50: spread(perRun.map((r) => r.p50)),
    switchMax: spread(perRun.map((r) => r.max)),
    requestsPerSwitch: spread(perRun.map((r) => r.requests / switches)),
    cachedPerSwitch: spread(perRun.map((r) => r.fromCache / switches)),
    limit: spread(perRun.map((r) => r.limit)),
    ratio: spread(perRun.map((r) => r.p50 / r.limit)),
    // Medians over the switches of a run: main-thread time between the click and the frame.
    parts: Object.fromEntries(
      ['scriptMs', 'layoutMs', 'paintMs', 'otherMs'].map((k) => [k, spread(perRun.map((r) => r.parts[k]))]),
    ),
  };
  const goals = {
    time: { goal: `≤ ${GOALS.ms} ms`, value: figures.switchP50.median, met: figures.switchP50.median <= GOALS.ms },
    requests: { goal: '0', value: figures.requestsPerSwitch.median, met: figures.requestsPerSwitch.max === 0 },
  };
  table('Switching to a cached tab with 20 open (min / median / max over runs)', [
    {
      figure: 'click → frame with the view (p50 of a run), ms',
      value: fmt(figures.switchP50),
      limit: fmt(figures.limit),
      ratio: fmt(figures.ratio, 2),
      goal: goals.time.goal,
      met: goals.time.met ? 'yes' : 'NO',
    },
    { figure: 'slowest switch of a run, ms', value: fmt(figures.switchMax), limit: '', ratio: '', goal: '', met: '' },
    {
      figure: 'network requests per switch (HTTP cache hits not counted)',
      value: fmt(figures.requestsPerSwitch, 2),
      limit: '0',
      ratio: '',
      goal: goals.requests.goal,
      met: goals.requests.met ? 'yes' : 'NO',
    },
  ]);
  table(
    'Where the time of a switch goes: main thread between click and frame, median switch of a run, ms',
    Object.entries(figures.parts).map(([k, v]) => ({
      part: {
        scriptMs: 'script',
        layoutMs: 'style and layout',
        paintMs: 'paint',
        otherMs: 'other (idle gaps, waiting for the frame)',
      }[k],
      ms: fmt(v),
    })),
  );
  if (profiled) {
    console.log(`\nJS profile of run 1's ${switches} switches: ${profiled.busyMs.toFixed(0)} ms busy`);
    table(
      'Self time by what the script holds',
      Object.entries(profiled.byKind).map(([holds, ms]) => ({
        holds,
        ms: ms.toFixed(1),
        share: `${((100 * ms) / profiled.busyMs).toFixed(0)} %`,
      })),
    );
    table(
      'Top functions (self time)',
      profiled.top.map((x) => ({ function: x.fn, ms: x.ms.toFixed(1) })),
    );
  }
  const urls = [
    ...new Set(
      perRun.flatMap((r) =>
        r.samples.flatMap((s) =>
          s.requests.map((u) => new URL(u).pathname + (new URL(u).search.includes('_rsc') ? '?_rsc' : '')),
        ),
      ),
    ),
  ];
  if (urls.length) console.log(`  requests seen: ${urls.slice(0, 8).join(', ')}${urls.length > 8 ? ' …' : ''}`);
  writeResult('tabs', facts, {
    options: { ...opts, profiling, tabs: TABS, switches, screens: picked.map((s) => s.path) },
    figures,
    goals,
    profile: profiled,
    runs: perRun,
  });
} finally {
  await stopAll();
}
