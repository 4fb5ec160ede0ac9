import 'server-only';
import { ledgerDetail } from '@/lib/credits/detail';
import { randomUUID } from 'node:crypto';
import type { CharacterDto, CreateCharacterRequest } from '@/lib/contracts/characters';
import { getAvailableCreditsForUser, reserveCredits } from '@/lib/credits/service';
import { decodeCursor, encodeCursor } from '@/lib/db/cursor';
import type { Database, DbOrTx } from '@/lib/db/types';
import { ApiError, notFound } from '@/lib/errors';
import { sendEvent } from '@/lib/jobs/runtime';
import { getCost } from '@/lib/pricing/service';
import { getStorage } from '@/lib/storage';
import { claimUploads, deleteUploadFiles } from '@/lib/uploads/service';
import { failCharacter } from './lifecycle';
import * as q from './queries';
import { toCharacterDto } from './serialize';

type Source = {
  storageKey: string;
  width: number | null;
  height: number | null;
  meta: Record<string, unknown>;
};

/** Photos for the job: the user's uploads, and in remix mode the example's originals (shared by key, never deleted). */
async function collectSources(tx: DbOrTx, userId: string, input: CreateCharacterRequest): Promise<Source[]> {
  const sources: Source[] = [];
  if (input.isRemix && input.templateReference) {
    const template = await q.findExampleByReference(tx, input.templateReference);
    if (!template) throw notFound('Template character not found');
    for (const s of await q.listImages(tx, [template.id], 'source')) {
      sources.push({
        storageKey: s.storageKey,
        width: s.width,
        height: s.height,
        meta: { fromExample: template.reference },
      });
    }
  }
  if (input.userUploadReferences.length > 0) {
    for (const u of await claimUploads(tx, userId, input.userUploadReferences)) {
      sources.push({
        storageKey: u.storageKey,
        width: u.width,
        height: u.height,
        meta: { uploadReference: u.reference },
      });
    }
  }
  if (sources.length === 0)
    throw new ApiError('VALIDATION_ERROR', 'Please select at least one image to upload.');
  return sources;
}

/**
 * POST /v1/characters. One transaction claims the photos, inserts the PENDING character and holds
 * the cost (docs/product-rules.md), so a refusal leaves nothing behind; then the job is queued.
 */
export async function createCharacter(db: Database, userId: string, input: CreateCharacterRequest) {
  const cost = await getCost(db, 'characterCreationCost');
  const id = randomUUID();
  const holdKey = `character:${id}`;
  let created: { row: q.CharacterRow; images: q.CharacterImageRow[]; availableCredits: number };
  try {
    created = await db.transaction(async (tx) => {
      const sources = await collectSources(tx, userId, input);
      const row = await q.insertCharacter(tx, {
        id,
        reference: q.newReference(),
        userId,
        name: input.name,
        description: input.description,
        status: 'PENDING',
        templateReference: input.isRemix ? input.templateReference : null,
        isRemix: input.isRemix,
        holdKey,
      });
      if (!row) throw new Error('Character reference collision');
      const images = await q.insertImages(
        tx,
        sources.map((s, position) => ({
          characterId: id,
          kind: 'source',
          reference: q.newReference(),
          position,
          ...s,
        })),
      );
      const { availableCredits } = await reserveCredits(tx, {
        userId,
        credits: cost,
        action: 'createCharacter',
        description: ledgerDetail('characterCreation', { name: input.name }),
        idempotencyKey: holdKey,
      });
      return { row, images, availableCredits };
    });
  } catch (err) {
    if (err instanceof ApiError && err.code === 'INSUFFICIENT_CREDITS') {
      const available = (err.details as { available?: number } | undefined)?.available;
      throw new ApiError('INSUFFICIENT_CREDITS', `You need ${cost} credits to create a character.`, {
        required: cost,
        available: available ?? (await getAvailableCreditsForUser(db, userId)),
      });
    }
    throw err;
  }
  try {
    await sendEvent('character/create.requested', { characterId: id, userId });
  } catch (err) {
    await failCharacter(db, id, 'GENERATION_FAILED');
    throw err;
  }
  return {
    character: toCharacterDto(created.row, created.images),
    availableCredits: created.availableCredits,
  };
}

