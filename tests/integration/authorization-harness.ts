import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, vi } from 'vitest';
import { createUploadUrls } from '@/lib/uploads/service';
import { grantCredits } from '@/lib/credits/service';
import type { Connection } from '@/lib/db/connect';
import { startCheckout } from '@/lib/payments/checkout';
import { listStyles, purchaseStyle } from '@/lib/styles/service';
import { createPack } from '@/lib/packs/service';
import { insertPromo } from '@/lib/promo/queries';
import { localBlobStore } from '@/lib/storage/local';
import { failSticker } from '@/lib/stickers/lifecycle';
import { findUserById } from '@/lib/users/queries';
import { type Account, signUpAccount, TEST_ORIGIN } from '../helpers/accounts';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { discoverRoutes, loadHandlers, type Method } from '../helpers/routes';
import { type AuthRow, TABLE, type TableFixture } from './authorization-table';
import { uploadPhoto } from './characters-helpers';
import { labelFixtures } from './label-edit-helpers';
import { makeStickers } from './packs-helpers';
import { createBody, makeCharacter } from './stickers-helpers';
import { registry } from '@/lib/registry';

export { TEST_ORIGIN, type AuthRow, type TableFixture };
// Hardening: what the authorization tests share (hardening-authorization*.test.ts): the owner's
// fixtures for each row of authorization-table.ts, requests as bearer or cookie, the routes on disk.
export const ROWS: Record<string, AuthRow> = TABLE;
export type Call = {
  params?: Record<string, unknown>;
  query?: string;
  body?: unknown;
  form?: Record<string, string>;
};
/**
 * What the owner has; each role's call gets a fresh one (a call may use it up). `private`: never in
 * another user's answer; `listed`: in the owner's answer (a list route's rows), and private too.
 */
export type Owned = Call & { private?: string[]; listed?: string[] };
type Fixture = (owner: Account) => Promise<Owned>;
const listed = (refs: string[]) => ({ private: refs, listed: refs });

export const FIXTURES = {
  characterList: async (o) => listed([(await makeCharacter(conn.db, o.userId)).reference]),
  stickerList: async (o) => listed((await makeStickers(conn.db, o.userId, 2)).map((x) => x.reference)),
  packList: async (o) => {
    const { pack } = await makePack(o.userId, 'PRIVATE');
    return listed([pack.reference, pack.publicId]);
  },
  creditHistory: async (o) => {
    const marker = `authz-${randomUUID()}`;
    await grantCredits(conn.db, {
      userId: o.userId,
      credits: 1,
      kind: 'BONUS',
      description: marker,
      idempotencyKey: marker,
      externalReference: `${marker}-ext`,
    });
    return listed([marker, `${marker}-ext`]);
  },
  userStyle: async (o) => {
    // A style only the owner added (another user has added none).
    const style = (await listStyles(conn.db, null)).at(-1);
    if (!style) throw new Error('no styles');
    await purchaseStyle(conn.db, o.userId, style.reference);
    return listed([style.reference]);
  },
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
  ...labelFixtures(() => conn.db),
  // A finished sticker and the motion asked for (docs/animated-stickers.md).
  animatableSticker: async (o) => {
    const [s] = await makeStickers(conn.db, o.userId, 1);
    if (!s) throw new Error('no sticker');
    return { params: { reference: s.reference }, body: { preset: 'wiggle' }, private: [s.reference] };
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
  packOrder: async (o) => {
    const { pack, refs } = await makePack(o.userId, 'PRIVATE');
    return {
      params: { reference: pack.reference },
      body: { stickerReferences: [...refs].reverse() },
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
  lazyTexts: async () => ({ params: { locale: 'de', file: 'auth.json' } }),
  promoCode: async () => {
    const code = `AUTHZ${randomUUID().slice(0, 8).toUpperCase()}`;
    await insertPromo(conn.db, { code, credits: 5, expiresAt: null, maxRedemptions: null });
    return { body: { promoCode: code } };
  },
  style: async () => ({ params: { id: 'classic' } }),
  emptyBody: async () => ({ body: {} }),
  reportPublicPack: async (o) => {
    const { pack } = await makePack(o.userId, 'PUBLIC');
    return { body: { kind: 'pack', reference: pack.reference, reason: 'spam' } };
  },
  oneUploadUrl: async () => ({ body: { amount: 1 } }),
  accountDeletionWrongPassword: async (o) => ({
    body: { confirmation: o.email, password: 'wrong-password-1' },
  }),
  accountExport: async (o) => {
    const { startExport } = await import('@/lib/account/queries');
    return listed([(await startExport(conn.db, o.userId)).row.id]);
  },
  readyExport: async (o) => {
    const q = await import('@/lib/account/queries');
    const { getStorage, newBlobKey } = await import('@/lib/storage');
    const { row } = await q.startExport(conn.db, o.userId);
    const storageKey = newBlobKey('exports', 'zip', o.userId);
    await getStorage().put(storageKey, Buffer.from('PK'), {
      contentType: 'application/zip',
      access: 'private',
    });
    await q.finishExport(conn.db, row.id, {
      storageKey,
      sizeBytes: 2,
      expiresAt: new Date(Date.now() + 60_000),
    });
    return { params: { id: row.id } };
  },
  authSession: async () => ({ params: { all: ['get-session'] } }),
  authSignOut: async () => ({ params: { all: ['sign-out'] }, body: {} }),
} satisfies Record<TableFixture, Fixture>;
Object.assign(process.env, {
  BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
  AUTH_RATE_LIMIT: '0',
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'authz-')),
});
registry.reload();

let conn: Connection;
let photoBytes: Uint8Array;

/** One database per test file, jobs that never run, the test checkout's webhook in process. */
export function useAuthorizationDb() {
  beforeAll(async () => {
    conn = await createTestDb();
    registry.override({ storage: localBlobStore(path.join(process.env.DATA_DIR as string, 'blobs')) });
    installLocalRunner({ perUserLimit: 0, log: { warn: () => {}, error: () => {} } }); // jobs never run
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
    registry.override({ localRunner: undefined, storage: undefined });
    await conn.close();
  });
}

/** Signed in by bearer token (an Account), by session cookie (headers), or not at all. */
export function request(
  method: string,
  pathname: string,
  who: Account | Record<string, string> | null,
  call: Call,
): Request {
  const headers: Record<string, string> =
    who && 'authorization' in who && 'userId' in who ? { authorization: who.authorization } : { ...who };
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
export const found = routes.flatMap(({ route, handlers }) =>
  (Object.keys(handlers) as Method[]).map((m) => ({
    name: `${m} ${route.pattern}`,
    route,
    handler: handlers[m],
  })),
);

export const pathOf = (pattern: string, params: Record<string, unknown>) =>
  pattern.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_m, _d, n: string) => {
    const v = params[n];
    return Array.isArray(v) ? v.join('/') : String(v);
  });

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

export async function newAccount(): Promise<Account> {
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

/** The browser's way in: a session cookie from a real sign-in. */
export async function sessionCookie(a: Account): Promise<string> {
  const auth = await import('@/app/api/auth/[...all]/route');
  const res = await auth.POST(
    new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ email: a.email, password: 'secret123' }),
    }),
    { params: Promise.resolve({ all: ['sign-in', 'email'] }) },
  );
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
