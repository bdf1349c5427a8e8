import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { RuleTester } from 'eslint';
import * as tsParser from '@typescript-eslint/parser';
import rule from './no-server-import-in-client.mjs';

// A small project on disk: the rule reads the files an import resolves to.
const root = mkdtempSync(join(tmpdir(), 'no-server-import-'));
const files: Record<string, string> = {
  'lib/secret.ts': "import 'server-only';\nexport const secret = 1;\n",
  'lib/relay.ts': "export { secret } from './secret';\n",
  'lib/deep/index.ts': "import { secret } from '@/lib/relay';\nexport const deep = secret;\n",
  'lib/shape.ts': "import type { Secret } from './secret-type';\nexport type Shape = Secret;\n",
  'lib/secret-type.ts': "import 'server-only';\nexport type Secret = number;\n",
  'lib/named-types.ts': "import { type Secret } from './secret-type';\nexport const named = 1 as Secret;\n",
  'lib/plain.ts': "// 'server-only' in a comment is not an import\nexport const plain = 1;\n",
  'app/actions.ts':
    "'use server';\n\nimport { secret } from '@/lib/secret';\nexport async function act() {\n  return secret;\n}\n",
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const client = join(root, 'components/widget.tsx');
const server = join(root, 'components/server-widget.tsx');
const options = [{ root, aliases: { '@/': '.' } }];

new RuleTester({ languageOptions: { parser: tsParser } }).run('no-server-import-in-client', rule, {
  valid: [
    {
      name: 'a server component may import a server-only module',
      filename: server,
      options,
      code: "import { secret } from '@/lib/secret';",
    },
    { name: 'a plain module', filename: client, options, code: "'use client';\nimport { plain } from '@/lib/plain';" },
    { name: 'server actions', filename: client, options, code: "'use client';\nimport { act } from '../app/actions';" },
    {
      name: 'import type is erased',
      filename: client,
      options,
      code: "'use client';\nimport type { Secret } from '@/lib/secret-type';",
    },
    {
      name: 'type-only specifiers are erased',
      filename: client,
      options,
      code: "'use client';\nimport { type Secret } from '@/lib/secret-type';",
    },
    {
      name: 'through type imports only',
      filename: client,
      options,
      code: "'use client';\nimport type { Shape } from '@/lib/shape';\nimport { named } from '@/lib/named-types';",
    },
    {
      name: 'packages are not followed',
      filename: client,
      options,
      code: "'use client';\nimport { useState } from 'react';",
    },
    {
      name: "'use client' must lead the module",
      filename: client,
      options,
      code: "import { secret } from '@/lib/secret';\n'use client';",
    },
  ],
  invalid: [
    {
      name: "'server-only' itself",
      filename: client,
      options,
      code: "'use client';\nimport 'server-only';",
      errors: [{ messageId: 'direct' }],
    },
    {
      name: 'through the alias',
      filename: client,
      options,
      code: "'use client';\nimport { secret } from '@/lib/secret';",
      errors: [{ messageId: 'serverModule', data: { source: '@/lib/secret', chain: 'lib/secret.ts' } }],
    },
    {
      name: 'through a relative path, a re-export and a folder index',
      filename: client,
      options,
      code: "'use client';\nimport { deep } from '../lib/deep';",
      errors: [
        {
          messageId: 'serverModule',
          data: { source: '../lib/deep', chain: 'lib/deep/index.ts → lib/relay.ts → lib/secret.ts' },
        },
      ],
    },
    {
      name: 're-exported and dynamically imported',
      filename: client,
      options,
      code: "'use client';\nexport { secret } from '@/lib/relay';\nexport const later = () => import('@/lib/secret');",
      errors: [{ messageId: 'serverModule' }, { messageId: 'serverModule' }],
    },
  ],
});
