import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Connection } from '@/lib/db/connect';
import { SESSION_SNAPSHOT_SECONDS } from '@/lib/auth/embedded';
import { SESSION_HINT_COOKIE } from '@/lib/config/session';
import { createTestDb } from '../helpers/db';

// Performance: the session check costs no database query within the snapshot window (better-auth's
// signed cookie cache), yet a revoked session stops working: at once without the snapshot, and
// with it once the window has passed. The readable hint cookie follows sign-in and sign-out.
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
afterEach(() => vi.useRealTimers());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  auth.POST(
    new Request(`${ORIGIN}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
      body: JSON.stringify(body),
    }),
  );
const getMe = (cookie: string) =>
  me.GET(new Request(`${ORIGIN}/v1/users/me`, { headers: { cookie } }), { params: Promise.resolve({}) });
const cookies = (res: Response) =>
  Object.fromEntries(
    res.headers.getSetCookie().map((c) => {
      const [pair = '', ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      return [pair.slice(0, i), { value: pair.slice(i + 1), attrs: attrs.join(';').toLowerCase() }];
    }),
  );
const header = (jar: Record<string, { value: string }>, names: string[]) =>
  names.map((n) => `${n}=${jar[n]?.value}`).join('; ');

describe('session snapshot (cookie cache) and the signed-in hint', () => {
  it('sets a readable hint with the session and clears it on sign-out', async () => {
    const res = await post('sign-up/email', { email: 'hint@example.test', password: 'secret123', name: 'H' });
    const jar = cookies(res);
    expect(jar[SESSION_HINT_COOKIE]?.value).toBe('1');
    expect(jar[SESSION_HINT_COOKIE]?.attrs).not.toContain('httponly');
    expect(jar['sticker.session_token']?.attrs).toContain('httponly');
    const out = await post('sign-out', {}, { cookie: header(jar, ['sticker.session_token']) });
    expect(out.status).toBe(200);
    expect(cookies(out)[SESSION_HINT_COOKIE]?.attrs).toContain('max-age=0');
  });

  it('answers from the snapshot without the session row, and refuses once it expires', async () => {
    const res = await post('sign-up/email', { email: 'snap@example.test', password: 'secret123', name: 'S' });
    const jar = cookies(res);
    expect(jar['sticker.session_data']).toBeDefined();
    const both = header(jar, ['sticker.session_token', 'sticker.session_data']);
    expect((await getMe(both)).status).toBe(200);

    // Revoke every session in the database (what a sign-out elsewhere or a password change does).
    await conn.db.execute(sql`delete from auth_session`);
    expect((await getMe(header(jar, ['sticker.session_token']))).status).toBe(401); // no snapshot: checked
    expect((await getMe(both)).status).toBe(200); // within the snapshot window: no query made

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (SESSION_SNAPSHOT_SECONDS + 1) * 1000);
    expect((await getMe(both)).status).toBe(401); // window over: the revocation holds
  });
});

// The snapshot is read with node:crypto before better-auth is asked (lib/auth/session-snapshot.ts):
// only a snapshot better-auth itself would accept may stand in for it.
describe('the fast snapshot reader', () => {
  const signUp = async (email: string) => {
    const jar = cookies(await post('sign-up/email', { email, password: 'secret123', name: 'N' }));
    return {
      token: jar['sticker.session_token']?.value ?? '',
      data: jar['sticker.session_data']?.value ?? '',
    };
  };
  const meOf = async (cookie: string) => {
    const res = await getMe(cookie);
    return { status: res.status, email: res.status === 200 ? (await res.json()).data.result.email : null };
  };
  const reencode = (data: string, edit: (p: { session: { user: { email: string } } }) => void) => {
    const p = JSON.parse(Buffer.from(decodeURIComponent(data), 'base64url').toString('utf8'));
    edit(p);
    return Buffer.from(JSON.stringify(p)).toString('base64url');
  };

  it('reads the snapshot better-auth writes (else every call would fall back to the slow path)', async () => {
    const { readSessionSnapshot } = await import('@/lib/auth/session-snapshot');
    const a = await signUp('fast-0@example.test');
    const headers = new Headers({
      cookie: `sticker.session_token=${a.token}; sticker.session_data=${a.data}`,
    });
    const config = {
      secret: process.env.BETTER_AUTH_SECRET ?? '',
      tokenCookie: 'sticker.session_token',
      dataCookie: 'sticker.session_data',
    };
    expect(readSessionSnapshot(headers, config)?.email).toBe('fast-0@example.test');
    expect(readSessionSnapshot(headers, { ...config, secret: `${config.secret}x` })).toBeNull();
    expect(
      readSessionSnapshot(headers, config, Date.now() + (SESSION_SNAPSHOT_SECONDS + 1) * 1000),
    ).toBeNull();
    headers.set('authorization', 'Bearer x');
    expect(readSessionSnapshot(headers, config)).toBeNull();
  });

  it('answers with the snapshot user, and never with an edited or borrowed snapshot', async () => {
    const a = await signUp('fast-a@example.test');
    const b = await signUp('fast-b@example.test');
    const cookieA = `sticker.session_token=${a.token}; sticker.session_data=${a.data}`;
    expect(await meOf(cookieA)).toEqual({ status: 200, email: 'fast-a@example.test' });

    // An edited payload (the signature no longer matches): better-auth decides, from A's token.
    const forged = reencode(a.data, (p) => {
      p.session.user.email = 'fast-b@example.test';
    });
    expect(await meOf(`sticker.session_token=${a.token}; sticker.session_data=${forged}`)).toEqual({
      status: 200,
      email: 'fast-a@example.test',
    });
    // B's valid snapshot beside A's token: the token decides, never the snapshot.
    expect(await meOf(`sticker.session_token=${a.token}; sticker.session_data=${b.data}`)).toEqual({
      status: 200,
      email: 'fast-a@example.test',
    });
    // A snapshot alone, or beside a token with a broken signature, signs nobody in.
    expect((await meOf(`sticker.session_data=${a.data}`)).status).toBe(401);
    const badToken = `${decodeURIComponent(a.token).split('.')[0]}.${'A'.repeat(43)}=`;
    expect(
      (await meOf(`sticker.session_token=${encodeURIComponent(badToken)}; sticker.session_data=${a.data}`))
        .status,
    ).toBe(401);
  });

  it('leaves a revoked session out once its snapshot is edited to last longer', async () => {
    const a = await signUp('fast-c@example.test');
    await conn.db.execute(sql`delete from auth_session`);
    const longer = reencode(a.data, (p) => {
      (p as unknown as { expiresAt: number }).expiresAt = Date.now() + 3_600_000;
    });
    expect((await meOf(`sticker.session_token=${a.token}; sticker.session_data=${longer}`)).status).toBe(401);
  });
});
