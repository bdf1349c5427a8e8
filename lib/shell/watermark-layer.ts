/**
 * The watermark as the page draws it: a fixed layer over the whole console that lets every pointer through, its
 * lines repeated on a tile (an SVG as the layer's background, so there is no text in the document to select,
 * read out or restyle). The layer is the page's own: removed, hidden or restyled by script, it is put back at once
 * (a MutationObserver), and its content lives in a closed shadow root that page script cannot reach.
 */

const TILE = { width: 340, height: 210, angle: -22 };
const LAYER_STYLE = [
  'all: initial',
  'position: fixed',
  'inset: 0',
  'z-index: 2147483000',
  'pointer-events: none',
  'display: block',
  'visibility: visible',
  'opacity: 1',
].map((rule) => `${rule} !important`);

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The tile: each line centred, turned, in a grey faint on light and dark pages alike. */
export function watermarkTile(lines: readonly string[]): string {
  const { width, height, angle } = TILE;
  const step = 22;
  const first = height / 2 - ((lines.length - 1) * step) / 2;
  const text = lines
    .map((line, i) => `<text x="${width / 2}" y="${first + i * step}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g transform="rotate(${angle} ${width / 2} ${height / 2})" fill="rgb(128,128,128)" fill-opacity="0.16" ` +
    `font-family="sans-serif" font-size="15">${text}</g></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The time line: the reader's own clock, to the minute. */
export const watermarkMinute = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

export type WatermarkLayer = { update(lines: readonly string[]): void; remove(): void };

/** Lays the watermark over the document; `remove` is the only way it goes. */
export function mountWatermark(lines: readonly string[], doc: Document = document): WatermarkLayer {
  let tile = watermarkTile(lines);
  let host: HTMLElement;
  let paint: HTMLElement;
  let stopped = false;

  const make = () => {
    host = doc.createElement('div');
    host.setAttribute('aria-hidden', 'true');
    host.setAttribute('style', LAYER_STYLE.join(';'));
    const root = host.attachShadow({ mode: 'closed' });
    paint = doc.createElement('div');
    root.appendChild(paint);
    draw();
    doc.body.appendChild(host);
    watchHost.observe(host, { attributes: true });
  };
  const draw = () => {
    paint.setAttribute(
      'style',
      `position:absolute;inset:0;background-image:${tile};background-repeat:repeat;pointer-events:none`,
    );
  };
  // Put back what script took away: the layer itself, or its look.
  const watchBody = new MutationObserver(() => {
    if (!stopped && !host.isConnected) {
      watchHost.disconnect();
      make();
    }
  });
  const watchHost = new MutationObserver(() => {
    if (stopped) return;
    if (host.getAttribute('style') !== LAYER_STYLE.join(';')) host.setAttribute('style', LAYER_STYLE.join(';'));
    if (host.getAttribute('aria-hidden') !== 'true') host.setAttribute('aria-hidden', 'true');
    for (const name of host.getAttributeNames())
      if (name !== 'style' && name !== 'aria-hidden') host.removeAttribute(name);
  });
  make();
  watchBody.observe(doc.body, { childList: true });

  return {
    update(next) {
      tile = watermarkTile(next);
      draw();
    },
    remove() {
      stopped = true;
      watchBody.disconnect();
      watchHost.disconnect();
      host.remove();
    },
  };
}
