// Chromium performance-trace helpers: time from a click to the first frame drawn after the content
// it reveals became visible (marked in the page with performance.mark when the DOM changed).
export const TRACE_CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame'];

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
  const click = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click').sort((a, b) => a.ts - b.ts)[0];
  const mark = events.filter((e) => e.name === markName).sort((a, b) => a.ts - b.ts)[0];
  if (!click || !mark) return { ms: NaN, click: !!click, mark: !!mark };
  const draw = events.filter((e) => e.name === 'DrawFrame' && e.ts >= mark.ts).sort((a, b) => a.ts - b.ts)[0];
  const commit = events.filter((e) => e.name === 'Commit' && e.ph === 'X' && e.ts >= mark.ts).sort((a, b) => a.ts - b.ts)[0];
  const end = draw ? draw.ts : commit ? commit.ts + (commit.dur ?? 0) : NaN;
  return { ms: (end - click.ts) / 1000, markMs: (mark.ts - click.ts) / 1000, clickHandlerMs: (click.dur ?? 0) / 1000, frame: draw ? 'DrawFrame' : 'Commit' };
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
  return page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, markName, { timeout, polling: 'raf' });
}
