import 'server-only';
import { ledgerDetail } from '@/lib/credits/detail';
import { randomUUID } from 'node:crypto';
import { getCharacterTiles } from '@/lib/characters/service';
import type { CreateStickersRequest, StickerDto } from '@/lib/contracts/stickers';
import { releaseHold, reserveCredits } from '@/lib/credits/service';
import { decodeCursor, encodeCursor } from '@/lib/db/cursor';
import type { Database, DbOrTx } from '@/lib/db/types';
import { ApiError, notFound } from '@/lib/errors';
import { assertMayPublish } from '@/lib/events/publishing';
import { sendEvent } from '@/lib/jobs/runtime';
import { getCost } from '@/lib/pricing/service';
import { stickersDeleting } from './events';
import { deleteStickerFiles } from './lifecycle';
import { publicStickersChanged } from './public-scope';
import * as q from './queries';
import type { RenderStyle } from './renderer';
import { toPublicStickerDto, toStickerDto } from './serialize';
import { moodsAndContext, stylesOfSet } from './set-input';
import { emojiFor } from './emoji';
import { rethrowInsufficient } from './insufficient';
import { seedFrom, type StickerSpec } from './spec';

/** errorCode of stickers whose job could not be queued (and `details.reason` of the 503). */
const JOB_NOT_STARTED = 'JOB_NOT_STARTED';

const costKey = (visibility: string) =>
  visibility === 'PUBLIC' ? 'publicStickerCreationCost' : 'privateStickerCreationCost';

/**
 * POST /v1/stickers. One transaction inserts the stickers in progress and holds count × cost as
 * ONE action (docs/product-rules.md); one job then draws them, capturing each sticker's part as it is
 * ready. A set ordered animated holds count × (cost + animation) (docs/animated-stickers.md).
 */
export async function createStickers(db: Database, userId: string, input: CreateStickersRequest) {
  if (input.visibility === 'PUBLIC') await assertMayPublish(db, { userId, kind: 'sticker' });
  const characters = await getCharacterTiles(db, userId, input.characterReferences);
  if (characters.length !== input.characterReferences.length) throw notFound('Character not found');
  const notReady = characters.find((c) => c.status !== 'CREATED' || !c.tile);
  if (notReady)
    throw new ApiError('VALIDATION_ERROR', `The character “${notReady.name}” is not ready yet.`, {
      reason: 'CHARACTER_NOT_READY',
    });
  const styles = await stylesOfSet(db, userId, input);
  const cost = await getCost(db, costKey(input.visibility));
  // Ordered animated: each sticker's animation is held up front with its drawing, in the same hold.
  const animation = input.animationPreset
    ? { preset: input.animationPreset, cost: await getCost(db, 'animateSticker') }
    : undefined;
  const total = (cost + (animation?.cost ?? 0)) * input.stickerCount;
  const { moods, context } = moodsAndContext(input);
  const batchReference = q.newReference();
  const holdKey = `stickers:${batchReference}`;

  let created: { rows: q.StickerRow[]; availableCredits: number };
  try {
    created = await db.transaction(async (tx) => {
      // Newest first in every list, in the set's own order: each sticker 1 ms older than the one before.
      const base = Date.now();
      const rows = await q.insertStickers(
        tx,
        input.descriptions.map((entry, i) => {
          const id = randomUUID();
          const style = styles[i % styles.length] as RenderStyle;
          const spec: StickerSpec = {
            entry,
            style,
            labelLanguage: entry.language ?? input.stickerLabelsLanguage,
            moods,
            context,
            seed: seedFrom(id),
            cost,
            ...(animation ? { animation } : {}),
          };
          return {
            id,
            reference: q.newReference(),
            userId,
            batchReference,
            position: i,
            characterReferences: input.characterReferences,
            styleReference: style.reference,
            name: entry.name,
            labelText: entry.labelText,
            description: entry.description,
            language: spec.labelLanguage,
            status: 'PROCESSING',
            visibility: input.visibility,
            emoji: emojiFor(moods, i, entry),
            spec,
            holdKey,
            createdAt: new Date(base - i),
          };
        }),
      );
      const { availableCredits } = await reserveCredits(tx, {
        userId,
        credits: total,
        action: 'createStickers',
        description: ledgerDetail('stickers', { count: input.stickerCount }),
        idempotencyKey: holdKey,
      });
      return { rows, availableCredits };
    });
  } catch (err) {
    return rethrowInsufficient(db, userId, total, `You need ${total} credits to create these stickers.`, err);
  }
  await startJob(db, userId, holdKey, created.rows, (tx) => q.failUnstarted(tx, holdKey, JOB_NOT_STARTED));
  const now = Date.now();
  return {
    stickers: created.rows.map((r) => toStickerDto(r, now)),
    availableCredits: created.availableCredits,
  };
}

/**
 * A job that could not be queued never runs: its stickers are settled (`undo`) and the hold released
 * in one transaction now, not left in progress until the sweeper, and the caller gets a clear 503.
 */
