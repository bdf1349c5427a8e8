/**
 * Accepts only a path on this origin as a post-sign-in target. Browsers strip tabs and
 * newlines and treat `\` as `/`, so `/\evil.com` or `/\t/evil.com` would leave the site.
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, 'http://console.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://console.invalid') return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? fallback : path;
}

/** The sign-in page, asked to come back to `current` (a same-origin path) afterwards; the home needs no `redirect`. */
export function loginPath(current: unknown): string {
  const target = safeRedirect(current);
  return target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`;
}
