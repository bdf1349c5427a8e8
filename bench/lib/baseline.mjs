// The "physical limit" apps: a bare Next app of the same version as the console (a heading and a
// counter) and, beside it, a minimal MUI shell (app bar, drawer, list). Also the framework floors the
// server-side figures are split against: a bare route handler passing one fetch through (what any BFF
// written as a Next route handler costs, before it checks anything) and the MUI shell rendered per
// request from the same three backend calls as the console's layout (what any Next + MUI console page
// costs, before its own shell). Written at run time into
// .data/bench-baseline (git-ignored; inside the repository, so `next`, `react` and MUI resolve from the
// console's own node_modules), built with the same Next and served with `next start`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT, startProcess } from './common.mjs';

export const BASELINE_DIR = join(ROOT, '.data/bench-baseline');

const FILES = {
  'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'dom.iterable', 'esnext'],
        allowJs: false,
        skipLibCheck: true,
        strict: true,
        noEmit: true,
        esModuleInterop: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        resolveJsonModule: true,
        isolatedModules: true,
        jsx: 'react-jsx',
        incremental: false,
        plugins: [{ name: 'next' }],
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts', '.next/dev/types/**/*.ts'],
      exclude: ['node_modules'],
    },
    null,
    2,
  )}\n`,
  // Without convention files of its own, Turbopack (16.4) picks up the repository's middleware.ts
  // and instrumentation.ts (the turbopack root). These do nothing and add no client script.
  'middleware.ts': `export function middleware() {}
export const config = { matcher: '/__bench_never' };
`,
  'instrumentation.ts': `export function register() {}
`,
  'app/layout.tsx': `import type { ReactNode } from 'react';

export const metadata = { title: 'Baseline' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `import { Counter } from './counter';

export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
      <Counter />
    </main>
  );
}
`,
  'app/counter.tsx': `'use client';

import { useState } from 'react';

export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" id="counter" onClick={() => setCount((c) => c + 1)}>
      count {count}
    </button>
  );
}
`,
  'app/mui/page.tsx': `import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { MuiShell } from './shell';

export default function Page() {
  return (
    <AppRouterCacheProvider>
      <MuiShell />
    </AppRouterCacheProvider>
  );
}
`,
  'app/mui/shell.tsx': `'use client';

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

const theme = createTheme({ palette: { primary: { main: '#409EFF' } } });

export function MuiShell() {
  const [count, setCount] = useState(0);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="fixed"><Toolbar><Typography variant="h6">Baseline shell</Typography></Toolbar></AppBar>
      <Drawer variant="permanent" sx={{ width: 200, '& .MuiDrawer-paper': { width: 200 } }}>
        <Toolbar />
        <List>
          {['One', 'Two', 'Three'].map((t) => (
            <ListItemButton key={t}><ListItemText primary={t} /></ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ ml: '200px', p: 3 }}>
        <Toolbar />
        <Button variant="contained" id="counter" onClick={() => setCount((c) => c + 1)}>count {count}</Button>
      </Box>
    </ThemeProvider>
  );
}
`,
};

