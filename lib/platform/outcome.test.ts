import { bodyMessage, classify, MALFORMED } from './outcome';

describe('classify: the rows of the error catalogue', () => {
  it.each([
    ['HTTP 200, body status 200', 200, { status: 200, data: 'x' }],
    ['HTTP 200, bare array', 200, [{ id: 1 }]],
    ['HTTP 200, empty array', 200, []],
    ['HTTP 200, bare object without status', 200, { username: 'admin', menus: [] }],
    ['HTTP 200, no body', 200, undefined],
    ['HTTP 500 with body status 200 (body status 200 is success)', 500, { status: 200 }],
  ])('success: %s', (_, http, body) => {
    expect(classify(http, body)).toEqual({ ok: true });
  });

  it('no response at all → timeout', () => {
    expect(classify(null, undefined)).toEqual({ ok: false, kind: 'timeout' });
  });

  it.each([
    ['HTTP 401', 401, { status: 40101, message: 'User token is null or empty!' }, 40101],
    ['HTTP 401 without a body', 401, undefined, undefined],
    ['HTTP 200 with body status 40101', 200, { status: 40101, message: 'expired' }, 40101],
    ['HTTP 403 with body status 40101', 403, { status: 40101 }, 40101],
  ])('logout: %s', (_, http, body, status) => {
    expect(classify(http, body)).toMatchObject({ ok: false, kind: 'logout', status });
  });

  it('HTTP 403 → forbidden with the body message', () => {
    expect(classify(403, { status: 40301, message: 'User Forbidden!' })).toEqual({
      ok: false,
      kind: 'forbidden',
      message: 'User Forbidden!',
      status: 40301,
    });
  });

  it('body status 30101 → business with the message', () => {
    expect(classify(200, { status: 30101, message: '用户名已存在' })).toEqual({
      ok: false,
      kind: 'business',
      message: '用户名已存在',
      status: 30101,
    });
  });

  it('HTTP 504 → gateway, HTTP 502 → unavailable', () => {
    expect(classify(504, { status: 504, message: 'Backend service timed out' })).toMatchObject({
      ok: false,
      kind: 'gateway',
    });
    expect(classify(504, undefined)).toMatchObject({ ok: false, kind: 'gateway' });
    expect(classify(502, { status: 502 })).toMatchObject({ ok: false, kind: 'unavailable' });
  });

  it.each([
    ['HTTP 200 with body status 500', 200, { status: 500, message: '旧密码错误' }, 500, '旧密码错误'],
    ['HTTP 200 with body status 40301', 200, { status: 40301, message: 'no' }, 40301, 'no'],
    ['HTTP 200 with body status 40001 (outside sign-in)', 200, { status: 40001, message: 'bad' }, 40001, 'bad'],
    ['HTTP 500 without a body', 500, undefined, 500, undefined],
    ['HTTP 500 with a bare array', 500, [], 500, undefined],
    ['HTTP 404 envelope', 404, { status: 404, message: 'Not Found' }, 404, 'Not Found'],
    ['HTTP 413 envelope', 413, { status: 413, message: 'too large' }, 413, 'too large'],
    ['HTTP 204 (only HTTP 200 is a bare success)', 204, undefined, 204, undefined],
    ['HTTP 200 with a body that is not JSON', 200, MALFORMED, 200, undefined],
  ])('any other failure → error: %s', (_, http, body, status, message) => {
    expect(classify(http, body)).toEqual({ ok: false, kind: 'error', message, status });
  });

  it('401 wins over 403, 403 over 30101, 30101 over 504', () => {
    expect(classify(401, { status: 30101 })).toMatchObject({ kind: 'logout' });
    expect(classify(403, { status: 30101 })).toMatchObject({ kind: 'forbidden' });
    expect(classify(504, { status: 30101 })).toMatchObject({ kind: 'business' });
  });
});

describe('bodyMessage', () => {
  it('takes a non-blank string message only', () => {
    expect(bodyMessage({ message: 'x' })).toBe('x');
    expect(bodyMessage({ message: '  ' })).toBeUndefined();
    expect(bodyMessage({ message: 3 })).toBeUndefined();
    expect(bodyMessage(['x'])).toBeUndefined();
    expect(bodyMessage(MALFORMED)).toBeUndefined();
  });
});
