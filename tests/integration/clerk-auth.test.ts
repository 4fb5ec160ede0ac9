// @isolated: Clerk's SDK reads its keys from the environment once, when it is first imported.
import { createSign, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '@/lib/db/connect';
import { createTestDb } from '../helpers/db';
import { registry } from '@/lib/registry';

// Hosted identity: Clerk session tokens verified offline with the instance's PEM key (docs/measurements.md).
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const { privateKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

function jwt(claims: Record<string, unknown>, key = privateKey) {
  const head = b64({ alg: 'RS256', typ: 'JWT', kid: 'ins_test' });
  const body = b64(claims);
  const sig = createSign('RSA-SHA256').update(`${head}.${body}`).sign(key).toString('base64url');
  return `${head}.${body}.${sig}`;
}
const now = () => Math.floor(Date.now() / 1000);
const claims = (sub: string, extra: Record<string, unknown> = {}) => ({
  sub,
  iat: now() - 5,
  nbf: now() - 5,
  exp: now() + 60,
  iss: 'https://clerk.example.test',
  sid: 'sess_1',
  ...extra,
});

let conn: Connection;
let me: typeof import('@/app/v1/users/me/route');
const saved = { ...process.env };

beforeAll(async () => {
  Object.assign(process.env, {
    CLERK_SECRET_KEY: 'sk_test_offline',
    NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: 'pk_test_offline',
    CLERK_JWT_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  });
  registry.reload();
  conn = await createTestDb();
  me = await import('@/app/v1/users/me/route');
});
afterAll(async () => {
  process.env = saved;
  registry.reload();
  await conn.close();
});

const getMe = (headers: Record<string, string>) =>
  me.GET(new Request('http://localhost/v1/users/me', { headers }), { params: Promise.resolve({}) });

describe('Clerk adapter', () => {
  it('accepts a valid bearer token and creates the user row once', async () => {
    const token = jwt(claims('user_abc', { email: 'c@example.test', first_name: 'Cy' }));
    const a = await getMe({ authorization: `Bearer ${token}` });
    expect(a.status).toBe(200);
    const body = await a.json();
    expect(body.data.result).toMatchObject({ email: 'c@example.test', firstName: 'Cy' });
    const b = await getMe({ cookie: `__session=${token}` });
    expect((await b.json()).data.result.id).toBe(body.data.result.id);
  });

  it('refuses expired tokens and tokens signed by another key', async () => {
    expect(
      (
        await getMe({
          authorization: `Bearer ${jwt(claims('user_abc', { exp: now() - 120, iat: now() - 300, nbf: now() - 300 }))}`,
        })
      ).status,
    ).toBe(401);
    expect((await getMe({ authorization: `Bearer ${jwt(claims('user_abc'), otherKey)}` })).status).toBe(401);
    expect((await getMe({ authorization: 'Bearer garbage' })).status).toBe(401);
  });
});
