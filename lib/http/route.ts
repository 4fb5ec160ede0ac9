import 'server-only';
import { NextResponse } from 'next/server';
import type { ZodType, z } from 'zod';
import { type Database, getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors';
import { assertCleanText, readJson } from './body';
import { type AppUser, resolveCaller } from './caller';
import { requestHost } from './client-ip';
import { fail } from './envelope';

/** What a handler gets: its request's database (as midday's API does), user, parsed input and request. */
type Ctx<B, Q, P, A> = { db: Database; body: B; query: Q; params: P; user: A; req: Request };

type Options<B, Q, P> = {
  auth?: 'required' | 'optional' | 'none';
  body?: ZodType<B>;
  query?: ZodType<Q>;
  params?: ZodType<P>;
};

type UserFor<O> = O extends { auth: 'optional' }
  ? AppUser | null
  : O extends { auth: 'none' }
    ? null
    : AppUser;

const zodDetails = (e: z.ZodError) =>
  e.issues.map((i) => ({ path: i.path.join('.'), message: i.message, code: i.code }));

function parse<T>(schema: ZodType<T> | undefined, input: unknown): T {
  if (!schema) return undefined as T;
  const r = schema.safeParse(input);
  if (!r.success)
    throw new ApiError(
      'VALIDATION_ERROR',
      r.error.issues[0]?.message ?? 'Invalid input',
      zodDetails(r.error),
    );
  return r.data;
}

/** Cookie-authenticated mutations must come from our own origin (CSRF); bearer clients are exempt. */
function checkOrigin(req: Request) {
  if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return;
  if (req.headers.get('authorization')?.startsWith('Bearer ')) return;
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none')
    throw new ApiError('FORBIDDEN', 'Cross-site request refused');
  const origin = req.headers.get('origin');
  if (origin) {
    const host = requestHost(req.headers);
    // `Origin: null` (sandboxed frames) and malformed origins are refused, not crashed on.
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (!host || !originHost || originHost !== host)
      throw new ApiError('FORBIDDEN', 'Cross-site request refused');
  }
}

/** The process's database; if it cannot be opened the answer is 503, not a crash. */
async function openDb(): Promise<Database> {
  try {
    return await getDb();
  } catch (err) {
    console.error('[api] database unavailable', err);
    throw new ApiError('UNAVAILABLE', 'Database unavailable');
  }
}

/**
 * The client closed the connection before we answered: its request is aborted, or reading its body
 * failed with the error Node gives a request whose connection was reset mid-body. Nothing is broken
 * and no one reads the answer, so one log line, not a stack trace.
 */
function clientWentAway(err: unknown, req?: Request): boolean {
  if (req?.signal?.aborted) return true;
  let e = err as { code?: unknown; message?: unknown; cause?: unknown } | null | undefined;
  for (let i = 0; e && i < 4; i++, e = e.cause as typeof e)
    if (e.code === 'ECONNRESET' && e.message === 'aborted') return true;
  return false;
}

export function toResponse(err: unknown, req?: Request): Response {
  if (err instanceof ApiError) return fail(err);
  if (clientWentAway(err, req)) {
    const what = req ? `${req.method} ${new URL(req.url).pathname}` : 'a request';
    console.warn(`[api] client went away during ${what}`);
    return fail(new ApiError('BAD_REQUEST', 'Request aborted'));
  }
  console.error('[api] unexpected error', err);
  return fail(new ApiError('INTERNAL_ERROR', 'Something went wrong. Please try again later.'));
}

/** The one route wrapper (docs/architecture.md): auth, zod parsing, error mapping, envelope. */
export function defineRoute<
  B = undefined,
  Q = undefined,
  P = undefined,
  O extends Options<B, Q, P> = Options<B, Q, P>,
>(options: O & Options<B, Q, P>, handler: (ctx: Ctx<B, Q, P, UserFor<O>>) => Promise<Response> | Response) {
  return async (req: Request, route?: { params: Promise<Record<string, string | string[]>> }) => {
    try {
      const mode = options.auth ?? 'required';
      let user: AppUser | null = null;
      if (mode !== 'none') {
        user = await resolveCaller(req.headers);
        if (!user && mode === 'required') throw new ApiError('UNAUTHENTICATED', 'Authentication required');
        if (user) checkOrigin(req);
      }
      const rawParams = route?.params ? await route.params : {};
      const rawQuery = Object.fromEntries(new URL(req.url).searchParams);
      assertCleanText(rawParams);
      assertCleanText(rawQuery);
      const params = parse(options.params, rawParams);
      const query = parse(options.query, rawQuery);
      const body = options.body ? parse(options.body, await readJson(req)) : (undefined as B);
      return await handler({ db: await openDb(), body, query, params, user: user as UserFor<O>, req });
    } catch (err) {
      return toResponse(err, req);
    }
  };
}

export const noStore = { 'Cache-Control': 'private, no-store' } as const;
export { NextResponse };
