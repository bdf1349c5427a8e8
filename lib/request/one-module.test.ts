import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Review aid for "every call goes through the one module": no browser code calls fetch itself.
const root = join(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

it('client components and hooks reach the platform only through lib/request', () => {
  const offenders = ['app', 'components', 'lib']
    .flatMap((dir) => sources(join(root, dir)))
    .filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')))
    .filter((file) => /\bfetch\(|XMLHttpRequest|axios/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file));
  expect(offenders).toEqual([]);
});
