import { test, type TestInfo } from '@playwright/test';

function runningTest(): TestInfo | null {
  try {
    return test.info();
  } catch {
    return null; // called outside a test or hook
  }
}

/**
 * The timeout each running test or hook started with, and what outsideTestTime has added to it so
 * far. Kept here because in a hook `testInfo.timeout` does not reflect `testInfo.setTimeout`.
 */
const extended = new WeakMap<TestInfo, { base: number; added: number }>();

/**
 * Runs `work` (starting or stopping a server, a process run to its end) outside the running test's
 * own time: the test's (or hook's) timeout first grows by `budgetMs`, then keeps only what `work`
 * took. On a loaded machine a console can take a minute to start; that must not eat the time the
 * test was given for what it checks. `work` must give up by itself within `budgetMs`, with an
 * error that says what did not happen. Calls may overlap (a stop while another starts).
 */
export async function outsideTestTime<T>(budgetMs: number, work: () => Promise<T>): Promise<T> {
  const info = runningTest();
  if (!info || info.timeout === 0) return work();
  const entry = extended.get(info) ?? { base: info.timeout, added: 0 };
  extended.set(info, entry);
  entry.added += budgetMs;
  info.setTimeout(entry.base + entry.added);
  const began = Date.now();
  try {
    return await work();
  } finally {
    entry.added += Date.now() - began - budgetMs;
    info.setTimeout(entry.base + entry.added);
  }
}
