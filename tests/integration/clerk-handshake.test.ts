// @isolated: Clerk's SDK reads its keys from the environment once, when it is first imported.
import { createSign, generateKeyPairSync } from 'node:crypto';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '@/lib/registry';

// Clerk mode: proxy.ts puts Clerk's middleware in front, so a page request with an expired session
// token goes through Clerk's handshake (a redirect to the instance's Frontend API that refreshes the
// cookie) instead of rendering the person signed out. Verification is offline (CLERK_JWT_KEY).
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const FAPI = 'clerk.stickers.test';
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function jwt(exp: number) {
  const head = b64({ alg: 'RS256', typ: 'JWT', kid: 'ins_test' });
  const body = b64({
    sub: 'user_1',
    sid: 'sess_1',
    iss: `https://${FAPI}`,
    iat: exp - 60,
    nbf: exp - 60,
    exp,
  });
  const sig = createSign('RSA-SHA256').update(`${head}.${body}`).sign(privateKey).toString('base64url');
  return `${head}.${body}.${sig}`;
}

const saved = { ...process.env };
let proxy: typeof import('@/proxy').default;

beforeAll(async () => {
  Object.assign(process.env, {
    STICKERFY_USES_CLERK: 'true',
    CLERK_SECRET_KEY: 'sk_live_offline',
    NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: `pk_live_${Buffer.from(`${FAPI}$`).toString('base64')}`,
    CLERK_JWT_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  });
  registry.reload();
  proxy = (await import('@/proxy')).default;
});
afterAll(() => {
  process.env = saved;
  registry.reload();
});

const page = (token: string) =>
  new NextRequest('https://stickers.example/creator-studio', {
    headers: {
      cookie: `__session=${token}; __client_uat=${now() - 3600}`,
      'sec-fetch-dest': 'document',
      accept: 'text/html',
      'user-agent': 'Mozilla/5.0',
    },
  });
const event = { waitUntil: () => {} } as never;

describe('Clerk middleware in proxy.ts', () => {
  it('an expired session token on a page gets Clerk’s handshake, not a signed-out page', async () => {
    const res = await proxy(page(jwt(now() - 120)), event);
    expect(res.status).toBe(307);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.host).toBe(FAPI);
    expect(location.pathname).toBe('/v1/client/handshake');
    expect(location.searchParams.get('redirect_url')).toContain('/creator-studio');
  });

  it('a valid token passes through to our routing, signed in', async () => {
    const res = await proxy(page(jwt(now() + 50)), event);
    expect(res.status).toBe(200);
    // Clerk hands the verified state to the page in request headers.
    expect(res.headers.get('x-middleware-request-x-clerk-auth-status')).toBe('signed-in');
    // Our own routing still ran: the unprefixed English studio page is rewritten to /en.
    expect(res.headers.get('x-middleware-rewrite')).toContain('/en/creator-studio');
  });
});
