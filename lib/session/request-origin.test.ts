import { originString, requestOrigin, sessionCookieName } from './request-origin';

const h = (values: Record<string, string>) => new Headers(values);

describe('the browser-facing origin', () => {
  it('reads scheme, host and port from Host when no proxy is trusted', () => {
    const o = requestOrigin(
      h({ host: 'localhost:3000', 'x-forwarded-proto': 'https', 'x-forwarded-port': '443' }),
      false,
    );
    expect(o).toEqual({ proto: 'http', host: 'localhost', port: '3000' });
    expect(sessionCookieName('console-session-', o)).toBe('console-session-3000');
  });

  it('uses the scheme default port', () => {
    expect(requestOrigin(h({ host: 'console.example' }), false).port).toBe('80');
    expect(requestOrigin(h({ host: 'console.example', 'x-forwarded-proto': 'https' }), true).port).toBe('443');
  });

  it('follows forwarded headers from a trusted proxy', () => {
    const o = requestOrigin(
      h({
        host: '127.0.0.1:3101',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'ops.example:8443',
        'x-forwarded-port': '8443',
      }),
      true,
    );
    expect(o).toEqual({ proto: 'https', host: 'ops.example', port: '8443' });
    expect(originString(o)).toBe('https://ops.example:8443');
  });

  it('takes the first of a list and ignores garbage', () => {
    const o = requestOrigin(
      h({
        host: 'localhost:8088',
        'x-forwarded-proto': 'gopher, https',
        'x-forwarded-host': 'evil/x@y',
        'x-forwarded-port': 'abc',
      }),
      true,
    );
    expect(o).toEqual({ proto: 'http', host: 'localhost', port: '8088' });
  });

  it('omits default ports from the origin string', () => {
    expect(originString({ proto: 'http', host: 'a', port: '80' })).toBe('http://a');
    expect(originString({ proto: 'http', host: 'a', port: '8088' })).toBe('http://a:8088');
  });
});
