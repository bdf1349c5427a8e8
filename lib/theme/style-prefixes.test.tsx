/** @jest-environment node */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import IconButton from '@mui/material/IconButton';
import { renderToString } from 'react-dom/server';
import { fewPrefixes } from './style-prefixes';

/**
 * The styles Emotion writes on the server for an icon button (flex layout, user-select, print colours) with these
 * plugins.
 */
function stylesOf(stylisPlugins?: Parameters<typeof createCache>[0]['stylisPlugins']): string {
  const cache = createCache({ key: 't', stylisPlugins });
  const html = renderToString(
    <CacheProvider value={cache}>
      <IconButton aria-label="x" />
    </CacheProvider>,
  );
  return [...html.matchAll(/<style[^>]*>(.*?)<\/style>/g)].map((m) => m[1]).join('');
}

describe('the vendor prefixes the console keeps', () => {
  const full = stylesOf();
  const few = stylesOf([fewPrefixes]);

  it('writes the standard properties as they are, without the prefixes no supported browser reads', () => {
    expect(full).toContain('display:-webkit-inline-box');
    expect(full).toContain('-ms-flex-align:center');
    // (MUI itself writes `-webkit-appearance` and `::-moz-focus-inner`.)
    const prefixed = [
      '-ms-',
      '-moz-user',
      'display:-webkit',
      '-webkit-align-items',
      '-webkit-justify-content',
      '-webkit-text-decoration',
      '-webkit-transition',
    ];
    expect(few).not.toMatch(new RegExp(prefixed.join('|')));
    expect(few).toContain('display:inline-flex;');
    expect(few).toContain('align-items:center;');
    expect(few.length).toBeLessThan(full.length * 0.85);
  });

  it("keeps Safari's user-select and Chrome's print colours", () => {
    expect(few).toContain('-webkit-user-select:none;user-select:none;');
    expect(few).toContain('-webkit-print-color-adjust:exact;color-adjust:exact;');
  });
});
