import { contentVersion } from '@/lib/bff/versioned';
import { buildTheme } from './theme';

/**
 * The theme's CSS variables (both schemes, every palette and shadow: about 33 kB) as one stylesheet,
 * served by `app/theme/[file]/route.ts` under a versioned URL and cached by the browser: sent once,
 * not inlined into every page's HTML (docs/benchmarks.md, server rendering). The server render does
 * not generate them (components/providers/app-providers.tsx); the browser's MUI still does after
 * hydration, so a colour chosen later applies at once, before its stylesheet arrives.
 */
type Block = { readonly [key: string]: string | number | Block | null | undefined };

const kebab = (property: string) =>
  property.startsWith('--') ? property : property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** MUI's style sheets are `{selector: {property: value}}`, and at-rules nest one more selector level. */
export function serializeSheet(selector: string, body: Block): string {
  let declarations = '';
  let nested = '';
  for (const [key, value] of Object.entries(body)) {
    if (value && typeof value === 'object') nested += serializeSheet(key, value);
    else if (value !== null && value !== undefined && value !== '') declarations += `${kebab(key)}:${value};`;
  }
  if (selector.startsWith('@')) return `${selector}{${declarations}${nested}}`;
  return `${declarations ? `${selector}{${declarations}}` : ''}${nested}`;
}

export interface ThemeStylesheet {
  readonly css: string;
  /** Changes with the content: the URL's cache buster. */
  readonly version: string;
}

const sheets = new Map<string, ThemeStylesheet>();
const MAX_SHEETS = 16;

/** For a colour `toThemeColor` accepted (`#RRGGBB`, upper case). */
export function themeStylesheet(color: string): ThemeStylesheet {
  let sheet = sheets.get(color);
  if (!sheet) {
    const theme = buildTheme(color) as unknown as { generateStyleSheets: () => Block[] };
    const css = theme
      .generateStyleSheets()
      .map((s) =>
        Object.entries(s)
          .map(([selector, body]) => serializeSheet(selector, body as Block))
          .join(''),
      )
      .join('');
    sheet = { css, version: contentVersion(css) };
    if (sheets.size >= MAX_SHEETS) sheets.clear();
    sheets.set(color, sheet);
  }
  return sheet;
}

/** `/theme/409EFF.css?v=…` (without the base path) for a colour; `colorOfFile` reads it back. */
export const themeStylesheetPath = (color: string) =>
  `/theme/${color.slice(1)}.css?v=${themeStylesheet(color).version}`;

export function colorOfFile(file: string): string | null {
  const match = /^([0-9A-F]{6})\.css$/.exec(file);
  return match ? `#${match[1]}` : null;
}
