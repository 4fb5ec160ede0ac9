// @isolated: Clerk's SDK reads its keys from the environment once, when it is first imported.
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '@/lib/registry';
import { type FakeClerk, startFakeClerk } from '../helpers/fake-clerk';

// The whole handshake through proxy.ts, without a build (tests/e2e/clerk-mode.spec.ts does it on one):
// an expired session token is sent to the Frontend API, which sends the browser back with a nonce;
// Clerk's middleware trades the nonce for fresh cookies at the Backend API and hands the new token to
// the page in request headers, which auth() reads (lib/auth/clerk.ts). The request itself still
// carries the expired cookie: reading that one would render the person signed out.
const saved = { ...process.env };
let fake: FakeClerk;
let proxy: typeof import('@/proxy').default;
const APP = 'https://stickers.example';
const event = { waitUntil: () => {} } as never;
const hourAgo = () => Math.floor(Date.now() / 1000) - 3600;

beforeAll(async () => {
  fake = await startFakeClerk();
  Object.assign(process.env, {
    STICKERFY_USES_CLERK: 'true',
    NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: fake.publishableKey,
    NEXT_PUBLIC_CLERK_PROXY_URL: fake.proxyUrl,
    CLERK_SECRET_KEY: fake.secretKey,
    CLERK_JWT_KEY: fake.jwtKey,
    CLERK_API_URL: fake.origin,
  });
  registry.reload();
  proxy = (await import('@/proxy')).default;
});
afterAll(async () => {
  process.env = saved;
  registry.reload();
  await fake.close();
});

const page = (cookies: Record<string, string>) =>
  new NextRequest(`${APP}/creator-studio`, {
    headers: {
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
      'sec-fetch-dest': 'document',
      accept: 'text/html',
    },
  });
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString());

describe('Clerk’s handshake, both ways', () => {
  it('an expired session comes back from the Frontend API refreshed, and the page is told the new token', async () => {
    const expired = { __session: fake.sessionToken('user_back', hourAgo()), __client_uat: String(hourAgo()) };
    const out = await proxy(page(expired), event);
    expect(out.status).toBe(307);
    const handshake = out.headers.get('location') ?? '';
    expect(handshake.startsWith(`${fake.origin}/v1/client/handshake?`)).toBe(true);

    // The Frontend API knows the browser by its own client cookie and sends it back with a nonce.
    const fapi = await fetch(handshake, { redirect: 'manual', headers: { cookie: '__client=user_back' } });
    expect(fapi.status).toBe(307);
    expect(fapi.headers.get('location')).toBe(`${APP}/creator-studio`);
    const nonce = /__clerk_handshake_nonce=(\w+)/.exec(fapi.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(nonce).not.toBe('');

    const back = await proxy(page({ ...expired, __clerk_handshake_nonce: nonce }), event);
    expect(back.status).toBe(200);
    expect(fake.seen).toMatchObject({ handshakes: 1, payloads: 1, unexpected: [] });
    expect(back.headers.get('x-middleware-request-x-clerk-auth-status')).toBe('signed-in');
    const token = back.headers.get('x-middleware-request-x-clerk-auth-token') ?? '';
    expect(claimsOf(token)).toMatchObject({ sub: 'user_back' });
    expect(claimsOf(token).iat).toBeGreaterThan(hourAgo() + 3000);
    // The browser keeps the new token, and the nonce is spent.
    expect(back.headers.get('set-cookie')).toContain(`__session=${token}`);
    const again = await proxy(page({ ...expired, __clerk_handshake_nonce: nonce }), event);
    expect(again.headers.get('x-middleware-request-x-clerk-auth-status')).not.toBe('signed-in');
  });
});
