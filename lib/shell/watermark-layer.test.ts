/** @jest-environment jsdom */
import { mountWatermark, watermarkTile } from './watermark-layer';

const layers = () => [...document.body.children].filter((e) => e.getAttribute('aria-hidden') === 'true');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watermark layer', () => {
  afterEach(() => document.body.replaceChildren());

  it('draws its lines on a tile, escaped, with no text in the document', () => {
    const tile = decodeURIComponent(watermarkTile(['张三 <zs>', '2026-11-30 10:00']));
    expect(tile).toContain('张三 &lt;zs&gt;');
    expect(tile).toContain('2026-11-30 10:00');
    const layer = mountWatermark(['张三 zs']);
    expect(layers()).toHaveLength(1);
    expect(document.body.textContent).toBe('');
    expect(layers()[0]!.getAttribute('style')).toContain('pointer-events: none !important');
    layer.remove();
  });

  it('comes back when script removes it, hides it or marks it up, and goes only by its own remove', async () => {
    const layer = mountWatermark(['a']);
    layers()[0]!.remove();
    await settle();
    expect(layers()).toHaveLength(1);
    const host = layers()[0] as HTMLElement;
    host.setAttribute('style', 'display: none');
    host.setAttribute('class', 'gone');
    await settle();
    expect(host.getAttribute('style')).toContain('display: block !important');
    expect(host.hasAttribute('class')).toBe(false);
    // Its content is out of reach.
    expect(host.shadowRoot).toBeNull();
    layer.remove();
    await settle();
    expect(layers()).toHaveLength(0);
  });
});
