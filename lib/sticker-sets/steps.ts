import 'server-only';
import { InputFile } from 'grammy';
import type { StickerSet } from 'grammy/types';
import { SITE } from '@/lib/config/site';
import type { DbOrTx } from '@/lib/db/types';
import { PublishError } from './errors';
import { StickerImageError, telegramStickerImage, telegramThumbnail } from '@/lib/media/sticker-formats';
import { setTitleFor, stickerEmoji } from './names';
import * as q from './queries';
import { type Member, moves, reconcile } from './reconcile';
import { loadPackSource, MissingImageError, readStickerImage } from './source';
import { getSetOrNull, inputSticker, tg } from './telegram-api';

// The steps of publishing and syncing a set. Each one reads the truth again (our table and
// getStickerSet) before it acts, so any step may run twice, after a crash or a retry.

/** Stickers in the first createNewStickerSet call (Telegram takes 1–50); the rest go one by one. */
export const FIRST_BATCH = 10;
export const MAX_SET_STICKERS = 120;

export type SetCtx = { packId: string; name: string; owner: number };
/** `videoKey`: an animated sticker goes as its video sticker (WEBM), others as their image. */
export type PlanItem = { id: string; imageKey: string; videoKey?: string | null; emoji: string[] };
/**
 * `coverKey`: the cover's (or first sticker's) image; `coverVideoKey`: its animation's 100×100 WEBM
 * thumbnail when it is animated (absent in plans made before animated thumbnails).
 */
export type Plan = {
  title: string;
  items: PlanItem[];
  coverKey: string | null;
  coverVideoKey?: string | null;
};

async function preparedImage(item: Pick<PlanItem, 'imageKey' | 'videoKey'>) {
  try {
    // Stored within Telegram's video sticker rules when it was made (lib/media/animation).
    if (item.videoKey) return { data: await readStickerImage(item.videoKey), format: 'webm' as const };
    return await telegramStickerImage(await readStickerImage(item.imageKey));
  } catch (err) {
    if (err instanceof StickerImageError || err instanceof MissingImageError)
      throw new PublishError('STICKER_UNUSABLE', err.message);
    throw err;
  }
}

const stickerOf = async (item: PlanItem) => {
  const img = await preparedImage(item);
  return inputSticker(img.data, img.format, item.emoji);
};

/** Preflight: the pack's stickers in order, each checked (or re-encoded) against Telegram's rules. */
export async function preflight(db: DbOrTx, packId: string): Promise<Plan> {
  const source = await loadPackSource(db, { packId });
  if (!source) throw new PublishError('PACK_NOT_FOUND', 'The pack was deleted');
  if (source.files.length === 0) throw new PublishError('PACK_EMPTY', 'The pack has no finished stickers');
  if (source.files.length > MAX_SET_STICKERS) throw new PublishError('SET_FULL', 'More than 120 stickers');
  for (const f of source.files) await preparedImage(f);
  const title = setTitleFor(source.pack.name, SITE.name);
  const cover = source.files.find((f) => f.id === source.coverId);
  await q.touchSet(db, packId, { title, total: source.files.length });
  return {
    title,
    items: source.files.map((f) => ({
      id: f.id,
      imageKey: f.imageKey,
      videoKey: f.videoKey,
      emoji: stickerEmoji(f.emoji),
    })),
    coverKey: cover?.imageKey ?? null,
    coverVideoKey: cover?.setThumbKey ?? null,
  };
}

/** Brings our table in line with the set as Telegram has it; returns what it found. */
async function syncTable(db: DbOrTx, packId: string, set: StickerSet) {
  const members: Member[] = await q.listMembers(db, packId);
  const r = reconcile(set.stickers, members);
  await q.deleteMembers(db, packId, r.drop);
  const before = new Map(members.map((m) => [m.stickerId, m]));
  for (const rec of r.record) {
    const m = before.get(rec.stickerId);
    if (m?.fileId !== rec.fileId || m.fileUniqueId !== rec.fileUniqueId || m.position !== rec.position)
      await q.recordMember(db, packId, rec);
  }
  return r;
}

