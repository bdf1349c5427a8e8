import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * WCAG 2.1 A/AA rules and best practice; a violation that is serious or critical fails the page (or the part of it
 * `within` selects). No rule is disabled. Only the violations are collected in full (axe lists one node of each other
 * result type): the rest were never read and cost a third of a large grid's analysis.
 *
 * Axe runs in the page itself (legacy mode): by default @axe-core/playwright also opens a blank page per analysis to
 * gather its frames' results, which cost 2.5–3.3 s of CPU per analysis against 0.4–1.2 s here, with the same
 * violations, incomplete and passing rules on the pages measured. The console has no cross-origin frame, the one case
 * that needs the blank page.
 */
export async function seriousViolations(page: Page, within?: string) {
  // An overlay still fading in has blended colours: judge what the user sees once it has settled.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (within) builder.include(within);
  const results = await builder
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
