import 'server-only';
import type { CreatePackRequest, PackDto, UpdatePackRequest } from '@/lib/contracts/packs';
import type { Visibility } from '@/lib/contracts/stickers';
import { ledgerDetail } from '@/lib/credits/detail';
import { chargeCredits, getAvailableCreditsForUser } from '@/lib/credits/service';
import { decodeCursor, encodeCursor } from '@/lib/db/cursor';
import { isPubliclyListed } from '@/lib/db/listed';
import type { Database, DbOrTx } from '@/lib/db/types';
import { ApiError, notFound } from '@/lib/errors';
import { assertMayPublish } from '@/lib/events/publishing';
import { getCost } from '@/lib/pricing/service';
import { assertSafeForPublic } from '@/lib/safety/service';
import { resolveOwnCreatedStickers, stickerFiles } from '@/lib/stickers/lookup';
import { packChanged, packDeleted } from './events';
import { syncPackStickerImages } from './image-access';
import { publicPacksChanged } from './public-cache';
import * as q from './queries';
import { toPackDtos } from './serialize';

const creationCostKey = (v: Visibility) =>
  v === 'PUBLIC' ? 'publicStickerPackCreationCost' : 'privateStickerPackCreationCost';

async function insufficient(
  db: DbOrTx,
  userId: string,
  cost: number,
  visibility: Visibility,
  action: 'create' | 'update',
  err: unknown,
): Promise<never> {
  if (err instanceof ApiError && err.code === 'INSUFFICIENT_CREDITS') {
    const available = await getAvailableCreditsForUser(db, userId);
    // The documented 'Insufficient Credits' wording, with the numbers the page shows (and translates).
    const what =
      action === 'create' ? `create a ${visibility.toLowerCase()} sticker pack` : 'update this sticker pack';
    throw new ApiError(
      'INSUFFICIENT_CREDITS',
      `You need ${cost} credits to ${what}. You currently have ${available} credits.`,
      { required: cost, available, visibility, action },
    );
  }
  throw err;
}

/** Both the public list and a public pack page change with any public pack (the public cache, docs/decisions.md). */
async function afterChange(db: DbOrTx, before: Visibility | null, after: Visibility | null) {
  if (before === 'PUBLIC' || after === 'PUBLIC') await publicPacksChanged(db);
}

/**
 * A public pack shows its stickers to everyone: each one's image passes the safety screen first
 * (lib/safety), before anything is written or charged. Unknown or unfinished stickers are left to
 * the transaction, which refuses them with its own errors.
 */
async function screenIfPublic(db: Database, userId: string, visibility: Visibility, references: string[]) {
  if (visibility !== 'PUBLIC') return;
  const ids = await resolveOwnCreatedStickers(db, userId, references).catch(() => null);
  if (ids) await assertSafeForPublic((await stickerFiles(db, ids)).map((f) => f.imageKey));
}

/** POST /v1/sticker-packs: the pack, its stickers and its charge in one transaction (docs/product-rules.md). */
export async function createPack(db: Database, userId: string, input: CreatePackRequest) {
  if (input.visibility === 'PUBLIC') await assertMayPublish(db, { userId, kind: 'pack' });
  await screenIfPublic(db, userId, input.visibility, input.stickerReferences);
  const cost = await getCost(db, creationCostKey(input.visibility));
  let result: { pack: q.PackRow; availableCredits: number };
  try {
    result = await db.transaction(async (tx) => {
      const stickerIds = await resolveOwnCreatedStickers(tx, userId, input.stickerReferences);
      const coverIndex = input.coverStickerReference
        ? input.stickerReferences.indexOf(input.coverStickerReference)
        : -1;
      const pack = await q.insertPack(tx, {
        reference: q.newPackReference(),
        publicId: q.newPackCode(),
        userId,
        name: input.name,
        description: input.description,
        visibility: input.visibility,
        coverStickerId: coverIndex >= 0 ? (stickerIds[coverIndex] ?? null) : null,
      });
      await q.replaceItems(tx, pack.id, stickerIds);
      const { availableCredits } = await chargeCredits(tx, {
        userId,
        credits: cost,
        action: 'createStickerPack',
        description: ledgerDetail('packCreation', { name: input.name }),
        idempotencyKey: `pack:${pack.id}`,
      });
      return { pack, availableCredits };
    });
  } catch (err) {
    return insufficient(db, userId, cost, input.visibility, 'create', err);
  }
  await afterChange(db, null, result.pack.visibility as Visibility);
  await syncPackStickerImages(db, userId);
  const [dto] = await toPackDtos(db, [result.pack], { preview: false });
  return { pack: dto as PackDto, availableCredits: result.availableCredits };
}

/**
 * PUT /v1/sticker-packs/{reference}. Charged `updateStickerPack`, plus the private surcharge when a
 * public pack becomes private (docs/product-rules.md: private minus public). Applies only to the version it read.
 */
