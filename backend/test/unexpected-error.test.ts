import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import type { App } from '../src/app.js';
import type { BackendConfig } from '../src/config.js';
import { Faults } from '../src/http/faults.js';
import { pipeline } from '../src/http/pipeline.js';
import { Router } from '../src/http/router.js';

test('an unexpected error is logged with its path only: no token or password of a query reaches the log', async () => {
  const logged: string[] = [];
  const router = new Router().add([
    {
      method: 'GET',
      path: '/boom',
      public: true,
      handler() {
        throw new Error('not a refusal');
      },
    },
  ]);
  const handle = pipeline({
    config: { testHooks: false, delayMs: 0 } as BackendConfig,
    router,
    ready: Promise.resolve({} as App),
    faults: new Faults(),
    counter: { apiRequests: 0 },
    sleep: async () => undefined,
    logError: (message) => logged.push(message),
    closing: () => false,
  });
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const reply = await fetch(`http://127.0.0.1:${port}/boom?token=Mk-token-1&oldPassword=Mk-pass-2`);
    assert.equal(reply.status, 500);
    assert.doesNotMatch(await reply.text(), /Mk-|not a refusal/);
    assert.deepEqual(logged, ['reference backend: unexpected error on GET /boom']);
  } finally {
    server.close();
  }
});
