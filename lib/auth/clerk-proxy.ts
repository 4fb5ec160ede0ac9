import { clerkMiddleware } from '@clerk/nextjs/server';
import type { NextFetchEvent, NextRequest, NextResponse } from 'next/server';
import { env } from '@/lib/env';

type Route = (req: NextRequest) => NextResponse | Promise<NextResponse>;

/**
 * Clerk's own Next.js integration in front of our routing (proxy.ts, Clerk mode only): its session
 * token lives a minute and is refreshed by Clerk's script while a tab is open, so a person who
 * comes back later sends an expired one; clerkMiddleware then refreshes it through Clerk's handshake
 * instead of letting the page render them signed out. Verification stays offline with CLERK_JWT_KEY.
 * Authorization is still decided in pages and handlers (lib/auth/clerk.ts reads the fresh token).
 */
export function withClerk(route: Route) {
  const middleware = clerkMiddleware(
    async (_auth, req) => route(req),
    () => {
      // The keys themselves Clerk reads from the same variables (CLERK_SECRET_KEY,
      // NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY): passing them here would make it encrypt them into each request.
      const clerk = env().clerk;
      return { jwtKey: clerk?.jwtKey, ...(clerk?.apiUrl ? { apiUrl: clerk.apiUrl } : {}) };
    },
  );
  return (req: NextRequest, event: NextFetchEvent) => middleware(req, event);
}
