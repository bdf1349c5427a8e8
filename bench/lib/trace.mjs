// Chromium performance-trace helpers: time from a click to the first frame drawn after the content
// it reveals became visible (marked in the page with performance.mark when the DOM changed).
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'blink.user_timing',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
];

export async function traced(browser, page, action) {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  let buffer;
  try {
    await action();
  } finally {
    buffer = await browser.stopTracing();
  }
  const parsed = JSON.parse(buffer.toString('utf8'));
  return parsed.traceEvents ?? parsed;
}

/**
 * From the trace: start of the click's EventDispatch → the first frame drawn (DrawFrame, else the
 * end of the main thread's Commit) after the user-timing mark `markName`. Milliseconds, or NaN.
 */
export function clickToFrame(events, markName) {
  const click = events
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')
    .sort((a, b) => a.ts - b.ts)[0];
  const mark = events.filter((e) => e.name === markName).sort((a, b) => a.ts - b.ts)[0];
  if (!click || !mark) return { ms: NaN, click: !!click, mark: !!mark };
  const draw = events.filter((e) => e.name === 'DrawFrame' && e.ts >= mark.ts).sort((a, b) => a.ts - b.ts)[0];
  const commit = events
    .filter((e) => e.name === 'Commit' && e.ph === 'X' && e.ts >= mark.ts)
    .sort((a, b) => a.ts - b.ts)[0];
  const end = draw ? draw.ts : commit ? commit.ts + (commit.dur ?? 0) : NaN;
  return {
    ms: (end - click.ts) / 1000,
    markMs: (mark.ts - click.ts) / 1000,
    clickHandlerMs: (click.dur ?? 0) / 1000,
    frame: draw ? 'DrawFrame' : 'Commit',
  };
}

/** Marks `markName` when `selector` (an element hidden until now) is displayed. */
export function watchVisible(page, selector, markName) {
  return page.evaluate(
    ({ selector, markName }) => {
      const el = document.querySelector(selector);
      if (!el) throw new Error(`no ${selector}`);
      const shown = () => el.isConnected && getComputedStyle(el).display !== 'none' && el.getClientRects().length > 0;
      if (shown()) throw new Error(`${selector} is already visible`);
      const observer = new MutationObserver(() => {
        if (shown()) {
          performance.mark(markName);
          observer.disconnect();
        }
      });
      observer.observe(document.body, { attributes: true, childList: true, subtree: true });
    },
    { selector, markName },
  );
}

export function waitForMark(page, markName, timeout = 10_000) {
  return page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, markName, {
    timeout,
    polling: 'raf',
  });
}

const union = (intervals) => {
  const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const out = [];
  for (const [a, b] of sorted) {
    if (out.length && a <= out.at(-1)[1]) out.at(-1)[1] = Math.max(out.at(-1)[1], b);
    else out.push([a, b]);
  }
  return out;
};
const length = (intervals) => intervals.reduce((s, [a, b]) => s + (b - a), 0);
const overlap = (xs, ys) => {
  let total = 0;
  for (const [a, b] of xs) for (const [c, d] of ys) total += Math.max(0, Math.min(b, d) - Math.max(a, c));
  return total;
};

const STYLE_LAYOUT = new Set(['UpdateLayoutTree', 'Layout', 'RecalculateStyles', 'UpdateLayerTree']);
const PAINT = new Set(['PrePaint', 'Paint', 'Layerize', 'PaintImage', 'CompositeLayers', 'Commit']);
const SCRIPT = new Set([
  'EventDispatch',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'v8.run',
  'EvaluateScript',
  'FireIdleCallback',
  'V8.Execute',
  'ParseHTML',
]);

/**
 * Where the main thread's time went between the click and the frame (clickToFrame's window), in
 * ms: script (JS, forced layouts taken out), style and layout, paint, and the rest (idle gaps, the
 * wait for the next frame, tasks of other kinds).
 */
export function frameBreakdown(events, markName) {
  const click = events
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')
    .sort((a, b) => a.ts - b.ts)[0];
  const timing = clickToFrame(events, markName);
  if (!click || !Number.isFinite(timing.ms)) return null;
  const start = click.ts;
  const end = start + timing.ms * 1000;
  const onMain = events.filter(
    (e) => e.ph === 'X' && e.pid === click.pid && e.tid === click.tid && e.ts < end && e.ts + (e.dur ?? 0) > start,
  );
  const clip = (e) => [Math.max(e.ts, start), Math.min(e.ts + (e.dur ?? 0), end)];
  const layout = union(onMain.filter((e) => STYLE_LAYOUT.has(e.name)).map(clip));
  const paint = union(onMain.filter((e) => PAINT.has(e.name)).map(clip));
  const script = union(onMain.filter((e) => SCRIPT.has(e.name)).map(clip));
  const scriptMs = (length(script) - overlap(script, layout) - overlap(script, paint)) / 1000;
  const layoutMs = length(layout) / 1000;
  const paintMs = (length(paint) - overlap(paint, layout)) / 1000;
  return {
    totalMs: timing.ms,
    scriptMs,
    layoutMs,
    paintMs,
    otherMs: Math.max(0, timing.ms - scriptMs - layoutMs - paintMs),
  };
}
