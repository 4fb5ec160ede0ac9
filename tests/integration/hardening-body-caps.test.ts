import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '@/lib/db/connect';
import { MAX_INNGEST_BYTES, MAX_JSON_BYTES, MAX_WEBHOOK_BYTES } from '@/lib/http/body';
import { MAX_UPLOAD_BYTES } from '@/lib/contracts/uploads';
import { localBlobStore } from '@/lib/storage/local';
import { type Account, signUpAccount, TEST_ORIGIN } from '../helpers/accounts';
import { createTestDb } from '../helpers/db';
import { callRoute, discoverRoutes, fill, loadHandlers, type Method } from '../helpers/routes';
import { countingStream } from './uploads-helpers';
import { registry } from '@/lib/registry';

// Hardening: a 300 MB body to any route that takes one is refused (413 in the error envelope) after
// reading at most its cap, so server memory stays flat. The routes come from the file system: a new
// POST/PUT/PATCH route is covered without being listed here.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'body-caps-'));
Object.assign(process.env, {
  BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
  AUTH_RATE_LIMIT: '0',
  DATA_DIR: dataDir,
  // The Telegram webhook reads bodies only when the bot is configured.
  TELEGRAM_BOT_TOKEN: '123:body-caps',
  TELEGRAM_WEBHOOK_SECRET: 'body-caps-secret',
});
registry.reload();

const OFFERED = 300 * 1024 * 1024;
const CHUNK = 64 * 1024;
const MB = 1024 * 1024;

/** Routes that answer before reading a body they never use: what they answer instead of 413. */
const ANSWERS_WITHOUT_READING: Record<string, number> = {
  'POST /v1/sticker-styles/[id]/purchase': 404,
  'POST /v1/stickers/[reference]/regenerate': 404,
  'POST /v1/sticker-packs/[reference]/telegram': 404,
  'POST /api/inngest': 404, // Inngest not configured
  'PUT /api/inngest': 404,
  'POST /api/webhooks/clerk': 404, // Clerk not configured
  'POST /api/webhooks/replicate': 404, // hosted AI not configured
  'POST /v1/admin/moderation': 404, // not an admin: refused before the body is read
  'POST /v1/account/export': 202, // its input is the session: the body is never read
  // Unknown API paths (the catch-alls).
  ...Object.fromEntries(
    ['/v1/[...path]', '/api/[...path]'].flatMap((p) =>
      ['POST', 'PUT', 'PATCH'].map((m) => [`${m} ${p}`, 404]),
    ),
  ),
};
/** The cap each route reads up to (JSON by default). */
const CAP: Record<string, number> = {
  'POST /api/webhooks/stripe': MAX_WEBHOOK_BYTES,
  'POST /api/webhooks/telegram': MAX_WEBHOOK_BYTES,
  'PUT /api/uploads/[reference]': MAX_UPLOAD_BYTES,
};

let conn: Connection;
let account: Account;

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: localBlobStore(path.join(dataDir, 'blobs')) });
  account = await signUpAccount();
});
afterAll(async () => {
  registry.override({ storage: undefined });
  await conn.close();
});

/** A real upload slot of the account's, so the PUT gets as far as reading the file. */
async function uploadSlot() {
  const { POST } = await import('@/app/v1/upload-urls/images/route');
  const res = await POST(
    new Request(`${TEST_ORIGIN}/v1/upload-urls/images`, {
      method: 'POST',
      headers: { authorization: account.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 1 }),
    }),
    { params: Promise.resolve({}) },
  );
  const [slot] = (await res.json()).data.result as { uploadUrl: string; reference: string }[];
  if (!slot) throw new Error('no upload slot');
  return new URL(slot.uploadUrl, TEST_ORIGIN);
}

