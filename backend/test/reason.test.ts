import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readableReason } from '../src/kit/reason.js';

test('a send failure read by users names no internal address', () => {
  assert.equal(readableReason(new Error('connect ECONNREFUSED 127.0.0.1:2525')), 'connect ECONNREFUSED [内部地址]');
  assert.equal(
    readableReason(new Error('getaddrinfo ENOTFOUND smtp.internal.corp')),
    'getaddrinfo ENOTFOUND smtp.internal.corp',
  );
  assert.equal(readableReason(new Error('connect ETIMEDOUT mail-relay.svc:587')), 'connect ETIMEDOUT [内部地址]');
  assert.equal(readableReason(new Error('connect ECONNREFUSED [::1]:25')), 'connect ECONNREFUSED [内部地址]');
  assert.equal(
    readableReason(new TypeError('fetch failed', { cause: new Error('request to http://10.0.0.7:8080/sms failed') })),
    'request to [内部地址] failed',
  );
  // Times and ratios are not addresses.
  assert.equal(readableReason('免打扰时段（23:00–06:00）'), '免打扰时段（23:00–06:00）');
  assert.equal(readableReason('x'.repeat(300)).length, 120);
});
