import { backoffMs, topicKey } from './backoff';

describe('live channel helpers', () => {
  test('the wait grows 1, 2, 4, 8, 15, 30 s and stays there, with ± 20 % jitter', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((a) => backoffMs(a, () => 0.5))).toEqual([
      1000, 2000, 4000, 8000, 15000, 30000, 30000,
    ]);
    expect(backoffMs(1, () => 0)).toBe(800);
    expect(backoffMs(1, () => 1)).toBe(1200);
  });

  test('the topic set is the union of the open pages’ topics and the always-on ones', () => {
    expect(topicKey([['znys.state'], undefined, ['hj.state', 'znys.state']], ['sim'])).toBe('hj.state,sim,znys.state');
    expect(topicKey([], ['sim'])).toBe('sim');
  });
});
