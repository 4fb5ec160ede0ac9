import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import proxy from '@/proxy';
import { grantCredits } from '@/lib/credits/service';
import type { Connection } from '@/lib/db/connect';
import { localBlobStore } from '@/lib/storage/local';
import { type Account, signUpAccount, TEST_ORIGIN } from '../helpers/accounts';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { contractKeys, deepJson, generators, rng } from '../helpers/fuzz';
import { rawRequest, startPatchedServer } from '../helpers/raw-http';
import { ROUTE_METHODS } from '@/lib/http/route-methods';
import { callRoute, discoverRoutes, fill, type Handler, loadHandlers, type Method } from '../helpers/routes';
import { makeCharacter } from './stickers-helpers';
import { registry } from '@/lib/registry';

// Hardening: never a 500 for bad input. Every route file on disk (so a new route is covered without
// being listed) gets seeded random bodies, params, queries and headers, anonymous and signed in (by
// bearer token and by cookie), and must answer below 500 — /v1 and /api errors in the envelope.
// FUZZ_SEED replays a failure; FUZZ_RUNS sets the requests per route and method.
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-'));
Object.assign(process.env, {
  BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
  AUTH_RATE_LIMIT: '0',
  DATA_DIR: dataDir,
});
registry.reload();

let conn: Connection;
let owner: Account;
let cookie = '';
const real: string[] = [];

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: localBlobStore(path.join(dataDir, 'blobs')) });
  // Jobs are queued but never run: the fuzz is about the HTTP edge, not the pipelines.
  installLocalRunner({ perUserLimit: 0, log: { warn: () => {}, error: () => {} } });
  owner = await signUpAccount('Fuzz');
  await grantCredits(conn.db, {
    userId: owner.userId,
    credits: 500,
    kind: 'BONUS',
    description: 'fuzz',
    idempotencyKey: `fuzz:${owner.userId}`,
  });
  const character = await makeCharacter(conn.db, owner.userId);
  real.push(character.reference, 'classic', 'standard', 'sign-in/email', 'sign-up/email', 'get-session');
  const signIn = await (await import('@/app/api/auth/[...all]/route')).POST(
    new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ email: owner.email, password: 'secret123' }),
    }),
    { params: Promise.resolve({ all: ['sign-in', 'email'] }) },
  );
  cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}, 120_000);
afterAll(async () => {
  registry.override({ localRunner: undefined, storage: undefined });
  await conn.close();
});

const ALL_METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const keys = contractKeys();

/** What a response must look like: below 500; on /v1 and /api, every error in our envelope. */
async function problem(pattern: string, res: Response, routable: boolean): Promise<string | null> {
  if (res.status >= 500) return `status ${res.status}: ${(await res.text()).slice(0, 200)}`;
  if (!/^\/(v1|api)\//.test(pattern) || res.status < 400) return null;
  const text = await res.text();
  if (!text) return `status ${res.status} with an empty error body`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text);
  } catch {
    return `status ${res.status} is not JSON: ${text.slice(0, 120)}`;
  }
  // /api/auth too: better-auth's errors are wrapped (lib/auth/response.ts), keeping its `code`.
  if (typeof body.errorCode !== 'string' || typeof body.message !== 'string')
    return `status ${res.status} without the envelope: ${text.slice(0, 120)}`;
  if (res.status === 405 && routable && !res.headers.get('allow')) return '405 without an Allow header';
  return null;
}

const routes = discoverRoutes();

const expectedAllow = (pattern: string) => {
  const methods = ROUTE_METHODS[pattern] ?? [];
  return (methods.includes('GET') ? ['GET', 'HEAD', ...methods.filter((m) => m !== 'GET')] : methods).join(
    ', ',
  );
};

describe('405 answers name the route’s methods (Allow)', () => {
  it('the table of methods matches every route file on disk', async () => {
    const table: Record<string, string[]> = {};
    for (const route of routes) {
      const methods = Object.keys(await loadHandlers(route)).filter((m) => m !== 'HEAD');
      // A route that handles every method (the /v1 and /api not-found catch-alls) never answers 405.
      if (methods.length < ALL_METHODS.length) table[route.pattern] = methods;
    }
    expect(table).toEqual(ROUTE_METHODS);
  });
});

