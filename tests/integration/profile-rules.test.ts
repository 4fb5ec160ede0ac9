import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '@/lib/db/connect';
import { authUser } from '@/lib/db/schema';
import { createTestDb } from '../helpers/db';

// Profile writes through better-auth's own endpoints follow the sign-up form's rules, and the
// session cookie stays one small cookie even for a row that broke them before the rules held (a
// 36 000-character name once grew it to ~49 KB, and every request from that browser got a 431).
process.env.BETTER_AUTH_SECRET = 'test-secret-test-secret-test-secret-123';
process.env.AUTH_RATE_LIMIT = '0';

const ORIGIN = 'http://localhost:3000';
const OWN_IMAGE = '/blobs/avatars/0123456789abcdef0123456789abcdef.webp';
let conn: Connection;
let auth: typeof import('@/app/api/auth/[...all]/route');
let me: typeof import('@/app/v1/users/me/route');

beforeAll(async () => {
  conn = await createTestDb();
  auth = await import('@/app/api/auth/[...all]/route');
  me = await import('@/app/v1/users/me/route');
});
afterAll(async () => conn.close());

const post = (path: string, body: unknown, cookie?: string) =>
  auth.POST(
    new Request(`${ORIGIN}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    }),
  );
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
const userRow = async (email: string) =>
  (await conn.db.select().from(authUser).where(eq(authUser.email, email)))[0];

/** Each Set-Cookie under a browser's 4 KB, none of them a chunk, and all of them together small too. */
function expectSmallCookies(res: Response) {
  const all = res.headers.getSetCookie();
  expect(all.length).toBeGreaterThan(0);
  for (const c of all) expect(Buffer.byteLength(c), c.slice(0, 80)).toBeLessThan(4096);
  expect(all.some((c) => /^[^=]*session_data\.\d+=/.test(c))).toBe(false);
  expect(Buffer.byteLength(cookieOf(res))).toBeLessThan(4096);
}

async function signUp(email: string) {
  const res = await post('sign-up/email', {
    email,
    password: 'secret123',
    name: 'Ann Lee',
    firstName: 'Ann',
    lastName: 'Lee',
  });
  expect(res.status).toBe(200);
  return cookieOf(res);
}

describe('update-user follows the sign-up rules', () => {
  it('refuses a 5 000-character name with 400 and stores nothing', async () => {
    const cookie = await signUp('long@example.test');
    for (const body of [
      { name: 'x'.repeat(5000) },
      { firstName: 'x'.repeat(51) },
      { lastName: 'y'.repeat(5000) },
    ]) {
      const res = await post('update-user', body, cookie);
      expect(res.status, JSON.stringify(body).slice(0, 30)).toBe(400);
      expect((await res.json()).code).toBe('NAME_TOO_LONG');
    }
    const row = await userRow('long@example.test');
    expect(row).toMatchObject({ name: 'Ann Lee', firstName: 'Ann', lastName: 'Lee' });
  });

  it('refuses control characters and an empty first name', async () => {
    const cookie = await signUp('ctrl@example.test');
    const bell = await post('update-user', { firstName: 'A\u0007nn' }, cookie);
    expect(bell.status).toBe(400);
    expect((await bell.json()).code).toBe('NAME_INVALID');
    const blank = await post('update-user', { firstName: '   ' }, cookie);
    expect(blank.status).toBe(400);
    expect((await blank.json()).code).toBe('FIRST_NAME_REQUIRED');
    expect(await userRow('ctrl@example.test')).toMatchObject({ firstName: 'Ann' });
  });

  it('refuses a picture that is not from our storage', async () => {
    const cookie = await signUp('img@example.test');
    for (const image of [
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'https://evil.example/a.png',
      `https://evil.example${OWN_IMAGE}`,
      '/blobs/../auth-secret',
    ]) {
      const res = await post('update-user', { image }, cookie);
      expect(res.status, image).toBe(400);
      expect((await res.json()).code).toBe('IMAGE_NOT_ALLOWED');
    }
    expect((await userRow('img@example.test'))?.image).toBeNull();
  });

  it('stores a valid name (trimmed) and our own picture, and answers 200', async () => {
    const cookie = await signUp('ok@example.test');
    const res = await post(
      'update-user',
      { name: '  Bea Lee ', firstName: ' Bea', lastName: 'Lee', image: OWN_IMAGE },
      cookie,
    );
    expect(res.status).toBe(200);
    expect(await userRow('ok@example.test')).toMatchObject({
      name: 'Bea Lee',
      firstName: 'Bea',
      image: OWN_IMAGE,
    });
    const absolute = await post('update-user', { image: `${ORIGIN}${OWN_IMAGE}` }, cookie);
    expect(absolute.status).toBe(200);
    const cleared = await post('update-user', { image: null }, cookie);
    expect(cleared.status).toBe(200);
    expect((await userRow('ok@example.test'))?.image).toBeNull();
  });
});

describe('sign-up follows the same rules on the server', () => {
  it('refuses a 51-character first name and a name with a control character', async () => {
    const long = await post('sign-up/email', {
      email: 'fn@example.test',
      password: 'secret123',
      name: 'A',
      firstName: 'a'.repeat(51),
    });
    expect(long.status).toBe(400);
    expect((await long.json()).code).toBe('NAME_TOO_LONG');
    const ctrl = await post('sign-up/email', {
      email: 'fn@example.test',
      password: 'secret123',
      name: 'A\u202Eb',
    });
    expect(ctrl.status).toBe(400);
    expect((await ctrl.json()).code).toBe('NAME_INVALID');
    const js = await post('sign-up/email', {
      email: 'fn@example.test',
      password: 'secret123',
      name: 'A',
      image: 'javascript:alert(1)',
    });
    expect(js.status).toBe(400);
    expect(await userRow('fn@example.test')).toBeUndefined();
  });
});

describe('the session cookie stays small whatever the row holds', () => {
  it('after sign-in and update-user, for a user stored with a 36 000-character name', async () => {
    await signUp('huge@example.test');
    // Written behind better-auth's back, as rows were before the rules held.
    await conn.db
      .update(authUser)
      .set({
        name: 'n'.repeat(36_000),
        firstName: 'f'.repeat(36_000),
        lastName: 'l'.repeat(36_000),
        image: `javascript:${'a'.repeat(36_000)}`,
      })
      .where(eq(authUser.email, 'huge@example.test'));

    const signIn = await post('sign-in/email', { email: 'huge@example.test', password: 'secret123' });
    expect(signIn.status).toBe(200);
    expectSmallCookies(signIn);
    const cookie = cookieOf(signIn);

    const viaMe = await me.GET(new Request(`${ORIGIN}/v1/users/me`, { headers: { cookie } }), {
      params: Promise.resolve({}),
    });
    expect(viaMe.status).toBe(200);

    const update = await post('update-user', { lastName: 'Short' }, cookie);
    expect(update.status).toBe(200);
    expectSmallCookies(update);
    const body = await update.text();
    expect(body.length).toBeLessThan(4096);
    expect(body).not.toContain('javascript:');
  });
});
