// @isolated: Clerk's SDK reads its keys from the environment once, when it is first imported.
import { createSign, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '@/lib/db/connect';
import type { LocalRunner } from '@/lib/jobs/local-runner';
import { registry } from '@/lib/registry';
import { localBlobStore } from '@/lib/storage/local';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { rowsOf, seedAccount } from './account-helpers';
import { quiet, tempDir } from './characters-helpers';

// Deleting an account with hosted identity (Clerk): a fresh sign-in is Clerk's own measure, the
// first factor's age in the session token (`fva`, minutes); the job deletes the Clerk user through
// Clerk's backend API, here a local fake at its HTTP boundary.
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
function jwt(claims: Record<string, unknown>) {
  const head = b64({ alg: 'RS256', typ: 'JWT', kid: 'ins_test' });
  const body = b64(claims);
  const sig = createSign('RSA-SHA256').update(`${head}.${body}`).sign(privateKey).toString('base64url');
  return `${head}.${body}.${sig}`;
}
const now = () => Math.floor(Date.now() / 1000);
const token = (sub: string, extra: Record<string, unknown>) =>
  jwt({
    sub,
    iat: now() - 5,
    nbf: now() - 5,
    exp: now() + 60,
    sid: 'sess_1',
    email: `${sub}@x.test`,
    ...extra,
  });

let conn: Connection;
let runner: LocalRunner;
let server: http.Server;
const calls: string[] = [];
const saved = { ...process.env };
let account: typeof import('@/app/v1/account/route');
let me: typeof import('@/app/v1/users/me/route');

beforeAll(async () => {
  server = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    const id = req.url?.split('/').at(-1);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ object: 'user', id, deleted: true }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  Object.assign(process.env, {
    CLERK_SECRET_KEY: 'sk_test_offline',
    NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: 'pk_test_offline',
    CLERK_JWT_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    CLERK_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
  registry.reload();
  conn = await createTestDb();
  registry.override({ storage: localBlobStore(tempDir('account-clerk-')) });
  runner = installLocalRunner({ backoffMs: () => 0, log: quiet });
  account = await import('@/app/v1/account/route');
  me = await import('@/app/v1/users/me/route');
});
afterAll(async () => {
  process.env = saved;
  registry.reload();
  await conn.close();
  server.close();
});

const ctx = { params: Promise.resolve({}) };
const call = (t: string, body: unknown) =>
  account.DELETE(
    new Request('http://localhost/v1/account', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${t}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    ctx,
  );

async function signedIn(sub: string) {
  const res = await me.GET(
    new Request('http://localhost/v1/users/me', { headers: { authorization: `Bearer ${token(sub, {})}` } }),
    ctx,
  );
  return ((await res.json()) as { data: { result: { id: string } } }).data.result.id;
}

describe('deleting a Clerk account', () => {
  it('needs a first factor within 10 minutes', async () => {
    const userId = await signedIn('user_stale');
    const body = { confirmation: 'user_stale@x.test' };
    expect((await call(token('user_stale', {}), body)).status).toBe(403);
    expect((await call(token('user_stale', { fva: [45, -1] }), body)).status).toBe(403);
    expect((await rowsOf(conn.db, userId)).users).toBe(1);
    expect(calls).toEqual([]);
  });

  it('deletes the Clerk user through its backend API, and the account with it', async () => {
    const userId = await signedIn('user_fresh');
    await seedAccount(conn.db, userId, 'K');
    const res = await call(token('user_fresh', { fva: [3, -1] }), { confirmation: 'USER_FRESH@x.test' });
    expect(res.status).toBe(202);
    await runner.whenIdle();
    expect(calls).toEqual(['DELETE /v1/users/user_fresh']);
    expect(Object.values(await rowsOf(conn.db, userId)).every((n) => n === 0)).toBe(true);
  });
});