describe('fuzz: every route answers bad input below 500', () => {
  for (const route of routes) {
    it(route.pattern, async () => {
      const mod = (await import(/* @vite-ignore */ path.join(process.cwd(), route.file))) as Record<
        string,
        unknown
      >;
      const r = rng(SEED ^ route.pattern.length ^ route.pattern.charCodeAt(route.pattern.length - 1));
      const gen = generators(r, keys, () => real);
      const failures: string[] = [];
      for (const method of ALL_METHODS) {
        const handler = mod[method] as (Handler & { methodNotAllowed?: boolean }) | undefined;
        if (typeof handler !== 'function') {
          failures.push(`${method} is not exported (the 405 re-export is missing)`);
          continue;
        }
        const runs = handler.methodNotAllowed ? 2 : RUNS;
        for (let i = 0; i < runs; i++) {
          const { path: pathname, params } = fill(route, () => gen.string());
          const url = `${TEST_ORIGIN}${pathname}${gen.query()}`;
          const headers: Record<string, string> = gen.headers();
          const who = r.pick(['anonymous', 'bearer', 'cookie'] as const);
          if (who === 'bearer') headers.authorization = owner.authorization;
          if (who === 'cookie') Object.assign(headers, { cookie, host: 'localhost:3000' });
          const body = method === 'GET' ? { text: null, contentType: null } : gen.body();
          if (body.contentType) headers['content-type'] = body.contentType;
          const repro = `${method} ${url} as ${who} headers=${JSON.stringify(headers)} body=${body.text?.slice(0, 300)}`;
          let res: Response;
          try {
            res = await callRoute(handler, new Request(url, { method, headers, body: body.text }), params);
          } catch (err) {
            failures.push(`threw ${(err as Error).message}: ${repro}`);
            continue;
          }
          // A value with a slash (or a dot segment) would be routed elsewhere by Next: this route
          // could not be told by its path, so only the envelope is checked then.
          // A catch-all's segments likewise: an empty one (`/api/auth/`) is another route's path.
          const segment = (v: string) => v !== '' && !v.includes('/') && v !== '.' && v !== '..';
          const routable = Object.values(params).every((v) =>
            typeof v === 'string' ? segment(v) : (v as string[]).every(segment),
          );
          const bad = await problem(route.pattern, res, routable);
          if (bad) failures.push(`${bad} — ${repro}`);
          if (handler.methodNotAllowed && res.status !== 405) failures.push(`expected 405 — ${repro}`);
          const allow = res.headers.get('allow');
          if (handler.methodNotAllowed && routable && allow !== expectedAllow(route.pattern))
            failures.push(`Allow: ${allow}, expected ${expectedAllow(route.pattern)} — ${repro}`);
        }
      }
      expect(failures.slice(0, 5), `seed ${SEED}`).toEqual([]);
    });
  }

  it('malformed percent-encoding in any route path is a 400 from the proxy, in the envelope', async () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failures: string[] = [];
    for (const route of routes) {
      const { path: pathname } = fill(route, () => 'ok');
      const broken = route.dynamic.length
        ? route.pattern.replace(/\[[^\]]+\]/, '%E0%A4%A').replace(/\[[^\]]+\]/g, 'x')
        : `${pathname}/%E0%A4%A`;
      for (const method of ALL_METHODS) {
        const res = await proxy(new NextRequest(`${TEST_ORIGIN}${broken}`, { method }));
        const body = await res.json().catch(() => null);
        if (res.status !== 400 || body?.errorCode !== 'BAD_REQUEST')
          failures.push(`${method} ${broken}: ${res.status} ${JSON.stringify(body)}`);
      }
    }
    spy.mockRestore();
    expect(failures).toEqual([]);
    // Pages too: a plain 400 instead of Next's plain-text 500.
    expect((await proxy(new NextRequest(`${TEST_ORIGIN}/de/%E0%A4%A`))).status).toBe(400);
  });
});

describe('every route: deep bodies, OPTIONS and methods Next cannot serve, in the envelope', () => {
  const api = (route: (typeof routes)[number]) => /^\/(v1|api)\//.test(route.pattern);
  const catchAll = (route: (typeof routes)[number]) => /^\/(v1|api)\/\[\.\.\.path\]$/.test(route.pattern);

  it('a body nested 65 to 4 000 levels deep is refused below 500, and nothing is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failures: string[] = [];
    for (const route of routes) {
      const handlers = await loadHandlers(route);
      const { path: pathname, params } = fill(route, () => 'ok');
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const handler = handlers[method];
        if (!handler) continue;
        for (const [depth, shape, who] of [
          [65, 'object', 'anonymous'],
          [4000, 'array', 'anonymous'],
          [4000, 'object', 'bearer'],
        ] as const) {
          const headers: Record<string, string> = { 'content-type': 'application/json', origin: TEST_ORIGIN };
          if (who === 'bearer') headers.authorization = owner.authorization;
          const body = deepJson(depth, shape);
          const res = await callRoute(
            handler,
            new Request(`${TEST_ORIGIN}${pathname}`, { method, headers, body }),
            params,
          );
          const bad = await problem(route.pattern, res, true);
          if (bad) failures.push(`${method} ${pathname} ${depth} ${shape} as ${who}: ${bad}`);
        }
      }
    }
    // Sign-in and sign-up read JSON: the depth is what refuses them.
    const auth = (await import('@/app/api/auth/[...all]/route')).POST as Handler;
    for (const endpoint of ['sign-in/email', 'sign-up/email']) {
      const res = await callRoute(
        auth,
        new Request(`${TEST_ORIGIN}/api/auth/${endpoint}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
          body: deepJson(4000, 'object'),
        }),
        { all: endpoint.split('/') },
      );
      const body = await res.json();
      if (res.status !== 400 || body.errorCode !== 'BAD_REQUEST' || !/nested too deeply/.test(body.message))
        failures.push(`${endpoint}: ${res.status} ${JSON.stringify(body)}`);
    }
    const calls = logged.mock.calls.map((c) => String(c[0]));
    logged.mockRestore();
    expect(failures).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('OPTIONS names exactly what a 405 names; unknown API paths are a 404', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const mod = (await import(/* @vite-ignore */ path.join(process.cwd(), route.file))) as Record<
        string,
        unknown
      >;
      const options = mod.OPTIONS as Handler | undefined;
      const { path: pathname, params } = fill(route, () => 'ok');
      if (typeof options !== 'function') {
        failures.push(`${route.pattern}: no OPTIONS export (Next would list every exported method)`);
        continue;
      }
      const res = await callRoute(
        options,
        new Request(`${TEST_ORIGIN}${pathname}`, { method: 'OPTIONS' }),
        params,
      );
      if (catchAll(route)) {
        const bad = await problem(route.pattern, res, true);
        if (res.status !== 404 || bad) failures.push(`${route.pattern}: ${res.status} ${bad}`);
      } else if (res.status !== 204 || res.headers.get('allow') !== expectedAllow(route.pattern))
        failures.push(`${route.pattern}: ${res.status} Allow: ${res.headers.get('allow')}`);
    }
    expect(failures).toEqual([]);
  });

  it('TRACE, TRACK, CONNECT and unknown methods are a 405 with the route’s Allow, before Next', async () => {
    const server = await startPatchedServer();
    const failures: string[] = [];
    try {
      const lines = routes.flatMap((route) => {
        const { path: pathname } = fill(route, () => 'ok');
        const allow = api(route) && !catchAll(route) ? expectedAllow(route.pattern) : 'GET, HEAD';
        return ['TRACE', 'TRACK', 'PROPFIND', 'FOO'].map((m) => ({
          line: `${m} ${pathname} HTTP/1.1`,
          allow,
        }));
      });
      lines.push({ line: 'CONNECT localhost:443 HTTP/1.1', allow: 'GET, HEAD' });
      for (const { line, allow } of lines) {
        const res = await rawRequest(server.port, line);
        const body = JSON.parse(res.body || 'null');
        if (res.status !== 405 || res.headers.allow !== allow || body?.errorCode !== 'METHOD_NOT_ALLOWED')
          failures.push(
            `${line}: ${res.status} Allow: ${res.headers.allow} (want ${allow}) ${res.body.slice(0, 80)}`,
          );
      }
    } finally {
      await server.close();
    }
    expect(failures).toEqual([]);
  });
});
