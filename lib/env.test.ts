import { ConfigError, parseEnv } from './env';

const secret = 'x'.repeat(32);

describe('server configuration', () => {
  it('applies the defaults', () => {
    const env = parseEnv({ SESSION_SECRET: secret });
    expect(env.BACKEND_URL).toBe('http://127.0.0.1:8765');
    expect(env.PROXY_PREFIXES).toEqual(['auth', 'admin']);
    expect(env.SESSION_COOKIE_PREFIX).toBe('console-session-');
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.UPSTREAM_TIMEOUT_MS).toBe(15000);
  });

  it('lists every problem at once', () => {
    try {
      parseEnv({ BACKEND_URL: 'ftp://x', UPSTREAM_TIMEOUT_MS: '50000', PROXY_PREFIXES: 'admin,../x', TRUST_PROXY: 'maybe' });
      throw new Error('should have failed');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const text = (error as ConfigError).message;
      for (const name of ['SESSION_SECRET', 'BACKEND_URL', 'UPSTREAM_TIMEOUT_MS', 'PROXY_PREFIXES', 'TRUST_PROXY']) expect(text).toContain(name);
    }
  });

  it('refuses short secrets, also among the previous ones', () => {
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ SESSION_SECRET: secret, SESSION_SECRETS_PREVIOUS: `${secret},tiny` })).toThrow(/SESSION_SECRETS_PREVIOUS/);
    expect(parseEnv({ SESSION_SECRET: secret, SESSION_SECRETS_PREVIOUS: ` ${secret}y , ` }).SESSION_SECRETS_PREVIOUS).toEqual([`${secret}y`]);
  });

  it('reads flags and trims the backend URL', () => {
    const env = parseEnv({ SESSION_SECRET: secret, TRUST_PROXY: 'true', BACKEND_URL: 'http://gw:8765/' });
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.BACKEND_URL).toBe('http://gw:8765');
  });
});
