import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dictLookup, type DictLocale, type DictLookup, type DictValue } from './labels';

/**
 * For tests only: the reference backend's dictionary seed (read as a file: the console never imports the
 * backend) as the browser would read it, so a test of labels expects the platform's words, not a copy.
 */

type SeedType = { code: string; values?: [string, string, string][]; children?: SeedType[] };

export function seedDictValues(): Record<string, DictValue[]> {
  const seed = JSON.parse(
    readFileSync(path.resolve(__dirname, '../../backend/src/modules/admin/seed/dictionary-seed.json'), 'utf8'),
  ) as SeedType[];
  const out: Record<string, DictValue[]> = {};
  const walk = (types: readonly SeedType[]) =>
    types.forEach((type) => {
      if (type.values)
        out[type.code] = type.values.map(([value, zh, en], orderNum) => ({
          value,
          labelDefault: zh,
          labelZhCh: zh,
          labelEnUs: en,
          orderNum,
        }));
      walk(type.children ?? []);
    });
  walk(seed);
  return out;
}

export const seedDictLookup = (locale: DictLocale): DictLookup => dictLookup(seedDictValues(), locale);
