import { mkdirSync, writeFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Writes pass/fail counts for scripts/test.mjs, which prints the run's closing line. */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry < test.retries && result.status !== 'passed') return;
    if (result.status === 'passed') this.passed++;
    else if (result.status === 'skipped') this.skipped++;
    else this.failed++;
  }

  onEnd(_result: FullResult) {
    mkdirSync('.data/test-results', { recursive: true });
    writeFileSync(`.data/test-results/${process.env.E2E_SUMMARY ?? 'e2e'}.json`, JSON.stringify({ passed: this.passed, failed: this.failed, skipped: this.skipped }));
  }
}
