import { appendFileSync, mkdirSync } from 'node:fs';

/** Prints a suite figure and keeps it for the closing summary (scripts/test.mjs) and SECURITY.md. */
export function figure(name: string, values: Record<string, number | string>): void {
  const line = Object.entries(values)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  console.log(`FIGURE ${name}: ${line}`);
  mkdirSync('.data/test-results', { recursive: true });
  appendFileSync('.data/test-results/security-figures.jsonl', `${JSON.stringify({ name, ...values, mode: FULL ? 'full' : 'quick' })}\n`);
}

/** SECURITY_FULL=1: the long figures recorded in SECURITY.md; otherwise the quick mode CI runs. */
export const FULL = process.env.SECURITY_FULL === '1';
