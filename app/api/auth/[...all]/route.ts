import { getEmbeddedAuth } from '@/lib/auth/embedded';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

async function handle(req: Request) {
  if (env().modes.identity !== 'embedded') return new Response('Not found', { status: 404 });
  const auth = await getEmbeddedAuth();
  return auth.handler(req);
}

export { handle as GET, handle as POST };
