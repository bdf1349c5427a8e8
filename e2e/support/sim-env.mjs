// The site simulator under test: a fixed seed and a frozen clock, so every number a test reads is
// exact and the same on every run; two days of history keep the first start short.
export const SIM_TEST_ENV = /** @type {const} */ ({
  SIM_SEED: '1',
  SIM_NOW: '2026-03-15T10:00:00+08:00',
  SIM_SPEED: '0',
  SIM_HISTORY_DAYS: '2',
});
