import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

// The dictionary's first content (`dictionary-seed.json`): types grouped under a few roots, each value
// with its labels in both languages. Administrators edit it on 数据字典 afterwards; the seed is written
// once, and later versions add only what a data folder lacks. Every coded value the console shows is
// here: the console holds no label of a platform code. JSON, so the console's tests can read it as a file
// (they may not import the backend).

export interface SeedDictType {
  code: string;
  name: string;
  values?: readonly (readonly [value: string, zh: string, en: string])[];
  children?: readonly SeedDictType[];
}

// tsc copies the JSON next to the compiled module; the source copy is the fallback for a stale or partial build.
const candidates = [
  new URL('./dictionary-seed.json', import.meta.url),
  new URL('../../../../src/modules/admin/seed/dictionary-seed.json', import.meta.url),
];

function check(value: unknown, seen: Set<string>): SeedDictType {
  const type = value as SeedDictType;
  if (typeof type?.code !== 'string' || !/^[A-Za-z][A-Za-z0-9_.-]*$/.test(type.code))
    throw new Error(`dictionary seed: bad type code ${JSON.stringify(type?.code)}`);
  if (seen.has(type.code)) throw new Error(`dictionary seed: duplicate type ${type.code}`);
  seen.add(type.code);
  if (typeof type.name !== 'string' || type.name === '')
    throw new Error(`dictionary seed: ${type.code}.name is missing`);
  const values = new Set<string>();
  for (const entry of type.values ?? []) {
    if (!Array.isArray(entry) || entry.length !== 3 || entry.some((part) => typeof part !== 'string' || part === ''))
      throw new Error(`dictionary seed: ${type.code} has a bad value`);
    if (values.has(entry[0])) throw new Error(`dictionary seed: ${type.code} repeats ${entry[0]}`);
    values.add(entry[0]);
  }
  return { ...type, children: (type.children ?? []).map((child) => check(child, seen)) };
}

function load(): SeedDictType[] {
  const path = candidates.map((url) => fileURLToPath(url)).find((candidate) => fs.existsSync(candidate));
  if (!path) throw new Error('dictionary seed: dictionary-seed.json not found');
  const parsed: unknown = JSON.parse(fs.readFileSync(path, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error('dictionary seed: the file must hold an array');
  const seen = new Set<string>();
  return parsed.map((type) => check(type, seen));
}

export const dictionarySeed: readonly SeedDictType[] = load();
