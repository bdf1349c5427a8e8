// A server-sent event stream's events, read as they arrive: the live channel's test client, for the backend's tests
// and for the suites that reach the stream through the console.

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

  /** The next event named `name` (or any of the names, skipping others), within `ms`. */
  async next(name: string | readonly string[], ms = 5000): Promise<Event> {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = this.events.findIndex((e) =>
        typeof name === 'string' ? e.event === name : name.includes(e.event),
      );
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
