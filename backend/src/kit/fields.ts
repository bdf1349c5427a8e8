import type { Field } from '@console/contract/field';
import { labelOf, problemOf, problemText } from '@console/contract/field';
import type { Resource } from '@console/contract/resource';
import type { SqlValue } from '../db/database.js';
import { rejected } from '../http/reply.js';

/**
 * One column of a module entity as the backend keeps it: text, integers, numbers with a unit, dates and site
 * times (GMT+8 text), dictionary codes and references to other rows by id. Made from the contract's declaration
 * (`fieldsFrom`) where the module declares its resource there.
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
  /**
   * Text: the stored spelling of a valid value (e.g. a plate with its dot), so uniqueness compares like with like; may
   * refuse.
   */
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
  /** `enum`: the dictionary type whose codes a value must be (when no `values` are fixed). */
  dict?: string;
  /** The contract's declaration this field was made from. */
  declaration?: Field;
}

const declared = new WeakMap<FieldDef, Field>();

/** The contract's view of a field (its rules and both labels), made once per field. */
function declarationOf(def: FieldDef): Field {
  let found = declared.get(def);
  if (!found) {
    found = def.declaration ?? {
      name: def.name,
      label: { zh: def.label, en: def.label },
      type: def.type,
      ...(def.min !== undefined ? { min: def.min } : {}),
      ...(def.max !== undefined ? { max: def.max } : {}),
      ...(def.pattern
        ? {
            pattern: {
              source: def.pattern.source,
              message: { zh: def.patternMessage ?? `${def.label}格式不正确`, en: def.patternMessage ?? '' },
            },
          }
        : {}),
      ...(def.values ? { values: def.values } : {}),
    };
    declared.set(def, found);
  }
  return found;
}

/**
 * A value from a body (`write`) or a query string (`filter`), checked against its field with the contract's rules
 * (a filter is not held to a text's length or pattern). Blank text clears an optional field (null); whether a
 * required one may be blank is the caller's to say.
 */
export function checkValue(field: FieldDef, value: unknown, use: 'write' | 'filter'): SqlValue {
  if (value === null) return null;
  const declaration = declarationOf(field);
  const rules: Field =
    use === 'write'
      ? { ...declaration, required: false }
      : {
          ...declaration,
          required: false,
          pattern: undefined,
          ...(isNumeric(field) ? {} : { min: undefined, max: undefined }),
        };
  const problem = problemOf(rules, value);
  if (problem) throw rejected(problemText(declaration, problem, 'zh'));
  if (isNumeric(field))
    return typeof value === 'string' ? (value.trim() === '' ? null : Number(value.trim())) : (value as number);
  const text = (value as string).trim();
  if (text === '') return null;
  return use === 'write' && field.normalize ? field.normalize(text) : text;
}

const isNumeric = (field: FieldDef) => field.type === 'int' || field.type === 'num' || field.type === 'ref';

/**
 * The backend's own part of a field: where a reference points, how a value is spelled when stored, a filter or sort of
 * its own.
 */
export type FieldExtras = Partial<Pick<FieldDef, 'ref' | 'normalize' | 'filter' | 'sortable' | 'default' | 'readOnly'>>;

/** The fields the operation log masks: the secret ones and those the contract declares personal. */
export const maskedInLog = (fields: readonly FieldDef[]): string[] =>
  fields.filter((f) => f.secret || f.declaration?.secret || f.declaration?.personal).map((f) => f.name);

/** A resource's fields as the backend keeps them, from the contract's declarations, with the backend's own parts. */
export function fieldsFrom(resource: Resource, extras: Readonly<Record<string, FieldExtras>> = {}): FieldDef[] {
  for (const name of Object.keys(extras))
    if (!resource.fields.some((f) => f.name === name)) throw new Error(`${resource.api} has no field ${name}`);
  return resource.fields.map((f): FieldDef => ({
    name: f.name,
    label: labelOf(f, 'zh'),
    type: f.type === 'bool' ? 'int' : f.type === 'colour' ? 'text' : f.type,
    ...(f.required ? { required: true } : {}),
    ...(f.type === 'bool' ? { min: 0, max: 1 } : {}),
    ...(f.min !== undefined ? { min: f.min } : {}),
    ...(f.max !== undefined ? { max: f.max } : {}),
    ...(f.pattern
      ? { pattern: new RegExp(f.pattern.source), patternMessage: (f.pattern.refusal ?? f.pattern.message).zh }
      : {}),
    ...(f.values ? { values: f.values } : {}),
    ...(f.dict ? { dict: f.dict } : {}),
    ...(f.unique ? { unique: true } : {}),
    ...(f.computed ? { readOnly: true } : {}),
    ...(f.createOnly ? { createOnly: true } : {}),
    ...(f.secret ? { secret: true } : {}),
    ...(f.default !== undefined ? { default: f.default } : {}),
    ...(f.filter ? { filter: f.filter } : {}),
    ...(f.sortable ? { sortable: true } : {}),
    declaration: f,
    ...extras[f.name],
  }));
}