async function progress(db: DbOrTx, ctx: SetCtx, plan: Plan) {
  const recorded = new Set(
    (await q.listMembers(db, ctx.packId)).filter((m) => m.fileUniqueId).map((m) => m.stickerId),
  );
  const done = plan.items.filter((i) => recorded.has(i.id)).length;
  await q.touchSet(db, ctx.packId, { done, total: plan.items.length });
  return done;
}

/** createNewStickerSet with the first batch, owned by the Telegram user; false if the set exists. */
export async function ensureCreated(db: DbOrTx, ctx: SetCtx, plan: Plan): Promise<boolean> {
  if (await getSetOrNull(ctx.name)) return false;
  const stale = await q.listMembers(db, ctx.packId);
  await q.deleteMembers(
    db,
    ctx.packId,
    stale.map((m) => m.stickerId),
  );
  const batch = plan.items.slice(0, FIRST_BATCH);
  const stickers = await Promise.all(batch.map(stickerOf));
  await q.insertIntents(
    db,
    ctx.packId,
    batch.map((i, position) => ({ stickerId: i.id, position })),
  );
  try {
    await tg((api) =>
      api.createNewStickerSet(ctx.owner, ctx.name, plan.title, stickers, { sticker_type: 'regular' }),
    );
  } catch (err) {
    if (err instanceof PublishError)
      await q.deleteMembers(
        db,
        ctx.packId,
        batch.map((i) => i.id),
      );
    throw err;
  }
  const set = await getSetOrNull(ctx.name);
  if (set) await syncTable(db, ctx.packId, set);
  return true;
}

/** How many of the pack's stickers are in the set (recorded), written to the row for the pack page. */
export async function countDone(db: DbOrTx, ctx: SetCtx, plan: Plan) {
  return progress(db, ctx, plan);
}

/**
 * Reconciles after a crash and removes what left the pack (or was never ours). A set is never
 * emptied before the new stickers are in: the last removal waits (returned, for `cleanup`).
 * Removals are named by file_unique_id: a file_id may differ from one getStickerSet to the next.
 */
export async function removeStale(
  db: DbOrTx,
  ctx: SetCtx,
  plan: Plan,
): Promise<{ pending: string[]; deferred: string[] }> {
  const set = await getSetOrNull(ctx.name);
  if (!set) throw new PublishError('TELEGRAM_REJECTED', `Sticker set ${ctx.name} is gone from Telegram`);
  const r = await syncTable(db, ctx.packId, set);
  const wanted = new Set(plan.items.map((i) => i.id));
  const removals = [
    ...r.orphans.map((o) => ({ fileId: o.file_id, uniqueId: o.file_unique_id, stickerId: undefined })),
    ...r.record
      .filter((m) => !wanted.has(m.stickerId))
      .map((m) => ({ fileId: m.fileId, uniqueId: m.fileUniqueId, stickerId: m.stickerId })),
  ];
  let left = set.stickers.length;
  const deferred: string[] = [];
  for (const rm of removals) {
    if (left <= 1) {
      deferred.push(rm.uniqueId);
      continue;
    }
    await deleteFromSet(db, ctx, rm.fileId, rm.stickerId);
    left--;
  }
  const recorded = new Set(r.record.map((m) => m.stickerId));
  await progress(db, ctx, plan);
  return { pending: plan.items.filter((i) => !recorded.has(i.id)).map((i) => i.id), deferred };
}

async function deleteFromSet(db: DbOrTx, ctx: SetCtx, fileId: string, stickerId: string | undefined) {
  try {
    await tg((api) => api.deleteStickerFromSet(fileId));
  } catch (err) {
    // Already gone (a retry after the call went through) is what we wanted.
    if (!(err instanceof PublishError && /STICKER_ID_INVALID|not found/i.test(err.message))) throw err;
  }
  if (stickerId) await q.deleteMembers(db, ctx.packId, [stickerId]);
}

