import { countdownSeconds, idlePhase, idleSettings } from './idle';

const settings = idleSettings(30 * 60, 60);

describe('idlePhase', () => {
  it('is off when the timeout is 0', () => {
    expect(idlePhase(10_000_000, 0, idleSettings(0, 60))).toEqual({ phase: 'off' });
  });

  it('counts to the warning while active', () => {
    expect(idlePhase(1_000, 1_000, settings)).toEqual({ phase: 'active', warnInMs: 29 * 60_000 });
    expect(idlePhase(1_000 + 10 * 60_000, 1_000, settings)).toEqual({ phase: 'active', warnInMs: 19 * 60_000 });
  });

  it('warns for the last minute, counting down', () => {
    expect(idlePhase(29 * 60_000, 0, settings)).toEqual({ phase: 'warning', remainingMs: 60_000 });
    expect(idlePhase(29 * 60_000 + 59_500, 0, settings)).toEqual({ phase: 'warning', remainingMs: 500 });
  });

  it('expires at the timeout', () => {
    expect(idlePhase(30 * 60_000, 0, settings)).toEqual({ phase: 'expired' });
    expect(idlePhase(99 * 60_000, 0, settings)).toEqual({ phase: 'expired' });
  });

  it('treats activity stamped in the future (another tab, skewed clock) as now', () => {
    expect(idlePhase(0, 5_000, settings)).toEqual({ phase: 'active', warnInMs: 29 * 60_000 });
  });

  it('warns from the start when the timeout is shorter than the warning', () => {
    expect(idlePhase(0, 0, idleSettings(10, 60))).toEqual({ phase: 'warning', remainingMs: 10_000 });
  });
});

describe('countdownSeconds', () => {
  it('rounds up so the last second shows 1, not 0', () => {
    expect(countdownSeconds(60_000)).toBe(60);
    expect(countdownSeconds(500)).toBe(1);
    expect(countdownSeconds(0)).toBe(0);
    expect(countdownSeconds(-20)).toBe(0);
  });
});
