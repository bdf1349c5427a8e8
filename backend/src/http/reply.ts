import type { IncomingMessage, ServerResponse } from 'node:http';
import { Rejected } from '../domain/rejected.js';

/** What a handler returns: an HTTP status and a JSON-serialisable body, or a streamed download. */
export interface Reply {
  http: number;
  body: unknown;
  stream?: StreamBody;
  binary?: BinaryBody;
  /** The route answers on the connection itself (the live channel's event stream), for as long as it lasts. */
  takeover?: (req: IncomingMessage, res: ServerResponse) => void;
}

/** Bytes with an entity tag: a request whose If-None-Match names the tag gets 304 and no body. */
export interface BinaryBody {
  contentType: string;
  etag: string;
  bytes: Uint8Array;
  /** More response headers (a served SVG's Content-Security-Policy). */
  headers?: Record<string, string>;
}

/** A download written chunk by chunk, each one only when the socket has taken the previous one. */
export interface StreamBody {
  contentType: string;
  filename: string;
  chunks(): Iterable<string | Uint8Array>;
  /** Whose download it is (the signed-in user), for the per-user limit; set by the pipeline. */
  owner?: string;
}

/** A refusal that travels as a JSON body; most use HTTP 200 with a non-200 `status`, as the platform does. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly http = 200,
  ) {
    super(message);
  }
}

export const codes = {
  wrongCredentials: 40001,
  /** Too many failed sign-ins for the account or from the address: refused for a while, whoever it is. */
  signInLocked: 40002,
  badToken: 40101,
  forbidden: 40301,
  rejected: 30101,
} as const;

/** Business-rule or validation refusals are the domain's; they travel as status 30101 (see `refusalReply`). */
export { rejected } from '../domain/rejected.js';

export function badToken(message = 'User token is invalid or expired!'): ApiError {
  return new ApiError(codes.badToken, message);
}

export function forbidden(): ApiError {
  return new ApiError(codes.forbidden, 'User Forbidden! Does not have permission!', 403);
}

export function ok(data?: unknown, extra: Record<string, unknown> = {}): Reply {
  return { http: 200, body: { status: 200, rel: false, ...extra, data } };
}

export function message(text: string, extra: Record<string, unknown> = {}): Reply {
  return { http: 200, body: { status: 200, rel: false, message: text, ...extra } };
}

export function table(total: number, rows: unknown[]): Reply {
  return { http: 200, body: { status: 200, data: { total, rows } } };
}

/** For the reads the platform answers with bare JSON, without the envelope (docs/platform-contract.md). */
export function bare(body: unknown): Reply {
  return { http: 200, body };
}

export function errorReply(error: ApiError): Reply {
  return { http: error.http, body: { status: error.status, message: error.message } };
}

/** The reply for a refusal thrown by a handler or the domain below it; undefined for any other error. */
export function refusalReply(error: unknown): Reply | undefined {
  if (error instanceof ApiError) return errorReply(error);
  if (error instanceof Rejected) return errorReply(new ApiError(codes.rejected, error.message));
  return undefined;
}

/** JSON with null/undefined object fields left out, as the platform's Jackson `non_null` setting does. */
export function toJson(body: unknown): string {
  return JSON.stringify(body, (_key, value: unknown) => (value === null ? undefined : value));
}