function memory() {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

const bodyRoutes = await Promise.all(
  discoverRoutes().map(async (route) => ({ route, handlers: await loadHandlers(route) })),
);
const cases = bodyRoutes.flatMap(({ route, handlers }) =>
  (['POST', 'PUT', 'PATCH'] as Method[])
    .filter((m) => handlers[m])
    .map((method) => ({
      route,
      method,
      handler: handlers[method] as NonNullable<(typeof handlers)[Method]>,
    })),
);

describe('oversize bodies on every route that takes one', () => {
  it('finds the body routes on disk', () => {
    const names = cases.map((c) => `${c.method} ${c.route.pattern}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/webhooks/stripe',
        'POST /api/webhooks/telegram',
        'POST /api/auth/[...all]',
        'PUT /api/uploads/[reference]',
        'POST /v1/promo-codes/redeem',
      ]),
    );
  });

  for (const declared of [true, false]) {
    it(`refuses ${declared ? 'a declared' : 'a streamed (chunked)'} 300 MB body after reading at most its cap`, async () => {
      const baseline = memory();
      let peak = 0;
      const failures: string[] = [];
      for (const { route, method, handler } of cases) {
        const name = `${method} ${route.pattern}`;
        let { path: pathname, params } = fill(route, (n) => (n === 'all' ? 'sign-in/email' : 'x'));
        const headers: Record<string, string> = {
          authorization: account.authorization,
          'content-type': 'application/json',
          'x-telegram-bot-api-secret-token': 'body-caps-secret',
          'stripe-signature': 't=1,v1=00',
        };
        if (name === 'PUT /api/uploads/[reference]') {
          const url = await uploadSlot();
          pathname = `${url.pathname}${url.search}`;
          params = { reference: url.pathname.split('/').at(-1) };
          headers['content-type'] = 'image/png';
        }
        if (declared) headers['content-length'] = String(OFFERED);
        const { stream, state } = countingStream(OFFERED, CHUNK);
        const req = new Request(`${TEST_ORIGIN}${pathname}`, {
          method,
          headers,
          body: stream,
          duplex: 'half',
        } as RequestInit);
        const res = await callRoute(handler, req, params);
        const expected = ANSWERS_WITHOUT_READING[name] ?? 413;
        const cap = CAP[name] ?? MAX_JSON_BYTES;
        const body = await res.json().catch(() => null);
        if (res.status !== expected) failures.push(`${name}: ${res.status} (expected ${expected})`);
        if (res.status === 413 && body?.errorCode !== 'PAYLOAD_TOO_LARGE')
          failures.push(`${name}: 413 without the error envelope`);
        // Declared: nothing read (the stream pre-fills one chunk by itself). Streamed: at most the
        // cap, the chunk that crossed it and that pre-filled one.
        const limit = declared ? CHUNK : cap + 2 * CHUNK;
        if (state.pulled > limit) failures.push(`${name}: read ${state.pulled} bytes (limit ${limit})`);
        peak = Math.max(peak, memory() - baseline);
      }
      expect(failures).toEqual([]);
      // 300 MB offered to every route; what the server held at once stays a few MB (uploads: 10 MB).
      expect(peak).toBeLessThan(64 * MB);
    });
  }

  it('/api/inngest with Inngest configured: a 300 MB body is refused after at most 4 MB; 3 MB passes', async () => {
    process.env.INNGEST_DEV = '1';
    registry.reload();
    try {
      const inngest = await import('@/app/api/inngest/route');
      for (const [method, handler] of [
        ['POST', inngest.POST],
        ['PUT', inngest.PUT],
      ] as const) {
        for (const declared of [true, false]) {
          const { stream, state } = countingStream(OFFERED, CHUNK);
          const res = await handler(
            new Request(`${TEST_ORIGIN}/api/inngest?fnId=x&stepId=step`, {
              method,
              headers: {
                'content-type': 'application/json',
                ...(declared ? { 'content-length': String(OFFERED) } : {}),
              },
              body: stream,
              duplex: 'half',
            } as RequestInit),
            {},
          );
          expect(res.status, `${method} declared=${declared}`).toBe(413);
          expect((await res.json()).errorCode).toBe('PAYLOAD_TOO_LARGE');
          expect(state.pulled).toBeLessThanOrEqual(declared ? CHUNK : MAX_INNGEST_BYTES + 2 * CHUNK);
        }
      }
      // A large step state under the cap still reaches Inngest's handler (which answers for itself).
      const big = JSON.stringify({ event: {}, events: [], steps: { s: 'x'.repeat(3 * MB) }, ctx: {} });
      const res = await inngest.POST(
        new Request(`${TEST_ORIGIN}/api/inngest?fnId=unknown&stepId=step`, { method: 'POST', body: big }),
        {},
      );
      expect(res.status).not.toBe(413);
    } finally {
      delete process.env.INNGEST_DEV;
      registry.reload();
    }
  });
});
