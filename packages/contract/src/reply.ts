import { z } from 'zod';
import { objectReplyOf, pageReplyOf } from './envelope';
import type { Field } from './field';
import type { Resource } from './resource';

/**
 * What the platform answers to a read, declared once: the console takes its types from these schemas and the
 * backend's tests parse every read's reply with them, so the two sides cannot drift.
 */

/**
 * A field's value in a reply: its type, absent where the field may be empty (the platform leaves nulls out of
 * its JSON). A dictionary code is text or, where its codes are numbers, a number.
 */
function valueOf(field: Field): z.ZodType {
  const base =
    field.type === 'int' || field.type === 'ref' || field.type === 'bool'
      ? z.number().int()
      : field.type === 'num'
        ? z.number()
        : field.type === 'enum'
          ? z.union([z.string(), z.number()])
          : z.string();
  return field.required && !field.computed ? base : base.optional();
}

/**
 * A row of a resource as its reads return it: `id` and every field that is not secret, nothing else (a column the
 * backend adds without declaring it fails the parse).
 */
export function rowOf(resource: Resource) {
  const shape: Record<string, z.ZodType> = { id: z.number().int() };
  for (const field of resource.fields) if (!field.secret) shape[field.name] = valueOf(field);
  return z.strictObject(shape);
}

/** Every read the kit serves for a resource: a page of rows, one row, all rows (a bare array). */
export const resourceReplies = (resource: Resource) => {
  const row = rowOf(resource);
  return {
    page: pageReplyOf(row),
    one: objectReplyOf(row),
    all: z.array(row),
  };
};

/**
 * A read of a module's own (not a resource's): its reply's schema, and `sample`, a path with its query that the
 * backend's tests read on the simulated site (needed where the path has parameters or the read wants a query).
 * `file`: the read answers a download (CSV, a workbook), not JSON; `stream`: a server-sent event stream.
 */
export type ReadDecl =
  | { readonly schema: z.ZodType; readonly sample?: string }
  | { readonly file: true; readonly sample?: string }
  | { readonly stream: true };

/** A module's reads by `GET <path>`, the path as its route declares it (`/api/hj/monitor/area/:id`). */
export type Reads = Readonly<Record<string, ReadDecl>>;

export const read = (schema: z.ZodType, sample?: string): ReadDecl => (sample ? { schema, sample } : { schema });
export const download = (sample?: string): ReadDecl => (sample ? { file: true, sample } : { file: true });

/** A settings record as its read returns it: every field (its default until first saved) and who saved it when. */
export function settingsReply(resource: Resource) {
  const shape: Record<string, z.ZodType> = {
    updTime: z.string().optional(),
    updName: z.string().optional(),
  };
  for (const field of resource.fields) shape[field.name] = valueOf({ ...field, required: false });
  return objectReplyOf(z.strictObject(shape));
}
