#!/usr/bin/env node
// Import cycles, for `npm run lint`: the console, the reference backend, the tests, benchmarks and scripts
// must form no cycle of runtime imports. ESLint's import/no-cycle did this at 73 % of the lint's time
// (324 s of rule time on this machine, 2026-11-26); this reads each file once with TypeScript's parser and
// runs Tarjan's algorithm over the graph, in a few seconds.
//
// What counts is what runs: static imports and re-exports. Type-only ones (`import type`, or every
// binding `type`) are erased by the compiler, and `import()` loads later, so neither makes a cycle.
// The `@/` and `@console/contract/` aliases are tsconfig.json's; the backend's `.js` specifiers name its `.ts` sources.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const ROOTS = [
  'app',
  'components',
  'lib',
  'modules',
  'packages/contract/src',
  'middleware.ts',
  'instrumentation.ts',
  'backend/src',
  'backend/test',
  'e2e',
  'bench',
  'scripts',
  'eslint-rules',
];
const SKIP = new Set(['node_modules', 'dist', '.next', 'test-results']);
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs'];

function walk(path, out) {
  if (!existsSync(path)) return out;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path))
      if (!SKIP.has(entry) && !entry.startsWith('.next')) walk(join(path, entry), out);
  } else if (SOURCE.test(path) && !path.endsWith('.d.ts')) out.push(path);
  return out;
}

/** The file a specifier names, or null for a package (or a file that is not source). */
function resolveSpecifier(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('@console/contract/')) base = join(ROOT, 'packages/contract/src', specifier.slice(18));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    base.replace(/\.mjs$/, '.mts'),
  ];
  for (const ext of EXTENSIONS) candidates.push(base + ext, join(base, `index${ext}`));
  return candidates.find((c) => SOURCE.test(c) && existsSync(c) && statSync(c).isFile()) ?? null;
}

const typeOnly = (clause) => {
  if (!clause) return false; // `import './x'` runs x
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return Boolean(
    bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly),
  );
};

/** The files a file imports at run time. */
function importsOf(file) {
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts') || file.endsWith('.mts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind);
  const out = new Set();
  for (const statement of source.statements) {
    let specifier;
    if (ts.isImportDeclaration(statement) && !typeOnly(statement.importClause)) specifier = statement.moduleSpecifier;
    else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      const allTypes =
        clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
      if (!allTypes) specifier = statement.moduleSpecifier;
    }
    if (specifier && ts.isStringLiteral(specifier)) {
      const target = resolveSpecifier(file, specifier.text);
      if (target) out.add(target);
    }
  }
  return [...out];
}

/** Strongly connected components of more than one file, or a file importing itself (Tarjan, iterative). */
function cycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const found = [];
  for (const start of graph.keys()) {
    if (indices.has(start)) continue;
    const work = [[start, 0]];
    indices.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work.at(-1);
      const [node, i] = frame;
      const next = graph.get(node) ?? [];
      if (i < next.length) {
        frame[1]++;
        const to = next[i];
        if (!indices.has(to)) {
          indices.set(to, index);
          low.set(to, index++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), indices.get(to)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work.at(-1)[0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indices.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || next.includes(node)) found.push(component);
      }
    }
  }
  return found;
}

/** One cycle through a component, as a readable path (breadth-first from its first file back to it). */
function pathThrough(component, graph) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const to of graph.get(node) ?? []) {
      if (to === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (members.has(to) && !previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return component;
}

const started = performance.now();
const files = ROOTS.flatMap((r) => walk(join(ROOT, r), []));
const graph = new Map(files.map((f) => [f, importsOf(f)]));
const found = cycles(graph);
const edges = [...graph.values()].reduce((n, list) => n + list.length, 0);
if (found.length) {
  for (const component of found) {
    console.error(
      `✖ import cycle: ${pathThrough(component, graph)
        .map((f) => relative(ROOT, f))
        .join(' → ')}`,
    );
  }
  process.exitCode = 1;
} else {
  console.log(
    `import cycles: none among ${files.length} files, ${edges} runtime imports (` +
      `${Math.round(performance.now() - started)} ms)`,
  );
}
