import { getCurrentUser } from '@/lib/auth/current-user';
import { accessOfKey } from '@/lib/storage/keys';
import { serveBlob } from '@/lib/storage/serve';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ key: string[] }> };

// A private key's owner is checked here, in the handler (docs/product-rules.md, visibility and
// images): only the signed-in owner gets the bytes; anyone else gets the 404 a missing file gets.
async function viewerFor(req: Request, parts: string[]): Promise<string | null> {
  if (accessOfKey(parts.join('/')) !== 'private') return null;
  // No credentials, no owner: a signed-out request is answered without asking the database.
  if (!req.headers.get('cookie') && !req.headers.get('authorization')) return null;
  return (await getCurrentUser(req.headers).catch(() => null))?.id ?? null;
}

export async function GET(req: Request, { params }: Ctx) {
  const { key } = await params;
  return serveBlob(key, 'GET', await viewerFor(req, key));
}

export async function HEAD(req: Request, { params }: Ctx) {
  const { key } = await params;
  return serveBlob(key, 'HEAD', await viewerFor(req, key));
}
