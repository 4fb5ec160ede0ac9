import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '@/lib/db/connect';
import { authSession, rateLimits } from '@/lib/db/schema';
import { markPeerHeaderInstalled, PEER_HEADER } from '@/lib/http/client-ip';
import { PROMO_LIMITS } from '@/lib/promo/service';
import { type Account, signUpAccount, TEST_ORIGIN } from '../helpers/accounts';
import { createTestDb } from '../helpers/db';
import { registry } from '@/lib/registry';

// Hardening: rotating a made-up X-Forwarded-For bypassed the per-IP limits on sign-up, sign-in and
// promo codes. Here the server hook's peer header is the address (as under next start), and behind
// TRUSTED_PROXIES the right hop of X-Forwarded-For is.
const AUTH_LIMIT = 3;
Object.assign(process.env, {
  BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
  AUTH_RATE_LIMIT: String(AUTH_LIMIT),
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'client-ip-')),
});
delete process.env.TRUSTED_PROXIES;
registry.reload();
markPeerHeaderInstalled();

let conn: Connection;
let auth: typeof import('@/app/api/auth/[...all]/route');
let promo: typeof import('@/app/v1/promo-codes/redeem/route');
const octet = (max: number) => Math.floor(1 + Math.random() * max);
const rotating = () => `${octet(200)}.${octet(250)}.${octet(250)}.7`;
let peerN = 0;
const freshPeer = () => `198.51.100.${++peerN}`;

beforeAll(async () => {
  conn = await createTestDb();
  auth = await import('@/app/api/auth/[...all]/route');
  promo = await import('@/app/v1/promo-codes/redeem/route');
});
afterAll(async () => conn.close());

function authPost(what: 'sign-in/email' | 'sign-up/email', body: unknown, headers: Record<string, string>) {
  return auth.POST(
    new Request(`${TEST_ORIGIN}/api/auth/${what}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ all: what.split('/') }) },
  );
}
const wrongSignIn = (headers: Record<string, string>) =>
  authPost('sign-in/email', { email: `${randomUUID()}@nobody.test`, password: 'wrongpass1' }, headers);
const signUp = (headers: Record<string, string>) =>
  authPost('sign-up/email', { email: `${randomUUID()}@x.test`, password: 'secret123', name: 'Ip' }, headers);

function useProxies(value: string | undefined) {
  if (value === undefined) delete process.env.TRUSTED_PROXIES;
  else process.env.TRUSTED_PROXIES = value;
  registry.reload();
}

describe('per-IP limits use the address we can trust', () => {
  it('sign-in: a rotating X-Forwarded-For does not reset the limit; another address has its own', async () => {
    const peer = freshPeer();
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMIT + 3; i++)
      statuses.push((await wrongSignIn({ [PEER_HEADER]: peer, 'x-forwarded-for': rotating() })).status);
    expect(statuses.slice(0, AUTH_LIMIT)).toEqual(Array(AUTH_LIMIT).fill(401));
    expect(statuses.slice(AUTH_LIMIT)).toEqual([429, 429, 429]);
    // A client-sent copy of the header we hand better-auth changes nothing either.
    expect((await wrongSignIn({ [PEER_HEADER]: peer, 'x-stickerfy-client-ip': rotating() })).status).toBe(
      429,
    );
    expect((await wrongSignIn({ [PEER_HEADER]: freshPeer() })).status).toBe(401);
    // Counted in the database, so every instance shares the count.
    const rows = await conn.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `auth:${peer}|%`));
    expect(rows.map((r) => r.key)).toEqual([`auth:${peer}|/sign-in/email`]);
  });

  it('sign-up: free accounts cannot be minted past the limit by rotating the header', async () => {
    const peer = freshPeer();
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMIT + 2; i++)
      statuses.push((await signUp({ [PEER_HEADER]: peer, 'x-forwarded-for': rotating() })).status);
    expect(statuses).toEqual([...Array(AUTH_LIMIT).fill(200), 429, 429]);
  });

  it('promo codes: failed guesses are limited per address across accounts, whatever the header says', async () => {
    const peer = freshPeer();
    const accounts: Account[] = [];
    for (let i = 0; i < 4; i++)
      accounts.push(await signUpAccount(`Guesser ${i}`, { [PEER_HEADER]: freshPeer() }));
    const codes: string[] = [];
    for (let n = 0; n < PROMO_LIMITS.perIp + 1; n++) {
      const who = accounts[n % accounts.length] as Account;
      const res = await promo.POST(
        new Request(`${TEST_ORIGIN}/v1/promo-codes/redeem`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: who.authorization,
            [PEER_HEADER]: peer,
            'x-forwarded-for': rotating(),
          },
          body: JSON.stringify({ promoCode: `GUESS${n}` }),
        }),
        { params: Promise.resolve({}) },
      );
      codes.push((await res.json()).errorCode);
    }
    expect(codes.slice(0, PROMO_LIMITS.perIp).every((c) => c === 'INVALID_PROMO_CODE')).toBe(true);
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });

  it('behind TRUSTED_PROXIES the right hop is the client: the forged left part changes nothing', async () => {
    useProxies('10.0.0.0/8');
    try {
      const proxyPeer = '10.0.0.5';
      const client = `203.0.113.${++peerN}`;
      const statuses: number[] = [];
      for (let i = 0; i < AUTH_LIMIT + 1; i++) {
        const xff = `${rotating()}, ${client}, 10.1.2.3`;
        statuses.push((await wrongSignIn({ [PEER_HEADER]: proxyPeer, 'x-forwarded-for': xff })).status);
      }
      expect(statuses).toEqual([...Array(AUTH_LIMIT).fill(401), 429]);
      // Another client behind the same proxy is counted on its own.
      const other = `203.0.113.${++peerN}`;
      expect(
        (await wrongSignIn({ [PEER_HEADER]: proxyPeer, 'x-forwarded-for': `${other}, 10.1.2.3` })).status,
      ).toBe(401);
      // better-auth records the same address on the session it creates.
      const res = await signUp({ [PEER_HEADER]: proxyPeer, 'x-forwarded-for': `${other}, 10.1.2.3` });
      const token = (await res.json()).token as string;
      const [row] = await conn.db.select().from(authSession).where(eq(authSession.token, token));
      expect(row?.ipAddress).toBe(other);
    } finally {
      useProxies(undefined);
    }
  });
});
