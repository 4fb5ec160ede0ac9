import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUploadUrls } from '@/lib/uploads/service';
import { grantCredits } from '@/lib/credits/service';
import type { Connection } from '@/lib/db/connect';
import { resetEnvForTests } from '@/lib/env';
import { setLocalRunner } from '@/lib/jobs/runtime';
import { startCheckout } from '@/lib/payments/checkout';
import { createPack } from '@/lib/packs/service';
import { insertPromo } from '@/lib/promo/queries';
import { setStorage } from '@/lib/storage';
import { localBlobStore } from '@/lib/storage/local';
import { failSticker } from '@/lib/stickers/lifecycle';
import { findUserById } from '@/lib/users/queries';
import { type Account, signUpAccount, TEST_ORIGIN } from '../helpers/accounts';
import { createTestDb } from '../helpers/db';
import { callRoute, discoverRoutes, loadHandlers, type Method } from '../helpers/routes';
import { uploadPhoto } from './characters-helpers';
import { makeStickers } from './packs-helpers';
import { createBody, makeCharacter } from './stickers-helpers';

// Issue 11: every route × {anonymous, another user, owner}, read from the file system, so a route
// missing from TABLE fails. Someone else's private item is a 404 everywhere, and no answer to
// another user contains the owner's private references.
//
// Adding a route = one line: 'METHOD /pattern': [anonymous, other user, owner, fixture?]. The fixture
// (below) is what the owner has and the request needs; a new kind of resource adds one fixture.
type Row = [anonymous: number, other: number, owner: number, fixture?: keyof typeof FIXTURES];

const TABLE: Record<string, Row> = {
  'GET /api/[...path]': [404, 404, 404],
  'POST /api/[...path]': [404, 404, 404],
  'PUT /api/[...path]': [404, 404, 404],
  'PATCH /api/[...path]': [404, 404, 404],
  'DELETE /api/[...path]': [404, 404, 404],
  'GET /api/auth/[...all]': [200, 200, 200, 'authSession'],
  'POST /api/auth/[...all]': [200, 200, 200, 'authSignOut'],
  'GET /api/inngest': [404, 404, 404],
  'POST /api/inngest': [404, 404, 404],
  'PUT /api/inngest': [404, 404, 404],
  'POST /api/test-checkout/[sessionId]': [401, 404, 303, 'checkoutSession'],
  // The URL's token is the capability: anyone holding it may upload, but not another signed-in user.
  'PUT /api/uploads/[reference]': [200, 403, 200, 'uploadSlot'],
  'POST /api/webhooks/stripe': [400, 400, 400],
  'POST /api/webhooks/telegram': [404, 404, 404],
  // Uploaded photos are private: never served, not even to their owner.
  'GET /blobs/[...key]': [404, 404, 404, 'privateBlob'],
  'HEAD /blobs/[...key]': [404, 404, 404, 'privateBlob'],
  // The Open Graph card of each locale (public, static).
  'GET /og/[image]': [200, 200, 200, 'ogImage'],
  'GET /v1/[...path]': [404, 404, 404],
  'POST /v1/[...path]': [404, 404, 404],
  'PUT /v1/[...path]': [404, 404, 404],
  'PATCH /v1/[...path]': [404, 404, 404],
  'DELETE /v1/[...path]': [404, 404, 404],
  'GET /v1/characters': [401, 200, 200],
  'POST /v1/characters': [401, 404, 201, 'ownUpload'],
  'GET /v1/characters/[reference]': [401, 404, 200, 'character'],
  'DELETE /v1/characters/[reference]': [401, 404, 200, 'character'],
  'GET /v1/characters/examples': [200, 200, 200],
  'POST /v1/checkout': [401, 200, 200, 'plan'],
  'GET /v1/credits/history': [401, 200, 200],
  'GET /v1/health': [200, 200, 200],
  'GET /v1/pricing/config': [200, 200, 200],
  'POST /v1/promo-codes/redeem': [401, 200, 200, 'promoCode'],
  'POST /v1/sticker-styles/[id]/purchase': [401, 200, 200, 'style'],
  'GET /v1/sticker-styles': [200, 200, 200],
  'GET /v1/sticker-styles/public': [200, 200, 200],
  'GET /v1/sticker-styles/user': [401, 200, 200],
  'GET /v1/sticker-packs': [401, 200, 200],
  'POST /v1/sticker-packs': [401, 404, 201, 'packBody'],
  'GET /v1/sticker-packs/[reference]': [401, 404, 200, 'pack'],
  'PUT /v1/sticker-packs/[reference]': [401, 404, 200, 'packUpdate'],
  'DELETE /v1/sticker-packs/[reference]': [401, 404, 200, 'pack'],
  'GET /v1/sticker-packs/[reference]/telegram': [401, 404, 200, 'pack'],
  // Exports are free and open for public packs; a private pack's are its owner's only.
  'GET /v1/sticker-packs/[reference]/export/[kind]': [404, 404, 200, 'packExport'],
  'GET /v1/sticker-packs/public': [200, 200, 200],
  'GET /v1/sticker-packs/public/[reference]': [200, 200, 200, 'publicPack'],
  'GET /v1/sticker-packs/public/[reference]/og': [200, 200, 200, 'publicPack'],
  'GET /v1/stickers': [401, 200, 200],
  'POST /v1/stickers': [401, 404, 201, 'ownCharacter'],
  'GET /v1/stickers/[reference]': [401, 404, 200, 'sticker'],
  'DELETE /v1/stickers/[reference]': [401, 404, 200, 'sticker'],
  'POST /v1/stickers/[reference]/regenerate': [401, 404, 202, 'sticker'],
  'GET /v1/stickers/public': [200, 200, 200],
  'POST /v1/stickers/suggestions/context': [401, 200, 200, 'emptyBody'],
  'POST /v1/stickers/suggestions/descriptions': [401, 200, 200, 'emptyBody'],
  'POST /v1/stickers/suggestions/individual-stickers': [401, 200, 200, 'emptyBody'],
  'POST /v1/stickers/suggestions/styles': [401, 200, 200, 'emptyBody'],
  'POST /v1/upload-urls/images': [401, 200, 200, 'oneUploadUrl'],
  'GET /v1/users/me': [401, 200, 200],
};

