import fs from 'node:fs';
import path from 'node:path';

// A small seeded generator of hostile request input (fast-check is not installed; this keeps the
// runs reproducible: the seed is printed with every failure and FUZZ_SEED replays it).

export type Rng = {
  next(): number;
  int(n: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
};

export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: (xs) => xs[int(xs.length)] as (typeof xs)[number], chance: (p) => next() < p };
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** Strings that broke, or could break, something somewhere. */
export const NASTY_STRINGS = [
  '',
  ' ',
  'a',
  'x'.repeat(101),
  'y'.repeat(5000),
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '😀👍🏽',
  'مرحبا',
  '\u202eevil',
  '%',
  '%E0%A4%A',
  '%00',
  '../../etc/passwd',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  'null',
  'undefined',
  'true',
  '-1',
  '0',
  '1e400',
  'NaN',
  '__proto__',
  'constructor',
  '\n\r\t',
  '00000000-0000-0000-0000-000000000000',
  '------------------------------------',
  'standard',
  'en',
  'happy',
  // Forged keyset cursors: a bad date, a bad id, not JSON, not an array.
  b64(['2024-13-45T99:99:99.000000Z', '00000000-0000-0000-0000-000000000000']),
  b64(['2024-01-01T00:00:00.000000Z', '------------------------------------']),
  b64(['0000-01-01T00:00:00.000000Z', '00000000-0000-0000-0000-000000000000']),
  b64({ a: 1 }),
  'not-base64!!',
] as const;

const NUMBERS = [0, -1, 1, 2, 3, 24, 100, 101, 1.5, -0.5, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308] as const;

/** Every field name our zod contracts declare, so random objects sometimes look almost right. */
export function contractKeys(): string[] {
  const dir = path.join(process.cwd(), 'lib/contracts');
  const keys = new Set<string>();
  for (const f of fs.readdirSync(dir)) {
    for (const m of fs
      .readFileSync(path.join(dir, f), 'utf8')
      .matchAll(/^\s+(\w+):\s*(z\.|\w+Schema|text\(|optionalText\()/gm))
      keys.add(m[1] as string);
  }
  return [...keys];
}

/** JSON nested `depth` levels deep (arrays or objects): past lib/http/body.ts's limit, it is a 400. */
export const deepJson = (depth: number, shape: 'array' | 'object') =>
  shape === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

export type Gen = ReturnType<typeof generators>;

export function generators(r: Rng, keys: string[], realValues: () => string[]) {
  const string = (): string =>
    r.chance(0.3) && realValues().length ? r.pick(realValues()) : r.pick(NASTY_STRINGS);
  const value = (depth = 0): unknown => {
    const k = r.int(depth > 2 ? 4 : 7);
    if (k === 0) return string();
    if (k === 1) return r.pick(NUMBERS);
    if (k === 2) return r.chance(0.5);
    if (k === 3) return null;
    if (k === 4) return Array.from({ length: r.pick([0, 1, 2, 3, 4, 40]) }, () => value(depth + 1));
    return object(depth + 1);
  };
  const object = (depth = 0): Record<string, unknown> => {
    const o: Record<string, unknown> = {};
    for (let i = r.int(6); i > 0; i--) o[r.chance(0.9) ? r.pick(keys) : string()] = value(depth);
    return o;
  };
  const body = (): { text: string | null; contentType: string | null } => {
    const k = r.int(11);
    if (k === 0) return { text: null, contentType: null };
    if (k === 10)
      return {
        text: deepJson(r.pick([65, 300, 4000]), r.pick(['array', 'object'] as const)),
        contentType: 'application/json',
      };
    if (k === 1)
      return {
        text: r.pick(['{', '[]', 'null', '"s"', '123', 'true', '{"a":', '\u0000']),
        contentType: 'application/json',
      };
    if (k === 2) return { text: 'outcome=pay&locale=%E0', contentType: 'application/x-www-form-urlencoded' };
    if (k === 3) return { text: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' };
    if (k === 4)
      return {
        text: JSON.stringify(value()),
        contentType: r.pick(['application/json', 'text/plain', 'image/png']),
      };
    return { text: JSON.stringify(object()), contentType: 'application/json' };
  };
  const cursor = () =>
    r.pick([
      b64([
        r.pick(['2024-13-45T99:99:99.000000Z', '0000-01-01T00:00:00.000000Z', '2024-02-30T00:00:00.000000Z']),
        '00000000-0000-0000-0000-000000000000',
      ]),
      b64([
        '2024-01-01T00:00:00.000000Z',
        r.pick(['------------------------------------', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz']),
      ]),
      b64(['2024-01-01T00:00:00.000000Z']),
      string(),
    ]);
  const query = (): string => {
    const params = new URLSearchParams();
    // Mostly plausible keys, so a forged cursor is not hidden behind a bad limit.
    if (r.chance(0.5)) params.append('cursor', cursor());
    if (r.chance(0.3))
      params.append('limit', r.chance(0.5) ? String(1 + r.int(100)) : String(r.pick(NUMBERS)));
    for (let i = r.int(3); i > 0; i--)
      params.append(
        r.pick(['q', 'status', 'token', 'limit', ...keys.slice(0, 20)]),
        r.chance(0.3) ? String(r.pick(NUMBERS)) : string(),
      );
    const s = params.toString();
    return s ? `?${s}` : '';
  };
  const headers = (): Record<string, string> => {
    const h: Record<string, string> = {};
    if (r.chance(0.2))
      h.origin = r.pick(['null', 'http://', 'https://evil.test', 'http://localhost:3000', '%']);
    if (r.chance(0.2)) h['sec-fetch-site'] = r.pick(['cross-site', 'same-origin', 'none', 'garbage']);
    if (r.chance(0.1)) h['x-forwarded-for'] = r.pick(['1.2.3.4', 'garbage', '1.2.3.4, 5.6.7.8', '::1', '']);
    if (r.chance(0.1)) h['x-file-name'] = r.pick(['%E0%A4%A', 'a%00b', 'photo.png', '%']);
    if (r.chance(0.1)) h['stripe-signature'] = r.pick(['t=1,v1=00', 'garbage', '']);
    if (r.chance(0.1)) h['x-telegram-bot-api-secret-token'] = 'garbage';
    if (r.chance(0.15))
      h.authorization = r.pick([
        'Bearer ',
        'Bearer x.y',
        'Bearer %E0',
        'Basic YTpi',
        'bearer',
        'Bearer \u00ff\u00e9',
      ]);
    if (r.chance(0.15))
      h.cookie = r.pick(['sticker.session_token=garbage', 'sticker.session_token=%E0%A4%A', '=;;=', 'a=b']);
    if (r.chance(0.1)) h['accept-language'] = r.pick(['*', 'xx', 'de;q=abc', '']);
    return h;
  };
  return { string, value, object, body, query, headers };
}
