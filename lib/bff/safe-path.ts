/**
 * Turns the raw path after `/api/<service>/` into segments the upstream cannot read as
 * anything but a path below that service. Anything that could climb, smuggle a separator
 * or be decoded twice is refused, not repaired.
 */
export function safeSegments(rawRest: string): string[] | null {
  if (!rawRest || rawRest.length > 2048) return null;
  const parts = rawRest.split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '') return null; // `//` or a trailing slash
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return null; // invalid percent escape
    }
    if (decoded === '.' || decoded === '..') return null;
    // separators, double encoding, Tomcat/Spring `;` path parameters, control characters
    if (/[/\\%;\u0000-\u001f\u007f]/.test(decoded)) return null;
    if (!/^[\p{L}\p{N}._~!$&'()*+,=:@-]+$/u.test(decoded)) return null;
    out.push(decoded);
  }
  return out;
}

export function upstreamPath(service: string, segments: string[]): string {
  return `/api/${service}/${segments.map(encodeURIComponent).join('/')}`;
}

/** The query string as sent, minus anything that could split a request line. */
export function safeQuery(search: string): string | null {
  if (search.length > 8192 || /[\u0000-\u001f\u007f\s]/.test(search)) return null;
  return search;
}
