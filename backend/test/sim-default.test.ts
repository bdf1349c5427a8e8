import assert from 'node:assert/strict';
import { test } from 'node:test';
import { simSite, type WorkerState } from './sim-site.js';

/*
 * The simulator as `npm start` runs it: the clock running at speed 1 and 30 days of history on a fresh data
 * folder. The other suites freeze the clock, which hides what a running one costs: here the history must
 * arrive while live time goes on, and live time must be written a whole second at a time.
 */
const start = simSite({
  seed: 1,
  historyDays: 30,
  nowMs: Date.parse('2026-03-15T10:00:00+08:00'),
  speed: 1,
  rawRetentionHours: 24,
  anomalyRate: 1,
});

async function state(backend: Awaited<ReturnType<typeof start>>): Promise<WorkerState> {
  const reply = await backend.call('GET', '/__test/sim/state');
  return reply.body.data as WorkerState;
}

test(
  'at the default speed the 30 days of history arrive while the clock runs, and a second of site is one step',
  { timeout: 240_000 },
  async () => {
    const backend = await start();
    const token = await backend.login('test', 'test');
    let status: { backfill: { doneDays: number; totalDays: number }; lagSeconds: number } | undefined;
    // Far more than the back-fill needs on a busy machine; before live steps were batched it never moved off 0.
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      status = (await backend.call('GET', '/api/site/sim/status', { token })).body.data;
      if (status!.backfill.doneDays === 30) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    assert.deepEqual(status?.backfill, { doneDays: 30, totalDays: 30 });
    assert.ok(status!.lagSeconds <= 2, `the live clock lags ${status!.lagSeconds} s`);

    // Settled, the running clock writes at most one transaction per sim second (speed 1: one per wall second).
    const before = await state(backend);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const after = await state(backend);
    const steps = after.liveSteps - before.liveSteps;
    assert.ok(steps >= 1 && steps <= 5, `${steps} live steps in 3 s`);
    assert.ok(after.cursor > before.cursor, 'the cursor moves with the clock');
    assert.deepEqual(after.pending, []);

    // The service status page's holders set the speed: 0 stands the site still, 60 runs a minute a second; others
    // may not, and only the offered speeds are taken.
    const admin = await backend.login('admin', 'admin');
    const speed = (value: unknown, as = admin) =>
      backend.call('PUT', '/api/site/sim/speed', { token: as, body: { speed: value } });
    const simTime = async () => {
      const { simTime: text } = (await backend.call('GET', '/api/site/sim/status', { token })).body.data;
      return Date.parse(`${(text as string).replace(' ', 'T')}+08:00`);
    };
    assert.equal((await speed(0, token)).http, 403);
    assert.match((await speed(3)).body.message, /speed must be one of 0 \/ 1 \/ 2 \/ 5 \/ 10 \/ 60/);
    assert.equal((await speed(0)).body.data.speed, 0);
    const paused = await simTime();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal(await simTime(), paused, 'paused, the site stands still');
    assert.equal((await speed(60)).body.data.speed, 60);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const ran = (await simTime()) - paused;
    assert.ok(ran >= 50_000 && ran < 120_000, `${ran / 1000} s of site in about a second at 60×`);
    assert.equal((await speed(1)).body.data.speed, 1);
  },
);
