import type { CSSProperties } from 'react';
import { ICON_SPRITE_VERSION } from '@/lib/nav/icon-sprite-version';
import { BASE_PATH } from '@/lib/public-env';
import { isIconKey } from '@/lib/routes/icon-keys';
import { FALLBACK_SYMBOL } from '@/lib/nav/icon-sources';

const SPRITE = `${BASE_PATH}/nav-icons.svg?v=${ICON_SPRITE_VERSION}`;

type Props = { name: string | undefined; size?: number; className?: string; style?: CSSProperties };

/**
 * Draws the icon of a menu key from the cached sprite (app/nav-icons.svg): `<KeyIcon name={menu.icon} />`.
 * Not MUI icon components: the sidebar would carry some forty of them as script on every page and
 * their paths in every page's HTML (docs/benchmarks.md, HTML of a catalogue screen). Unknown keys
 * (server menus may hold any text) draw a generic page.
 */
export function KeyIcon({ name, size = 20, className, style }: Props) {
  return (
    <svg
      className={className}
      style={style}
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${SPRITE}#${isIconKey(name) ? name : FALLBACK_SYMBOL}`} />
    </svg>
  );
}
