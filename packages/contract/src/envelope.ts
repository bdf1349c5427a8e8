import { z } from 'zod';

/**
 * The platform's reply envelopes, as schema builders over the schema of what they carry, so a
 * module's file declares its entity once and gets its replies from here. Each type is the
 * builder's `z.infer` for a carried type T.
 */

/** Any reply before it is classified: every member may be missing (`outcome.ts` reads it so). */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.number().optional(),
    message: z.string().optional(),
    data: data.optional(),
    rel: z.boolean().optional(),
  });
export type Envelope<T = unknown> = z.infer<ReturnType<typeof envelopeOf<z.ZodType<T>>>>;

/** `{status, message?, data}` of a read or write by id. */
export const objectReplyOf = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number(), message: z.string().optional(), data });
export type ObjectReply<T> = z.infer<ReturnType<typeof objectReplyOf<z.ZodType<T>>>>;

/** `{total, rows}`: one page of a `/page` or `/list` endpoint. */
export const pageOf = <T extends z.ZodType>(row: T) => z.object({ total: z.number(), rows: z.array(row) });
export type Page<T> = z.infer<ReturnType<typeof pageOf<z.ZodType<T>>>>;

/** `{status: 200, data: {total, rows}}` of every `/page` endpoint. */
export const pageReplyOf = <T extends z.ZodType>(row: T) => z.object({ status: z.number(), data: pageOf(row) });
export type PageReply<T> = z.infer<ReturnType<typeof pageReplyOf<z.ZodType<T>>>>;
