import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export const RESULTS_DIR = resolve(__dirname, '../../.data/test-results');

/** Writes a suite's pass/fail counts and failed titles to `<name>.json` for scripts/test.mjs, which prints them at the
 * run's end (CI shows only the tail of a log). */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly failedTitles: string[] = [];

  constructor(private readonly options: { name: string }) {}

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry < test.retries && result.status !== 'passed') return;
    if (result.status === 'passed') this.passed++;
    else if (result.status === 'skipped') this.skipped++;
    else {
      this.failed++;
      this.failedTitles.push(`${test.location.file.split('/e2e/').pop()}:${test.location.line} › ${test.titlePath().slice(3).join(' › ')}`);
    }
  }

  onEnd(_result: FullResult) {
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      join(RESULTS_DIR, `${this.options.name}.json`),
      JSON.stringify({ passed: this.passed, failed: this.failed, skipped: this.skipped, failedTitles: this.failedTitles }),
    );
  }
}
