import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

// The signed session snapshot (better-auth's cookie cache, "compact" strategy) read without
// better-auth's endpoint machinery (docs/decisions.md): its getSession builds an endpoint context and runs
// four WebCrypto jobs on the thread pool even when it answers from the cookie (docs/measurements.md);
// the same checks with node:crypto are far cheaper. Only a snapshot that passes every check better-auth makes is
// accepted; anything else (no snapshot, a chunked or tampered one, an expired one, a bearer token)
// returns null and the caller asks better-auth, which decides and refreshes as usual.

export type SnapshotUser = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  image: string | null;
};

export type SnapshotConfig = {
  secret: string;
  tokenCookie: string;
  dataCookie: string;
};

/** The snapshot version better-auth writes and expects when none is configured (we configure none). */
const SNAPSHOT_VERSION = '1';

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `<token>.<base64 HMAC-SHA256(secret, token)>`, as better-call signs cookies. */
function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest('base64');
  return sameText(signature, expected) ? token : null;
}

type Snapshot = {
  session: {
    session: { token?: unknown; expiresAt?: unknown };
    user: Record<string, unknown>;
    version?: unknown;
  } & Record<string, unknown>;
  expiresAt: number;
  signature: string;
};

function decodeSnapshot(value: string, secret: string): Snapshot | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const p = parsed as Partial<Snapshot> | null;
  if (
    !p ||
    typeof p !== 'object' ||
    typeof p.expiresAt !== 'number' ||
    typeof p.signature !== 'string' ||
    !p.session ||
    typeof p.session !== 'object' ||
    !p.session.session ||
    typeof p.session.session !== 'object' ||
    !p.session.user ||
    typeof p.session.user !== 'object'
  )
    return null;
  // better-auth signs the payload with expiresAt appended, and checks it re-serialised the same way.
  const signed = JSON.stringify({ ...p.session, expiresAt: p.expiresAt });
  const expected = createHmac('sha256', secret).update(signed).digest('base64url');
  return sameText(p.signature, expected) ? (p as Snapshot) : null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);

type Verified = { user: SnapshotUser; until: number };

/**
 * Snapshots already verified, by their exact cookie values (per config: its secret signed them): a
 * tab sends the same pair on every call for the snapshot's minute, and the two HMACs, the base64 and
 * the JSON were a third of what a signed-in read cost us. An entry is used only until the earlier of
 * the snapshot's and the session's expiry, as the full check would; a changed byte is another key.
 */
const verified = new WeakMap<SnapshotConfig, Map<string, Verified>>();
const VERIFIED_MAX = 5000;

function verify(tokenValue: string, data: string, config: SnapshotConfig): Verified | null {
  const token = verifiedToken(tokenValue, config.secret);
  if (!token) return null;
  const snap = decodeSnapshot(data, config.secret);
  if (!snap) return null;
  const { session, user } = snap.session;
  if (session.token !== token) return null;
  if ((text(snap.session.version) ?? SNAPSHOT_VERSION) !== SNAPSHOT_VERSION) return null;
  const sessionEnds = new Date(text(session.expiresAt) ?? Number.NaN).getTime();
  const until = Math.min(snap.expiresAt, sessionEnds);
  const id = text(user.id);
  if (!id || !(until > 0)) return null;
  return {
    until,
    user: {
      id,
      email: text(user.email),
      firstName: text(user.firstName),
      lastName: text(user.lastName),
      image: text(user.image),
    },
  };
}

/** The signed-in user from a valid, unexpired snapshot whose session token it names; else null. */
export function readSessionSnapshot(
  headers: Headers,
  config: SnapshotConfig,
  now = Date.now(),
): SnapshotUser | null {
  if (headers.get('authorization')) return null;
  const cookie = headers.get('cookie');
  if (!cookie) return null;
  const tokenValue = cookieValue(cookie, config.tokenCookie);
  const data = cookieValue(cookie, config.dataCookie);
  if (!tokenValue || !data) return null;
  let memo = verified.get(config);
  if (!memo) {
    memo = new Map();
    verified.set(config, memo);
  }
  const key = `${tokenValue}\n${data}`;
  let entry = memo.get(key);
  if (!entry) {
    const fresh = verify(tokenValue, data, config);
    if (!fresh || !(fresh.until > now)) return null;
    // Oldest first out: a Map iterates in insertion order.
    if (memo.size >= VERIFIED_MAX) memo.delete(memo.keys().next().value as string);
    memo.set(key, fresh);
    entry = fresh;
  }
  if (!(entry.until > now)) {
    memo.delete(key);
    return null;
  }
  return entry.user;
}
