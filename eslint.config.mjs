// ESLint for the whole repository: Next.js's own rules (core web vitals, TypeScript) and the layer
// boundaries the folders promise (see the folder map in README.md):
//   app/         routes and pages; may import anything of the console
//   components/  React; never imports app/
//   lib/         plain modules; never imports components/ or app/
//   backend/     the reference backend, a separate program: the console never imports it
// plus one local rule: a 'use client' module never reaches a module that imports 'server-only'.
// Import cycles are checked by scripts/check-cycles.mjs (in `npm run lint`): import/no-cycle took three
// quarters of the lint's time.
import js from '@eslint/js';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import globals from 'globals';
import noServerImportInClient from './eslint-rules/no-server-import-in-client.mjs';

const CONSOLE = ['app/**', 'components/**', 'lib/**', 'messages/**', 'middleware.ts', 'instrumentation.ts'];

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
              target: ['./app', './components', './lib', './messages', './middleware.ts', './instrumentation.ts'],
              from: './backend',
              message: 'The reference backend is a separate program: the console reaches it over HTTP only.',
            },
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
                "Use Hint (components/common/hint.tsx): it loads MUI's Tooltip with the first hover, not with the page.",
            },
            {
              name: '@mui/x-tree-view/RichTreeView',
              message:
                "Use TreeView (components/common/tree-view.tsx): RichTreeView's TreeItem brings Checkbox, Skeleton and more to every tree screen.",
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
                "Use TextInput's or ChoiceField's helperText, or FieldHelper (components/common/field-helper.tsx): FormHelperText is 1 kB gzip on every form page.",
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
