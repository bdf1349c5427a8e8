import { rejected } from './rejected.js';

/** One writable field of an entity, as accepted from a request body. */
export interface FieldSpec {
  name: string;
  kind: 'string' | 'int';
  label?: string;
  max?: number;
  min?: number;
  pattern?: RegExp;
  patternMessage?: string;
  required?: boolean;
  /** Value list for enumerations. */
  oneOf?: readonly string[];
}

export type Row = Record<string, string | number | null>;

export function asObject(body: unknown): Record<string, unknown> {
  if (body === undefined) throw rejected('缺少请求体');
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw rejected('请求体必须是 JSON 对象');
  return body as Record<string, unknown>;
}

function checkString(spec: FieldSpec, value: unknown): string | null {
  if (typeof value !== 'string') throw rejected(`参数 ${spec.name} 必须是字符串`);
  const text = value.trim();
  if (text === '') return null;
  if (spec.max !== undefined && text.length > spec.max) throw rejected(`参数 ${spec.name} 长度不能超过 ${spec.max}`);
  if (spec.min !== undefined && text.length < spec.min) throw rejected(`参数 ${spec.name} 长度不能少于 ${spec.min}`);
  if (spec.oneOf && !spec.oneOf.includes(text)) throw rejected(`参数 ${spec.name} 只能是 ${spec.oneOf.join(' / ')}`);
  if (spec.pattern && !spec.pattern.test(text)) throw rejected(spec.patternMessage ?? `参数 ${spec.name} 格式不正确`);
  return text;
}

function checkInt(spec: FieldSpec, value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw rejected(`参数 ${spec.name} 必须是整数`);
  if (spec.min !== undefined && number < spec.min) throw rejected(`参数 ${spec.name} 不能小于 ${spec.min}`);
  if (spec.max !== undefined && number > spec.max) throw rejected(`参数 ${spec.name} 不能大于 ${spec.max}`);
  return number;
}

/**
 * Picks the known fields from a body. On update, absent or null fields stay unchanged (the platform's
 * selective update); an empty string clears an optional field.
 */
export function pickFields(body: Record<string, unknown>, specs: readonly FieldSpec[], mode: 'create' | 'update'): Row {
  const row: Row = {};
  for (const spec of specs) {
    const value = body[spec.name];
    if (value === undefined || value === null) {
      if (mode === 'create' && spec.required) throw rejected(`参数 ${spec.name} 不能为空`);
      continue;
    }
    const checked = spec.kind === 'int' ? checkInt(spec, value) : checkString(spec, value);
    if (checked === null && spec.required) throw rejected(`参数 ${spec.name} 不能为空`);
    row[spec.name] = checked;
  }
  return row;
}

/** A positive integer id from a path, query or body value. */
export function idFrom(value: unknown, name: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
    throw rejected(`参数 ${name} 必须是正整数`);
  }
  return number;
}

/** Comma-separated ids (`"1,2,3"`); blank means none. */
export function idListFrom(value: unknown, name: string): number[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'string') throw rejected(`参数 ${name} 必须是逗号分隔的 id`);
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return [...new Set(parts.map((part) => idFrom(part, name)))];
}

export const attrFields: FieldSpec[] = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({
  name: `attr${n}`,
  kind: 'string',
  max: 1000,
}));
