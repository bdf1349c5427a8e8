import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export const RESULTS_DIR = resolve(__dirname, '../../.data/test-results');

/** Writes a suite's pass/fail counts to `<name>.json` for scripts/test.mjs, which prints the run's closing line. */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  constructor(private readonly options: { name: string }) {}

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry < test.retries && result.status !== 'passed') return;
    if (result.status === 'passed') this.passed++;
    else if (result.status === 'skipped') this.skipped++;
    else this.failed++;
  }

  onEnd(_result: FullResult) {
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(join(RESULTS_DIR, `${this.options.name}.json`), JSON.stringify({ passed: this.passed, failed: this.failed, skipped: this.skipped }));
  }
}
