import { handleAuthRequest } from '@/lib/auth/handler';
import { defineRoute } from '@/lib/http/route';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

// Embedded accounts (better-auth). The wrapper maps a refused body to the error envelope.
const handle = defineRoute({ auth: 'none' }, ({ req }) => handleAuthRequest(req));

export { handle as GET, handle as POST };
