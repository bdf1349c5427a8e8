import assert from 'node:assert/strict';
import { test } from 'node:test';
import { heldOver, OVERSPEED_HOLD_MS, type FastFix } from '../src/sim/processes/overspeed.js';

/** Fixes one second apart from `t0` with these speeds (null: a stop, no fix). */
const fixes = (speeds: (number | null)[], t0 = 1_000_000): FastFix[] =>
  speeds.flatMap((speed, i) => (speed === null ? [] : [{ t: t0 + i * 1000, x: i, y: 0, speed, chainage: null }]));
const over = (f: FastFix) => f.speed > 5;

test('an overspeed is the tenth second over the limit without a break, with the stretch’s highest speed', () => {
  assert.equal(OVERSPEED_HOLD_MS, 10_000);
  // over from the third fix on: the alarm at the fix ten seconds later, with the peak of those eleven fixes
  const run = fixes([4, 4.5, 6, 6.1, 6.2, 7.4, 6.3, 6, 6, 6, 6, 6, 6.5, 9]);
  const held = heldOver(run, over);
  assert.ok(held);
  assert.equal(held.at.t - run[2]!.t, 10_000);
  assert.equal(held.at.x, 12);
  assert.equal(held.peak, 7.4);
});

test('a surge shorter than ten seconds, or one broken by a stop or a slower fix, is no overspeed', () => {
  assert.equal(heldOver(fixes([6, 6, 6, 6, 6, 6, 6, 6, 6, 6]), over), null);
  assert.equal(heldOver(fixes([6, 6, 6, 6, 6, null, 6, 6, 6, 6, 6, 6]), over), null);
  assert.equal(heldOver(fixes([6, 6, 6, 6, 6, 4, 6, 6, 6, 6, 6, 6]), over), null);
  // counted again from after the break
  const again = heldOver(fixes([6, 6, 4, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6.6]), over);
  assert.equal(again?.at.x, 13);
  assert.equal(again?.peak, 6.6);
});
