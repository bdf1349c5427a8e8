import { proxy } from '@/lib/bff/proxy';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ service: string }> };

const handle = async (request: Request, { params }: Context) => proxy(request, (await params).service);

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH };
