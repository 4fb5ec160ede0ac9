import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '@/lib/db/connect';
import { type Account, signUpAccount, TEST_ORIGIN } from '../helpers/accounts';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { callRoute, discoverRoutes, fill, loadHandlers, type Method } from '../helpers/routes';
import { registry } from '@/lib/registry';

// Hardening, the table's rows one by one: NUL bytes and lone surrogates (PostgreSQL refuses the
// first, JSON cannot carry the second) in any route parameter, query or JSON body, and a forged
// list cursor with an impossible date, are a 400 in the envelope on every /v1 and /api route.
Object.assign(process.env, {
  BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
  AUTH_RATE_LIMIT: '0',
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bad-input-')),
});
registry.reload();

let conn: Connection;
let account: Account;
beforeAll(async () => {
  conn = await createTestDb();
  installLocalRunner({ perUserLimit: 0, log: { warn: () => {}, error: () => {} } });
  account = await signUpAccount('Bad');
});
afterAll(async () => {
  registry.override({ localRunner: undefined });
  await conn.close();
});

const BAD = ['a\u0000b', 'x\ud800'];
/** Routes that never read a JSON body (their input is the URL). */
const NO_JSON_BODY = new Set([
  'POST /v1/sticker-styles/[id]/purchase',
  'POST /v1/stickers/[reference]/regenerate',
  'POST /v1/sticker-packs/[reference]/telegram',
  'POST /api/test-checkout/[sessionId]',
  'PUT /api/uploads/[reference]',
  'POST /api/webhooks/clerk',
  'POST /api/webhooks/replicate',
  'POST /api/webhooks/stripe',
  'POST /api/webhooks/telegram',
  'POST /v1/account/export',
  'POST /v1/admin/moderation', // read only for an admin: everyone else gets 404 first
  'POST /api/auth/[...all]', // better-auth's own body: below, sign-up with a NUL in the name
]);

const routes = (
  await Promise.all(discoverRoutes().map(async (route) => ({ route, handlers: await loadHandlers(route) })))
).filter(
  // The catch-alls answer 404 to anything; /api/inngest is the Inngest SDK's (a 404 while it is off).
  ({ route }) =>
    /^\/(v1|api)\//.test(route.pattern) &&
    !route.pattern.includes('[...path]') &&
    route.pattern !== '/api/inngest',
);

async function expect400(res: Response, what: string) {
  const body = await res.json().catch(() => null);
  expect({ what, status: res.status, errorCode: body?.errorCode }).toMatchObject({
    what,
    status: 400,
    errorCode: expect.stringMatching(/^(VALIDATION_ERROR|BAD_REQUEST)$/),
  });
}

describe('bad text is a 400 everywhere', () => {
  it('in a route parameter', async () => {
    for (const { route, handlers } of routes.filter((r) => r.route.dynamic.length)) {
      for (const [method, handler] of Object.entries(handlers)) {
        for (const bad of BAD) {
          const { path: p, params } = fill(route, () => bad);
          const req = new Request(`${TEST_ORIGIN}${p}`, {
            method,
            headers: { authorization: account.authorization },
          });
          await expect400(
            await callRoute(handler, req, params),
            `${method} ${route.pattern} ${JSON.stringify(bad)}`,
          );
        }
      }
    }
  });

  it('in a query parameter', async () => {
    for (const { route, handlers } of routes) {
      for (const [method, handler] of Object.entries(handlers)) {
        const { path: p, params } = fill(route, (n) => (n === 'all' ? 'get-session' : 'x'));
        // (A URL cannot carry a lone surrogate: broken UTF-8 decodes to U+FFFD.)
        for (const q of ['?q=a%00b', '?cursor=%00']) {
          const req = new Request(`${TEST_ORIGIN}${p}${q}`, {
            method,
            headers: { authorization: account.authorization },
          });
          await expect400(await callRoute(handler, req, params), `${method} ${route.pattern}${q}`);
        }
      }
    }
  });

  it('in a JSON body', async () => {
    for (const { route, handlers } of routes) {
      for (const method of ['POST', 'PUT', 'PATCH'] as Method[]) {
        const handler = handlers[method];
        if (!handler || NO_JSON_BODY.has(`${method} ${route.pattern}`)) continue;
        for (const bad of BAD) {
          const req = new Request(`${TEST_ORIGIN}${fill(route, () => 'x').path}`, {
            method,
            headers: { authorization: account.authorization, 'content-type': 'application/json' },
            body: JSON.stringify({ name: bad, promoCode: bad, planId: bad, amount: 1 }),
          });
          await expect400(await callRoute(handler, req), `${method} ${route.pattern} ${JSON.stringify(bad)}`);
        }
      }
    }
  });

  it('in sign-up fields (better-auth would hand them to PostgreSQL)', async () => {
    const { POST } = await import('@/app/api/auth/[...all]/route');
    for (const name of BAD) {
      const res = await POST(
        new Request(`${TEST_ORIGIN}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'nul@x.test', password: 'secret123', name }),
        }),
        { params: Promise.resolve({ all: ['sign-up', 'email'] }) },
      );
      await expect400(res, `sign-up name ${JSON.stringify(name)}`);
    }
  });

  it('a forged list cursor (impossible date, bad id) is a 400 on every list', async () => {
    const forged = [
      ['2024-13-45T99:99:99.000000Z', '00000000-0000-0000-0000-000000000000'],
      ['2024-02-30T00:00:00.000000Z', '00000000-0000-0000-0000-000000000000'],
      ['2024-01-01T00:00:00.000000Z', '------------------------------------'],
    ].map((v) => Buffer.from(JSON.stringify(v)).toString('base64url'));
    for (const list of ['/v1/characters', '/v1/stickers', '/v1/stickers/public']) {
      const { GET } = (await import(/* @vite-ignore */ path.join(process.cwd(), `app${list}/route.ts`))) as {
        GET: (r: Request, c: unknown) => Promise<Response>;
      };
      for (const cursor of forged) {
        const req = new Request(`${TEST_ORIGIN}${list}?cursor=${cursor}`, {
          headers: { authorization: account.authorization },
        });
        await expect400(await GET(req, { params: Promise.resolve({}) }), `${list} cursor ${cursor}`);
      }
    }
  });
});
