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
import { type AuthRow, TABLE, type TableFixture } from './authorization-table';
import { uploadPhoto } from './characters-helpers';
import { makeStickers } from './packs-helpers';
import { createBody, makeCharacter } from './stickers-helpers';

// Issue 11: every route × {anonymous, another user, owner}; the table is authorization-table.ts.
const ROWS: Record<string, AuthRow> = TABLE;

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
} satisfies Record<TableFixture, Fixture>;

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
      names.filter((n) => !ROWS[n]),
      'add these rows to TABLE',
    ).toEqual([]);
    expect(
      Object.keys(ROWS).filter((n) => !names.includes(n)),
      'remove these rows',
    ).toEqual([]);
  });

  for (const { name, route, handler } of found) {
    const row = ROWS[name];
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
        const call: Call & { private?: string[] } = fixture
          ? await FIXTURES[fixture as TableFixture](ownerAccount)
          : {};
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
