import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '@/lib/db/connect';
import { resetEnvForTests } from '@/lib/env';
import { TEST_ORIGIN } from '../helpers/accounts';
import { createTestDb } from '../helpers/db';

// Issue 11: the sign-up JSON carried the session token. A browser keeps its session in the HttpOnly
// cookie and gets no token it could leak to a script; an API client (no Origin, no Sec-Fetch-*)
// still gets one to send as a bearer.
Object.assign(process.env, {
  BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
  AUTH_RATE_LIMIT: '0',
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'auth-token-')),
});
resetEnvForTests();

let conn: Connection;
let auth: typeof import('@/app/api/auth/[...all]/route');
let me: typeof import('@/app/v1/users/me/route');

beforeAll(async () => {
  conn = await createTestDb();
  auth = await import('@/app/api/auth/[...all]/route');
  me = await import('@/app/v1/users/me/route');
});
afterAll(async () => conn.close());

const BROWSER = { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };
const call = (method: 'GET' | 'POST', what: string, headers: Record<string, string>, body?: unknown) =>
  (method === 'GET' ? auth.GET : auth.POST)(
    new Request(`${TEST_ORIGIN}/api/auth/${what}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve({ all: what.split('/') }) },
  );
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
const account = () => ({ email: `${randomUUID()}@token.test`, password: 'secret123', name: 'Tok' });

describe('no session token in JSON for the browser (issue 11)', () => {
  it('browser sign-up and sign-in: cookie only, no token in the body or a readable header', async () => {
    const a = account();
    for (const res of [
      await call('POST', 'sign-up/email', BROWSER, a),
      await call('POST', 'sign-in/email', BROWSER, a),
    ]) {
      expect(res.status).toBe(200);
      const text = await res.clone().text();
      const body = JSON.parse(text);
      expect(body.user.email).toBe(a.email);
      expect(body).not.toHaveProperty('token');
      expect(res.headers.get('set-auth-token')).toBeNull();
      const cookie = cookieOf(res);
      expect(cookie).toContain('session_token');
      // The cookie's token value appears nowhere in the body.
      const tokenValue = decodeURIComponent(cookie.split('session_token=')[1] ?? '').split('.')[0] as string;
      expect(tokenValue.length).toBeGreaterThan(10);
      expect(text).not.toContain(tokenValue);
      // …and the cookie is the session.
      const who = await me.GET(new Request(`${TEST_ORIGIN}/v1/users/me`, { headers: { cookie } }), {
        params: Promise.resolve({}),
      });
      expect((await who.json()).data.result.email).toBe(a.email);
      // get-session for that browser carries no token either.
      const session = await call('GET', 'get-session', { ...BROWSER, cookie });
      const s = await session.json();
      expect(s.user.email).toBe(a.email);
      expect(s.session).not.toHaveProperty('token');
    }
  });

  it('an API client still gets a bearer token that works', async () => {
    const a = account();
    const res = await call('POST', 'sign-up/email', {}, a);
    expect(res.status).toBe(200);
    expect((await res.json()).token).toBeTruthy();
    const bearer = res.headers.get('set-auth-token');
    expect(bearer).toBeTruthy();
    const who = await me.GET(
      new Request(`${TEST_ORIGIN}/v1/users/me`, { headers: { authorization: `Bearer ${bearer}` } }),
      { params: Promise.resolve({}) },
    );
    expect((await who.json()).data.result.email).toBe(a.email);
  });

  it('browser errors keep their message (the modal translates the code)', async () => {
    const res = await call('POST', 'sign-in/email', BROWSER, {
      email: 'no@one.test',
      password: 'wrongpass1',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });
});
