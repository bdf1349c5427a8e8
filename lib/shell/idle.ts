/**
 * The idle clock: `timeoutMs` without activity in any tab logs out;
 * `warningMs` before that, a dialog counts down. A timeout of 0 switches the clock off.
 */
export type IdleSettings = { timeoutMs: number; warningMs: number };

export type IdlePhase =
  | { phase: 'off' }
  | { phase: 'active'; warnInMs: number }
  | { phase: 'warning'; remainingMs: number }
  | { phase: 'expired' };

export function idlePhase(now: number, lastActivity: number, { timeoutMs, warningMs }: IdleSettings): IdlePhase {
  if (timeoutMs <= 0) return { phase: 'off' };
  const idle = Math.max(0, now - lastActivity);
  const remainingMs = timeoutMs - idle;
  if (remainingMs <= 0) return { phase: 'expired' };
  const lead = Math.min(warningMs, timeoutMs);
  if (remainingMs <= lead) return { phase: 'warning', remainingMs };
  return { phase: 'active', warnInMs: remainingMs - lead };
}

/** Seconds shown in the countdown: never 0 while there is time left. */
export function countdownSeconds(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / 1000));
}

/** Server config (seconds) to the client's settings; the warning never starts before the clock. */
export function idleSettings(timeoutSeconds: number, warningSeconds: number): IdleSettings {
  const timeoutMs = Math.max(0, timeoutSeconds) * 1000;
  return { timeoutMs, warningMs: Math.min(Math.max(0, warningSeconds) * 1000, timeoutMs) };
}
