import 'server-only';
import { withPredictions } from '@/lib/ai/prediction-scope';
import { untilDrawn } from '@/lib/ai/prediction-steps';
import { getCharacterTiles } from '@/lib/characters/service';
import { getDb } from '@/lib/db';
import type { EventData } from '@/lib/jobs/events';
import type { Step } from '@/lib/jobs/types';
import { screenImage } from '@/lib/safety/service';
import { accessOfKey, getStorage } from '@/lib/storage';
import { failSticker, finishSticker } from './lifecycle';
import { findById, IN_PROGRESS } from './queries';
import { retrySeed } from './render-seed';
import { storeLayer } from './layer-files';
import { getStickerRenderer, type RenderTile } from './renderer';
import type { StickerRenderResult } from '@/lib/media/sticker/types';
import { specOf } from './spec';
import { newStickerImageKey, storeStickerFiles } from './thumbnail';

/** Tries per sticker before it is failed and its part released (the rest of the set goes on). */
const RENDER_ATTEMPTS = 2;
const isUnsafe = (err: unknown) => (err as { name?: string } | null)?.name === 'UnsafeContentError';
const isPending = (err: unknown) => (err as { name?: string } | null)?.name === 'PredictionPending';

type Drawn = 'CREATED' | 'FAILED_CREATION' | 'SKIPPED';

async function loadTiles(userId: string, references: string[]): Promise<RenderTile[]> {
  const db = await getDb();
  const storage = getStorage();
  const tiles: RenderTile[] = [];
  for (const source of await getCharacterTiles(db, userId, references)) {
    if (!source.tile) continue;
    const blob = await storage.get(source.tile.storageKey);
    if (!blob) continue;
    const headBox = (source.tile.meta?.headBox as RenderTile['headBox']) ?? null;
    tiles.push({ data: blob.data, headBox });
  }
  return tiles;
}

/**
 * Draws one sticker and settles it at once: stored and CREATED (its part captured) as soon as it
 * is ready, so stickers appear one by one; a sticker that cannot be drawn is FAILED_CREATION and
 * its part released. Only infrastructure errors throw (the step is then retried by the runtime).
 */
async function drawSticker(id: string): Promise<Drawn> {
  const db = await getDb();
  const row = await findById(db, id);
  if (!row || !IN_PROGRESS.includes(row.status)) return 'SKIPPED';
  const spec = specOf(row);
  const tiles = await loadTiles(row.userId, row.characterReferences);
  if (tiles.length === 0) {
    await failSticker(db, id, 'GENERATION_FAILED');
    return 'FAILED_CREATION';
  }
  const renderer = await getStickerRenderer();
  let image: Buffer | null = null;
  let parts: string[] = [];
  let layer: StickerRenderResult['layer'];
  let unsafe = false;
  let seed = spec.seed;
  for (let attempt = 0; attempt < RENDER_ATTEMPTS && !image && !unsafe; attempt++) {
    if (attempt > 0)
      seed = await retrySeed({
        id,
        spec,
        characters: row.characterReferences.length,
        attempt,
        previousSeed: seed,
      });
    try {
      ({
        image,
        parts = [],
        layer,
      } = await renderer.render({
        tiles,
        style: spec.style,
        entry: spec.entry,
        labelLanguage: spec.labelLanguage,
        labelLook: spec.labelLook,
        moods: spec.moods,
        context: spec.context,
        seed,
      }));
    } catch (err) {
      if (isPending(err)) throw err; // the model is working: the job waits for its webhook
      unsafe = isUnsafe(err);
      console.warn(`[stickers] drawing ${id} failed (attempt ${attempt + 1}): ${(err as Error).message}`);
    }
  }
  // A sticker others can see (public, or its files public because a public pack holds it) is
  // screened before it is stored: refused, its part is released.
  const seenByOthers =
    row.visibility === 'PUBLIC' || (!!row.imageKey && accessOfKey(row.imageKey) === 'public');
  if (image && seenByOthers && !(await screenImage(image)).safe) {
    image = null;
    unsafe = true;
  }
  if (!image) {
    await failSticker(db, id, unsafe ? 'UNSAFE_CONTENT' : 'GENERATION_FAILED');
    return 'FAILED_CREATION';
  }
  const files = await storeStickerFiles(newStickerImageKey(row), image);
  const kept = layer
    ? await storeLayer(row.userId, layer, {
        text: spec.entry.labelText,
        language: spec.labelLanguage,
        ...spec.labelLook,
      })
    : {};
  // The drawn parts and seed go with the drawing (the sticker's meta): what its words put on it, and
  // what a redraw steers away from (a retry drew with another seed than the spec's).
  return (await finishSticker(db, id, { ...files, ...kept }, { parts, seed })) ? 'CREATED' : 'SKIPPED';
}

/**
 * stickers/generate.requested (docs/architecture.md): one memoised step per sticker, in order. With
 * a hosted model the step may end awaiting a prediction: the job then waits for Replicate's webhook
 * (or the model's timeout) without holding a function, and runs the sticker's step again.
 */
export async function runGenerateStickers(
  data: EventData<'stickers/generate.requested'>,
  step: Step,
  attempt = 0,
) {
  const results: Record<string, Drawn> = {};
  for (const id of data.stickerIds) {
    results[id] = await untilDrawn(step, `sticker:${id}`, () =>
      withPredictions(`sticker:${id}`, attempt, () => drawSticker(id)),
    );
  }
  return results;
}

/** After the last attempt: whatever is still in progress fails and its part is released. */
export async function failGenerateStickers(data: EventData<'stickers/generate.requested'>) {
  const db = await getDb();
  for (const id of data.stickerIds) await failSticker(db, id, 'GENERATION_FAILED');
}