type Call = {
  params?: Record<string, unknown>;
  query?: string;
  body?: unknown;
  form?: Record<string, string>;
};
/** What the owner has; each role's call gets a fresh one (a call may use it up). */
type Fixture = (owner: Account) => Promise<Call & { private?: string[] }>;

const FIXTURES = {
  character: async (o) => {
    const c = await makeCharacter(conn.db, o.userId);
    return { params: { reference: c.reference }, private: [c.reference] };
  },
  ownCharacter: async (o) => {
    const c = await makeCharacter(conn.db, o.userId);
    return { body: createBody(c.reference), private: [c.reference] };
  },
  ownUpload: async (o) => {
    const ref = await uploadPhoto(conn.db, o.userId);
    return { body: { name: 'Mine', userUploadReferences: [ref] }, private: [ref] };
  },
  sticker: async (o) => {
    const c = await makeCharacter(conn.db, o.userId);
    const { POST } = await import('@/app/v1/stickers/route');
    const res = await POST(request('POST', '/v1/stickers', o, { body: createBody(c.reference) }), {
      params: Promise.resolve({}),
    });
    const batch = (await res.json()).data.result as { id: string; reference: string }[];
    const s = batch[0];
    if (!s) throw new Error('no sticker');
    // Settled (deletable and redrawable), and the batch no longer holds an action slot.
    for (const one of batch) await failSticker(conn.db, one.id, 'GENERATION_FAILED');
    return { params: { reference: s.reference }, private: [s.reference, c.reference] };
  },
  packBody: async (o) => {
    const stickers = await makeStickers(conn.db, o.userId, 3);
    const refs = stickers.map((x) => x.reference);
    return { body: { name: 'Mine', stickerReferences: refs }, private: refs };
  },
  pack: async (o) => {
    const { pack, refs } = await makePack(o.userId, 'PRIVATE');
    return { params: { reference: pack.reference }, private: [pack.reference, pack.publicId, ...refs] };
  },
  packUpdate: async (o) => {
    const { pack, refs } = await makePack(o.userId, 'PRIVATE');
    return {
      params: { reference: pack.reference },
      body: { name: 'Renamed', stickerReferences: refs.slice(0, 2) },
      private: [pack.reference, pack.publicId, ...refs],
    };
  },
  packExport: async (o) => {
    const { pack, refs } = await makePack(o.userId, 'PRIVATE');
    return { params: { reference: pack.reference, kind: 'telegram' }, private: [pack.reference, ...refs] };
  },
  publicPack: async (o) => {
    const { pack } = await makePack(o.userId, 'PUBLIC');
    return { params: { reference: pack.reference } };
  },
  uploadSlot: async (o) => {
    const [slot] = await createUploadUrls(conn.db, o.userId, 1);
    if (!slot) throw new Error('no slot');
    const url = new URL(slot.uploadUrl, TEST_ORIGIN);
    return { params: { reference: slot.reference }, query: url.search, body: photoBytes };
  },
  privateBlob: async (o) => {
    const ref = await uploadPhoto(conn.db, o.userId);
    const { findUploadByReference } = await import('@/lib/uploads/queries');
    const row = await findUploadByReference(conn.db, ref);
    return { params: { key: (row?.storageKey ?? '').split('/') } };
  },
  checkoutSession: async (o) => {
    const user = await findUserById(conn.db, o.userId);
    const { url } = await startCheckout(conn.db, user as NonNullable<typeof user>, { planId: 'standard' });
    const sessionId = new URL(url, TEST_ORIGIN).pathname.split('/').at(-1) as string;
    return { params: { sessionId }, form: { outcome: 'decline' } };
  },
  plan: async () => ({ body: { planId: 'standard' } }),
  ogImage: async () => ({ params: { image: 'de.png' } }),
  promoCode: async () => {
    const code = `AUTHZ${randomUUID().slice(0, 8).toUpperCase()}`;
    await insertPromo(conn.db, { code, credits: 5, expiresAt: null, maxRedemptions: null });
    return { body: { promoCode: code } };
  },
  style: async () => ({ params: { id: 'classic' } }),
  emptyBody: async () => ({ body: {} }),
  oneUploadUrl: async () => ({ body: { amount: 1 } }),
  authSession: async () => ({ params: { all: ['get-session'] } }),
  authSignOut: async () => ({ params: { all: ['sign-out'] }, body: {} }),
} satisfies Record<string, Fixture>;

