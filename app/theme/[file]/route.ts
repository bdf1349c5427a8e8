import { versionedReply } from '@/lib/bff/versioned';
import { colorOfFile, themeStylesheet } from '@/lib/theme/stylesheet';

type Context = { params: Promise<{ file: string }> };

/**
 * The theme's variables for one colour (lib/theme/stylesheet.ts). Public, like the rest of the
 * static assets: it holds nothing but colours. The page links it with its version; that URL never
 * changes content and is cached for good, any other is revalidated.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const color = colorOfFile((await params).file);
  if (!color)
    return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const sheet = themeStylesheet(color);
  return versionedReply(request, sheet.css, 'text/css; charset=utf-8', sheet.version);
}
