import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { BackendConfig } from '../src/config.js';
import { removeDir, startBackend, type TestBackend } from './helpers.js';

// The live channel's test client: a stream's events read as they arrive, on one backend per test file.

export type Event = { event: string; id?: string; data: string };

export class EventReader {
  private buffer = '';
  private readonly events: Event[] = [];
  private done = false;
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();

  constructor(readonly response: Response) {
    this.reader = response.body!.getReader();
    void this.pump();
  }

  private async pump(): Promise<void> {
    try {
      for (;;) {
        const { value, done } = await this.reader.read();
        if (done) break;
        this.buffer += this.decoder.decode(value, { stream: true });
        let end: number;
        while ((end = this.buffer.indexOf('\n\n')) >= 0) {
          const block = this.buffer.slice(0, end);
          this.buffer = this.buffer.slice(end + 2);
          const event: Event = { event: 'message', data: '' };
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) event.data += line.slice(6);
            else if (line.startsWith('id: ')) event.id = line.slice(4);
          }
          if (event.data) this.events.push(event);
        }
      }
    } catch {
      // cancelled
    }
    this.done = true;
  }

  /** The next event named `name` (skipping others), within `ms`. */
  async next(name: string, ms = 5000): Promise<Event> {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = this.events.findIndex((e) => e.event === name);
      if (index >= 0) return this.events.splice(index, 1)[0]!;
      if (this.done) throw new Error(`stream ended before ${name}`);
      if (Date.now() > deadline) throw new Error(`no ${name} within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Waits until no event has arrived for `quietMs` (at most `maxMs`), then drops what arrived. */
  async settle(quietMs: number, maxMs = 30_000): Promise<void> {
    const deadline = Date.now() + maxMs;
    let seen = -1;
    while (seen !== this.events.length && Date.now() < deadline) {
      seen = this.events.length;
      await new Promise((resolve) => setTimeout(resolve, quietMs));
    }
    this.events.length = 0;
  }

  async ended(ms = 5000): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!this.done && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return this.done;
  }

  close(): void {
    void this.reader.cancel().catch(() => undefined);
  }
}

/** Starts the file's backend and answers how to open streams on it (closed with it after the file's tests). */
export function liveBackend(options: Partial<BackendConfig>): {
  /** The file's backend (its calls reach it once the `before` hook has started it). */
  backend: Pick<TestBackend, 'call' | 'login' | 'base'>;
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
