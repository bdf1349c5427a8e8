// Which next-intl message namespaces a page sends to the browser (read from its RSC payload), and
// which namespaces its client components use (an import-graph walk from the route's layouts and
// pages: `useTranslations('ns')` in modules under a 'use client' boundary).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT } from './common.mjs';

const LOCALES = ['zh', 'en'].map((l) => JSON.parse(readFileSync(join(ROOT, `messages/${l}.json`), 'utf8')));
const NAMESPACES = Object.keys(LOCALES[0]);

/** The RSC payload Next inlines into the HTML (`self.__next_f.push([1, "…"])`). */
export function rscPayload(html) {
  let text = '';
  for (const m of html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)) {
    try {
      const entry = JSON.parse(m[1]);
      if (entry[0] === 1 && typeof entry[1] === 'string') text += entry[1];
    } catch {
      // not JSON: skip
    }
  }
  return text;
}

/** The JSON object that starts at `text[start]` (a `{`), or null. */
function objectAt(text, start) {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

/** The key structure of a namespace: messages precompiled at build time (next.config.mjs) change
 * their values (text with arguments becomes an array), never their keys. */
const shape = (value) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? `{${Object.keys(value)
        .sort()
        .map((k) => `${k}:${shape(value[k])}`)
        .join(',')}}`
    : '';

/** Namespaces of messages/*.json present in the page's RSC payload, with the bytes they take. */
export function sentNamespaces(html) {
  const payload = rscPayload(html);
  const names = [];
  const partial = [];
  let bytes = 0;
  for (const ns of NAMESPACES) {
    const key = `"${ns}":{`;
    let at = payload.indexOf(key);
    while (at >= 0) {
      const json = objectAt(payload, at + key.length - 1);
      let value = null;
      try {
        value = JSON.parse(json);
      } catch {
        value = null;
      }
      const source = LOCALES.find((l) => value && Object.keys(value).every((k) => k in l[ns]));
      if (source && Object.keys(value).length) {
        const full = shape(value) === shape(source[ns]);
        (full ? names : partial).push(ns);
        bytes += json.length + key.length;
        break;
      }
      at = payload.indexOf(key, at + 1);
    }
  }
  return { names, partial, bytes, payloadBytes: payload.length };
}

function resolveImport(from, spec) {
  let base;
  if (spec.startsWith('@/')) base = join(ROOT, spec.slice(2));
  else if (spec.startsWith('.')) base = join(dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith('/') && /\.(tsx?|mjs|js)$/.test(candidate)) return candidate;
  }
  return null;
}

/** Namespaces used by client modules reachable from `entries` (paths relative to the root). */
export function namespacesFrom(entries) {
  const seen = new Map(); // file -> client?
  const used = new Set();
  const queue = entries.map((e) => [join(ROOT, e), false]);
  while (queue.length) {
    const [file, parentClient] = queue.shift();
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const client = parentClient || /^\s*['"]use client['"]/.test(text);
    if (seen.has(file) && (seen.get(file) || !client)) continue;
    seen.set(file, client);
    if (client) {
      for (const m of text.matchAll(/useTranslations\(\s*(?:['"]([\w.]+)['"])?\s*\)/g))
        used.add(m[1] ? m[1].split('.')[0] : '*');
      // A provider that passes the messages on (components/screens/screen-messages.tsx) reads none itself.
      if (/useMessages\(/.test(text) && !/NextIntlClientProvider/.test(text)) used.add('*');
    }
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
      const target = resolveImport(file, m[1]);
      if (target) queue.push([target, client]);
    }
  }
  return {
    names: [...used].sort(),
    clientFiles: [...seen]
      .filter(([, c]) => c)
      .map(([f]) => relative(ROOT, f))
      .sort(),
  };
}

/** The two layouts' needs: the sign-in page, and any console screen (shell + every screen). */
export function clientNamespaces() {
  const root = ['app/layout.tsx', 'app/error.tsx', 'app/not-found.tsx'];
  return {
    login: namespacesFrom([...root, 'app/(auth)/login/page.tsx']),
    console: namespacesFrom([
      ...root,
      'app/(console)/layout.tsx',
      'app/(console)/error.tsx',
      'app/(console)/not-found.tsx',
      'app/(console)/forbidden.tsx',
      'app/(console)/page.tsx',
      'app/(console)/dashboard/page.tsx',
      'app/(console)/[...slug]/page.tsx',
    ]),
  };
}
