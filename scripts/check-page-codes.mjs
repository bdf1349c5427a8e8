// A catalogue page's code is written in one hand-written file: its module's page declarations in the contract
// package. Everything else reads it from there (or from the files generated from it). This check lists every
// other hand-written source file that spells a page's code as a literal.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|json)$/.test(f) && existsSync(f));
const declarations = files.filter((f) => /^packages\/contract\/src\/[a-z]+\/pages\.ts$/.test(f));
const codes = new Set();
// A module's own code (`definePages({ code: 'admin', ...`) names its folder, not a page or a menu: the same word is
// a user name, a dictionary code or a message namespace elsewhere, so only group and page codes are held.
const modules = new Set();
for (const file of declarations) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/\bdefinePages\(\{\s*code: '([A-Za-z0-9]+)'/g)) modules.add(m[1]);
  for (const m of text.matchAll(/\bcode: '([A-Za-z0-9]+)'/g)) codes.add(m[1]);
}
for (const code of modules) codes.delete(code);

const generated = /(\.generated\.ts|menu-seed\.json)$/;
const source = /^(app|components|lib|modules|backend\/src|packages\/contract\/src)\/|^middleware\.ts$/;
const test = /(\.test\.tsx?|\/test\/|\.spec\.ts)$/;
const literal = /['"`]([A-Za-z0-9]+)(?=[:'"`])/g;
// A comment line may name a code as an example (`userManager:btn_add`): nothing reads it, so it is not counted.
const comment = /^\s*(\/\/|\/\*|\*)/;
const found = [];
for (const file of files) {
  if (!source.test(file) || generated.test(file) || test.test(file) || declarations.includes(file)) continue;
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  for (const m of text.matchAll(literal)) {
    if (!codes.has(m[1])) continue;
    const line = text.slice(0, m.index).split('\n').length;
    if (!comment.test(lines[line - 1])) found.push(`${file}:${line}: ${m[1]}`);
  }
}
if (found.length > 0) {
  console.error(`page codes spelled outside their declaration (${found.length}):\n${found.join('\n')}`);
  process.exit(1);
}
console.log(`page codes: ${codes.size} declared once, none spelled elsewhere`);
