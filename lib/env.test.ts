import { ConfigError, parseEnv } from './env';

const secret = 'x'.repeat(32);

describe('server configuration', () => {
  it('applies the defaults', () => {
    const env = parseEnv({ SESSION_SECRET: secret });
    expect(env.BACKEND_URL).toBe('http://127.0.0.1:8765');
    expect(env.PROXY_PREFIXES).toEqual([
      'auth',
      'admin',
      'dict',
      'site',
      'bhz',
      'lab',
      'ylc',
      'ssc',
      'spjk',
      'sbgl',
      'hj',
      'ddc',
      'zd',
      'znys',
      'pdca',
      'trend',
      'szhsg',
      'live',
      'monitor',
    ]);
    expect(env.SESSION_COOKIE_PREFIX).toBe('console-session-');
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.UPSTREAM_TIMEOUT_MS).toBe(15000);
    expect(env.ZIPKIN_URL).toBeUndefined();
    expect(env.EUREKA_URL).toBeUndefined();
    expect(env.HEARTBEAT_SECONDS).toBe(10);
    expect(env.IDLE_TIMEOUT_SECONDS).toBe(1800);
    expect(env.IDLE_WARNING_SECONDS).toBe(60);
  });

  it('takes an idle time-out of 0 (off) and refuses nonsense', () => {
    expect(parseEnv({ SESSION_SECRET: secret, IDLE_TIMEOUT_SECONDS: '0' }).IDLE_TIMEOUT_SECONDS).toBe(0);
    expect(() =>
      parseEnv({ SESSION_SECRET: secret, IDLE_TIMEOUT_SECONDS: '-5', IDLE_WARNING_SECONDS: 'soon' }),
    ).toThrow(/IDLE_TIMEOUT_SECONDS[\s\S]*IDLE_WARNING_SECONDS/);
  });

  it('lists every problem at once', () => {
    try {
      parseEnv({
        BACKEND_URL: 'ftp://x',
        UPSTREAM_TIMEOUT_MS: '50000',
        PROXY_PREFIXES: 'admin,../x',
        TRUST_PROXY: 'maybe',
      });
      throw new Error('should have failed');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const text = (error as ConfigError).message;
      for (const name of ['SESSION_SECRET', 'BACKEND_URL', 'UPSTREAM_TIMEOUT_MS', 'PROXY_PREFIXES', 'TRUST_PROXY'])
        expect(text).toContain(name);
    }
  });

  it('refuses short secrets, also among the previous ones', () => {
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ SESSION_SECRET: secret, SESSION_SECRETS_PREVIOUS: `${secret},tiny` })).toThrow(
      /SESSION_SECRETS_PREVIOUS/,
    );
    expect(
      parseEnv({ SESSION_SECRET: secret, SESSION_SECRETS_PREVIOUS: ` ${secret}y , ` }).SESSION_SECRETS_PREVIOUS,
    ).toEqual([`${secret}y`]);
  });

  it('reads the platforms the console may be switched to, and refuses a bad list', () => {
    const list = [
      { key: 'project', zh: '项目平台', en: 'Project platform', url: 'http://gw.project:8765/' },
      { key: 'training', zh: '培训平台', en: 'Training platform', url: 'https://gw.training' },
    ];
    expect(parseEnv({ SESSION_SECRET: secret }).PLATFORM_BACKENDS).toBeUndefined();
    expect(parseEnv({ SESSION_SECRET: secret, PLATFORM_BACKENDS: ' ' }).PLATFORM_BACKENDS).toBeUndefined();
    expect(
      parseEnv({ SESSION_SECRET: secret, PLATFORM_BACKENDS: JSON.stringify(list) }).PLATFORM_BACKENDS?.map(
        (p) => p.url,
      ),
    ).toEqual(['http://gw.project:8765', 'https://gw.training']);
    expect(() => parseEnv({ SESSION_SECRET: secret, PLATFORM_BACKENDS: '[{key:1}]' })).toThrow(
      /PLATFORM_BACKENDS: must be a JSON array/,
    );
    expect(() => parseEnv({ SESSION_SECRET: secret, PLATFORM_BACKENDS: JSON.stringify([list[0], list[0]]) })).toThrow(
      /keys must differ/,
    );
    expect(parseEnv({ SESSION_SECRET: secret }).PLATFORM_CHOICE).toBe('instance');
    expect(parseEnv({ SESSION_SECRET: secret, PLATFORM_CHOICE: 'user' }).PLATFORM_CHOICE).toBe('user');
    expect(() => parseEnv({ SESSION_SECRET: secret, PLATFORM_CHOICE: 'team' })).toThrow(/PLATFORM_CHOICE/);
    expect(() =>
      parseEnv({ SESSION_SECRET: secret, PLATFORM_BACKENDS: JSON.stringify([{ ...list[0], url: 'ftp://x' }]) }),
    ).toThrow(/PLATFORM_BACKENDS/);
    expect(() => parseEnv({ SESSION_SECRET: secret, PLATFORM_BACKENDS: '[]' })).toThrow(/PLATFORM_BACKENDS/);
  });

  it('reads flags and trims the backend URL', () => {
    const env = parseEnv({ SESSION_SECRET: secret, TRUST_PROXY: 'true', BACKEND_URL: 'http://gw:8765/' });
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.BACKEND_URL).toBe('http://gw:8765');
  });

  describe('single sign-on', () => {
    const sso = {
      SSO_ISSUER: 'http://127.0.0.1:9400',
      SSO_CLIENT_ID: 'console',
      SSO_CLIENT_SECRET: 'client-secret',
      SSO_NAME: 'Test IdP',
      AUTH_SECRET: 'a'.repeat(32),
    };

    it('is off when none of it is set, and blank values count as unset', () => {
      expect(parseEnv({ SESSION_SECRET: secret }).SSO).toBeNull();
      expect(parseEnv({ SESSION_SECRET: secret, SSO_ISSUER: '', SSO_NAME: ' ', AUTH_SECRET: 'short' }).SSO).toBeNull();
    });

    it('reads a complete configuration, the claim defaulting to preferred_username', () => {
      expect(parseEnv({ SESSION_SECRET: secret, ...sso }).SSO).toEqual({
        issuer: 'http://127.0.0.1:9400',
        clientId: 'console',
        clientSecret: 'client-secret',
        name: 'Test IdP',
        usernameClaim: 'preferred_username',
        authSecret: 'a'.repeat(32),
      });
      const custom = parseEnv({
        SESSION_SECRET: secret,
        ...sso,
        SSO_USERNAME_CLAIM: 'upn',
        AUTH_URL: 'https://ops.example',
      }).SSO;
      expect(custom?.usernameClaim).toBe('upn');
      expect(custom?.authUrl).toBe('https://ops.example');
    });

    it('keeps the issuer exactly as given (a trailing slash is part of some issuers)', () => {
      expect(parseEnv({ SESSION_SECRET: secret, ...sso, SSO_ISSUER: 'https://tenant.idp.example/' }).SSO?.issuer).toBe(
        'https://tenant.idp.example/',
      );
    });

    it('a partial configuration lists what is missing', () => {
      expect(() => parseEnv({ SESSION_SECRET: secret, SSO_ISSUER: sso.SSO_ISSUER, SSO_NAME: 'x' })).toThrow(
        /missing SSO_CLIENT_ID, SSO_CLIENT_SECRET/,
      );
    });

    it('needs AUTH_SECRET of at least 32 characters, an http(s) issuer and a sane claim name', () => {
      const { AUTH_SECRET: _omitted, ...withoutSecret } = sso;
      expect(() => parseEnv({ SESSION_SECRET: secret, ...withoutSecret })).toThrow(/AUTH_SECRET: required/);
      expect(() => parseEnv({ SESSION_SECRET: secret, ...sso, AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
      expect(() => parseEnv({ SESSION_SECRET: secret, ...sso, SSO_ISSUER: 'ftp://idp' })).toThrow(/SSO_ISSUER/);
      expect(() => parseEnv({ SESSION_SECRET: secret, ...sso, SSO_USERNAME_CLAIM: 'a b' })).toThrow(
        /SSO_USERNAME_CLAIM/,
      );
      expect(() => parseEnv({ SESSION_SECRET: secret, ...sso, AUTH_URL: 'not a url' })).toThrow(/AUTH_URL/);
    });

    it("never lets the BFF treat 'sso' as a platform prefix", () => {
      expect(() => parseEnv({ SESSION_SECRET: secret, PROXY_PREFIXES: 'auth,admin,sso' })).toThrow(
        /PROXY_PREFIXES.*reserved/,
      );
    });
  });
});
