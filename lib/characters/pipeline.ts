import { withPredictions } from '@/lib/ai/prediction-scope';
import { untilDrawn } from '@/lib/ai/prediction-steps';
import 'server-only';
import sharp from 'sharp';
import { getDb } from '@/lib/db';
import type { Database } from '@/lib/db/types';
import type { EventData } from '@/lib/jobs/events';
import type { Step } from '@/lib/jobs/types';
import { locateHeadBox } from '@/lib/media/head-locate';
import { toRaw } from '@/lib/media/raw';
import { getStorage, newBlobKey } from '@/lib/storage';
import { discardSourcePhotos, type FailureCode, failCharacter, finishCharacter } from './lifecycle';
import { getCharacterRenderer, UnsafeContentError } from './renderer';
import {
  type CharacterImageRow,
  findCharacterById,
  findExampleByReference,
  insertImages,
  listImages,
  newReference,
  updateInProgress,
} from './queries';

type HeadBox = { x: number; y: number; width: number; height: number };
type StoredTile = {
  key: string;
  reference: string;
  width: number | null;
  height: number | null;
  headBox: HeadBox | null;
};
type Generated = { tiles: StoredTile[]; mainIndex: number } | { failed: FailureCode } | { resumed: true };

// The media pipeline's MediaError('NO_SUBJECT'): no person or animal found in any photo.
const isNoSubject = (err: unknown) =>
  (err as { name?: string; code?: string } | null)?.name === 'MediaError' &&
  (err as { code?: string }).code === 'NO_SUBJECT';

/**
 * A remix made of one example's photos alone is that example's character: its committed tiles are
 * what the renderer draws from exactly those photos, so they are copied instead of drawn again.
 * Any photo of the person's own (or of another example) means drawing.
 */
async function exampleTiles(db: Database, sources: CharacterImageRow[]) {
  const examples = new Set(sources.map((s) => (s.meta as { fromExample?: string } | null)?.fromExample));
  const [reference] = examples;
  if (examples.size !== 1 || !reference) return null;
  const example = await findExampleByReference(db, reference);
  if (!example) return null;
  const tiles = await listImages(db, [example.id], 'tile');
  const data = await Promise.all(tiles.map(async (t) => (await getStorage().get(t.storageKey))?.data));
  if (data.length === 0 || data.some((d) => !d)) return null;
  const main = tiles.findIndex((t) => t.reference === example.mainTileReference);
  return { tiles: data as Buffer[], mainIndex: Math.max(0, main) };
}

async function readPhotos(sources: CharacterImageRow[]): Promise<Buffer[]> {
  return Promise.all(
    sources.map(async (s) => {
      const blob = await getStorage().get(s.storageKey);
      if (!blob) throw new Error(`Source photo ${s.reference} is missing from storage`);
      return blob.data;
    }),
  );
}

/**
 * Reads the photos, asks the renderer for tiles and writes the tile files. Files are written here,
 * not in 'store', because a step's result must be small JSON (Inngest memoises it, max 4 MB):
 * the step returns only keys. A character that already has tile rows (a job resumed after a
 * restart) is not generated again.
 */
