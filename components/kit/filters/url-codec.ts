/**
 * A screen's filters and paging as URL query parameters. Values equal to their default are left
 * out, so an untouched screen keeps a clean URL; numbers that are not positive integers fall back
 * to their default, so a hand-edited link never breaks the screen.
 */
export type QueryFields = Record<string, string | number>;

export interface UrlCodec<T> {
  parse(params: URLSearchParams): T;
  format(value: T): URLSearchParams;
}

export function codecFor<T extends QueryFields>(defaults: T): UrlCodec<T> {
  const keys = Object.keys(defaults) as (keyof T & string)[];
  return {
    parse(params) {
      const out: QueryFields = { ...defaults };
      for (const key of keys) {
        const raw = params.get(key);
        if (raw === null) continue;
        if (typeof defaults[key] === 'number') {
          const n = Number(raw);
          if (Number.isSafeInteger(n) && n >= 1) out[key] = n;
        } else {
          out[key] = raw;
        }
      }
      return out as T;
    },
    format(value) {
      const params = new URLSearchParams();
      for (const key of keys) {
        const v = value[key];
        if (v !== defaults[key] && v !== '') params.set(key, String(v));
      }
      return params;
    },
  };
}
