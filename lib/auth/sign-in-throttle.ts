import 'server-only';
import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db';
import { hitRateLimit, refundRateLimit } from '@/lib/limits/counters';

// Wrong passwords are limited per account as well as per client address: an attacker with many
// addresses gets no more guesses at one account. Counted in the database (lib/limits/counters.ts),
// so every instance shares the count. Every attempt counts when it starts (so parallel guesses
// cannot slip past the limit) and is given back unless the password was wrong. Once the limit is
// reached the account's sign-ins are refused until the window ends, the owner's correct password
// too: a refusal must not tell a guesser that a password was right.

export const SIGN_IN_FAILURE_LIMIT = { max: 10, windowSeconds: 15 * 60 } as const;
/** better-auth's `code` field for this refusal; the sign-in form translates it (auth.errors). */
export const ACCOUNT_LOCKED_CODE = 'TOO_MANY_FAILED_SIGN_INS';

const keyFor = (email: string) => `sign-in-account:${email}`;

/** The account a request tries to sign in to: the e-mail of a POST to sign-in/email, normalized. */
export function signInAccount(req: Request, body: unknown): string | null {
  if (req.method !== 'POST' || !/^\/api\/auth\/sign-in\/email\/?$/.test(new URL(req.url).pathname))
    return null;
  const email = (body as { email?: unknown } | null)?.email;
  // better-auth compares e-mails in lower case: Owner@x and owner@x are one account.
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
}

/** Counts an attempt on the account; the 429 to answer instead when its limit is reached. */
export async function countSignInAttempt(email: string): Promise<Response | null> {
  const { max, windowSeconds } = SIGN_IN_FAILURE_LIMIT;
  const hit = await hitRateLimit(await getDb(), keyFor(email), windowSeconds);
  if (hit.count <= max) return null;
  const retryAfterSeconds = Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000));
  return NextResponse.json(
    {
      errorCode: 'RATE_LIMITED',
      message: 'Too many failed sign-ins for this account. Please try again later.',
      code: ACCOUNT_LOCKED_CODE,
      details: { retryAfterSeconds },
    },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' } },
  );
}

/** Gives the attempt back unless better-auth refused the password (401). */
export async function settleSignInAttempt(email: string, status: number): Promise<void> {
  if (status !== 401) await refundRateLimit(await getDb(), keyFor(email));
}