Object.assign(process.env, {
  BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
  AUTH_RATE_LIMIT: '0',
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'authz-')),
});
resetEnvForTests();

let conn: Connection;
let photoBytes: Uint8Array;

beforeAll(async () => {
  conn = await createTestDb();
  setStorage(localBlobStore(path.join(process.env.DATA_DIR as string, 'blobs')));
  await setLocalRunner({ perUserLimit: 0, log: { warn: () => {}, error: () => {} } }); // jobs never run
  // The test checkout delivers its event over HTTP to our own webhook: here that is the handler.
  const webhook = await import('@/app/api/webhooks/stripe/route');
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) =>
    webhook.POST(new Request(input, init), { params: Promise.resolve({}) }),
  );
  const { testPhoto } = await import('./characters-helpers');
  photoBytes = new Uint8Array(await testPhoto());
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await setLocalRunner(undefined);
  setStorage(undefined);
  await conn.close();
});

function request(method: string, pathname: string, who: Account | null, call: Call): Request {
  const headers: Record<string, string> = {};
  if (who) headers.authorization = who.authorization;
  let body: BodyInit | undefined;
  if (call.form) {
    body = new URLSearchParams(call.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (call.body instanceof Uint8Array) {
    body = call.body as Uint8Array<ArrayBuffer>;
    headers['content-type'] = 'image/png';
  } else if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers['content-type'] = 'application/json';
  }
  return new Request(`${TEST_ORIGIN}${pathname}${call.query ?? ''}`, { method, headers, body });
}

const routes = await Promise.all(
  discoverRoutes().map(async (route) => ({ route, handlers: await loadHandlers(route) })),
);
const found = routes.flatMap(({ route, handlers }) =>
  (Object.keys(handlers) as Method[]).map((m) => ({
    name: `${m} ${route.pattern}`,
    route,
    handler: handlers[m],
  })),
);

async function makePack(userId: string, visibility: 'PUBLIC' | 'PRIVATE') {
  const stickers = await makeStickers(conn.db, userId, 3);
  const refs = stickers.map((x) => x.reference);
  const { pack } = await createPack(conn.db, userId, {
    name: 'Owned pack',
    description: '',
    stickerReferences: refs,
    coverStickerReference: null,
    visibility,
  });
  return { pack, refs };
}

async function newAccount(): Promise<Account> {
  const a = await signUpAccount(`Authz ${randomUUID().slice(0, 4)}`);
  await grantCredits(conn.db, {
    userId: a.userId,
    credits: 200,
    kind: 'BONUS',
    description: 'authz',
    idempotencyKey: `authz:${a.userId}`,
  });
  return a;
}

describe('authorization table: every route × anonymous, another user, owner (issue 11)', () => {
  it('has a row for every route handler on disk, and none for a route that is gone', () => {
    const names = found.map((f) => f.name).sort();
    expect(
      names.filter((n) => !TABLE[n]),
      'add these rows to TABLE',
    ).toEqual([]);
    expect(
      Object.keys(TABLE).filter((n) => !names.includes(n)),
      'remove these rows',
    ).toEqual([]);
  });

  for (const { name, route, handler } of found) {
    const row = TABLE[name];
    if (!row) continue;
    it(name, async () => {
      const [anonymous, other, owner, fixture] = row;
      const ownerAccount = await newAccount();
      const otherAccount = await newAccount();
      const results: Record<string, number> = {};
      const leaks: string[] = [];
      for (const [role, who] of [
        ['anonymous', null],
        ['other', otherAccount],
        ['owner', ownerAccount],
      ] as const) {
        const call = fixture ? await (FIXTURES[fixture] as Fixture)(ownerAccount) : {};
        const params = call.params ?? {};
        const pathname = route.pattern.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_m, _d, n: string) => {
          const v = params[n];
          return Array.isArray(v) ? v.join('/') : String(v);
        });
        const res = await callRoute(
          handler as NonNullable<typeof handler>,
          request(name.split(' ')[0] as string, pathname, who, call),
          params,
        );
        results[role] = res.status;
        if (role === 'other') {
          // A reference the caller sent may be echoed back; any other of the owner's is a leak.
          const sent = JSON.stringify(call);
          const text = await res.text();
          for (const secret of call.private ?? [])
            if (text.includes(secret) && !sent.includes(secret)) leaks.push(secret);
        }
      }
      expect(results).toEqual({ anonymous, other, owner });
      expect(leaks, "the owner's private references in another user's answer").toEqual([]);
    });
  }
});
