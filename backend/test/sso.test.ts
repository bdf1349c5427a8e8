import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { configFromEnv } from '../src/config.js';
import { decodePart, removeDir, startBackend, type TestBackend } from './helpers.js';

/** A stand-in OpenID provider: discovery + JWKS over HTTP on a free port, and a signer. */
async function startProvider() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  let discoveryRequests = 0;
  let metadataIssuer: string | undefined;
  const server = http.createServer((req, res) => {
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/.well-known/openid-configuration') {
      discoveryRequests++;
      return send({
        issuer: metadataIssuer ?? issuer,
        jwks_uri: `${issuer}/jwks`,
        end_session_endpoint: `${issuer}/session/end`,
      });
    }
    if (req.url === '/jwks') return send({ keys: [jwk] });
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function sign(
    claims: Record<string, unknown>,
    options: { key?: CryptoKey; kid?: string; iat?: number; exp?: number } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT({ iss: issuer, aud: 'console', sub: 'u-1', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'k1' })
      .setIssuedAt(options.iat ?? now)
      .setExpirationTime(options.exp ?? now + 300);
    return jwt.sign(options.key ?? privateKey);
  }

  return {
    issuer,
    sign,
    discoveryRequests: () => discoveryRequests,
    setMetadataIssuer: (value: string | undefined) => {
      metadataIssuer = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Provider = Awaited<ReturnType<typeof startProvider>>;

describe('single sign-on exchange: POST /api/auth/jwt/sso', () => {
  let provider: Provider;
  let backend: TestBackend;
  const exchange = (body: unknown) => backend.call('POST', '/api/auth/jwt/sso', { body });

  before(async () => {
    provider = await startProvider();
    backend = await startBackend({
      sso: {
        issuer: provider.issuer,
        audience: 'console',
        usernameClaim: 'preferred_username',
        maxTokenAgeSeconds: 600,
      },
    });
  });
  after(async () => {
    await backend.close();
    removeDir(backend.dataDir);
    await provider.close();
  });

  test('a valid ID token of a mapped user is exchanged for a platform JWT of that user', async () => {
    const res = await exchange({ idToken: await provider.sign({ preferred_username: 'admin' }) });
    assert.equal(res.http, 200);
    assert.equal(res.body.status, 200);
    const claims = decodePart(res.body.data, 1);
    assert.equal(claims.sub, 'admin');
    assert.equal(claims.userName, 'admin');
    const info = await backend.call('GET', '/api/admin/user/front/info', { token: res.body.data });
    assert.equal(info.body.name, '超级管理员');
  });

  test('the user name is matched like a password sign-in (case-insensitive, trimmed)', async () => {
    const res = await exchange({ idToken: await provider.sign({ preferred_username: ' Test ' }) });
    assert.equal(res.body.status, 200);
    assert.equal(decodePart(res.body.data, 1).sub, 'test');
  });

  test('an unknown user is 40001 with a clear message, and no token', async () => {
    const res = await exchange({ idToken: await provider.sign({ preferred_username: 'stranger' }) });
    assert.equal(res.http, 200);
    assert.deepEqual(res.body, { status: 40001, message: '单点登录用户在平台中不存在!' });
  });

  test('a token without the claim is 40001 naming the claim', async () => {
    const res = await exchange({ idToken: await provider.sign({}) });
    assert.equal(res.body.status, 40001);
    assert.match(res.body.message, /preferred_username/);
  });

  test(
    'wrong issuer, wrong audience, expired, too old, foreign ' + 'key, unknown kid, tampered or not a JWT → 40101',
    async () => {
      const now = Math.floor(Date.now() / 1000);
      const { privateKey: foreign } = await generateKeyPair('RS256');
      const good = await provider.sign({ preferred_username: 'admin' });
      const [h, p, s] = good.split('.');
      const forged = Buffer.from(JSON.stringify({ ...decodePart(good, 1), preferred_username: 'mh' })).toString(
        'base64url',
      );
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
      const tokens = {
        issuer: await provider.sign({ preferred_username: 'admin', iss: 'http://evil.example' }),
        audience: await provider.sign({ preferred_username: 'admin', aud: 'another-client' }),
        expired: await provider.sign({ preferred_username: 'admin' }, { iat: now - 400, exp: now - 100 }),
        old: await provider.sign({ preferred_username: 'admin' }, { iat: now - 3600, exp: now + 3600 }),
        foreign: await provider.sign({ preferred_username: 'admin' }, { key: foreign }),
        kid: await provider.sign({ preferred_username: 'admin' }, { kid: 'nope' }),
        tampered: `${h}.${forged}.${s}`,
        none: unsigned,
        garbage: 'not-a-jwt',
      };
      for (const [name, idToken] of Object.entries(tokens)) {
        const res = await exchange({ idToken });
        assert.equal(res.body.status, 40101, `${name}: ${res.text}`);
        assert.equal(res.body.data, undefined, name);
      }
    },
  );

  test('a missing or mistyped idToken is refused with 30101', async () => {
    for (const body of [{}, { idToken: 42 }, { idToken: '  ' }]) {
      const res = await exchange(body);
      assert.equal(res.body.status, 30101, JSON.stringify(body));
    }
    assert.equal((await backend.call('POST', '/api/auth/jwt/sso')).body.status, 30101);
  });

  test('discovery runs once; the key set is reused', async () => {
    const before = provider.discoveryRequests();
    for (let i = 0; i < 3; i++)
      assert.equal(
        (await exchange({ idToken: await provider.sign({ preferred_username: 'admin' }) })).body.status,
        200,
      );
    assert.equal(provider.discoveryRequests(), before);
  });
});

describe('single sign-on misconfigured or off', () => {
  test('off: the endpoint answers 404 and password sign-in is unchanged', async () => {
    const backend = await startBackend();
    try {
      const res = await backend.call('POST', '/api/auth/jwt/sso', { body: { idToken: 'x.y.z' } });
      assert.equal(res.http, 404);
      assert.equal(res.body.status, 404);
      assert.match(await backend.login('admin', 'admin'), /^[\w-]+\.[\w-]+\.[\w-]+$/);
    } finally {
      await backend.close();
      removeDir(backend.dataDir);
    }
  });

  test('an unreachable provider is a 502, not a refusal of the user', async () => {
    const provider = await startProvider();
    const backend = await startBackend({
      sso: {
        issuer: 'http://127.0.0.1:9',
        audience: 'console',
        usernameClaim: 'preferred_username',
        maxTokenAgeSeconds: 600,
      },
    });
    try {
      const res = await backend.call('POST', '/api/auth/jwt/sso', {
        body: { idToken: await provider.sign({ preferred_username: 'admin' }) },
      });
      assert.equal(res.http, 502);
      assert.equal(res.body.status, 502);
    } finally {
      await backend.close();
      removeDir(backend.dataDir);
      await provider.close();
    }
  });

  test('discovery metadata naming another issuer is not trusted', async () => {
    const provider = await startProvider();
    provider.setMetadataIssuer('http://evil.example');
    const backend = await startBackend({
      sso: {
        issuer: provider.issuer,
        audience: 'console',
        usernameClaim: 'preferred_username',
        maxTokenAgeSeconds: 600,
      },
    });
    try {
      const res = await backend.call('POST', '/api/auth/jwt/sso', {
        body: { idToken: await provider.sign({ preferred_username: 'admin' }) },
      });
      assert.equal(res.http, 502);
      provider.setMetadataIssuer(undefined);
      const retried = await backend.call('POST', '/api/auth/jwt/sso', {
        body: { idToken: await provider.sign({ preferred_username: 'admin' }) },
      });
      assert.equal(retried.body.status, 200, 'a failed discovery is retried');
    } finally {
      await backend.close();
      removeDir(backend.dataDir);
      await provider.close();
    }
  });

  test('a configurable claim names the user', async () => {
    const provider = await startProvider();
    const backend = await startBackend({
      sso: { issuer: provider.issuer, audience: 'console', usernameClaim: 'upn', maxTokenAgeSeconds: 600 },
    });
    try {
      const res = await backend.call('POST', '/api/auth/jwt/sso', {
        body: { idToken: await provider.sign({ upn: 'mh', preferred_username: 'admin' }) },
      });
      assert.equal(res.body.status, 200);
      assert.equal(decodePart(res.body.data, 1).sub, 'mh');
    } finally {
      await backend.close();
      removeDir(backend.dataDir);
      await provider.close();
    }
  });

  test('configuration: both SSO_ISSUER and SSO_AUDIENCE, or neither', () => {
    assert.equal(configFromEnv({}).sso, undefined);
    assert.throws(() => configFromEnv({ SSO_ISSUER: 'http://idp' }), /SSO_AUDIENCE/);
    assert.throws(() => configFromEnv({ SSO_AUDIENCE: 'console' }), /SSO_ISSUER/);
    assert.throws(() => configFromEnv({ SSO_ISSUER: 'ftp://idp', SSO_AUDIENCE: 'console' }), /SSO_ISSUER/);
    assert.throws(
      () => configFromEnv({ SSO_ISSUER: 'http://idp', SSO_AUDIENCE: 'c', SSO_USERNAME_CLAIM: 'a b' }),
      /SSO_USERNAME_CLAIM/,
    );
    assert.deepEqual(configFromEnv({ SSO_ISSUER: 'http://idp:9400', SSO_AUDIENCE: 'console' }).sso, {
      issuer: 'http://idp:9400',
      audience: 'console',
      usernameClaim: 'preferred_username',
      maxTokenAgeSeconds: 600,
    });
    assert.equal(
      configFromEnv({
        SSO_ISSUER: 'http://idp',
        SSO_AUDIENCE: 'c',
        SSO_USERNAME_CLAIM: 'upn',
        SSO_MAX_TOKEN_AGE_SECONDS: '120',
      }).sso?.maxTokenAgeSeconds,
      120,
    );
  });
});
