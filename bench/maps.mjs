#!/usr/bin/env node
// Figure 9 — the live maps, in Chromium against the console and a reference backend whose simulated site runs
// in real time (seed 1, 2026-03-15 10:00 GMT+8, one day of history; the clock is
// moved on a second each second through the backend's test hook):
//   • first draw of a 500 m × 200 m work area at 0.25 m cells (2 000 × 800 = 1.6 M cells): the home route's
//     grid answers are swapped, in the browser, for a synthetic grid of that size placed at the area's origin;
//     timed from the moment its bytes are read to the frame after the one that painted the raster's canvas;
//   • frame rate of the home route for a while with the rollers moving live and the big grid redrawn at each
//     new version the platform announces (requestAnimationFrame count, worst gap between frames);
//   • one truck-day of track through the BFF: time and bytes (and gzip bytes, as nginx would send it).
// Reports; judges nothing. `--quick`: one short run.
import { gzipSync } from 'node:zlib';
import {
  backendToken,
  ensureConsoleBuild,
  fmt,
  launchChromium,
  options,
  percentile,
  runFacts,
  sessionCookie,
  settle,
  spread,
  startConsole,
  startSimulatedBackend,
  stopAll,
  table,
  writeResult,
} from './lib/common.mjs';

const PORTS = { console: 4090, backend: 4091 };
const GOALS = { firstDrawMs: 150, fps: 30, trackMs: 200, trackKB: 150 };
const GRID = { cols: 2000, rows: 800, cellSize: 0.25 };
const HOME = '/znysManager/znysProcessMonitorManager';
const DAY = { start: '2026-03-14 00:00:00', end: '2026-03-14 23:59:59' };

const opts = options();
const facts = runFacts();
const draws = opts.quick ? 2 : 4;
const fpsSeconds = opts.quick ? 5 : 15;
console.log(
  `Live maps — ${opts.runs} run(s): ${draws} first draws of ${GRID.cols}×${GRID.rows} cells, ${fpsSeconds} s ` +
    `of frames, one truck-day of track`,
);

/** A GRD1 grid (lib/platform/grid.ts) of passes 0…13 in diagonal stripes, at the origin of the area it stands for. */
function syntheticGrid(originX, originY) {
  const header = 40;
  const out = new Uint8Array(header + GRID.cols * GRID.rows);
  const view = new DataView(out.buffer);
  out.set([0x47, 0x52, 0x44, 0x31], 0);
  view.setUint16(4, 1, true);
  view.setUint8(6, 0);
  view.setUint8(7, 1);
  view.setUint32(8, GRID.cols, true);
  view.setUint32(12, GRID.rows, true);
  view.setFloat32(16, originX, true);
  view.setFloat32(20, originY, true);
  view.setFloat32(24, GRID.cellSize, true);
  view.setFloat32(28, 1, true);
  view.setFloat32(32, 0, true);
  view.setUint16(36, 255, true);
  for (let r = 0; r < GRID.rows; r++)
    for (let c = 0; c < GRID.cols; c++) out[header + r * GRID.cols + c] = Math.floor((c + r) / 40) % 14;
  return Buffer.from(out);
}

/**
 * In the page, before its scripts: when grid bytes are read, and the first frame after each raster canvas is placed.
 */
function watchRaster() {
  const state = { dataAt: 0, draws: [] };
  Object.assign(window, { __benchGrid: state });
  const read = Response.prototype.arrayBuffer;
  Response.prototype.arrayBuffer = async function arrayBuffer() {
    const buffer = await read.call(this);
    if (this.url.includes('/grid?')) state.dataAt = performance.now();
    return buffer;
  };
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) {
        if (!(node instanceof HTMLCanvasElement) || !node.classList.contains('grid-raster')) continue;
        const from = state.dataAt;
        // Two frames: the first callback runs before its frame is painted, the second once it has been.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            state.draws.push({ ms: performance.now() - from, cols: Number(node.dataset.cols) }),
          ),
        );
      }
  }).observe(document, { childList: true, subtree: true });
}

