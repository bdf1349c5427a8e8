import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { FullResult, Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter';

export const RESULTS_DIR = resolve(__dirname, '../../.data/test-results');

const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * One error's first lines and where it stopped; for an action's error, also the end of its call log, which says what it
 * waited on.
 */
function describe(error: TestError): string[] {
  const lines = plain(error.message ?? String(error.value ?? ''))
    .split('\n')
    .filter((line) => line.trim());
  const at = lines.findIndex((line) => /^\s*Call log:/.test(line));
  const [message, callLog] = at === -1 ? [lines, []] : [lines.slice(0, at), lines.slice(at + 1)];
  // A retried action repeats its steps hundreds of times: each kind of step once, the last ones.
  const steps = new Map<string, string>();
  for (const line of callLog) {
    const kind = line.replace(/\d+/g, '#').trim();
    steps.delete(kind);
    steps.set(kind, line.trim());
  }
  const tail = steps.size ? ['Call log (distinct steps, last 6):', ...[...steps.values()].slice(-6)] : [];
  const where = error.location ? `at ${error.location.file.split('/e2e/').pop()}:${error.location.line}` : '';
  return [...message.slice(0, 6), ...tail, where].filter(Boolean);
}

/**
 * The failure's first lines and the spec line it stopped at, indented under the title: a CI log's tail then says why.
 * A test's time-out is one error and the step it interrupted another (a click waiting on a covered element, a
 * navigation that never loads): both are told, as the first alone names no step.
 */
function why(result: TestResult): string {
  const errors = result.errors.length ? result.errors : result.error ? [result.error] : [];
  if (!errors.length) return '';
  return ['', ...errors.slice(0, 3).flatMap(describe)].join('\n      ');
}

/** Writes a suite's pass/fail counts, failed and flaky titles to `<name>.json` for scripts/test.mjs, which prints them
 * at the
 * run's end (CI shows only the tail of a log). */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly failedTitles: string[] = [];
  /** Passed on a retry: counted as passed, and listed with their first failure so they are seen and fixed. */
  private readonly flakyTitles: string[] = [];
  private readonly firstFailure = new Map<string, string>();
  /** Seconds each spec file took, retries included (scripts/spec-times.mjs keeps them for the shards' split). */
  private readonly fileSeconds: Record<string, number> = {};

  constructor(private readonly options: { name: string; testDir: string }) {}

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(this.options.testDir, test.location.file);
    this.fileSeconds[file] = (this.fileSeconds[file] ?? 0) + result.duration / 1000;
    const title =
      `${test.location.file.split('/e2e/').pop()}:${test.location.line} › ` +
      `${test.titlePath().slice(3).join(' › ')}`;
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') {
      if (!this.firstFailure.has(test.id)) this.firstFailure.set(test.id, why(result));
      return;
    }
    if (result.status === 'passed') {
      this.passed++;
      if (result.retry > 0) this.flakyTitles.push(`${title}${this.firstFailure.get(test.id) ?? ''}`);
    } else if (result.status === 'skipped') this.skipped++;
    else {
      this.failed++;
      this.failedTitles.push(`${title}${why(result)}`);
    }
  }

  onEnd(_result: FullResult) {
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      join(RESULTS_DIR, `${this.options.name}.json`),
      JSON.stringify({
        passed: this.passed,
        failed: this.failed,
        skipped: this.skipped,
        failedTitles: this.failedTitles,
        flakyTitles: this.flakyTitles,
        fileSeconds: this.fileSeconds,
      }),
    );
  }
}
