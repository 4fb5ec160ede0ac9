import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { ExampleSticker } from '@/lib/config/example-gallery';
import { isMood } from '@/lib/config/moods';
import { stickers } from '@/lib/db/schema';
import type { Database } from '@/lib/db/types';
import type * as q from './queries';
import { emojiFor } from './emoji';
import { storeStickerFiles } from './thumbnail';

// The explore gallery's example stickers (lib/config/example-gallery.ts): files committed under
// public/examples/stickers, copied into the configured storage and given PUBLIC, CREATED rows.
const STICKERS_DIR = path.join(process.cwd(), 'public', 'examples', 'stickers');
// Older than anything a user makes, so real public stickers come first in explore.
const EXAMPLES_CREATED_AT = Date.parse('2025-06-01T12:00:00Z');

export const exampleStickerReference = (file: string) => `example-sticker-${file}`;

/** An example's committed drawing copied into storage with its small copy; null if the file is missing. */
async function storeExample(file: string) {
  const data = await fs.readFile(path.join(STICKERS_DIR, `${file}.webp`)).catch(() => null);
  if (data) return storeStickerFiles(`examples/stickers/${file}-example.webp`, data);
  console.warn(`[examples] public/examples/stickers/${file}.webp is missing; skipped`);
  return null;
}

/** Idempotent; returns the example stickers' ids by file name (present ones and new ones). */
export async function ensureExampleStickers(db: Database, ownerId: string, list: readonly ExampleSticker[]) {
  const refs = list.map((s) => exampleStickerReference(s.file));
  const present = await db
    .select({ id: stickers.id, reference: stickers.reference, thumbKey: stickers.thumbKey })
    .from(stickers)
    .where(inArray(stickers.reference, refs));
  const have = new Map(present.map((p) => [p.reference, p.id]));
  const missing = list.filter((s) => !have.has(exampleStickerReference(s.file)));
  // Examples seeded before thumbnails existed get theirs (their files stored again, with the copy).
  for (const p of present.filter((r) => !r.thumbKey)) {
    const s = list.find((e) => exampleStickerReference(e.file) === p.reference);
    const files = s && (await storeExample(s.file));
    if (files) await db.update(stickers).set({ thumbKey: files.thumbKey }).where(eq(stickers.id, p.id));
  }
  const rows: q.NewSticker[] = [];
  for (const [i, s] of missing.entries()) {
    // Files first (an idempotent overwrite), row last: a row never points at a missing file.
    const files = await storeExample(s.file);
    if (!files) continue;
    rows.push({
      reference: exampleStickerReference(s.file),
      userId: ownerId,
      name: s.name,
      labelText: s.label,
      language: s.language,
      status: 'CREATED',
      visibility: 'PUBLIC',
      ...files,
      styleReference: s.style,
      emoji: emojiFor(isMood(s.mood) ? [s.mood] : [], i, { name: s.name, labelText: s.label }),
      position: list.indexOf(s),
      createdAt: new Date(EXAMPLES_CREATED_AT - list.indexOf(s) * 1000),
    });
  }
  if (rows.length) {
    const inserted = await db
      .insert(stickers)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: stickers.id, reference: stickers.reference });
    for (const r of inserted) have.set(r.reference, r.id);
  }
  return new Map(
    list.flatMap((s) => {
      const id = have.get(exampleStickerReference(s.file));
      return id ? [[s.file, id] as const] : [];
    }),
  );
}
