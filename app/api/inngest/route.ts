import { serve } from 'inngest/next';
import { env } from '@/lib/env';
import { NextResponse } from '@/lib/http/route';

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

function method(name: 'GET' | 'POST' | 'PUT') {
  return async (req: Request, ctx: unknown) => {
    const h = await getHandler();
    return h ? h[name](req as Parameters<Handler['GET']>[0], ctx) : notFound();
  };
}

export const GET = method('GET');
export const POST = method('POST');
export const PUT = method('PUT');
