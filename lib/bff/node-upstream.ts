import 'server-only';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';

/** The platform's reply to a stream read: its head, and its body as a web stream fed by the socket. */
export type StreamReply = { status: number; headers: Headers; body: ReadableStream<Uint8Array> };

function bodyOf(reply: IncomingMessage): ReadableStream<Uint8Array> {
  // Set once the stream is closed here or cancelled by its reader: the socket may still deliver what it holds.
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        reply.on('data', (chunk: Buffer) => {
          if (done) return;
          controller.enqueue(chunk);
          // Back-pressure: a client that does not read stops the read from the platform.
          if ((controller.desiredSize ?? 1) <= 0) reply.pause();
        });
        // A stream the platform cuts (an outage, a revoked session) ends for the page as one it closed: the page
        // reconnects either way, and an error here would only be logged once per open stream.
        const end = () => {
          if (!done) controller.close();
          done = true;
        };
        reply.on('end', end);
        reply.on('error', end);
        reply.on('close', end);
      },
      pull() {
        reply.resume();
      },
      cancel() {
        done = true;
        reply.destroy();
      },
    },
    { highWaterMark: 16 },
  );
}

/**
 * A long-lived read (the live channel's stream) over `node:http` rather than `fetch`: undici carries each event
 * through a Node stream, an async iterator and a web stream before the route handler's own pipe, and keeps a
 * pool and a parser per connection; at 1 000 open streams that is most of the console's CPU and memory for
 * them (docs/benchmarks.md, live channel). Rejects as `fetch` does: on a refused connection or an abort.
 */
export function streamUpstream(url: string, headers: Headers, signal: AbortSignal): Promise<StreamReply> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = (target.protocol === 'https:' ? https : http).request(target, { method: 'GET', headers: Object.fromEntries(headers), agent: false, signal });
    request.on('error', reject);
    request.on('response', (reply) => {
      const replyHeaders = new Headers();
      for (const [name, value] of Object.entries(reply.headers)) if (typeof value === 'string') replyHeaders.set(name, value);
      resolve({ status: reply.statusCode ?? 502, headers: replyHeaders, body: bodyOf(reply) });
    });
    request.end();
  });
}
