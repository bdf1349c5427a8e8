// The folder map in docs/architecture.md names every folder the repository holds at its top, and every folder
// of app/, components/, lib/, modules/ and backend/src/ (by itself or in a list such as `dict/, format/`), so
// that a maintainer who reads it finds everything. This lists the folders it misses.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const doc = readFileSync(new URL('../docs/architecture.md', import.meta.url), 'utf8');
const map = doc.slice(doc.indexOf('## Folder map'));
const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const folders = new Set();
for (const file of files) {
  const parts = file.split('/');
  if (parts.length > 1) folders.add(`${parts[0]}/`);
  for (const root of ['app', 'components', 'lib', 'backend/src']) {
    const depth = root.split('/').length;
    if (file.startsWith(`${root}/`) && parts.length > depth + 1) folders.add(`${parts.slice(0, depth + 1).join('/')}/`);
  }
}
const named = (folder) => {
  const last = folder.split('/').slice(-2)[0];
  return map.includes(folder) || new RegExp(`(^|[\\s,(/])${last.replace(/[[\]()]/g, '\\$&')}/`, 'm').test(map);
};
const missing = [...folders].filter((f) => !named(f)).sort();
if (missing.length > 0) {
  console.error(`docs/architecture.md's folder map misses ${missing.length} folders:\n${missing.join('\n')}`);
  process.exit(1);
}
console.log(`folder map: all ${folders.size} folders named`);
