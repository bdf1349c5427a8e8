import { z } from 'zod';
import { objectReplyOf } from '../envelope';
import { read, type Reads } from '../reply';

/** The shell's reads: a token's refresh and check, the live stream, and the liveness probe. */
export const shellReads: Reads = {
  // A fresh token for the caller's (a compact JWS).
  '/api/auth/jwt/refresh': read(objectReplyOf(z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/))),
  // The token is usable: nothing else to say.
  '/api/auth/jwt/verify': read(z.strictObject({ status: z.literal(200), rel: z.literal(false) })),
  '/api/live/stream': { stream: true },
  '/health': read(z.strictObject({ status: z.literal(200) })),
};
