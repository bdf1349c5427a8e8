import { authCookies, authOrigin, clearAuthCookies, readChunked } from './cookies';

function jar(initial: Record<string, string>) {
  const values = new Map(Object.entries(initial));
  const writes: { name: string; value: string; options: { path: string; maxAge?: number; secure: boolean } }[] = [];
  return {
    writes,
    getAll: () => [...values].map(([name, value]) => ({ name, value })),
    set(name: string, value: string, options: { path: string; maxAge?: number; secure: boolean }) {
      writes.push({ name, value, options });
    },
  };
}

describe("Auth.js's cookies", () => {
  it('are HttpOnly, SameSite=Lax, scoped to the base path, __Secure- on https', () => {
    const plain = authCookies(false, '');
    expect(plain.sessionToken).toEqual({
      name: 'authjs.session-token',
      options: { httpOnly: true, sameSite: 'lax', path: '/', secure: false, maxAge: 300 },
    });
    const secure = authCookies(true, '/console');
    for (const cookie of Object.values(secure)) {
      expect(cookie.name.startsWith('__Secure-authjs.')).toBe(true);
      expect(cookie.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/console', secure: true });
    }
    expect(secure.pkceCodeVerifier.options.maxAge).toBe(900);
  });

  it('reads a whole or chunked session token', () => {
    expect(readChunked(jar({ 'authjs.session-token': 'abc' }), 'authjs.session-token')).toBe('abc');
    expect(
      readChunked(
        jar({ 'authjs.session-token.1': 'def', 'authjs.session-token.0': 'abc', other: 'x' }),
        'authjs.session-token',
      ),
    ).toBe('abcdef');
    expect(readChunked(jar({ other: 'x' }), 'authjs.session-token')).toBeUndefined();
  });

  it('clears every Auth.js cookie that was sent, chunks included, and nothing else', () => {
    const j = jar({
      'authjs.session-token.0': 'a',
      'authjs.callback-url': 'b',
      'authjs.csrf-token': 'c',
      'console-session-3000': 'keep',
      lang: 'en',
    });
    clearAuthCookies(j, '/console');
    expect(j.writes.map((w) => w.name).sort()).toEqual([
      'authjs.callback-url',
      'authjs.csrf-token',
      'authjs.session-token.0',
    ]);
    for (const w of j.writes) expect(w).toMatchObject({ value: '', options: { path: '/console', maxAge: 0 } });
  });
});

describe('the origin Auth.js works with', () => {
  const h = (values: Record<string, string>) => new Headers(values);

  it('is AUTH_URL when set, whatever the headers say', () => {
    expect(
      authOrigin(h({ host: 'evil.example', 'x-forwarded-host': 'evil.example' }), {
        authUrl: 'https://ops.example/console',
      })?.origin,
    ).toBe('https://ops.example');
  });

  it('else mirrors next-auth: X-Forwarded-Host or Host, X-Forwarded-Proto', () => {
    expect(authOrigin(h({ host: 'localhost:3700', 'x-forwarded-proto': 'http' }), {})?.origin).toBe(
      'http://localhost:3700',
    );
    expect(
      authOrigin(h({ host: '127.0.0.1:3601', 'x-forwarded-host': 'ops.example', 'x-forwarded-proto': 'https' }), {})
        ?.origin,
    ).toBe('https://ops.example');
  });

  it('is null for garbage', () => {
    expect(authOrigin(h({}), {})).toBeNull();
    expect(authOrigin(h({ host: 'a b' }), {})).toBeNull();
    expect(authOrigin(h({ host: 'x', 'x-forwarded-proto': 'javascript' }), {})).toBeNull();
  });
});
