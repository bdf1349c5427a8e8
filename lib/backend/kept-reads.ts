import 'server-only';
import type { z } from 'zod';

/**
 * The shell's three reads (front/info, front/menus, front/menu/all: 150 kB of JSON) come back the same on
 * nearly every page of a session, and menu/all the same for everyone. Parsing and validating them was a
 * twentieth of a console page's server CPU, so a reply whose text was seen lately is not parsed again:
 * its checked value is reused. Keyed by the text itself, so a changed grant or renamed menu is a new
 * text and read afresh; shared values are frozen, so no request can change another's.
 */
const LIMIT = 48;
const kept = new Map<string, unknown>();
const checked = new WeakMap<object, Map<z.ZodType, unknown>>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** JSON.parse, or the value parsed from the same text lately (frozen). */
export function parseKept(text: string): unknown {
  if (kept.has(text)) {
    const value = kept.get(text);
    // Most recently used last: the oldest is the one let go.
    kept.delete(text);
    kept.set(text, value);
    return value;
  }
  const value = deepFreeze(JSON.parse(text) as unknown);
  if (kept.size >= LIMIT) kept.delete(kept.keys().next().value!);
  kept.set(text, value);
  return value;
}

/** The schema's check of a value from parseKept, made once per value (a failure is not kept). */
export function checkKept<S extends z.ZodType>(value: unknown, schema: S): z.ZodSafeParseResult<z.output<S>> {
  if (!value || typeof value !== 'object') return schema.safeParse(value);
  let bySchema = checked.get(value);
  if (!bySchema) checked.set(value, (bySchema = new Map()));
  const known = bySchema.get(schema) as z.output<S> | undefined;
  if (known !== undefined) return { success: true, data: known } as z.ZodSafeParseResult<z.output<S>>;
  const result = schema.safeParse(value);
  if (result.success) bySchema.set(schema, deepFreeze(result.data));
  return result;
}