export async function updatePack(db: Database, userId: string, reference: string, input: UpdatePackRequest) {
  const current = await q.findOwn(db, userId, reference);
  if (!current) throw notFound('Sticker pack not found');
  const before = current.visibility as Visibility;
  const visibility = input.visibility ?? before;
  // Saving a public pack shows its (new) stickers to everyone: a suspended owner may only make it private.
  if (visibility === 'PUBLIC') await assertMayPublish(db, { userId, kind: 'pack' });
  await screenIfPublic(db, userId, visibility, input.stickerReferences);
  const [updateCost, publicCost, privateCost] = await Promise.all([
    getCost(db, 'updateStickerPack'),
    getCost(db, 'publicStickerPackCreationCost'),
    getCost(db, 'privateStickerPackCreationCost'),
  ]);
  const surcharge =
    before === 'PUBLIC' && visibility === 'PRIVATE' ? Math.max(0, privateCost - publicCost) : 0;
  const cost = updateCost + surcharge;
  let result: { pack: q.PackRow; availableCredits: number };
  try {
    result = await db.transaction(async (tx) => {
      const stickerIds = await resolveOwnCreatedStickers(tx, userId, input.stickerReferences);
      let coverStickerId = current.coverStickerId;
      if (input.coverStickerReference !== undefined) {
        const i = input.coverStickerReference
          ? input.stickerReferences.indexOf(input.coverStickerReference)
          : -1;
        coverStickerId = i >= 0 ? (stickerIds[i] ?? null) : null;
      }
      if (coverStickerId && !stickerIds.includes(coverStickerId)) coverStickerId = null;
      const pack = await q.updateVersioned(tx, current.id, current.version, {
        name: input.name,
        description: input.description ?? current.description,
        visibility,
        coverStickerId,
      });
      if (!pack) throw new ApiError('CONFLICT', 'This pack was changed elsewhere. Reload it and try again.');
      await q.replaceItems(tx, pack.id, stickerIds);
      const { availableCredits } =
        cost > 0
          ? await chargeCredits(tx, {
              userId,
              credits: cost,
              action: 'updateStickerPack',
              description: ledgerDetail('packUpdate', { name: input.name }),
              idempotencyKey: `pack-update:${pack.id}:${pack.version}`,
            })
          : { availableCredits: await getAvailableCreditsForUser(tx, userId) };
      return { pack, availableCredits };
    });
  } catch (err) {
    return insufficient(db, userId, cost, visibility, 'update', err);
  }
  await afterChange(db, before, result.pack.visibility as Visibility);
  await syncPackStickerImages(db, userId);
  await packChanged.emit(db, {
    userId,
    packId: result.pack.id,
    publicId: result.pack.publicId,
    empty: input.stickerReferences.length === 0,
  });
  const [dto] = await toPackDtos(db, [result.pack], { preview: false });
  return { pack: dto as PackDto, availableCredits: result.availableCredits };
}

/** Deleting a pack deletes its Telegram set too (deleteStickerSet): the stickers are the owner's. */
export async function deletePack(db: DbOrTx, userId: string, reference: string) {
  const current = await q.findOwn(db, userId, reference);
  if (!current || !(await q.deleteOwn(db, userId, reference))) throw notFound('Sticker pack not found');
  if (current.visibility === 'PUBLIC') await publicPacksChanged(db);
  await syncPackStickerImages(db, userId);
  await packDeleted.emit(db, { userId, packId: current.id, publicId: current.publicId });
}

export async function getOwnPack(db: DbOrTx, userId: string, reference: string): Promise<PackDto> {
  const row = await q.findOwn(db, userId, reference);
  if (!row) throw notFound('Sticker pack not found');
  const [dto] = await toPackDtos(db, [row], { preview: false });
  return dto as PackDto;
}

/** A public pack by reference or code; a private one is not found, whoever asks (docs/product-rules.md). */
export async function getPublicPack(db: DbOrTx, key: string): Promise<PackDto> {
  const row = await q.findByReferenceOrCode(db, key);
  if (!row || !isPubliclyListed(row)) throw notFound('Sticker pack not found');
  const [dto] = await toPackDtos(db, [row], { preview: false, listedOnly: true });
  return dto as PackDto;
}

type ListOpts = { limit: number; cursor?: string; q?: string };

async function page(
  db: DbOrTx,
  rows: { row: q.PackRow; cursorAt: string }[],
  limit: number,
  listedOnly = false,
) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor(last.cursorAt, last.row.id) : null;
  return {
    items: await toPackDtos(
      db,
      shown.map((r) => r.row),
      { preview: true, listedOnly },
    ),
    nextCursor,
  };
}

export async function listPacks(db: DbOrTx, userId: string, opts: ListOpts) {
  const rows = await q.listByUser(db, userId, {
    ...opts,
    limit: opts.limit + 1,
    after: decodeCursor(opts.cursor),
  });
  return page(db, rows, opts.limit);
}

export async function listPublicPacks(db: DbOrTx, opts: ListOpts) {
  const rows = await q.listPublic(db, { ...opts, limit: opts.limit + 1, after: decodeCursor(opts.cursor) });
  return page(db, rows, opts.limit, true);
}

/** For the publishing domain: a pack (any visibility) by its short code, with its sticker ids in order. */
export async function findPackForPublishing(db: DbOrTx, key: { publicId?: string; packId?: string }) {
  const row = key.packId
    ? await q.findById(db, key.packId)
    : await q.findByReferenceOrCode(db, key.publicId ?? '');
  if (!row) return undefined;
  const items = await q.itemsOf(db, [row.id]);
  return { pack: row, stickerIds: items.get(row.id) ?? [] };
}

/** A public pack's sticker files in order (share image); a private or missing pack is not found. */
export async function getPublicPackFiles(db: DbOrTx, key: string) {
  const row = await q.findByReferenceOrCode(db, key);
  if (!row || !isPubliclyListed(row)) throw notFound('Sticker pack not found');
  const items = await q.itemsOf(db, [row.id]);
  return { pack: row, files: await stickerFiles(db, items.get(row.id) ?? [], { listedOnly: true }) };
}
