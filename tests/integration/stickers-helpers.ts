import { eq } from 'drizzle-orm';
import { insertCharacter, insertImages, newReference } from '@/lib/characters/queries';
import type { StickerEntryInput } from '@/lib/contracts/stickers';
import { creditLedger, stickers } from '@/lib/db/schema';
import type { Database } from '@/lib/db/types';
import { getStorage, newBlobKey } from '@/lib/storage';
import type { StickerRenderer } from '@/lib/stickers/renderer';
import { fakeTile } from './characters-helpers';

/** A CREATED character of the user with one real tile in storage. */
export async function makeCharacter(db: Database, userId: string, name = 'Robo') {
  const key = newBlobKey('characters', 'webp');
  await getStorage().put(key, await fakeTile(), { contentType: 'image/webp', access: 'public' });
  const tileRef = newReference();
  const row = await insertCharacter(db, {
    reference: newReference(),
    userId,
    name,
    status: 'CREATED',
    progress: 100,
    mainTileReference: tileRef,
  });
  if (!row) throw new Error('character insert failed');
  await insertImages(db, [
    { characterId: row.id, kind: 'tile', reference: tileRef, storageKey: key, width: 512, height: 512 },
  ]);
  return row;
}

export const entry = (i: number): StickerEntryInput => ({
  name: `Sticker ${i}`,
  labelText: `Hi ${i}`,
  description: `Waving hello, number ${i}`,
});

export const createBody = (characterReference: string, count = 4, extra: Record<string, unknown> = {}) => ({
  characterReferences: [characterReference],
  stickerCount: count,
  visibility: 'PRIVATE',
  descriptions: Array.from({ length: count }, (_, i) => entry(i)),
  styleReferences: ['classic'],
  contextDescription: 'Morning coffee',
  contextTopics: ['fun', 'cute'],
  stickerLabelsLanguage: 'en',
  ...extra,
});

/** A renderer that draws a flat WebP; `behave(name)` may throw or wait on a signal. */
export function fakeRenderer(behave?: (name: string) => Promise<void> | void) {
  const calls: string[] = [];
  const renderer: StickerRenderer = {
    async render({ entry: e }) {
      calls.push(e.name);
      await behave?.(e.name);
      const sharp = (await import('sharp')).default;
      const image = await sharp({
        create: { width: 512, height: 512, channels: 4, background: { r: 200, g: 30, b: 90, alpha: 0.8 } },
      })
        .webp()
        .toBuffer();
      return { image, parts: [] };
    },
  };
  return { renderer, calls };
}

export async function stickersOf(db: Database, userId: string) {
  return db.select().from(stickers).where(eq(stickers.userId, userId));
}

export async function chargesOf(db: Database, userId: string) {
  const rows = await db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
  return rows.filter((r) => r.kind === 'CHARGE');
}

export { waitFor } from '../helpers/wait';
