import type { IncomingMessage } from 'node:http';
import { ApiError, rejected } from './reply.js';

export const maxBodyBytes = 1024 * 1024;
// Oversized bodies up to this size are read and dropped so the client still receives the 413.
const drainLimitBytes = 16 * maxBodyBytes;

export function payloadTooLarge(): ApiError {
  return new ApiError(413, `请求体超过 ${maxBodyBytes} 字节`, 413);
}

function parse(text: string, contentType: string): unknown {
  if (text.trim() === '') return undefined;
  if (contentType.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw rejected('请求体不是合法的 JSON');
  }
}

/** Reads and parses a JSON or form body; `undefined` when there is none. */
export function readBody(req: IncomingMessage): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > drainLimitBytes) return Promise.reject(payloadTooLarge());
  const contentType = String(req.headers['content-type'] ?? '').toLowerCase();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = declared > maxBodyBytes;
    let settled = false;
    const settle = (work: () => void) => {
      if (!settled) {
        settled = true;
        work();
      }
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        tooLarge = true;
        chunks.length = 0;
      } else if (!tooLarge) {
        chunks.push(chunk);
      }
      if (size > drainLimitBytes) {
        req.pause();
        settle(() => reject(payloadTooLarge()));
      }
    });
    req.on('end', () =>
      settle(() => {
        if (tooLarge) return reject(payloadTooLarge());
        try {
          resolve(parse(Buffer.concat(chunks).toString('utf8'), contentType));
        } catch (error) {
          reject(error);
        }
      }),
    );
    req.on('error', (error) => settle(() => reject(error)));
    req.on('close', () => settle(() => reject(new Error('request closed before its body was read'))));
  });
}

/**
 * Reads a body as bytes (an uploaded file) up to `maxBytes`; a larger one is drained up to the drain
 * limit and refused with HTTP 400 `{status: 400, message: tooLarge}`, a clear answer rather than a cut connection.
 */
export function readRawBody(
  req: IncomingMessage,
  { maxBytes, tooLarge }: { maxBytes: number; tooLarge: string },
): Promise<Buffer | undefined> {
  const refusal = () => new ApiError(400, tooLarge, 400);
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > drainLimitBytes) return Promise.reject(refusal());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (work: () => void) => {
      if (!settled) {
        settled = true;
        work();
      }
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else chunks.length = 0;
      if (size > drainLimitBytes) {
        req.pause();
        settle(() => reject(refusal()));
      }
    });
    req.on('end', () =>
      settle(() => (size > maxBytes ? reject(refusal()) : resolve(size === 0 ? undefined : Buffer.concat(chunks)))),
    );
    req.on('error', (error) => settle(() => reject(error)));
    req.on('close', () => settle(() => reject(new Error('request closed before its body was read'))));
  });
}
