import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { BackendConfig } from '../src/config.js';
import { EventReader } from './event-reader.js';
import { removeDir, startBackend, type TestBackend } from './helpers.js';

export { EventReader, type Event } from './event-reader.js';

// The live channel's tests: one backend per test file, and streams opened on it.

/** Starts the file's backend and answers how to open streams on it (closed with it after the file's tests). */
export function liveBackend(options: Partial<BackendConfig>): {
  /** The file's backend (its calls reach it once the `before` hook has started it). */
  backend: Pick<TestBackend, 'call' | 'login' | 'base' | 'dataDir'>;
  open(token: string, topics: string, headers?: Record<string, string>): Promise<EventReader>;
} {
  let backend: TestBackend;
  const readers: EventReader[] = [];
  before(async () => {
    backend = await startBackend(options);
  });
  after(async () => {
    readers.forEach((r) => r.close());
    await backend?.close();
    removeDir(backend.dataDir);
  });
  return {
    backend: {
      call: (...args) => backend.call(...args),
      login: (...args) => backend.login(...args),
      get base() {
        return backend.base;
      },
      get dataDir() {
        return backend.dataDir;
      },
    },
    async open(token, topics, headers = {}) {
      const response = await fetch(`${backend.base}/api/live/stream?topics=${topics}`, {
        headers: { authorization: token, ...headers },
      });
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /^text\/event-stream/);
      assert.equal(response.headers.get('x-accel-buffering'), 'no');
      assert.match(response.headers.get('cache-control') ?? '', /no-transform/);
      const reader = new EventReader(response);
      readers.push(reader);
      return reader;
    },
  };
}
