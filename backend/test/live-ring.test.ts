import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EventRing } from '../src/live/ring.js';

const event = (seq: number, at: number, size: number) => ({ seq, at, topic: 'plant', data: 'x'.repeat(size) });

test('the replay ring is bounded by count, by age and by the bytes of its data', () => {
  const byCount = new EventRing({ count: 3, ms: 60_000, bytes: 1_000 });
  for (let seq = 1; seq <= 5; seq++) byCount.push(event(seq, seq, 1));
  assert.deepEqual(
    [...byCount].map((e) => e.seq),
    [3, 4, 5],
  );

  const byAge = new EventRing({ count: 100, ms: 10, bytes: 1_000 });
  for (const at of [0, 5, 12, 20]) byAge.push(event(at, at, 1));
  assert.equal(byAge.oldestSeq, 12);

  const byBytes = new EventRing({ count: 100, ms: 60_000, bytes: 250 });
  for (let seq = 1; seq <= 10; seq++) byBytes.push(event(seq, seq, 100));
  assert.deepEqual(
    [...byBytes].map((e) => e.seq),
    [9, 10],
  );
  assert.equal(byBytes.dataLength, 200);
  // One event larger than the whole bound is still kept, alone, until the next.
  byBytes.push(event(11, 11, 1_000));
  assert.deepEqual(
    [...byBytes].map((e) => e.seq),
    [11],
  );
  byBytes.push(event(12, 12, 10));
  assert.deepEqual(
    [...byBytes].map((e) => e.seq),
    [12],
  );
});
