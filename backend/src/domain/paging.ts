import { rejected } from './rejected.js';

export const maxPageSize = 500;

export interface PageWindow {
  limit: number;
  offset: number;
}

function positiveInt(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw rejected(`参数 ${name} 必须是正整数`);
  return value;
}

/** 1-based `page` and `limit` (default 10, capped at 500). */
export function pageWindow(query: URLSearchParams): PageWindow {
  const page = positiveInt(query, 'page', 1);
  const limit = Math.min(positiveInt(query, 'limit', 10), maxPageSize);
  return { limit, offset: (page - 1) * limit };
}

/** `%value%` with LIKE wildcards escaped; pair with `ESCAPE '\\'`. */
export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}

const orderAliases: Record<string, 'asc' | 'desc'> = { asc: 'asc', ascending: 'asc', desc: 'desc', descending: 'desc' };

/**
 * `ORDER BY` clause from `sort` and `order`, restricted to a whitelist of columns. Also accepts the
 * vue-element-admin style `sort=-name` and Element UI's `ascending`/`descending`.
 */
export function orderClause(query: URLSearchParams, sortable: readonly string[], fallback: string): string {
  let sort = query.get('sort')?.trim();
  let order = orderAliases[(query.get('order')?.trim() || 'asc').toLowerCase()];
  if (!order) throw rejected('参数 order 只能是 asc 或 desc');
  if (sort && /^[+-]/.test(sort)) {
    order = sort.startsWith('-') ? 'desc' : 'asc';
    sort = sort.slice(1);
  }
  if (!sort) return `ORDER BY ${fallback}`;
  if (!sortable.includes(sort)) throw rejected(`参数 sort 只能是 ${sortable.join(', ')} 之一`);
  return `ORDER BY ${sort} ${order.toUpperCase()}, id ASC`;
}

/** WHERE clause builder for optional filters. */
export class Filters {
  readonly clauses: string[] = [];
  readonly params: unknown[] = [];

  like(column: string, value: string | null): this {
    if (value !== null && value.trim() !== '') {
      this.clauses.push(`${column} LIKE ? ESCAPE '\\'`);
      this.params.push(likePattern(value.trim()));
    }
    return this;
  }

  add(clause: string, ...params: unknown[]): this {
    this.clauses.push(clause);
    this.params.push(...params);
    return this;
  }

  get where(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}
