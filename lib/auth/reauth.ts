import 'server-only';
import { and, eq } from 'drizzle-orm';
import { authAccount } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';
import { hitRateLimit, refundRateLimit } from '@/lib/limits/counters';
import { getEmbeddedAuth } from './embedded';
import { SIGN_IN_FAILURE_LIMIT } from './sign-in-throttle';

// A fresh sign-in before something that cannot be undone (deleting the account, lib/account):
// the password typed again, or a sign-in within the last ten minutes. Clerk's session token says how
// long ago its owner proved a first factor (`fva`, in minutes), which is what its own
// reverification reads; embedded sessions carry their creation time.

export const FRESH_SIGN_IN_MINUTES = 10;

export type FreshSignIn = 'ok' | 'wrong-password' | 'stale' | 'locked';

const attemptsKey = (subject: string) => `reauth:${subject}`;

/** The embedded account's password, checked with better-auth's own hashing; wrong ones are counted. */
async function checkPassword(db: DbOrTx, subject: string, password: string): Promise<FreshSignIn> {
  const { max, windowSeconds } = SIGN_IN_FAILURE_LIMIT;
  if ((await hitRateLimit(db, attemptsKey(subject), windowSeconds)).count > max) return 'locked';
  const [account] = await db
    .select({ hash: authAccount.password })
    .from(authAccount)
    .where(and(eq(authAccount.userId, subject), eq(authAccount.providerId, 'credential')))
    .limit(1);
  const auth = await getEmbeddedAuth();
  const ctx = await auth.$context;
  const right = !!account?.hash && (await ctx.password.verify({ hash: account.hash, password }));
  if (!right) return 'wrong-password';
  await refundRateLimit(db, attemptsKey(subject));
  return 'ok';
}

async function embeddedSessionIsFresh(headers: Headers): Promise<boolean> {
  const session = await (await getEmbeddedAuth()).api.getSession({ headers });
  const created = session?.session.createdAt;
  return !!created && Date.now() - new Date(created).getTime() <= FRESH_SIGN_IN_MINUTES * 60_000;
}

async function clerkSessionIsFresh(headers: Headers): Promise<boolean> {
  // Loaded only with Clerk: the claims auth() gives for this request (lib/auth/clerk.ts).
  const claims = await (await import('./clerk')).clerkSessionClaims(headers);
  const firstFactorAge = Array.isArray(claims?.fva) ? claims.fva[0] : undefined;
  return typeof firstFactorAge === 'number' && firstFactorAge >= 0 && firstFactorAge <= FRESH_SIGN_IN_MINUTES;
}

/** Whether the caller (`subject` of `provider`) has just proved who they are. */
export async function confirmFreshSignIn(
  db: DbOrTx,
  who: { provider: string; subject: string },
  headers: Headers,
  password: string | undefined,
): Promise<FreshSignIn> {
  if (who.provider === 'clerk') return (await clerkSessionIsFresh(headers)) ? 'ok' : 'stale';
  if (who.provider !== 'embedded') return 'stale';
  if (password) return checkPassword(db, who.subject, password);
  return (await embeddedSessionIsFresh(headers)) ? 'ok' : 'stale';
}