async function startSite() {
  const backendUrl = `http://127.0.0.1:${PORTS.backend}`;
  // The clock stands while the history is written (a running clock starves the back-fill), then the
  // benchmark moves it on a second each second through the test hook: the site runs in real time.
  await startSimulatedBackend({ port: PORTS.backend, name: 'maps-backend', historyDays: 1 });
  const token = await backendToken(backendUrl);
  const tick = setInterval(() => {
    fetch(`${backendUrl}/__test/sim/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"seconds":1}',
    }).catch(() => {});
  }, 1000);
  tick.unref();
  await startConsole({ port: PORTS.console, backendUrl });
  return sessionCookie(token, PORTS.console);
}

/** One truck-day through the BFF, `runs` times: ms, bytes, gzip bytes, points. */
async function trackDay(base, cookie) {
  const headers = { cookie: cookie.header };
  const location = await (await fetch(`${base}/api/ylc/location`, { headers })).json();
  const truck = location.data.vehicles.find((v) => v.state !== 'offline') ?? location.data.vehicles[0];
  const url =
    `${base}/api/ylc/track?vehicleId=${truck.id}&start=${encodeURIComponent(DAY.start)}&end=` +
    `${encodeURIComponent(DAY.end)}`;
  const samples = [];
  for (let i = 0; i < 6; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const bytes = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    const body = JSON.parse(bytes.toString('utf8'));
    if (body.status !== 200) throw new Error(`track: ${JSON.stringify(body).slice(0, 200)}`);
    if (i > 0)
      samples.push({
        ms,
        bytes: bytes.length,
        gzip: gzipSync(bytes).length,
        points: body.data.points.length,
        rawPoints: body.data.rawPoints,
      });
  }
  return {
    truck: truck.code,
    ms: percentile(
      samples.map((s) => s.ms),
      50,
    ),
    ...samples[0],
  };
}

async function onePageRun(browser, base, cookie) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 }, locale: 'zh-CN' });
  await context.addCookies([
    { name: cookie.name, value: cookie.value, domain: '127.0.0.1', path: '/', httpOnly: true },
  ]);
  await context.addInitScript(watchRaster);
  const page = await context.newPage();
  let swapped = 0;
  await page.route('**/grid?*', async (route) => {
    const real = await route.fetch();
    const bytes = await real.body();
    if (real.status() !== 200 || bytes.length < 40) return route.fulfill({ response: real });
    swapped++;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/octet-stream', 'cache-control': 'no-store' },
      body: syntheticGrid(view.getFloat32(16, true), view.getFloat32(20, true)),
    });
  });
  await page.goto(`${base}${HOME}`, { waitUntil: 'load' });
  await page.locator('[data-area]').first().waitFor();
  await settle(page);

  // First draws: select other areas; each selection reads its grid once.
  const areas = page.locator('[data-area]');
  const count = await areas.count();
  const firstDraws = [];
  for (let i = 0; i < draws && i < count; i++) {
    const seen = await page.evaluate(() => window.__benchGrid.draws.length);
    await areas.nth((i + 1) % count).click();
    // The area already selected reads nothing new.
    const drawn = await page
      .waitForFunction((n) => window.__benchGrid.draws.length > n, seen, { timeout: 15_000 })
      .catch(() => null);
    if (!drawn) continue;
    const draw = await page.evaluate(() => window.__benchGrid.draws.at(-1));
    if (draw.cols === GRID.cols) firstDraws.push(draw.ms);
  }

  // Frames while the site moves: select an area being rolled, so that its grid's new versions arrive live.
  const active = page.getByRole('button', { name: /碾压中/ }).first();
  if ((await active.count()) > 0) await active.click();
  const positions = () =>
    page
      .locator('[data-roller]')
      .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-roller')}@${e.getAttribute('data-x')}`));
  const before = await positions();
  const redrawsBefore = await page.evaluate(() => window.__benchGrid.draws.length);
  const frames = await page.evaluate(
    (seconds) =>
      new Promise((resolve) => {
        const times = [];
        const end = performance.now() + seconds * 1000;
        const tick = (t) => {
          times.push(t);
          if (t < end) requestAnimationFrame(tick);
          else resolve(times);
        };
        requestAnimationFrame(tick);
      }),
    fpsSeconds,
  );
  const after = await positions();
  const redraws = (await page.evaluate(() => window.__benchGrid.draws.length)) - redrawsBefore;
  const gaps = frames.slice(1).map((t, i) => t - frames[i]);
  const moved = after.filter((p) => !before.includes(p)).length;
  await context.close();
  return {
    firstDrawP50: percentile(firstDraws, 50),
    firstDrawMax: Math.max(...firstDraws),
    firstDraws,
    fps: (frames.length - 1) / ((frames.at(-1) - frames[0]) / 1000),
    worstGapMs: Math.max(...gaps),
    rollersMoved: moved,
    rollers: after.length,
    redraws,
    gridsSwapped: swapped,
  };
}

try {
  ensureConsoleBuild();
  const cookie = await startSite();
  const base = `http://127.0.0.1:${PORTS.console}`;
  const browser = await launchChromium();
  const runs = [];
  for (let run = 0; run < opts.runs; run++) {
    const pageRun = await onePageRun(browser, base, cookie);
    const track = await trackDay(base, cookie);
    runs.push({ ...pageRun, track });
    console.log(
      `  run ${run + 1}: first draw p50 ${pageRun.firstDrawP50.toFixed(0)} ms (max ` +
        `${pageRun.firstDrawMax.toFixed(0)}); ${pageRun.fps.toFixed(1)} frames/s, worst gap ` +
        `${pageRun.worstGapMs.toFixed(0)} ms, ${pageRun.rollersMoved}/${pageRun.rollers} rollers moved, ` +
        `${pageRun.redraws} live redraws; track ${track.truck}: ${track.ms.toFixed(0)} ms, ` +
        `${(track.bytes / 1000).toFixed(1)} kB (${(track.gzip / 1000).toFixed(1)} kB gzip), ${track.points} of ` +
        `${track.rawPoints} points`,
    );
  }
  await browser.close();
  const s = (pick) => spread(runs.map(pick));
  const figures = {
    firstDraw: s((r) => r.firstDrawP50),
    fps: s((r) => r.fps),
    worstGap: s((r) => r.worstGapMs),
    rollersMoved: s((r) => r.rollersMoved),
    liveRedraws: s((r) => r.redraws),
    trackMs: s((r) => r.track.ms),
    trackKB: s((r) => r.track.bytes / 1000),
    trackGzipKB: s((r) => r.track.gzip / 1000),
  };
  const goals = {
    firstDraw: {
      goal: `≤ ${GOALS.firstDrawMs} ms`,
      value: figures.firstDraw.median,
      met: figures.firstDraw.median <= GOALS.firstDrawMs,
    },
    fps: { goal: `≥ ${GOALS.fps}`, value: figures.fps.median, met: figures.fps.median >= GOALS.fps },
    trackMs: {
      goal: `≤ ${GOALS.trackMs} ms`,
      value: figures.trackMs.median,
      met: figures.trackMs.median <= GOALS.trackMs,
    },
    trackKB: {
      goal: `≤ ${GOALS.trackKB} kB`,
      value: figures.trackKB.median,
      met: figures.trackKB.median <= GOALS.trackKB,
    },
  };
  const met = (g) => (g.met ? 'yes' : 'NO');
  table('Live maps (min / median / max over runs)', [
    {
      figure: `first draw of ${GRID.cols}×${GRID.rows} cells after its bytes (p50 of a run), ms`,
      value: fmt(figures.firstDraw),
      goal: goals.firstDraw.goal,
      met: met(goals.firstDraw),
    },
    {
      figure: `frames/s on the home route, ${fpsSeconds} s, rollers moving, big grid redrawn live`,
      value: fmt(figures.fps),
      goal: goals.fps.goal,
      met: met(goals.fps),
    },
    { figure: 'worst gap between two frames, ms', value: fmt(figures.worstGap, 0), goal: '', met: '' },
    {
      figure: 'rollers that moved during the window',
      value: fmt(figures.rollersMoved, 0),
      goal: '≥ 4',
      met: figures.rollersMoved.median >= 4 ? 'yes' : 'NO',
    },
    { figure: 'live redraws of the big grid during the window', value: fmt(figures.liveRedraws, 0), goal: '', met: '' },
    {
      figure: 'one truck-day of track through the BFF, ms (p50 of 5)',
      value: fmt(figures.trackMs),
      goal: goals.trackMs.goal,
      met: met(goals.trackMs),
    },
    {
      figure: 'one truck-day of track, kB (gzip)',
      value: `${fmt(figures.trackKB)} (${fmt(figures.trackGzipKB)})`,
      goal: goals.trackKB.goal,
      met: met(goals.trackKB),
    },
  ]);
  writeResult('maps', facts, { options: { ...opts, grid: GRID, fpsSeconds, draws }, figures, goals, runs });
} finally {
  await stopAll();
}
