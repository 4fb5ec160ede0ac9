import 'server-only';
import { setCallerResolver } from '@/lib/http/caller';

// What the server connects across layers when it starts (lib/server/start.ts; the integration tests'
// setup imports this too), so that a lower layer or a domain never imports the one it serves:
// - the route wrapper (lib/http) learns who is calling from lib/auth. Auth is imported on the first
//   signed-in request, so routes that need no user never load it (and tests may substitute it).

setCallerResolver(async (headers) => (await import('@/lib/auth/current-user')).getCurrentUser(headers));
