// MUI icons for the JS-weight benchmark (bench/js-weight.mjs): those some JS carries, and those the code may
// ship (imported by it, or drawn by MUI's own components).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, ROOT } from './common.mjs';

/** MUI icon modules present in some JS (createSvgIcon(path, "Name") keeps the name). */
const ICON_NAMES = new Set(
  readdirSync(join(ROOT, 'node_modules/@mui/icons-material'))
    .filter((f) => f.endsWith('.js') && f !== 'index.js' && f !== 'utils.js')
    .map((f) => f.slice(0, -3)),
);
export function iconsIn(text) {
  const found = new Set();
  for (const m of text.matchAll(/\}\),"([A-Z][A-Za-z0-9]*)"\)/g)) if (ICON_NAMES.has(m[1])) found.add(m[1]);
  return found;
}
/** Icons the code imports (@mui/icons-material/X) and icons MUI's own components draw. */
export function iconsAllowed() {
  const allowed = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const p = join(dir, entry);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(tsx?|mjs)$/.test(entry))
        for (const m of readFileSync(p, 'utf8').matchAll(/@mui\/icons-material\/(\w+)/g)) allowed.add(m[1]);
    }
  };
  ['app', 'components', 'lib'].forEach((d) => walk(join(ROOT, d)));
  const imported = new Set(allowed);
  for (const pkg of ['@mui/material/internal/svg-icons', '@mui/x-tree-view/icons']) {
    const dir = join(ROOT, 'node_modules', pkg);
    for (const entry of readdirSync(dir).filter((e) => /\.m?js$/.test(e))) {
      for (const m of readFileSync(join(dir, entry), 'utf8').matchAll(/\}\),\s*'(\w+)'\)/g)) allowed.add(m[1]);
    }
  }
  return { imported, allowed };
}
