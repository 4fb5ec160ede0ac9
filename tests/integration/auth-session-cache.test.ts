import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Connection } from '@/lib/db/connect';
import { SESSION_SNAPSHOT_SECONDS } from '@/lib/auth/embedded';
import { SESSION_HINT_COOKIE } from '@/lib/config/session';
import { createTestDb } from '../helpers/db';

// Issue 12: the session check costs no database query within the snapshot window (better-auth's
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
