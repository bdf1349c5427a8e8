import { colorOfFile, themeStylesheet } from '@/lib/theme/stylesheet';

type Context = { params: Promise<{ file: string }> };

/**
 * The theme's variables for one colour (lib/theme/stylesheet.ts). Public, like the rest of the
 * static assets: it holds nothing but colours. The page links it with its version; that URL never
 * changes content and is cached for good, any other is revalidated.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const color = colorOfFile((await params).file);
  if (!color) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const sheet = themeStylesheet(color);
  const current = new URL(request.url).searchParams.get('v') === sheet.version;
  return new Response(sheet.css, {
    headers: {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      etag: `"${sheet.version}"`,
    },
  });
}
