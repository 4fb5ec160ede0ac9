import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSessionSnapshot, type SnapshotConfig } from '@/lib/auth/session-snapshot';

// readSessionSnapshot remembers snapshots it has verified (by their exact cookie values); these check
// the memory never answers for more than the full check would. The cookies are signed here the way
// better-auth signs them (tests/integration/auth-session-cache.test.ts reads real ones).

const T0 = Date.parse('2026-11-26T12:00:00Z');
const config = (): SnapshotConfig => ({ secret: 's'.repeat(32), tokenCookie: 'tok', dataCookie: 'dat' });

function cookies(
  c: SnapshotConfig,
  opts: { email?: string; snapshotEnds?: number; sessionEnds?: number } = {},
) {
  const token = 'T0kenT0kenT0kenT0kenT0kenT0ken12';
  const signedToken = `${token}.${createHmac('sha256', c.secret).update(token).digest('base64')}`;
  const session = {
    session: { token, expiresAt: new Date(opts.sessionEnds ?? T0 + 86_400_000).toISOString() },
    user: { id: 'u1', email: opts.email ?? 'a@example.test', firstName: 'A', lastName: null, image: null },
  };
  const expiresAt = opts.snapshotEnds ?? T0 + 60_000;
  const signature = createHmac('sha256', c.secret)
    .update(JSON.stringify({ ...session, expiresAt }))
    .digest('base64url');
  const data = Buffer.from(JSON.stringify({ session, expiresAt, signature })).toString('base64url');
  return { token: signedToken, data };
}
const headers = (v: { token: string; data: string }) =>
  new Headers({ cookie: `tok=${encodeURIComponent(v.token)}; dat=${v.data}` });

describe('verified snapshots remembered', () => {
  it('answer again within their minute and not after it', () => {
    const c = config();
    const pair = cookies(c);
    expect(readSessionSnapshot(headers(pair), c, T0)?.id).toBe('u1');
    expect(readSessionSnapshot(headers(pair), c, T0 + 59_000)?.email).toBe('a@example.test');
    expect(readSessionSnapshot(headers(pair), c, T0 + 60_000)).toBeNull();
    expect(readSessionSnapshot(headers(pair), c, T0)?.id).toBe('u1'); // verified afresh, still valid then
  });

  it('stop at the session’s own end when it comes first', () => {
    const c = config();
    const pair = cookies(c, { sessionEnds: T0 + 10_000 });
    expect(readSessionSnapshot(headers(pair), c, T0)?.id).toBe('u1');
    expect(readSessionSnapshot(headers(pair), c, T0 + 10_000)).toBeNull();
  });

  it('never vouch for an edited snapshot beside a token they have seen', () => {
    const c = config();
    const pair = cookies(c);
    expect(readSessionSnapshot(headers(pair), c, T0)?.email).toBe('a@example.test');
    const p = JSON.parse(Buffer.from(pair.data, 'base64url').toString('utf8'));
    p.session.user.email = 'b@example.test';
    const edited = { token: pair.token, data: Buffer.from(JSON.stringify(p)).toString('base64url') };
    expect(readSessionSnapshot(headers(edited), c, T0)).toBeNull();
    expect(
      readSessionSnapshot(headers({ ...pair, token: `${pair.token.slice(0, -2)}A=` }), c, T0),
    ).toBeNull();
  });

  it('belong to the secret that signed them', () => {
    const c = config();
    const pair = cookies(c);
    expect(readSessionSnapshot(headers(pair), c, T0)?.id).toBe('u1');
    const other: SnapshotConfig = { ...c, secret: 'x'.repeat(32) };
    expect(readSessionSnapshot(headers(pair), other, T0)).toBeNull();
  });
});
