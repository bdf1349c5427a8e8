/** Waits between reconnects: 1, 2, 4, 8, 15, 30 s, each ± 20 % so many consoles do not return in step. */
const STEPS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = STEPS_MS[Math.min(Math.max(attempt, 1), STEPS_MS.length) - 1]!;
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The topics of a set of open pages, plus those every console listens to; sorted, so equal sets compare equal. */
export function topicKey(pageTopics: readonly (readonly string[] | undefined)[], always: readonly string[]): string {
  return [...new Set([...always, ...pageTopics.flatMap((t) => t ?? [])])].sort().join(',');
}
