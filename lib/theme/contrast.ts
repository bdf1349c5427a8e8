/**
 * WCAG 2.x contrast for the theme picker. Rule (decided with the lead): the button text colour is
 * chosen per theme colour — white when white reaches 4.5:1, else MUI's near-black `rgba(0,0,0,0.87)`
 * (`buildTheme` sets `contrastText` with `buttonTextColor`) — and a theme colour is refused only when
 * that chosen text still stays below 4.5:1 (WCAG AA, normal text). Only a band of mid-tones fails.
 * The default #409EFF (white only 2.78:1) passes with near-black text.
 */
export const MIN_CONTRAST = 4.5;
export const LIGHT_TEXT = '#FFFFFF';
export const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';
const DARK_ALPHA = 0.87;

type Rgb = readonly [number, number, number];

export function parseHex(color: string): Rgb | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(color.trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** Relative luminance of an sRGB colour with 0–255 channels. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function ratio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// Semi-transparent text is seen as itself blended over the background (sRGB blending, as browsers do).
function darkTextOver(bg: Rgb): Rgb {
  return bg.map((c) => c * (1 - DARK_ALPHA)) as unknown as Rgb;
}

const WHITE: Rgb = [255, 255, 255];

export interface ContrastCheck {
  /** The text colour buttons get on this background. */
  readonly text: typeof LIGHT_TEXT | typeof DARK_TEXT;
  /** Contrast of that text on the colour. */
  readonly ratio: number;
  readonly ok: boolean;
}

/** null for a value that is not a #rgb / #rrggbb colour. */
export function checkThemeColor(color: string): ContrastCheck | null {
  const bg = parseHex(color);
  if (!bg) return null;
  const white = ratio(WHITE, bg);
  if (white >= MIN_CONTRAST) return { text: LIGHT_TEXT, ratio: white, ok: true };
  const dark = ratio(darkTextOver(bg), bg);
  return { text: DARK_TEXT, ratio: dark, ok: dark >= MIN_CONTRAST };
}

/** The `contrastText` for a primary colour; white for a value that cannot be parsed. */
export function buttonTextColor(color: string): string {
  return checkThemeColor(color)?.text ?? LIGHT_TEXT;
}

/** #rgb, #rrggbb or `rgb(r, g, b)` (what MUI's `lighten`/`darken` return). */
function parseColor(color: string): Rgb | null {
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*1(?:\.0*)?\s*)?\)$/.exec(color.trim());
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number);
    return channels.every((c) => c <= 255) ? (channels as unknown as Rgb) : null;
  }
  return parseHex(color);
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((c) => Math.round(c).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;

/**
 * `color` used as *text* on `background`: itself when it already reaches `min`, else mixed step by
 * step towards black or white (whichever contrasts more with the background) until it does. For
 * primary-coloured text (focused labels, text buttons, links) on white, where the default #409EFF
 * reaches only 2.78:1, and for the sidebar's highlight on its dark background. Colours that cannot
 * be read are returned as given.
 */
export function readableOn(color: string, background: string, min = MIN_CONTRAST): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (!fg || !bg) return color;
  if (ratio(fg, bg) >= min) return toHex(fg);
  const target: Rgb = ratio([0, 0, 0], bg) >= ratio(WHITE, bg) ? [0, 0, 0] : WHITE;
  for (let step = 1; step <= 20; step++) {
    const t = step / 20;
    // Checked as it will be drawn: rounding to whole channels can take a mix just under the line
    // (#304156's light shade on the sidebar measured 4.49:1 in axe).
    const mixed = fg.map((c, i) => Math.round(c + (target[i] - c) * t)) as unknown as Rgb;
    if (ratio(mixed, bg) >= min) return toHex(mixed);
  }
  return toHex(target);
}

/**
 * `color` seen through `overlay` laid over it at `alpha` (sRGB blending, as browsers do). MUI's dark
 * scheme lightens raised surfaces (menus, dialogs) with a white overlay: text on them is checked
 * against the blend, not the bare paper. null when either colour cannot be read.
 */
export function blendOver(color: string, overlay: string, alpha: number): string | null {
  const base = parseColor(color);
  const top = parseColor(overlay);
  if (!base || !top) return null;
  return toHex(base.map((c, i) => c + (top[i] - c) * alpha) as unknown as Rgb);
}
