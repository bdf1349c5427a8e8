import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  dropOutliers,
  failureLevel,
  judgeDuctility,
  judgeMarshall,
  judgePenetration,
  judgeSoftening,
} from '../src/modules/lab/rules/judge.js';
import { labStandardDefaults, parseStandard, standardCodeOf } from '../src/modules/lab/rules/standards.js';

// The laboratory's judging functions with worked examples, and the standards as the dictionary holds them.
// The registries are in lab.test.ts, the simulated tests in lab-sim.test.ts.

const ac20 = { stabilityMin: 8, flowMin: 1.5, flowMax: 4 };

describe('judging functions', () => {
  test('the Marshall outlier rule drops values beyond mean ± k·s (k = 1.46 for four)', () => {
    // mean 8.175, s 1.4796, k·s 2.160: 6.0 is 2.175 below the mean and goes.
    const result = dropOutliers([8.5, 9.0, 9.2, 6.0]);
    assert.equal(result.mean, 8.175);
    assert.equal(result.sd.toFixed(4), '1.4796');
    assert.deepEqual(result.excluded, [3]);
    assert.equal(result.keptMean.toFixed(2), '8.90');
    // 6.5 is 1.95 below a mean of 8.3 with k·s 2.07: it stays.
    assert.deepEqual(dropOutliers([8.5, 9.0, 9.2, 6.5]).excluded, []);
    assert.throws(() => dropOutliers([1, 2]), RangeError);
  });

  test('Marshall: averages after the rule, verdict against the standard, retest when fewer than three remain', () => {
    const specimens = [8.5, 9.0, 9.2, 6.0].map((stability, i) => ({ stability, flow: [2.8, 3.0, 3.1, 3.1][i]! }));
    assert.deepEqual(judgeMarshall(specimens, ac20), { stabilityAvg: 8.9, flowAvg: 3, excluded: 'S4', verdict: 1 });
    const weak = judgeMarshall(
      specimens.map((s) => ({ ...s, stability: s.stability - 1.5 })),
      ac20,
    );
    assert.equal(weak.verdict, 0);
    assert.deepEqual(weak.failure, { what: '稳定度', value: 7.4, threshold: 8 });
    assert.equal(failureLevel(weak.failure!), 2, '7.4 misses 8 by 7.5 %');
    const soft = judgeMarshall(
      specimens.map((s) => ({ ...s, flow: s.flow + 1.5 })),
      ac20,
    );
    assert.deepEqual(soft.failure, { what: '流值', value: 4.5, threshold: 4 });
    // Two agreeing specimens and one far off: the rule drops it and two are left.
    const group = judgeMarshall(
      [10, 10.01, 6].map((stability) => ({ stability, flow: 3 })),
      ac20,
    );
    assert.equal(group.excluded, 'S3');
    assert.equal(group.verdict, 2);
  });

  test('softening point: 0.5 °C average, 1 °C repeatability', () => {
    assert.deepEqual(judgeSoftening(47.0, 47.6, 46), { avg: 47.5, verdict: 1 });
    assert.deepEqual(judgeSoftening(47.0, 48.2, 46), { avg: 47.5, verdict: 2 });
    assert.deepEqual(judgeSoftening(44.0, 44.4, 46), {
      avg: 44,
      verdict: 0,
      failure: { what: '软化点', value: 44, threshold: 46 },
    });
    assert.equal(judgeSoftening(85, 86.8, 60).verdict, 1, 'above 80 °C the rings may differ by 2 °C');
  });

  test('penetration: spread within 4 (50–149), average between min and max', () => {
    assert.deepEqual(judgePenetration([65, 66, 67], 60, 80), { avg: 66, range: 2, verdict: 1 });
    assert.deepEqual(judgePenetration([55, 56, 57], 60, 80), {
      avg: 56,
      range: 2,
      verdict: 0,
      failure: { what: '针入度', value: 56, threshold: 60 },
    });
    assert.equal(judgePenetration([82, 83, 85], 60, 80).failure?.threshold, 80);
    assert.equal(judgePenetration([60, 65, 66], 60, 80).verdict, 2);
    assert.equal(judgePenetration([40, 42, 43], 30, 60).verdict, 2, 'below 50 the spread may be 2');
  });

  test('ductility: ">100" past the 100 cm mark, 20 % repeatability, average ≥ min', () => {
    assert.deepEqual(judgeDuctility([100, 105, 120], 20), { avg: 108, avgText: '>100', verdict: 1 });
    assert.deepEqual(judgeDuctility([90, 100, 120], 20), { avg: 103, avgText: '>100', verdict: 1 });
    assert.deepEqual(judgeDuctility([30, 32, 34], 20), { avg: 32, avgText: '32', verdict: 1 });
    assert.deepEqual(judgeDuctility([15, 16, 17], 20), {
      avg: 16,
      avgText: '16',
      verdict: 0,
      failure: { what: '延度', value: 16, threshold: 20 },
    });
    assert.equal(judgeDuctility([20, 30, 40], 20).verdict, 2);
  });

  test('the seeded standards parse, and a malformed value is not a standard', () => {
    for (const [value] of labStandardDefaults) assert.ok(parseStandard(standardCodeOf(value), value), value);
    assert.deepEqual(parseStandard('labStandard_penetration_70A', 'penetration.70A min=60 max=80'), {
      code: 'labStandard_penetration_70A',
      kind: 'penetration',
      subject: '70A',
      limits: { min: 60, max: 80 },
    });
    assert.equal(parseStandard('x', 'penetration.70A min=60'), undefined, 'max missing');
    assert.equal(parseStandard('x', 'hardness.70A min=1'), undefined);
    assert.equal(parseStandard('x', 'softening.70A min=abc'), undefined);
  });
});
