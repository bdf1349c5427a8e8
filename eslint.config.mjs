// ESLint for the whole repository: Next.js's own rules (core web vitals, TypeScript) and the layer
// boundaries the folders promise (see the folder map in docs/architecture.md):
//   app/                routes and pages; may import anything of the console
//   modules/<module>/   a business module: imports components/ (the kit), lib/, the contract package and its own
//                       folder, never another module (the generated page lists and modules/index.ts list them all)
//   components/         React; never imports app/ or a module
//   lib/                plain modules; never imports components/, app/ or a module
//   packages/contract/  declarations both sides read: imports nothing of either side
//   backend/            the reference backend, a separate program: the console never imports it; its modules
//                       reach each other through their index.ts only
// plus one local rule: a 'use client' module never reaches a module that imports 'server-only'.
// No source file has more than 400 lines, and no line more than 120 columns.
// Import cycles are checked by scripts/check-cycles.mjs (in `npm run lint`): import/no-cycle took three
// quarters of the lint's time.
import js from '@eslint/js';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import noServerImportInClient from './eslint-rules/no-server-import-in-client.mjs';

const CONSOLE = [
  'app/**',
  'components/**',
  'lib/**',
  'modules/**',
  'messages/**',
  'middleware.ts',
  'instrumentation.ts',
];

const MODULES = readdirSync(new URL('./modules', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const BACKEND_MODULES = readdirSync(new URL('./backend/src/modules', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The files that list every module by design: generated from the manifests, or the root lists. */
const MODULE_LISTS = ['modules/index.ts', 'components/screens/pages.generated.ts', 'modules/*.test.ts'];

const config = [
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      '.data/**',
      'backend/dist/**',
      'packages/*/dist/**',
      'coverage/**',
      'test-results*/**',
      'playwright-report/**',
      'blob-report/**',
      'next-env.d.ts',
      // Third-party builds copied as they are (pdf.js worker and the like).
      'public/**',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    files: ['**/*.{js,mjs,cjs}'],
    // typescript-eslint's no-unused-vars covers these files too, with the options below.
    rules: { ...js.configs.recommended.rules, 'no-unused-vars': 'off' },
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { local: { rules: { 'no-server-import-in-client': noServerImportInClient } } },
    rules: {
      // A leading underscore marks an argument kept for its position.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-unused-expressions': 'error',
    },
  },
  {
    files: CONSOLE,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './components',
              from: './app',
              message: 'components/ is imported by app/, never the other way round.',
            },
            {
              target: './lib',
              from: ['./app', './components'],
              message: 'lib/ holds plain modules: it imports neither app/ nor components/.',
            },
            {
              target: [
                './app',
                './components',
                './lib',
                './modules',
                './messages',
                './middleware.ts',
                './instrumentation.ts',
              ],
              from: './backend',
              message: 'The reference backend is a separate program: the console reaches it over HTTP only.',
            },
            {
              target: ['./components', './lib'],
              from: './modules',
              message: 'The kit and lib/ serve the modules and know none of them (the generated page lists aside).',
            },
            ...MODULES.map((name) => ({
              target: `./modules/${name}`,
              from: './modules',
              except: [`./${name}`],
              message: 'A module imports the kit, lib/ and the contract package, never another module.',
            })),
          ],
        },
      ],
      'local/no-server-import-in-client': ['error', { root: import.meta.dirname, aliases: { '@/': '.' } }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/material/Tooltip',
              allowTypeImports: true,
              message:
                "Use Hint (components/common/hint.tsx): it loads MUI's Tooltip with the first hover, not with " +
                'the page.',
            },
            {
              name: '@mui/x-tree-view/RichTreeView',
              message:
                "Use TreeView (components/common/tree-view.tsx): RichTreeView's TreeItem brings Checkbox, " +
                'Skeleton and more to every tree screen.',
            },
            {
              name: '@mui/x-tree-view/TreeItem',
              allowTypeImports: true,
              message: 'Use TreeView (components/common/tree-view.tsx), whose items show any label (TreeNodes.label).',
            },
            {
              name: '@mui/material/Tabs',
              message: "Use TabBar (components/common/tab-bar.tsx): MUI's Tabs cost each tab page some 7 kB gzip.",
            },
            { name: '@mui/material/Tab', message: 'Use TabBar (components/common/tab-bar.tsx).' },
            {
              name: '@mui/material/FormHelperText',
              message:
                "Use TextInput's or ChoiceField's helperText, or FieldHelper " +
                '(components/common/field-helper.tsx): FormHelperText is 1 kB gzip on every form page.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/common/hint-popup.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: MODULE_LISTS,
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    files: ['packages/contract/src/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/contract',
              from: ['./app', './components', './lib', './modules', './backend', './messages'],
              message: 'The contract package holds declarations both sides read: it imports neither side.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: BACKEND_MODULES.map((name) => ({
            target: `./backend/src/modules/${name}`,
            from: './backend/src/modules',
            except: [
              `./${name}`,
              './module.ts',
              ...BACKEND_MODULES.filter((other) => other !== name).map((o) => `./${o}/index.ts`),
            ],
            message: "A backend module reaches another module through that module's index.ts only.",
          })).concat([
            {
              target: './backend/src/modules',
              from: './backend/src/sim',
              except: ['./reads.ts'],
              message: 'Business modules reach the simulator through sim/reads.ts only.',
            },
          ]),
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.generated.ts'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      // Prettier's print width; it does not break comments, strings, template literals or SQL, so this rule does.
      'max-len': ['error', { code: 120, ignoreUrls: true }],
    },
  },
  {
    // Node programs: the reference backend, benchmarks, scripts, end-to-end suites and their servers.
    files: ['backend/**', 'bench/**', 'scripts/**', 'e2e*/**', '*.config.{ts,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'eslint-rules/**'],
    languageOptions: { globals: globals.jest },
  },
];

export default config;
