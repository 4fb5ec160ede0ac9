import { ApiError } from '@/lib/errors';
import { fail } from './envelope';
import { allowedMethodsFor } from './route-methods';

// Next answers a method a route does not export with an empty 405. Every route file star-re-exports
// this module; its own GET/POST/… shadow these (an explicit export wins over a star re-export), so
// the methods it lacks answer 405 in the error envelope, with the route's methods in Allow (from
// route-methods.ts). The fuzz test fails for a file without it.
type Stub = ((req: Request) => Response) & { methodNotAllowed: true };

function allowFor(req: Request): string | null {
  try {
    return allowedMethodsFor(new URL(req.url).pathname);
  } catch {
    return null;
  }
}

function stub(): Stub {
  const answer = (req: Request) => {
    const res = fail(new ApiError('METHOD_NOT_ALLOWED', 'Method not allowed'));
    const allow = allowFor(req);
    if (allow) res.headers.set('Allow', allow);
    return res;
  };
  return Object.assign(answer, { methodNotAllowed: true as const });
}

export const GET = stub();
export const POST = stub();
export const PUT = stub();
export const PATCH = stub();
export const DELETE = stub();

/**
 * Next's own OPTIONS answer lists every exported function, these stubs included, so it named methods
 * the 405 refuses. This one names exactly what the 405's Allow names.
 */
export const OPTIONS = (req: Request) => {
  const allow = allowFor(req);
  return new Response(null, { status: 204, headers: allow ? { Allow: allow } : {} });
};
