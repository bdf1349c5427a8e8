import type { SqlValue } from '../db/database.js';
import { rejected } from '../http/reply.js';

/**
 * One column of a module entity. Types follow DOMAIN.md §4.1: text, integers, numbers with a unit,
 * dates and site times (GMT+8 text), dictionary codes and references to other rows by id.
 */
export interface FieldDef {
  name: string;
  /** Chinese label: CSV header and refusal messages. */
  label: string;
  type: 'text' | 'int' | 'num' | 'date' | 'time' | 'enum' | 'ref';
  required?: boolean;
  /** Text: length bounds; numbers: value bounds. */
  min?: number;
  max?: number;
  pattern?: RegExp;
  patternMessage?: string;
  /** Text: the stored spelling of a valid value (e.g. a plate with its dot), so uniqueness compares like with like; may refuse. */
  normalize?(text: string): string;
  values?: readonly string[];
  unique?: boolean;
  /** `ref`: the referenced table; `where` narrows the rows that may be referenced. */
  ref?: { table: string; where?: string };
  /** Computed or written by the platform only. */
  readOnly?: boolean;
  /** Set on create, then fixed. */
  createOnly?: boolean;
  /** Never read back (and never exported). */
  secret?: boolean;
  default?: SqlValue;
  filter?: 'eq' | 'like' | 'range';
  sortable?: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function realDate(text: string): boolean {
  const date = new Date(`${text.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text.slice(0, 10);
}

function numberFrom(field: FieldDef, value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) throw rejected(`${field.label}必须是数字`);
  if ((field.type === 'int' || field.type === 'ref') && !Number.isSafeInteger(number))
    throw rejected(`${field.label}必须是整数`);
  if (field.type === 'ref' && number < 1) throw rejected(`${field.label}必须是正整数 id`);
  if (field.min !== undefined && number < field.min) throw rejected(`${field.label}不能小于 ${field.min}`);
  if (field.max !== undefined && number > field.max) throw rejected(`${field.label}不能大于 ${field.max}`);
  return number;
}

/**
 * A value from a body (`write`) or a query string (`filter`), checked against its field. Blank text
 * clears an optional field (null).
 */
export function checkValue(field: FieldDef, value: unknown, use: 'write' | 'filter'): SqlValue {
  if (value === null) return null;
  if (field.type === 'int' || field.type === 'num' || field.type === 'ref') {
    if (typeof value === 'string' && value.trim() === '') return null;
    return numberFrom(field, value);
  }
  if (typeof value !== 'string') throw rejected(`${field.label}必须是文本`);
  const text = value.trim();
  if (text === '') return null;
  switch (field.type) {
    case 'date':
      if (!DATE.test(text) || !realDate(text)) throw rejected(`${field.label}必须是 yyyy-MM-dd 格式的日期`);
      return text;
    case 'time':
      if (!TIME.test(text) || !realDate(text)) throw rejected(`${field.label}必须是 yyyy-MM-dd HH:mm:ss 格式的时间`);
      return text;
    case 'enum':
      if (!field.values?.includes(text)) throw rejected(`${field.label}只能是 ${field.values?.join(' / ')}`);
      return text;
    default:
      if (use === 'write') {
        if (field.max !== undefined && text.length > field.max)
          throw rejected(`${field.label}长度不能超过 ${field.max}`);
        if (field.min !== undefined && text.length < field.min)
          throw rejected(`${field.label}长度不能少于 ${field.min}`);
        if (field.pattern && !field.pattern.test(text))
          throw rejected(field.patternMessage ?? `${field.label}格式不正确`);
        if (field.normalize) return field.normalize(text);
      }
      return text;
  }
}
