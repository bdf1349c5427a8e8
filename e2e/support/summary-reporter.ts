import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export const RESULTS_DIR = resolve(__dirname, '../../.data/test-results');

/** The failure's first lines and the spec line it stopped at, indented under the title: a CI log's tail then says why. */
function why(result: TestResult): string {
  const error = result.error;
  if (!error) return '';
  const plain = (error.message ?? String(error.value ?? '')).replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 6);
  const at = error.location ? `at ${error.location.file.split('/e2e/').pop()}:${error.location.line}` : '';
  return ['', ...lines, at].filter((line, i) => i === 0 || line).join('\n      ');
}

/** Writes a suite's pass/fail counts, failed and flaky titles to `<name>.json` for scripts/test.mjs, which prints them at the
 * run's end (CI shows only the tail of a log). */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly failedTitles: string[] = [];
  /** Passed on a retry: counted as passed, and listed with their first failure so they are seen and fixed. */
  private readonly flakyTitles: string[] = [];
  private readonly firstFailure = new Map<string, string>();

  constructor(private readonly options: { name: string }) {}

  onTestEnd(test: TestCase, result: TestResult) {
    const title = `${test.location.file.split('/e2e/').pop()}:${test.location.line} › ${test.titlePath().slice(3).join(' › ')}`;
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
      JSON.stringify({ passed: this.passed, failed: this.failed, skipped: this.skipped, failedTitles: this.failedTitles, flakyTitles: this.flakyTitles }),
    );
  }
}
