/**
 * The page's Content-Security-Policy. Scripts run only with the per-request nonce (Next puts it on
 * its own scripts when it finds it in the request's CSP header); `strict-dynamic` lets those load
 * the chunks they need. Emotion injects styles at run time, hence inline styles.
 */
export function contentSecurityPolicy(nonce: string, { dev = false, https = false } = {}): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // The video walls' streams: https or the console's own origin, and hls.js's MediaSource (blob:).
    "media-src 'self' blob: https:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The nonce middleware put in the request's policy, for the page's own inline script; undefined without one. */
export function nonceFromPolicy(policy: string | null | undefined): string | undefined {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy ?? '')?.[1];
}

export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export const HSTS = 'max-age=31536000; includeSubDomains';