/** addStickerToSet for one sticker, recorded with its file id; returns how many are in the set. */
export async function addOne(db: DbOrTx, ctx: SetCtx, plan: Plan, id: string): Promise<number> {
  const item = plan.items.find((i) => i.id === id);
  if (!item) return progress(db, ctx, plan);
  const members = await q.listMembers(db, ctx.packId);
  const mine = members.find((m) => m.stickerId === id);
  if (mine && !mine.fileUniqueId) {
    // An intent left by a crashed attempt: did that add reach Telegram?
    const set = await getSetOrNull(ctx.name);
    if (set) await syncTable(db, ctx.packId, set);
  }
  if ((await q.listMembers(db, ctx.packId)).some((m) => m.stickerId === id && m.fileUniqueId))
    return progress(db, ctx, plan);
  const sticker = await stickerOf(item);
  await q.insertIntents(db, ctx.packId, [
    { stickerId: id, position: MAX_SET_STICKERS + plan.items.indexOf(item) },
  ]);
  try {
    await tg((api) => api.addStickerToSet(ctx.owner, ctx.name, sticker));
  } catch (err) {
    if (err instanceof PublishError) await q.deleteMembers(db, ctx.packId, [id]);
    throw err;
  }
  const set = await getSetOrNull(ctx.name);
  if (set) await syncTable(db, ctx.packId, set);
  return progress(db, ctx, plan);
}

/** The removals that had to wait until the set had other stickers (by file_unique_id). */
export async function cleanup(db: DbOrTx, ctx: SetCtx, deferred: string[]) {
  if (deferred.length === 0) return;
  const set = await getSetOrNull(ctx.name);
  if (!set) return;
  const members = await q.listMembers(db, ctx.packId);
  for (const s of set.stickers)
    if (deferred.includes(s.file_unique_id))
      await deleteFromSet(
        db,
        ctx,
        s.file_id,
        members.find((m) => m.fileUniqueId === s.file_unique_id)?.stickerId,
      );
}

/** Pack order and pack name on Telegram (setStickerPositionInSet, setStickerSetTitle). */
export async function arrange(db: DbOrTx, ctx: SetCtx, plan: Plan) {
  const set = await getSetOrNull(ctx.name);
  if (!set) throw new PublishError('TELEGRAM_REJECTED', `Sticker set ${ctx.name} is gone from Telegram`);
  const r = await syncTable(db, ctx.packId, set);
  const fileOf = new Map(r.record.map((m) => [m.stickerId, m.fileId]));
  const current = r.record.sort((a, b) => a.position - b.position).map((m) => m.stickerId);
  const target = plan.items.map((i) => i.id);
  const steps = moves(current, target);
  for (const m of steps)
    await tg((api) => api.setStickerPositionInSet(fileOf.get(m.id) as string, m.position));
  if (steps.length > 0) {
    const after = await getSetOrNull(ctx.name);
    if (after) await syncTable(db, ctx.packId, after);
  }
  if (set.title !== plan.title) await tg((api) => api.setStickerSetTitle(ctx.name, plan.title));
  return { moved: steps.length, retitled: set.title !== plan.title };
}

/** The set's 100×100 thumbnail from the cover sticker (or the first). */
export async function thumbnail(ctx: SetCtx, plan: Plan) {
  const key = plan.coverKey ?? plan.items[0]?.imageKey;
  if (key) await setThumbnail(ctx, { imageKey: key, videoKey: plan.coverVideoKey });
}

/**
 * A set's thumbnail from its cover: the animation's WEBM thumbnail, made within Telegram's video
 * thumbnail rules with the animation, when the cover moves; its image made 100×100 otherwise.
 */
export async function setThumbnail(
  ctx: Pick<SetCtx, 'name' | 'owner'>,
  cover: { imageKey: string; videoKey?: string | null },
) {
  let file: InputFile;
  try {
    file = cover.videoKey
      ? new InputFile(await readStickerImage(cover.videoKey), 'thumbnail.webm')
      : new InputFile(await telegramThumbnail(await readStickerImage(cover.imageKey)), 'thumbnail.webp');
  } catch (err) {
    if (err instanceof StickerImageError || err instanceof MissingImageError)
      throw new PublishError('STICKER_UNUSABLE', err.message);
    throw err;
  }
  const format = cover.videoKey ? 'video' : 'static';
  await tg((api) => api.setStickerSetThumbnail(ctx.name, ctx.owner, file, format));
}
