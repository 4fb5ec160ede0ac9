import { serveBlob } from '@/lib/storage/serve';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ key: string[] }> };

export async function GET(_req: Request, { params }: Ctx) {
  return serveBlob((await params).key, 'GET');
}

export async function HEAD(_req: Request, { params }: Ctx) {
  return serveBlob((await params).key, 'HEAD');
}