async function startJob(
  db: Database,
  userId: string,
  holdKey: string,
  rows: q.StickerRow[],
  undo: (tx: DbOrTx) => Promise<unknown>,
) {
  try {
    await sendEvent('stickers/generate.requested', {
      userId,
      batchKey: holdKey,
      stickerIds: rows.map((r) => r.id),
    });
  } catch (err) {
    console.error('[stickers] could not start the drawing job', err);
    await db.transaction(async (tx) => {
      await undo(tx);
      await releaseHold(tx, holdKey);
    });
    throw new ApiError(
      'UNAVAILABLE',
      'Sticker drawing could not be started right now. Nothing was charged; please try again in a moment.',
      { reason: JOB_NOT_STARTED },
    );
  }
}

function page(rows: { row: q.StickerRow; cursorAt: string }[], limit: number) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor(last.cursorAt, last.row.id) : null;
  return { rows: shown.map((r) => r.row), nextCursor };
}

export async function listStickers(
  db: DbOrTx,
  userId: string,
  opts: { limit: number; cursor?: string; status?: string; q?: string },
) {
  const rows = await q.listByUser(db, userId, {
    ...opts,
    limit: opts.limit + 1,
    after: decodeCursor(opts.cursor),
  });
  const { rows: shown, nextCursor } = page(rows, opts.limit);
  const now = Date.now();
  return { items: shown.map((r) => toStickerDto(r, now)), nextCursor };
}

export async function listPublicStickers(db: DbOrTx, opts: { limit: number; cursor?: string; q?: string }) {
  const rows = await q.listPublic(db, { ...opts, limit: opts.limit + 1, after: decodeCursor(opts.cursor) });
  const { rows: shown, nextCursor } = page(rows, opts.limit);
  return { items: shown.map((r) => toPublicStickerDto(r)), nextCursor };
}

export async function getSticker(db: DbOrTx, userId: string, reference: string): Promise<StickerDto> {
  const row = await q.findOwn(db, userId, reference);
  if (!row) throw notFound('Sticker not found');
  return toStickerDto(row);
}

/** Owner only, once settled (docs/product-rules.md: CREATED or FAILED_CREATION); the file goes with the row. */
export async function deleteSticker(db: DbOrTx, userId: string, reference: string) {
  const row = await q.findOwn(db, userId, reference);
  if (!row) throw notFound('Sticker not found');
  const conflict = () =>
    new ApiError('CONFLICT', 'This sticker is still being drawn. Try again when it is done.');
  if (!q.SETTLED.includes(row.status)) throw conflict();
  // Packs that hold it read what they need first (its pack items go with it), then follow.
  const then = await stickersDeleting.emit(db, { userId, stickerIds: [row.id] });
  if (!(await q.deleteSettled(db, row.id))) throw conflict();
  for (const after of then) await after?.();
  if (row.visibility === 'PUBLIC') publicStickersChanged();
  await deleteStickerFiles(row);
}

/**
 * Draws one settled sticker again with a new seed: its own hold of the per-sticker cost, captured
 * on success and released on failure (the old drawing stays until the new one is ready).
 */
export async function regenerateSticker(db: Database, userId: string, reference: string) {
  const row = await q.findOwn(db, userId, reference);
  if (!row) throw notFound('Sticker not found');
  if (!q.SETTLED.includes(row.status)) throw new ApiError('CONFLICT', 'This sticker is already being drawn.');
  const cost = await getCost(db, costKey(row.visibility));
  const holdKey = `sticker-redo:${row.id}:${q.newReference()}`;
  // A redraw is paid for alone: an animation ordered with the set is not asked for again.
  const { animation: _ordered, ...before } = row.spec as StickerSpec;
  // A new drawing, never the one it replaces: another pose, parts, side or framing than the
  // recorded drawing's (lib/media/sticker/plan.ts), chosen among seeds of this redraw's own key.
  // Loaded on use, like the local renderer (lib/stickers/renderer.ts): it brings the image code.
  const { redrawSeed } = await import('@/lib/media/sticker/plan');
  const seed = redrawSeed(
    { ...before, characters: row.characterReferences.length },
    { seed: typeof row.meta?.seed === 'number' ? row.meta.seed : before.seed, parts: row.meta?.parts },
    (k) => seedFrom(k ? `${holdKey}:${k}` : holdKey),
  );
  const spec = { ...before, seed, cost };
  let result: { row: q.StickerRow; availableCredits: number };
  try {
    result = await db.transaction(async (tx) => {
      const restarted = await q.restart(tx, row.id, { holdKey, spec });
      if (!restarted) throw new ApiError('CONFLICT', 'This sticker is already being drawn.');
      const { availableCredits } = await reserveCredits(tx, {
        userId,
        credits: cost,
        action: 'createStickers',
        description: ledgerDetail('sticker', { name: row.name }),
        idempotencyKey: holdKey,
      });
      return { row: restarted, availableCredits };
    });
  } catch (err) {
    return rethrowInsufficient(db, userId, cost, `You need ${cost} credits to create these stickers.`, err);
  }
  await startJob(db, userId, holdKey, [result.row], (tx) => q.undoRestart(tx, holdKey, row));
  return { sticker: toStickerDto(result.row), availableCredits: result.availableCredits };
}
