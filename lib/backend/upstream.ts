import 'server-only';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';

/** The platform's reply: its head, and its body as a web stream fed by the socket (null when it has none). */
export type UpstreamReply = { status: number; headers: Headers; body: ReadableStream<Uint8Array> | null };

export type UpstreamCall = {
  method: string;
  headers: Headers;
  body?: Uint8Array;
  signal: AbortSignal;
  /** A long-lived read (the live channel's stream): its own connection, and a cut ends it as a close would. */
  stream?: boolean;
};

// Pooled connections for the ordinary calls. An idle socket is dropped after 4 s, and sooner when the platform's
// `Keep-Alive: timeout=N` says so (Node applies the hint only under an agent time-out): Node's own server closes
// idle sockets after 5 s, and a call sent down a socket the platform is closing fails.
const IDLE_MS = 4000;
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: IDLE_MS }),
  'https:': new https.Agent({ keepAlive: true, timeout: IDLE_MS }),
};

/** Statuses whose reply has no body, for which `new Response` refuses one. */
const NO_BODY = new Set([101, 204, 205, 304]);

const cutShort = () => new Error('the platform cut its reply short');

/**
 * The body as a web stream with back-pressure: a reader that does not read pauses the read from the platform.
 * A reply cut before its end errors the stream, so the browser sees a failed download rather than a short one;
 * a long-lived stream (`endOnCut`) ends instead, as one the platform closed: the page reconnects either way.
 */
function bodyOf(reply: IncomingMessage, endOnCut: boolean): ReadableStream<Uint8Array> {
  // Set once the stream is closed here or cancelled by its reader: the socket may still deliver what it holds.
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        reply.on('data', (chunk: Buffer) => {
          if (done) return;
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 1) <= 0) reply.pause();
        });
        const finish = () => {
          if (done) return;
          done = true;
          if (reply.complete || endOnCut) controller.close();
          else controller.error(cutShort());
        };
        reply.on('end', finish);
        reply.on('error', finish);
        reply.on('close', finish);
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

function send(target: URL, call: UpstreamCall): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const headers = Object.fromEntries(call.headers);
    if (call.body) headers['content-length'] = String(call.body.byteLength);
    const request = (target.protocol === 'https:' ? https : http).request(target, {
      method: call.method,
      headers,
      agent: call.stream ? false : agents[target.protocol as 'http:' | 'https:'],
      signal: call.signal,
    });
    request.on('error', (error: Error & { reusedSocket?: boolean }) =>
      reject(Object.assign(error, { reusedSocket: request.reusedSocket })),
    );
    request.on('response', (reply) => resolve(reply));
    request.end(call.body);
  });
}

const RETRIED = new Set(['GET', 'HEAD']);

async function open(url: string | URL, call: UpstreamCall): Promise<IncomingMessage> {
  const target = typeof url === 'string' ? new URL(url) : url;
  try {
    return await send(target, call);
  } catch (error) {
    const { code, reusedSocket } = error as NodeJS.ErrnoException & { reusedSocket?: boolean };
    if (code !== 'ECONNRESET' || !reusedSocket || !RETRIED.has(call.method) || call.signal.aborted) throw error;
    return send(target, call);
  }
}

/**
 * Every BFF call to the platform, over `node:http` rather than `fetch`: undici carries each reply through a Node
 * stream, an async iterator and a web stream before the route handler's own pipe; at the BFF's rates that was a
 * quarter of the console's CPU per call (docs/benchmarks.md, proxy overhead and the live channel). It rejects as
 * `fetch` does, on a refused connection or an abort, follows no redirect, and asks for no compression (so a body
 * passes with the length the platform gave). A read sent down a kept connection the platform closed meanwhile is
 * sent once more on a new one, as a browser does; a write is not.
 */
export async function callUpstream(url: string | URL, call: UpstreamCall): Promise<UpstreamReply> {
  const reply = await open(url, call);
  const status = reply.statusCode ?? 502;
  const headers = new Headers();
  for (const [name, value] of Object.entries(reply.headers)) if (typeof value === 'string') headers.set(name, value);
  if (NO_BODY.has(status) || call.method === 'HEAD') {
    reply.resume();
    return { status, headers, body: null };
  }
  return { status, headers, body: bodyOf(reply, !!call.stream) };
}

/** A call whose whole reply the server reads itself (the server-side client, lib/backend/client.ts), as text. */
export async function readUpstream(url: string | URL, call: UpstreamCall): Promise<{ status: number; text: string }> {
  const reply = await open(url, call);
  const chunks: Buffer[] = [];
  for await (const chunk of reply) chunks.push(chunk as Buffer);
  if (!reply.complete) throw cutShort();
  return { status: reply.statusCode ?? 502, text: Buffer.concat(chunks).toString('utf8') };
}
