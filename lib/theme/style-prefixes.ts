/**
 * The vendor prefixes the console's styles keep. Emotion's default stylis plugin writes every prefix
 * stylis knows (`display:-webkit-box`, `-ms-flex`…) into every style, and so into every page's HTML,
 * although the browsers Next supports (Chrome, Edge and Firefox 111, Safari 16.4) read the standard
 * properties: about a fifth of the styles a console page carries (docs/benchmarks.md, HTML). Kept:
 * those that still matter to one of them — Safari reads only `-webkit-user-select`, and
 * `-webkit-backdrop-filter` before 18; Chrome before 136 prints backgrounds by
 * `-webkit-print-color-adjust` only (MUI writes `color-adjust` for buttons).
 */
const WEBKIT = new Set(['user-select', 'backdrop-filter']);

/** The part of a stylis element this plugin reads and writes. */
interface StylisElement {
  type: string;
  props: string | string[];
  value: string;
  return: string;
}

/** A stylis plugin for Emotion's cache (`stylisPlugins`), in place of its full prefixer. */
export function fewPrefixes(element: StylisElement): void {
  if (element.type !== 'decl' || element.return) return;
  if (element.props === 'color-adjust') element.return = `-webkit-print-${element.value}${element.value}`;
  else if (WEBKIT.has(element.props as string)) element.return = `-webkit-${element.value}${element.value}`;
}
