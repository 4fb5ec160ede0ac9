import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, vi } from 'vitest';
import { grantCredits } from '@/lib/credits/service';
import type { Connection } from '@/lib/db/connect';
import type { Database } from '@/lib/db/types';
import { localBlobStore } from '@/lib/storage/local';
import { type Account, signUpAccount, TEST_ORIGIN } from '../helpers/accounts';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { discoverRoutes, loadHandlers, type Method } from '../helpers/routes';
import { type AuthRow, TABLE, type TableFixture } from './authorization-table';
import { registry } from '@/lib/registry';

export { TEST_ORIGIN, type AuthRow, type TableFixture };
// Hardening: what the authorization tests share (hardening-authorization*.test.ts): one database,
// accounts, requests as bearer or cookie, the routes on disk. The owner's fixtures for each row of
// authorization-table.ts are in authorization-fixtures.ts.
export const ROWS: Record<string, AuthRow> = TABLE;
export type Call = {
  params?: Record<string, unknown>;
  query?: string;
  body?: unknown;
  form?: Record<string, string>;
};
function authorizationEnv() {
  Object.assign(process.env, {
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
    AUTH_RATE_LIMIT: '0',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'authz-')),
  });
  registry.reload();
}
authorizationEnv(); // before the route modules below are loaded

let conn: Connection;
let photoBytes: Uint8Array;
/** The file's database and test photo, once useAuthorizationDb's beforeAll ran. */
export const authorizationDb = (): Database => conn.db;
export const photo = () => photoBytes;

/** One database per test file, jobs that never run, the test checkout's webhook in process. */
export function useAuthorizationDb() {
  // Again for each file: files that share a worker share this module too (vitest.config.ts), and
  // each file starts from the worker's own environment (tests/helpers/fresh-state-setup.ts).
  authorizationEnv();
  beforeAll(async () => {
    conn = await createTestDb();
    registry.override({ storage: localBlobStore(path.join(process.env.DATA_DIR as string, 'blobs')) });
    installLocalRunner({ perUserLimit: 0, log: { warn: () => {}, error: () => {} } }); // jobs never run
    // The test checkout delivers its event over HTTP to our own webhook: here that is the handler.
    const webhook = await import('@/app/api/webhooks/stripe/route');
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) =>
      webhook.POST(new Request(input, init), { params: Promise.resolve({}) }),
    );
    const { testPhoto } = await import('./characters-helpers');
    photoBytes = new Uint8Array(await testPhoto());
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    registry.override({ localRunner: undefined, storage: undefined });
    await conn.close();
  });
}

/** Signed in by bearer token (an Account), by session cookie (headers), or not at all. */
export function request(
  method: string,
  pathname: string,
  who: Account | Record<string, string> | null,
  call: Call,
): Request {
  const headers: Record<string, string> =
    who && 'authorization' in who && 'userId' in who ? { authorization: who.authorization } : { ...who };
  let body: BodyInit | undefined;
  if (call.form) {
    body = new URLSearchParams(call.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (call.body instanceof Uint8Array) {
    body = call.body as Uint8Array<ArrayBuffer>;
    headers['content-type'] = 'image/png';
  } else if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers['content-type'] = 'application/json';
  }
  return new Request(`${TEST_ORIGIN}${pathname}${call.query ?? ''}`, { method, headers, body });
}

const routes = await Promise.all(
  discoverRoutes().map(async (route) => ({ route, handlers: await loadHandlers(route) })),
);
export const found = routes.flatMap(({ route, handlers }) =>
  (Object.keys(handlers) as Method[]).map((m) => ({
    name: `${m} ${route.pattern}`,
    route,
    handler: handlers[m],
  })),
);

export const pathOf = (pattern: string, params: Record<string, unknown>) =>
  pattern.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_m, _d, n: string) => {
    const v = params[n];
    return Array.isArray(v) ? v.join('/') : String(v);
  });

export async function newAccount(): Promise<Account> {
  const a = await signUpAccount(`Authz ${randomUUID().slice(0, 4)}`);
  await grantCredits(conn.db, {
    userId: a.userId,
    credits: 200,
    kind: 'BONUS',
    description: 'authz',
    idempotencyKey: `authz:${a.userId}`,
  });
  return a;
}

/** The browser's way in: a session cookie from a real sign-in. */
export async function sessionCookie(a: Account): Promise<string> {
  const auth = await import('@/app/api/auth/[...all]/route');
  const res = await auth.POST(
    new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ email: a.email, password: 'secret123' }),
    }),
    { params: Promise.resolve({ all: ['sign-in', 'email'] }) },
  );
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
