import { test, type TestInfo } from '@playwright/test';

function runningTest(): TestInfo | null {
  try {
    return test.info();
  } catch {
    return null; // called outside a test or hook
  }
}

/**
 * Runs `work` (starting or stopping a server, a process run to its end) outside the running test's
 * own time: the test's (or hook's) timeout first grows by `budgetMs`, then keeps only what `work`
 * took. On a loaded machine a console can take a minute to start; that must not eat the time the
 * test was given for what it checks. `work` must give up by itself within `budgetMs`, with an
 * error that says what did not happen.
 */
export async function outsideTestTime<T>(budgetMs: number, work: () => Promise<T>): Promise<T> {
  const info = runningTest();
  if (!info || info.timeout === 0) return work();
  info.setTimeout(info.timeout + budgetMs);
  const began = Date.now();
  try {
    return await work();
  } finally {
    info.setTimeout(info.timeout - budgetMs + (Date.now() - began));
  }
}
