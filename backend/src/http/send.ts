import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, type BinaryBody, type Reply, type StreamBody, toJson } from './reply.js';

export const notFound = new ApiError(404, 'Not Found', 404);
export const internalError: Reply = { http: 500, body: { status: 500, message: 'Internal server error' } };

export function send(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return;
  const text = toJson(reply.body) ?? '';
  res.writeHead(reply.http, {
    'content-type': 'application/json;charset=UTF-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...(reply.http === 413 ? { connection: 'close' } : {}),
  });
  res.end(text);
}

export function sendBinary(
  req: IncomingMessage,
  res: ServerResponse,
  { contentType, etag, bytes, headers }: BinaryBody,
): void {
  if (res.headersSent || res.destroyed) return;
  const fresh = (req.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);
  // no-cache rather than no-store: the browser keeps the bytes and revalidates them with the tag.
  const head = { etag, 'cache-control': 'private, no-cache', ...headers };
  if (fresh) {
    res.writeHead(304, head);
    res.end();
    return;
  }
  res.writeHead(200, { ...head, 'content-type': contentType, 'content-length': bytes.byteLength });
  res.end(bytes);
}

/**
 * Downloads streamed at once, in all and per user. Each reads its rows a batch at a time between other requests;
 * many at once would still take the thread from everyone else, so one past a limit is asked to try again, and one
 * user's exports cannot take every place from the others.
 */
export const MAX_DOWNLOADS = 8;
export const MAX_DOWNLOADS_PER_USER = 2;
let downloads = 0;
const byOwner = new Map<string, number>();

/** Streams a download; stops reading when the client goes away. */
export async function sendStream(res: ServerResponse, reply: Reply & { stream: StreamBody }): Promise<void> {
  if (res.headersSent || res.destroyed) return;
  const owner = reply.stream.owner ?? '';
  const mine = byOwner.get(owner) ?? 0;
  if (mine >= MAX_DOWNLOADS_PER_USER) {
    send(res, {
      http: 429,
      body: { status: 429, message: `您已有 ${MAX_DOWNLOADS_PER_USER} 个导出在进行，请待其完成后再试` },
    });
    return;
  }
  if (downloads >= MAX_DOWNLOADS) {
    send(res, { http: 429, body: { status: 429, message: '同时进行的导出过多，请稍后再试' } });
    return;
  }
  downloads++;
  byOwner.set(owner, mine + 1);
  try {
    await streamChunks(res, reply);
  } finally {
    downloads--;
    const left = (byOwner.get(owner) ?? 1) - 1;
    if (left > 0) byOwner.set(owner, left);
    else byOwner.delete(owner);
  }
}

async function streamChunks(res: ServerResponse, reply: Reply & { stream: StreamBody }): Promise<void> {
  const { contentType, filename } = reply.stream;
  res.writeHead(reply.http, {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
    'cache-control': 'no-store',
  });
  for (const chunk of reply.stream.chunks()) {
    if (res.destroyed) return;
    if (!res.write(chunk)) await new Promise((resolve) => (res.once('drain', resolve), res.once('close', resolve)));
    // Other requests get their turn between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  res.end();
}

/** The connection's own peer address (IPv4 without its IPv6 mapping), whatever a header says. */
export const peerAddress = (req: IncomingMessage): string => (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');

/** The peer address; behind a proxy on the same host (the console's BFF), the client it forwards for. */
export function remoteHost(req: IncomingMessage): string {
  const peer = peerAddress(req);
  const forwarded = req.headers['x-forwarded-for'];
  const isLoopback = peer === '127.0.0.1' || peer === '::1';
  if (isLoopback && typeof forwarded === 'string' && forwarded.trim() !== '') return forwarded.split(',')[0]!.trim();
  return peer;
}
