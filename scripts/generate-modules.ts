// `npm run modules`: derives from the business modules' manifests (modules/*/manifest.ts, listed in
// modules/index.ts) what the rest of the console and the reference backend read, so that a page is declared in
// its manifest alone. modules/manifests.test.ts fails while the committed output differs from what this writes.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedFiles } from '../lib/routes/generate';
import { manifests } from '../modules';

for (const [path, text] of Object.entries(generatedFiles(manifests))) {
  const target = fileURLToPath(new URL(`../${path}`, import.meta.url));
  writeFileSync(target, text);
  console.log(`wrote ${path}`);
}
