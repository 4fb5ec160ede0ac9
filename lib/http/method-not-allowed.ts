import { ApiError } from '@/lib/errors';
import { fail } from './envelope';
import { allowedMethodsFor } from './route-methods';

// Next answers a method a route does not export with an empty 405. Every route file star-re-exports
// this module; its own GET/POST/… shadow these (an explicit export wins over a star re-export), so
// the methods it lacks answer 405 in the error envelope, with the route's methods in Allow (from
// route-methods.ts). The fuzz test fails for a file without it.
type Stub = ((req: Request) => Response) & { methodNotAllowed: true };

function stub(): Stub {
  const answer = (req: Request) => {
    const res = fail(new ApiError('METHOD_NOT_ALLOWED', 'Method not allowed'));
    let allow: string | null = null;
    try {
      allow = allowedMethodsFor(new URL(req.url).pathname);
    } catch {
      allow = null;
    }
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
