import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '@/lib/db/connect';
import { createTestDb } from '../helpers/db';

process.env.BETTER_AUTH_SECRET = 'test-secret-test-secret-test-secret-123';
process.env.AUTH_RATE_LIMIT = '0';

const ORIGIN = 'http://localhost:3000';
let conn: Connection;
let auth: typeof import('@/app/api/auth/[...all]/route');
let me: typeof import('@/app/v1/users/me/route');

beforeAll(async () => {
  conn = await createTestDb();
  auth = await import('@/app/api/auth/[...all]/route');
  me = await import('@/app/v1/users/me/route');
});
afterAll(async () => conn.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  auth.POST(
    new Request(`${ORIGIN}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
      body: JSON.stringify(body),
    }),
  );
// An API client (no Origin, no Sec-Fetch-*): the only kind that is handed a bearer token.
const apiPost = (path: string, body: unknown) =>
  auth.POST(
    new Request(`${ORIGIN}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
const getMe = (headers: Record<string, string>) =>
  me.GET(new Request(`${ORIGIN}/v1/users/me`, { headers }), { params: Promise.resolve({}) });
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe('embedded accounts + /v1/users/me', () => {
  it('signs up, then the session cookie and the bearer token both identify the user', async () => {
    const res = await post('sign-up/email', {
      email: 'ann@example.test',
      password: 'secret123',
      name: 'Ann Lee',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(res.status).toBe(200);
    const cookie = cookieOf(res);
    expect(cookie).toContain('session_token');

    const viaCookie = await getMe({ cookie });
    expect(viaCookie.status).toBe(200);
    const body = await viaCookie.json();
    expect(body.data.result).toMatchObject({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.test' });
    expect(body.data.result.publicId).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(body.data.balance).toEqual({ availableCredits: 0 });
    expect(viaCookie.headers.get('cache-control')).toContain('no-store');

    const signIn = await apiPost('sign-in/email', { email: 'ann@example.test', password: 'secret123' });
    const token = signIn.headers.get('set-auth-token');
    expect(token).toBeTruthy();
    const viaBearer = await getMe({ authorization: `Bearer ${token}` });
    expect((await viaBearer.json()).data.result.id).toBe(body.data.result.id);
  });

  it('answers 401 without a session and with a forged token', async () => {
    expect((await getMe({})).status).toBe(401);
    const forged = await getMe({ authorization: 'Bearer not-a-real-token' });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ errorCode: 'UNAUTHENTICATED', message: 'Authentication required' });
  });

  it('refuses weak passwords on the server with a code the form translates', async () => {
    const noDigit = await post('sign-up/email', { email: 'w@example.test', password: 'abcdefgh', name: 'W' });
    expect(noDigit.status).toBe(400);
    expect((await noDigit.json()).code).toBe('PASSWORD_NEEDS_DIGIT');
    const short = await post('sign-up/email', { email: 'w@example.test', password: 'a1', name: 'W' });
    expect((await short.json()).code).toBe('PASSWORD_TOO_SHORT');
  });

  it('refuses a duplicate email and a wrong password', async () => {
    await post('sign-up/email', { email: 'dup@example.test', password: 'secret123', name: 'D' });
    const dup = await post('sign-up/email', { email: 'dup@example.test', password: 'secret123', name: 'D' });
    expect(dup.status).toBeGreaterThanOrEqual(400);
    expect((await dup.json()).code).toMatch(/USER_ALREADY_EXISTS/);
    const wrong = await post('sign-in/email', { email: 'dup@example.test', password: 'nope12345' });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });
});
