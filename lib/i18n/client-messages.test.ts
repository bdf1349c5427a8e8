import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import zh from '@/messages/zh.json';
import { CONSOLE_UNSENT_NAMESPACES, SHELL_NAMESPACES, screenNamespaces } from './client-messages';

const ROOT = join(__dirname, '../..');
// Of the screens (components/screens), their kit (components/kit) and the modules only these render on the
// server (the catalogue page, a screen's loading state, the generic screen); every other screen is client-only
// and gets the screens' messages.
const SERVER_RENDERED_SCREENS = [
  'components/screens/allowed-screen.tsx',
  'components/screens/generic-screen.tsx',
  'components/kit/frame/screen-loading.tsx',
];
const CLIENT_ONLY = ['components/screens/', 'components/kit/'];

// The sign-in page has its own layout and namespaces (SIGN_IN_NAMESPACES).
const SIGN_IN = ['components/login/', 'app/(auth)/'];

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test('every client component the server renders finds its namespaces among those the layout sends', () => {
  const files = ['app', 'components', 'lib']
    .flatMap(sources)
    .filter((f) => !CLIENT_ONLY.some((dir) => f.startsWith(dir)) || SERVER_RENDERED_SCREENS.includes(f))
    .filter((f) => !SIGN_IN.some((dir) => f.startsWith(dir)));
  const missing: string[] = [];
  let checked = 0;
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    if (!/^['"]use client['"]/m.test(text)) continue;
    for (const [, ns] of text.matchAll(/useTranslations\(\s*['"]([A-Za-z]+)['"]/g)) {
      checked++;
      if (!(SHELL_NAMESPACES as readonly string[]).includes(ns))
        missing.push(`${relative(ROOT, join(ROOT, file))}: ${ns}`);
    }
  }
  expect(checked).toBeGreaterThan(20);
  expect(missing).toEqual([]);
});

test('the screens get every namespace the shell does not send, and none the console never sends', () => {
  const screens = Object.keys(screenNamespaces(zh));
  const all = Object.keys(zh);
  expect(screens.length).toBeGreaterThan(20);
  for (const ns of all) {
    const sent = [
      (SHELL_NAMESPACES as readonly string[]).includes(ns),
      screens.includes(ns),
      (CONSOLE_UNSENT_NAMESPACES as readonly string[]).includes(ns),
    ];
    expect([ns, sent.filter(Boolean).length]).toEqual([ns, 1]);
  }
  for (const ns of SHELL_NAMESPACES) expect(all).toContain(ns);
});
