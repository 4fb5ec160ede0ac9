import { serve } from 'inngest/next';
import { env } from '@/lib/env';
import { MAX_INNGEST_BYTES, readBodyCapped } from '@/lib/http/body';
import { NextResponse, toResponse } from '@/lib/http/route';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';
// Character generation can take minutes per step on Replicate.
export const maxDuration = 300;

type Handler = ReturnType<typeof serve>;
let handler: Promise<Handler> | undefined;

// Served only when Inngest is configured; in embedded mode jobs run in process and this is a 404.
async function getHandler(): Promise<Handler | null> {
  if (env().modes.jobs !== 'hosted') return null;
  handler ??= import('@/lib/server/jobs')
    .then(() => import('@/lib/jobs/inngest'))
    .then(({ inngest, createInngestFunctions }) =>
      serve({ client: inngest, functions: createInngestFunctions() }),
    );
  return handler;
}

const notFound = () => NextResponse.json({ errorCode: 'NOT_FOUND', message: 'Not found' }, { status: 404 });

/**
 * serve() reads the whole body, so it gets a copy read with a cap (docs/decisions.md): a signature is checked
 * only after reading, and an unsigned 300 MB POST must not sit in memory first.
 */
async function capped(req: Request): Promise<Request> {
  if (req.method === 'GET' || req.method === 'HEAD') return req;
  const body = await readBodyCapped(req, MAX_INNGEST_BYTES);
  return new Request(req.url, { method: req.method, headers: req.headers, body: new Uint8Array(body) });
}

function method(name: 'GET' | 'POST' | 'PUT') {
  return async (req: Request, ctx: unknown) => {
    const h = await getHandler();
    if (!h) return notFound();
    try {
      return await h[name]((await capped(req)) as Parameters<Handler['GET']>[0], ctx);
    } catch (err) {
      return toResponse(err, req);
    }
  };
}

export const GET = method('GET');
export const POST = method('POST');
export const PUT = method('PUT');
