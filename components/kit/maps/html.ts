const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text from the platform put into HTML that Leaflet draws (a div icon's markup, a tooltip given as a string, which
 * Leaflet sets as innerHTML): escaped, so a device code or a name is shown as text and never runs as markup.
 */
export const escapeHtml = (text: unknown): string => String(text ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** A number put into an inline style (a heading's rotation): the number, or 0 when the platform sent none. */
export function htmlNumber(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}
