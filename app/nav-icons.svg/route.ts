import { versionedReply } from '@/lib/bff/versioned';
import { ICON_SPRITE } from '@/lib/nav/icon-sprite';
import { ICON_SPRITE_VERSION } from '@/lib/nav/icon-sprite-version';

/**
 * The menu icons as one SVG sprite (components/nav/key-icon.tsx draws them with `<use>`). Public, like
 * the rest of the static assets; the versioned URL the pages use is cached for good.
 */
export function GET(request: Request): Response {
  return versionedReply(request, ICON_SPRITE, 'image/svg+xml', ICON_SPRITE_VERSION);
}
