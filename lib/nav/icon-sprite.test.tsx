/** @jest-environment node */
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FALLBACK_SOURCE, FALLBACK_SYMBOL, ICON_SOURCES } from './icon-sources';
import { contentVersion } from '@/lib/bff/versioned';
import { iconKeys } from '@/lib/routes/icon-keys';
import { ICON_SPRITE } from './icon-sprite';
import { ICON_SPRITE_VERSION } from './icon-sprite-version';

// Written independently of scripts/generate-icon-sprite.tsx, so a bug there cannot hide a drift:
// each symbol must hold what the MUI icon it names draws today. On a failure: `npm run icons`.
function drawn(name: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the icon named by a string
  const icon = (require(`@mui/icons-material/${name}`) as { default: ComponentType }).default;
  const markup = renderToStaticMarkup(createElement(icon));
  return markup.slice(markup.indexOf('>', markup.indexOf('<svg')) + 1, markup.lastIndexOf('</svg>'));
}

const symbols = new Map(
  [...ICON_SPRITE.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map((m) => [m[1], m[2]]),
);

describe('the menu icon sprite (lib/nav/icon-sprite.ts)', () => {
  it('holds one symbol for every icon key and the fallback, and nothing else', () => {
    expect([...symbols.keys()].sort()).toEqual([...iconKeys, FALLBACK_SYMBOL].sort());
    expect(ICON_SPRITE).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg">${[...ICON_SPRITE.matchAll(/<symbol .*?<\/symbol>/g)].join('')}</svg>`,
    );
  });

  it.each(Object.entries(ICON_SOURCES))('draws %s as %s does', (key, source) => {
    expect(symbols.get(key)).toBe(drawn(source));
  });

  it('draws unknown keys as the generic page', () => {
    expect(symbols.get(FALLBACK_SYMBOL)).toBe(drawn(FALLBACK_SOURCE));
  });

  it('is served under the version of its content', () => {
    expect(ICON_SPRITE_VERSION).toBe(contentVersion(ICON_SPRITE));
  });
});