async function withImages(db: DbOrTx, rows: q.CharacterRow[]): Promise<CharacterDto[]> {
  const images = await q.listImages(
    db,
    rows.map((r) => r.id),
  );
  const now = Date.now();
  return rows.map((r) => toCharacterDto(r, images, now));
}

export async function listCharacters(db: DbOrTx, userId: string, opts: { limit: number; cursor?: string }) {
  const after = decodeCursor(opts.cursor);
  const page = await q.listCharactersByUser(db, userId, { limit: opts.limit + 1, after });
  const rows = page.slice(0, opts.limit);
  const last = rows.at(-1);
  const nextCursor = page.length > opts.limit && last ? encodeCursor(last.cursorAt, last.row.id) : null;
  return {
    items: await withImages(
      db,
      rows.map((r) => r.row),
    ),
    nextCursor,
  };
}

export async function listExamples(db: DbOrTx): Promise<CharacterDto[]> {
  return withImages(db, await q.listExampleCharacters(db));
}

/** The caller's own character or an example; anyone else's is a 404 (docs/product-rules.md). */
export async function getCharacter(
  db: DbOrTx,
  userId: string | null,
  reference: string,
): Promise<CharacterDto> {
  const row = await q.findVisibleCharacter(db, reference, userId);
  if (!row) throw notFound('Character not found');
  const [dto] = await withImages(db, [row]);
  return dto as CharacterDto;
}

/** Owner only, and only once settled (docs/product-rules.md): the rows go, then the tile files. */
export async function deleteCharacter(db: Database, userId: string, reference: string): Promise<void> {
  const row = await q.findVisibleCharacter(db, reference, userId);
  if (!row || row.userId !== userId) throw notFound('Character not found');
  const settled = ['CREATED', 'FAILED_CREATION'];
  const conflict = () =>
    new ApiError('CONFLICT', 'This character is still being created. Try again when it is done.');
  if (!settled.includes(row.status)) throw conflict();
  const images = await q.listImages(db, [row.id]);
  if (!(await q.deleteCharacterRow(db, row.id, settled))) throw conflict();
  const storage = getStorage();
  const uploadRefs: string[] = [];
  for (const img of images) {
    if (typeof img.meta?.uploadReference === 'string') uploadRefs.push(img.meta.uploadReference);
    else if (!img.meta?.fromExample) await storage.delete(img.storageKey);
  }
  if (uploadRefs.length) await deleteUploadFiles(db, uploadRefs);
}

export type CharacterTileSource = {
  reference: string;
  name: string;
  description: string;
  status: string;
  /** The main tile (storage key + meta such as a head box), null until CREATED. */
  tile: { storageKey: string; meta: Record<string, unknown> | null } | null;
};

/**
 * The user's own characters by reference, each with its main tile: what sticker generation draws
 * from. A reference that is not the user's is missing from the result (the caller answers 404).
 */
export async function getCharacterTiles(
  db: DbOrTx,
  userId: string,
  references: string[],
): Promise<CharacterTileSource[]> {
  const out: CharacterTileSource[] = [];
  for (const reference of references) {
    const row = await q.findVisibleCharacter(db, reference, userId);
    if (!row || row.userId !== userId) continue;
    const tiles = await q.listImages(db, [row.id], 'tile');
    const main = tiles.find((t) => t.reference === row.mainTileReference) ?? tiles[0];
    out.push({
      reference: row.reference,
      name: row.name,
      description: row.description,
      status: row.status,
      tile: main ? { storageKey: main.storageKey, meta: main.meta ?? null } : null,
    });
  }
  return out;
}
