import { parseSessionMessage } from './session-channel';

describe('parseSessionMessage', () => {
  it('accepts the three message kinds', () => {
    expect(parseSessionMessage({ type: 'signed-out' })).toEqual({ type: 'signed-out' });
    expect(parseSessionMessage({ type: 'session', sid: 'abcDEF12_-' })).toEqual({ type: 'session', sid: 'abcDEF12_-' });
    expect(parseSessionMessage({ type: 'activity', at: 5 })).toEqual({ type: 'activity', at: 5 });
  });

  it('drops anything else another script of the origin might post', () => {
    for (const bad of [
      null,
      'signed-out',
      1,
      {},
      { type: 'session' },
      { type: 'session', sid: 'x' },
      { type: 'session', sid: '<script>alert(1)</script>' },
      { type: 'activity', at: '5' },
      { type: 'activity', at: Infinity },
      { type: 'reload' },
    ])
      expect(parseSessionMessage(bad)).toBeNull();
  });

  it('keeps only the known fields', () => {
    expect(parseSessionMessage({ type: 'signed-out', extra: 'x' })).toEqual({ type: 'signed-out' });
  });
});
