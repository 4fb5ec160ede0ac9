import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_FAILURE_LIMIT } from '@/lib/auth/sign-in-throttle';
import type { Connection } from '@/lib/db/connect';
import { rateLimits } from '@/lib/db/schema';
import { markPeerHeaderInstalled, PEER_HEADER } from '@/lib/http/client-ip';
import { type Account, signUpAccount, TEST_ORIGIN } from '../helpers/accounts';
import { createTestDb } from '../helpers/db';
import { registry } from '@/lib/registry';

// Hardening: wrong passwords were limited per client address only, so guesses from a few addresses
// were all simply refused, never stopped. Now an account takes at most SIGN_IN_FAILURE_LIMIT.max
// wrong passwords per window from any number of addresses; then every sign-in to it, the owner's
// correct password too, is a 429 naming the wait until the window ends. Counted in the database.
// The addresses are loopback peers as the server hook records them (lib/http/client-ip.ts): without
// TRUSTED_PROXIES a client's X-Forwarded-For changes nothing.
const PER_ADDRESS = 20; // per minute, well above what one address sends here
Object.assign(process.env, {
  BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
  AUTH_RATE_LIMIT: String(PER_ADDRESS),
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sign-in-throttle-')),
});
delete process.env.TRUSTED_PROXIES;
registry.reload();
markPeerHeaderInstalled();

const { max, windowSeconds } = SIGN_IN_FAILURE_LIMIT;
const PASSWORD = 'secret123'; // signUpAccount's
let conn: Connection;
let auth: typeof import('@/app/api/auth/[...all]/route');
let peers = 0;
/** A loopback address not used before in this file, so no per-address count is shared. */
const loopback = () => `127.0.${Math.floor(++peers / 250)}.${(peers % 250) + 1}`;

beforeAll(async () => {
  conn = await createTestDb();
  auth = await import('@/app/api/auth/[...all]/route');
});
afterAll(async () => conn.close());

function signIn(email: string, password: string, peer: string, extra: Record<string, string> = {}) {
  return auth.POST(
    new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PEER_HEADER]: peer, ...extra },
      body: JSON.stringify({ email, password }),
    }),
    { params: Promise.resolve({ all: ['sign-in', 'email'] }) },
  );
}

/** What the window's end looks like: the account's counter expires. */
const endWindow = (email: string) =>
  conn.db
    .update(rateLimits)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimits.key, `sign-in-account:${email.toLowerCase()}`));

describe('sign-in is limited per account as well as per address', () => {
  let owner: Account;
  beforeAll(async () => {
    owner = await signUpAccount('Owner', { [PEER_HEADER]: loopback() });
  });

  it('45 wrong passwords from 3 addresses: the first ten are checked, the rest are a 429 with the wait', async () => {
    const addresses = [loopback(), loopback(), loopback()];
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i < 45; i++) {
      const peer = addresses[Math.floor(i / 15)] as string;
      // Mixed case and a made-up X-Forwarded-For change nothing: one account, the peer's address.
      const email = i % 2 ? owner.email.toUpperCase() : owner.email;
      last = await signIn(email, `wrong-${i}-pass`, peer, { 'x-forwarded-for': `203.0.113.${i}` });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(401));
    expect(statuses.slice(max)).toEqual(Array(45 - max).fill(429));
    const body = await (last as Response).json();
    expect(body).toMatchObject({ errorCode: 'RATE_LIMITED', code: 'TOO_MANY_FAILED_SIGN_INS' });
    const wait = Number((last as Response).headers.get('retry-after'));
    expect(wait).toBeGreaterThan(windowSeconds - 120);
    expect(wait).toBeLessThanOrEqual(windowSeconds);
    expect(body.details).toEqual({ retryAfterSeconds: wait });

    // The owner, from an address never seen, with the right password: still refused.
    const ownerTry = await signIn(owner.email, PASSWORD, loopback());
    expect(ownerTry.status).toBe(429);
    expect(ownerTry.headers.get('set-auth-token')).toBeNull();
    // Another account is not affected.
    const other = await signUpAccount('Other', { [PEER_HEADER]: loopback() });
    expect((await signIn(other.email, PASSWORD, addresses[0] as string)).status).toBe(200);

    // Counted in the database, where every instance reads it.
    const [row] = await conn.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `sign-in-account:${owner.email.toLowerCase()}`));
    expect(row?.count).toBeGreaterThan(max);

    // When the window has passed, the owner's password works again.
    await endWindow(owner.email);
    expect((await signIn(owner.email, PASSWORD, loopback())).status).toBe(200);
  });

  it('successful sign-ins do not count; ten guesses in parallel cannot become more', async () => {
    const account = await signUpAccount('Busy', { [PEER_HEADER]: loopback() });
    for (let i = 0; i < max + 2; i++)
      expect((await signIn(account.email, PASSWORD, loopback())).status, `sign-in ${i}`).toBe(200);
    const peer = loopback();
    const parallel = await Promise.all(
      Array.from({ length: max + 5 }, (_, i) => signIn(account.email, `wrong-${i}-pass`, peer)),
    );
    const statuses = parallel.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('an e-mail nobody has is counted the same way (no hint whether an account exists)', async () => {
    const nobody = `nobody-${Date.now()}@accounts.test`;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) statuses.push((await signIn(nobody, 'wrong-pass1', loopback())).status);
    expect(statuses).toEqual([...Array(max).fill(401), 429]);
  });
});
