import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// Password hashing is deliberately slow (scrypt, 32 MB per hash) so a stolen table is costly to attack.
// Under vitest (NODE_ENV=test) that cost buys nothing and dominated the route-table suites, which
// sign up an account per case, so tests get a cheap scrypt in a format of its own ("t1$…") that a
// real hash can never be confused with. A production build always has NODE_ENV=production.
const PREFIX = 't1$';
const KEY_BYTES = 32;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { N: 16, r: 1, p: 1 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

const cheap = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(8).toString('hex');
    return `${PREFIX}${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    if (!hash.startsWith(PREFIX)) return false;
    const [salt, key] = hash.slice(PREFIX.length).split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await derive(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

/** The hashing better-auth should use: its own (undefined) everywhere but under the test runner. */
export function passwordHashing(nodeEnv = process.env.NODE_ENV): typeof cheap | undefined {
  return nodeEnv === 'test' ? cheap : undefined;
}
