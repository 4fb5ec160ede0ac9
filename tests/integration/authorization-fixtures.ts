import { randomUUID } from 'node:crypto';
import { grantCredits } from '@/lib/credits/service';
import { createPack } from '@/lib/packs/service';
import { startCheckout } from '@/lib/payments/checkout';
import { insertPromo } from '@/lib/promo/queries';
import { failSticker } from '@/lib/stickers/lifecycle';
import { listStyles, purchaseStyle } from '@/lib/styles/service';
import { createUploadUrls } from '@/lib/uploads/service';
import { findUserById } from '@/lib/users/queries';
import type { Account } from '../helpers/accounts';
import { type Call, authorizationDb as db, photo, request, TEST_ORIGIN } from './authorization-harness';
import type { TableFixture } from './authorization-table';
import { uploadPhoto } from './characters-helpers';
import { labelFixtures } from './label-edit-helpers';
import { makeStickers } from './packs-helpers';
import { createBody, makeCharacter } from './stickers-helpers';

// Hardening: what the owner has for each row of authorization-table.ts, made in the database of
// authorization-harness.ts (which gives the requests and the routes these are used with).

/**
 * What the owner has; each role's call gets a fresh one (a call may use it up). `private`: never in
 * another user's answer; `listed`: in the owner's answer (a list route's rows), and private too.
 */
export type Owned = Call & { private?: string[]; listed?: string[] };
type Fixture = (owner: Account) => Promise<Owned>;
const listed = (refs: string[]) => ({ private: refs, listed: refs });

export const FIXTURES = {
  characterList: async (o) => listed([(await makeCharacter(db(), o.userId)).reference]),
  stickerList: async (o) => listed((await makeStickers(db(), o.userId, 2)).map((x) => x.reference)),
  packList: async (o) => {
    const { pack } = await makePack(o.userId, 'PRIVATE');
    return listed([pack.reference, pack.publicId]);
  },
  creditHistory: async (o) => {
    const marker = `authz-${randomUUID()}`;
    await grantCredits(db(), {
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
    const style = (await listStyles(db(), null)).at(-1);
    if (!style) throw new Error('no styles');
    await purchaseStyle(db(), o.userId, style.reference);
    return listed([style.reference]);
  },
  character: async (o) => {
    const c = await makeCharacter(db(), o.userId);
    return { params: { reference: c.reference }, private: [c.reference] };
  },
  ownCharacter: async (o) => {
    const c = await makeCharacter(db(), o.userId);
    return { body: createBody(c.reference), private: [c.reference] };
  },
  ownUpload: async (o) => {
    const ref = await uploadPhoto(db(), o.userId);
    return { body: { name: 'Mine', userUploadReferences: [ref] }, private: [ref] };
  },
  sticker: async (o) => {
    const c = await makeCharacter(db(), o.userId);
    const { POST } = await import('@/app/v1/stickers/route');
    const res = await POST(request('POST', '/v1/stickers', o, { body: createBody(c.reference) }), {
      params: Promise.resolve({}),
    });
    const batch = (await res.json()).data.result as { id: string; reference: string }[];
    const s = batch[0];
    if (!s) throw new Error('no sticker');
    // Settled (deletable and redrawable), and the batch no longer holds an action slot.
    for (const one of batch) await failSticker(db(), one.id, 'GENERATION_FAILED');
    return { params: { reference: s.reference }, private: [s.reference, c.reference] };
  },
  ...labelFixtures(() => db()),
  // A finished sticker and the motion asked for (docs/animated-stickers.md).
  animatableSticker: async (o) => {
    const [s] = await makeStickers(db(), o.userId, 1);
    if (!s) throw new Error('no sticker');
    return { params: { reference: s.reference }, body: { preset: 'wiggle' }, private: [s.reference] };
  },
  packBody: async (o) => {
    const stickers = await makeStickers(db(), o.userId, 3);
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
    const [slot] = await createUploadUrls(db(), o.userId, 1);
    if (!slot) throw new Error('no slot');
    const url = new URL(slot.uploadUrl, TEST_ORIGIN);
    return { params: { reference: slot.reference }, query: url.search, body: photo() };
  },
  privateBlob: async (o) => {
    const ref = await uploadPhoto(db(), o.userId);
    const { findUploadByReference } = await import('@/lib/uploads/queries');
    const row = await findUploadByReference(db(), ref);
    return { params: { key: (row?.storageKey ?? '').split('/') } };
  },
  checkoutSession: async (o) => {
    const user = await findUserById(db(), o.userId);
    const { url } = await startCheckout(db(), user as NonNullable<typeof user>, { planId: 'standard' });
    const sessionId = new URL(url, TEST_ORIGIN).pathname.split('/').at(-1) as string;
    return { params: { sessionId }, form: { outcome: 'decline' } };
  },
  plan: async () => ({ body: { planId: 'standard' } }),
  ogImage: async () => ({ params: { image: 'de.png' } }),
  lazyTexts: async () => ({ params: { locale: 'de', file: 'auth.json' } }),
  promoCode: async () => {
    const code = `AUTHZ${randomUUID().slice(0, 8).toUpperCase()}`;
    await insertPromo(db(), { code, credits: 5, expiresAt: null, maxRedemptions: null });
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
    return listed([(await startExport(db(), o.userId)).row.id]);
  },
  readyExport: async (o) => {
    const q = await import('@/lib/account/queries');
    const { getStorage, newBlobKey } = await import('@/lib/storage');
    const { row } = await q.startExport(db(), o.userId);
    const storageKey = newBlobKey('exports', 'zip', o.userId);
    await getStorage().put(storageKey, Buffer.from('PK'), {
      contentType: 'application/zip',
      access: 'private',
    });
    await q.finishExport(db(), row.id, {
      storageKey,
      sizeBytes: 2,
      expiresAt: new Date(Date.now() + 60_000),
    });
    return { params: { id: row.id } };
  },
  authSession: async () => ({ params: { all: ['get-session'] } }),
  authSignOut: async () => ({ params: { all: ['sign-out'] }, body: {} }),
} satisfies Record<TableFixture, Fixture>;

async function makePack(userId: string, visibility: 'PUBLIC' | 'PRIVATE') {
  const stickers = await makeStickers(db(), userId, 3);
  const refs = stickers.map((x) => x.reference);
  const { pack } = await createPack(db(), userId, {
    name: 'Owned pack',
    description: '',
    stickerReferences: refs,
    coverStickerReference: null,
    visibility,
  });
  return { pack, refs };
}
