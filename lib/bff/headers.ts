/** Only these travel from the browser to the backend; the rest (Cookie, Authorization,
 * X-Forwarded-*, x-middleware-subrequest, hop-by-hop) is dropped by omission. */
// `last-event-id`: a live stream's reconnect asks for the events it missed.
const FORWARDED_REQUEST = [
  'accept',
  'accept-language',
  'content-type',
  'if-none-match',
  'if-modified-since',
  'range',
  'last-event-id',
];

// `x-accel-buffering`: nginx passes a live stream through unbuffered. `content-security-policy`: a file
// the platform serves (an SVG base map) keeps the policy that stops it running script when opened on its own.
const RETURNED_RESPONSE = [
  'content-type',
  'content-length',
  'content-disposition',
  'content-range',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
  'x-accel-buffering',
  'content-security-policy',
];

const CLEAN = /^[\t\u0020-\u007e\u0080-\u00ff]*$/;

export function upstreamRequestHeaders(from: Headers, extra: Record<string, string>): Headers | null {
  const out = new Headers();
  for (const name of FORWARDED_REQUEST) {
    const value = from.get(name);
    if (value === null) continue;
    if (!CLEAN.test(value)) return null;
    out.set(name, value);
  }
  for (const [k, v] of Object.entries(extra)) out.set(k, v);
  return out;
}

export function clientResponseHeaders(from: Headers): Headers {
  const out = new Headers();
  for (const name of RETURNED_RESPONSE) {
    const value = from.get(name);
    if (value !== null) out.set(name, value);
  }
  if (!out.has('cache-control')) out.set('cache-control', 'no-store');
  out.set('x-content-type-options', 'nosniff');
  return out;
}
