import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { configFromEnv } from '../src/config.js';
import { removeDir, tempDataDir } from './helpers.js';

describe('configuration from the environment', () => {
  test('defaults', () => {
    const config = configFromEnv({}, '/srv/console');
    assert.equal(config.port, 8765);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.dataDir, '/srv/console/.data/backend');
    assert.equal(config.seedAdminPassword, 'admin');
    assert.equal(config.seedTestPassword, 'test');
    assert.equal(config.seedMhPassword, 'mh');
    assert.equal(config.defaultResetPassword, '123456');
    assert.equal(config.jwtExpireSeconds, 14400);
    assert.equal(config.bcryptCost, 10);
    assert.equal(config.delayMs, 0);
    assert.equal(config.seedBulkUsers, 0);
    assert.equal(config.testHooks, false);
  });

  test('values and validation', () => {
    const config = configFromEnv(
      {
        BACKEND_PORT: '9000',
        BACKEND_DATA_DIR: '/data',
        BACKEND_TEST_HOOKS: '1',
        BCRYPT_COST: '12',
        BACKEND_DELAY_MS: '50',
        SEED_BULK_USERS: '100',
      },
      '/x',
    );
    assert.deepEqual(
      [config.port, config.dataDir, config.testHooks, config.bcryptCost, config.delayMs, config.seedBulkUsers],
      [9000, '/data', true, 12, 50, 100],
    );
    assert.throws(() => configFromEnv({ BACKEND_PORT: 'eighty' }), /BACKEND_PORT/);
    assert.throws(() => configFromEnv({ BCRYPT_COST: '40' }), /BCRYPT_COST/);
    assert.throws(() => configFromEnv({ JWT_EXPIRE_SECONDS: '0' }), /JWT_EXPIRE_SECONDS/);
  });
});

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`main starts, prints its address, serves, BACKEND_DELAY_MS delays, and exits cleanly on ${signal}`, async () => {
    const dataDir = tempDataDir();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: backendDir,
      env: {
        ...process.env,
        BACKEND_PORT: '0',
        BACKEND_DATA_DIR: dataDir,
        BCRYPT_COST: '4',
        BACKEND_DELAY_MS: '150',
        SEED_ADMIN_PASSWORD: 'from-env',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk) => {
          out += chunk;
          if (out.includes('\n')) resolve(out.split('\n')[0]!);
        });
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
      });
      const match = /^reference backend listening on (http:\/\/127\.0\.0\.1:(\d+))$/.exec(line);
      assert.ok(match, line);
      const started = Date.now();
      const res = await fetch(`${match[1]}/api/auth/jwt/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'from-env' }),
        // The simulator back-fills its history on a first start; on a loaded machine a sign-in then waits its turn.
        signal: AbortSignal.timeout(60_000),
      });
      assert.equal(((await res.json()) as { status: number }).status, 200);
      assert.ok(Date.now() - started >= 140, 'delay applied');
      const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill(signal);
      assert.equal(await exit, 0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      removeDir(dataDir);
    }
  });
}