async function generate(
  characterId: string,
  text: { name: string; description: string },
): Promise<Generated> {
  const db = await getDb();
  if ((await listImages(db, [characterId], 'tile')).length > 0) return { resumed: true };
  const storage = getStorage();
  const sources = await listImages(db, [characterId], 'source');
  if (sources.length === 0) throw new Error('The character has no source photos');
  await updateInProgress(db, characterId, { progress: 10 });
  const renderer = await getCharacterRenderer();
  let made = renderer.drewExampleTiles ? await exampleTiles(db, sources) : null;
  try {
    // The photos are read only when the renderer draws.
    made ??= await renderer.render({ photos: await readPhotos(sources), ...text });
  } catch (err) {
    // Outcomes a retry cannot change: settle now and end the job instead of retrying.
    const code =
      err instanceof UnsafeContentError ? 'UNSAFE_CONTENT' : isNoSubject(err) ? 'NO_SUBJECT' : null;
    if (!code) throw err;
    await failCharacter(db, characterId, code);
    await discardSourcePhotos(db, characterId);
    return { failed: code };
  }
  if (made.tiles.length === 0) throw new Error('The character renderer returned no tiles');
  const tiles: StoredTile[] = [];
  // Tiles are cut from someone's photo: private to their owner, in the owner's key space
  // (lib/storage/keys.ts). Only the seeded examples, which have no owner, are public.
  const owner = (await findCharacterById(db, characterId))?.userId ?? undefined;
  for (const data of made.tiles) {
    const key = newBlobKey('characters', 'webp', owner);
    await storage.put(key, data, { contentType: 'image/webp', access: owner ? 'private' : 'public' });
    const meta = await sharp(data).metadata();
    // Where the head is, for chibi styles and close-ups of the stickers drawn from this tile: around
    // a detected human face, else from the silhouette (lib/media/head-locate.ts).
    const headBox = (await locateHeadBox(await toRaw(data))).box;
    tiles.push({
      key,
      reference: newReference(),
      width: meta.width ?? null,
      height: meta.height ?? null,
      headBox,
    });
  }
  const mainIndex = Math.min(Math.max(0, made.mainIndex), tiles.length - 1);
  return { tiles, mainIndex };
}

async function store(characterId: string, generated: { tiles: StoredTile[]; mainIndex: number }) {
  const db = await getDb();
  await insertImages(
    db,
    generated.tiles.map((t, position) => ({
      characterId,
      kind: 'tile',
      reference: t.reference,
      storageKey: t.key,
      width: t.width,
      height: t.height,
      position,
      meta: t.headBox ? { headBox: t.headBox } : null,
    })),
  );
  const main = generated.tiles[generated.mainIndex] ?? generated.tiles[0];
  await updateInProgress(db, characterId, { mainTileReference: main?.reference ?? null, progress: 90 });
}

/**
 * character/create.requested (docs/architecture.md). Each step is idempotent and memoised; a step that throws
 * is retried by the runtime, and after the last attempt the job's onFailure fails the character
 * and releases its hold. 'finish' marks CREATED and captures the hold in one transaction.
 */
export async function runCreateCharacter(
  data: EventData<'character/create.requested'>,
  step: Step,
  attempt = 0,
) {
  const { characterId } = data;
  const loaded = await step.run('load', async () => {
    const row = await updateInProgress(await getDb(), characterId, { status: 'PROCESSING', progress: 5 });
    return row ? { name: row.name, description: row.description, isExample: row.isExample } : null;
  });
  // Already finished, failed by the sweeper, or deleted: nothing to do and nothing to charge.
  if (!loaded) return { status: 'SKIPPED' };

  // A hosted model's prediction ends the step awaiting its webhook; the job waits, then generates again.
  const generated = await untilDrawn(step, 'generate', () =>
    withPredictions(`character:${characterId}`, attempt, () => generate(characterId, loaded)),
  );
  if ('failed' in generated) return { status: 'FAILED_CREATION', errorCode: generated.failed };
  if ('tiles' in generated) await step.run('store', () => store(characterId, generated));

  await step.run('cleanup', async () => {
    if (!loaded.isExample) await discardSourcePhotos(await getDb(), characterId);
    return true;
  });
  const status = await step.run('finish', async () => finishCharacter(await getDb(), characterId));
  return { status };
}

/** The failure path after the last attempt: failed, released, photos deleted all the same. */
export async function failCreateCharacter(data: EventData<'character/create.requested'>, error: Error) {
  const db = await getDb();
  const unsafe = error.name === 'UnsafeContentError';
  await failCharacter(db, data.characterId, unsafe ? 'UNSAFE_CONTENT' : 'GENERATION_FAILED');
  const row = await findCharacterById(db, data.characterId);
  if (row && !row.isExample) await discardSourcePhotos(db, data.characterId);
}