// The floors read the backend's URL at run time (startBaseline's `upstream`).
FILES['app/api/pass/[...path]/route.ts'] =
  `// A BFF floor: the same upstream call as the console's, with nothing checked or filtered.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

export async function GET(request: Request, { params }: Context) {
  const { path } = await params;
  const target = \`/api/\${path.map(encodeURIComponent).join('/')}\${new URL(request.url).search}\`;
  const upstream = await fetch(\`\${process.env.BENCH_UPSTREAM}\${target}\`, {
    headers: { authorization: request.headers.get('authorization') ?? '' },
    cache: 'no-store',
    signal: AbortSignal.timeout(20_000),
  });
  return new Response(upstream.body, {
    status: upstream.status,
    headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' },
  });
}
`;
FILES['app/ssr/page.tsx'] =
  `// An SSR floor: a per-request page with the console layout's three backend calls (token from a
// plain cookie, no sealing) and the minimal MUI shell listing every permitted menu entry.
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { cookies } from 'next/headers';
import { SsrShell, type Group } from './shell';

async function call(path: string, token: string) {
  const r = await fetch(\`\${process.env.BENCH_UPSTREAM}\${path}\`, {
    headers: { authorization: token, accept: 'application/json' },
    cache: 'no-store',
    signal: AbortSignal.timeout(20_000),
  });
  return (await r.json()).data;
}

export default async function Page() {
  const token = (await cookies()).get('bench-token')?.value ?? '';
  const [info, menus] = await Promise.all([
    call('/api/admin/user/front/info', token),
    call('/api/admin/user/front/menus', token),
    call('/api/admin/user/front/menu/all', token),
  ]);
  type Menu = { title: string; code: string; children?: { title: string; code: string }[] };
  const groups: Group[] = (menus ?? []).map((m: Menu) => ({
    title: m.title,
    code: m.code,
    children: (m.children ?? []).map((c) => ({ title: c.title, code: c.code })),
  }));
  return (
    <AppRouterCacheProvider>
      <SsrShell user={String(info?.name ?? '')} groups={groups} />
    </AppRouterCacheProvider>
  );
}
`;
FILES['app/ssr/shell.tsx'] = `'use client';

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

export type Group = { title: string; code: string; children: { title: string; code: string }[] };

const theme = createTheme({ palette: { primary: { main: '#409EFF' } } });

export function SsrShell({ user, groups }: { user: string; groups: Group[] }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="fixed"><Toolbar><Typography variant="h6">Baseline shell — {user}</Typography></Toolbar></AppBar>
      <Drawer variant="permanent" sx={{ width: 220, '& .MuiDrawer-paper': { width: 220 } }}>
        <Toolbar />
        <List>
          {groups.map((g) => (
            <Box key={g.code}>
              <ListItemButton onClick={() => setOpen(open === g.code ? null : g.code)}>
                <ListItemText primary={g.title} />
              </ListItemButton>
              {open === g.code &&
                g.children.map((c) => (
                  <ListItemButton key={c.code} sx={{ pl: 4 }}>
                    <ListItemText primary={c.title} />
                  </ListItemButton>
                ))}
            </Box>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ ml: '220px', p: 3 }}><Toolbar /></Box>
    </ThemeProvider>
  );
}
`;

function fingerprint() {
  const next = JSON.parse(readFileSync(join(ROOT, 'node_modules/next/package.json'), 'utf8')).version;
  return createHash('sha256').update(next).update(JSON.stringify(FILES)).digest('hex').slice(0, 16);
}

/** Writes and builds the baseline when its sources or the Next version changed. */
export function ensureBaselineBuild() {
  const marker = join(BASELINE_DIR, '.next/bench-baseline.json');
  const print = fingerprint();
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(marker)) return { built: false };
  if (existsSync(marker) && JSON.parse(readFileSync(marker, 'utf8')).fingerprint === print) return { built: false };
  rmSync(BASELINE_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(BASELINE_DIR, file)), { recursive: true });
    writeFileSync(join(BASELINE_DIR, file), text);
  }
  console.log('› building the bare Next baseline (.data/bench-baseline)');
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: BASELINE_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
  });
  if (result.status !== 0) throw new Error('baseline build failed');
  writeFileSync(marker, JSON.stringify({ fingerprint: print, builtAt: new Date().toISOString() }));
  return { built: true, seconds: (Date.now() - started) / 1000 };
}

/** `upstream`: the backend the floors (/api/pass/*, /ssr) call. */
export function startBaseline(port, { upstream = '', name = `baseline-${port}` } = {}) {
  return startProcess(
    name,
    process.execPath,
    [join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: BASELINE_DIR,
      port,
      env: { NODE_ENV: 'production', BENCH_UPSTREAM: upstream },
    },
  );
}
