import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * WCAG 2.1 A/AA rules and best practice; a violation that is serious or critical fails the page. No rule is disabled.
 * Only the violations are collected in full (axe lists one node of each other result type): the rest were never read
 * and cost a third of a large grid's analysis.
 */
export async function seriousViolations(page: Page) {
  // An overlay still fading in has blended colours: judge what the user sees once it has settled.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.html.slice(0, 200)} — ${n.failureSummary ?? ''}`),
    }));
}
