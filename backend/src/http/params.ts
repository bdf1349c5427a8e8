import { rejected } from './reply.js';
import type { RequestContext } from './router.js';
import { asObject, idFrom } from '../domain/validate.js';

export function pathId(ctx: RequestContext): number {
  return idFrom(ctx.params.id, 'id');
}

/** For `PUT /<res>/{id}`: the path names the row; a differing `id` in the body is refused. */
export function bodyForPathId(ctx: RequestContext): { id: number; body: Record<string, unknown> } {
  const id = pathId(ctx);
  const body = asObject(ctx.body);
  if (body.id !== undefined && body.id !== null && String(body.id) !== String(id)) {
    throw rejected(`请求体中的 id (${String(body.id)}) 与路径中的 id (${id}) 不一致`);
  }
  return { id, body };
}

/** A value from the query string, else from a form or JSON body (the console sends either). */
export function param(ctx: RequestContext, name: string): string | null {
  const fromQuery = ctx.query.get(name);
  if (fromQuery !== null) return fromQuery;
  const body = ctx.body;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    if (Array.isArray(value)) return value.map(String).join(',');
  }
  return null;
}
