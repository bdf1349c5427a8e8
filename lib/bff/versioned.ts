import { createHash } from 'node:crypto';

/**
 * What the console serves under a versioned URL (`…?v=<version>`: the theme stylesheet, the screens'
 * messages): the version is the content's hash, so the URL with it never changes content and is cached
 * for good; any other URL is revalidated.
 */
export const contentVersion = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 12);

export function versionedReply(request: Request, body: string, contentType: string, version: string): Response {
  const current = new URL(request.url).searchParams.get('v') === version;
  return new Response(body, {
    headers: {
      'content-type': contentType,
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      etag: `"${version}"`,
    },
  });
}
