// A module marked 'use client' is bundled for the browser; a module that imports 'server-only' must
// never be. Next.js reports the mistake only at build time, and only for the first path it meets;
// this rule reports it in the editor, for every import, with the chain that reaches the server module.
//
// It follows the project's own imports (relative paths and the aliases given in the options) through
// the files they resolve to, skipping type-only imports (erased before bundling) and packages.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];
const CANDIDATES = ['', ...EXTENSIONS, ...EXTENSIONS.map((ext) => `/index${ext}`)];

// import x from '…', import '…', export … from '…' — but not `import type` / `export type`.
// The clause before `from` holds no quote or semicolon, which keeps a match inside one statement.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s*)??['"]([^'"]+)['"]/gm;
const TYPE_SPECIFIERS_ONLY = /^\s*(?:import|export)\s*\{\s*(?:type\s+\w+(?:\s+as\s+\w+)?\s*,?\s*)+\}\s*from/;
const SERVER_ONLY = /^\s*import\s+['"]server-only['"]/m;
// A 'use server' module is a set of server actions: a client module that imports it receives
// references to call over the network, not the module, so the chain ends there.
const SERVER_ACTIONS = /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*['"]use server['"]/;

/** Per file: its modification time, what kind of module it is, the specifiers it imports. */
const scanned = new Map();

function scan(file) {
  const mtime = statSync(file).mtimeMs;
  const hit = scanned.get(file);
  if (hit && hit.mtime === mtime) return hit;
  const text = readFileSync(file, 'utf8');
  const specifiers = [];
  for (const m of text.matchAll(STATIC_IMPORT)) {
    if (!TYPE_SPECIFIERS_ONLY.test(m[0])) specifiers.push(m[1]);
  }
  const entry = { mtime, serverActions: SERVER_ACTIONS.test(text), serverOnly: SERVER_ONLY.test(text), specifiers };
  scanned.set(file, entry);
  return entry;
}

function resolveSpecifier(specifier, fromFile, aliases) {
  let base;
  if (specifier.startsWith('./') || specifier.startsWith('../')) base = resolve(dirname(fromFile), specifier);
  else {
    const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
    if (!alias) return null; // a package: not ours to follow
    base = join(aliases[alias], specifier.slice(alias.length));
  }
  for (const suffix of CANDIDATES) {
    const file = base + suffix;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** The chain of files from `file` to the first server-only module it reaches, or null. */
function serverChain(file, aliases, seen) {
  if (seen.has(file)) return null;
  seen.add(file);
  const entry = scan(file);
  if (entry.serverActions) return null;
  if (entry.serverOnly) return [file];
  for (const specifier of entry.specifiers) {
    const next = resolveSpecifier(specifier, file, aliases);
    const chain = next && serverChain(next, aliases, seen);
    if (chain) return [file, ...chain];
  }
  return null;
}

function isClientModule(program) {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') return false;
    if (statement.directive === 'use client') return true;
  }
  return false;
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Forbid a 'use client' module from importing, directly or through others, a module that imports 'server-only'",
    },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      direct: "A 'use client' module cannot import 'server-only'.",
      serverModule: "'{{source}}' is server-only ({{chain}}); a 'use client' module cannot import it.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = options.root ?? context.cwd;
    const aliases = Object.fromEntries(
      Object.entries(options.aliases ?? {}).map(([prefix, dir]) => [prefix, resolve(root, dir)]),
    );
    const filename = context.filename;
    let client = false;

    function check(node) {
      if (!client || !node.source || typeof node.source.value !== 'string' || isTypeOnly(node)) return;
      const source = node.source.value;
      if (source === 'server-only') {
        context.report({ node: node.source, messageId: 'direct' });
        return;
      }
      const target = resolveSpecifier(source, filename, aliases);
      const chain = target && serverChain(target, aliases, new Set([filename]));
      if (chain) {
        context.report({
          node: node.source,
          messageId: 'serverModule',
          data: { source, chain: chain.map((file) => relative(root, file)).join(' → ') },
        });
      }
    }

    return {
      Program(program) {
        client = isClientModule(program);
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check({ source: node.source });
      },
    };
  },
};

export default rule;
