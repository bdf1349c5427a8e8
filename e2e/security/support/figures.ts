import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_DIR } from '../../support/summary-reporter';

/** Prints a suite figure and keeps it for the closing summary (scripts/test.mjs) and docs/security-tests.md. */
export function figure(name: string, values: Record<string, number | string>): void {
  const line = Object.entries(values)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  console.log(`FIGURE ${name}: ${line}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  appendFileSync(
    join(RESULTS_DIR, 'security-figures.jsonl'),
    `${JSON.stringify({ name, ...values, mode: FULL ? 'full' : 'quick' })}\n`,
  );
}

/** SECURITY_FULL=1: the long figures recorded in docs/security-tests.md; otherwise the quick mode CI runs. */
export const FULL = process.env.SECURITY_FULL === '1';
