import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '@/lib/db/connect';
import { TEST_ORIGIN } from '../helpers/accounts';
import { createTestDb } from '../helpers/db';
import { registry } from '@/lib/registry';

// Hardening: the sign-up JSON carried the session token. A browser keeps its session in the HttpOnly
// cookie and gets no token it could leak to a script; an API client (no Origin, no Sec-Fetch-*)
// still gets one to send as a bearer.
Object.assign(process.env, {
  BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
  AUTH_RATE_LIMIT: '0',
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'auth-token-')),
});
registry.reload();

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

describe('no session token in JSON for the browser', () => {
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

  it('every answer carrying sessions is token-free for the browser: list-sessions, change-password', async () => {
    const a = account();
    const first = cookieOf(await call('POST', 'sign-up/email', BROWSER, a));
    const second = cookieOf(await call('POST', 'sign-in/email', BROWSER, a));
    const tokens = [first, second].map(
      (c) => decodeURIComponent(c.split('session_token=')[1] ?? '').split('.')[0] as string,
    );
    const listed = await call('GET', 'list-sessions', { ...BROWSER, cookie: second });
    expect(listed.status).toBe(200);
    const text = await listed.clone().text();
    const sessions = JSON.parse(text) as Record<string, unknown>[];
    expect(sessions).toHaveLength(2);
    for (const s of sessions) {
      expect(s).not.toHaveProperty('token');
      expect(s.id).toBeTruthy();
    }
    for (const t of tokens) expect(text).not.toContain(t);
    // The browser can still sign its other devices out (revoke-other-sessions needs no token).
    const changed = await call(
      'POST',
      'change-password',
      { ...BROWSER, cookie: second },
      { currentPassword: a.password, newPassword: 'secret456', revokeOtherSessions: true },
    );
    expect(changed.status).toBe(200);
    const changedText = await changed.clone().text();
    expect(JSON.parse(changedText)).not.toHaveProperty('token');
    expect(changed.headers.get('set-auth-token')).toBeNull();
    const fresh = cookieOf(changed);
    const after = await call('GET', 'list-sessions', { ...BROWSER, cookie: fresh });
    const left = (await after.json()) as Record<string, unknown>[];
    expect(left).toHaveLength(1);
    expect(left[0]).not.toHaveProperty('token');
    expect(changedText).not.toContain(
      decodeURIComponent(fresh.split('session_token=')[1] ?? '').split('.')[0],
    );
  });

  it('a bearer client still lists its sessions with their tokens (to revoke one)', async () => {
    const a = account();
    const res = await call('POST', 'sign-up/email', {}, a);
    const bearer = res.headers.get('set-auth-token') as string;
    const listed = await call('GET', 'list-sessions', { authorization: `Bearer ${bearer}` });
    const sessions = (await listed.json()) as { token: string }[];
    // (The bearer is the session token and its signature.)
    expect(sessions.map((s) => s.token)).toEqual([bearer.split('.')[0]]);
    const revoked = await call(
      'POST',
      'revoke-session',
      { authorization: `Bearer ${bearer}` },
      { token: sessions[0]?.token },
    );
    expect(revoked.status).toBe(200);
    const gone = await call('GET', 'get-session', { authorization: `Bearer ${bearer}` });
    expect(await gone.json()).toBeNull();
  });

  it('auth errors carry our envelope and keep better-auth’s code and message for its client', async () => {
    const res = await call('POST', 'sign-in/email', BROWSER, {
      email: 'no@one.test',
      password: 'wrongpass1',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      errorCode: 'UNAUTHENTICATED',
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: expect.any(String),
    });
    // An answer better-auth leaves empty (an unknown path) is an envelope too.
    const unknown = await call('GET', 'no-such-endpoint', BROWSER);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ errorCode: 'NOT_FOUND', message: expect.any(String) });
    // better-auth's own 405 names what the endpoint takes.
    const wrongMethod = await call('POST', 'get-session', BROWSER);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD');
    expect(await wrongMethod.json()).toMatchObject({ errorCode: 'METHOD_NOT_ALLOWED' });
  });
});
