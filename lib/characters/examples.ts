import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { characters } from '@/lib/db/schema';
import type { Database } from '@/lib/db/types';
import { inArray } from 'drizzle-orm';
import { getStorage } from '@/lib/storage';
import { insertCharacter, insertImages } from './queries';

// Example characters for remix mode (docs/product-rules.md). Their files were made once by our own pipeline
// (scripts/seed-examples.ts) and are committed under public/examples/<slug>/; here they are copied
// into the configured storage and given rows, so remix jobs read the source like any other photo.
export const EXAMPLE_CHARACTERS = [
  { slug: 'astro', name: 'Astro', description: 'An astronaut ready for lift-off', photo: 'astronaut.png' },
  { slug: 'chelsea', name: 'Chelsea', description: 'A curious tabby cat', photo: 'chelsea.png' },
] as const;

export type ExampleCharacter = (typeof EXAMPLE_CHARACTERS)[number];

export const EXAMPLES_DIR = path.join(process.cwd(), 'public', 'examples');
export const exampleReference = (slug: string) => `example-${slug}`;

const keys = (slug: string) => ({
  source: `examples/${slug}-source-example.png`,
  tile: `examples/${slug}-tile-example.webp`,
});

async function readExampleFiles(slug: string) {
  try {
    const dir = path.join(EXAMPLES_DIR, slug);
    const [source, tile] = await Promise.all([
      fs.readFile(path.join(dir, 'source.png')),
      fs.readFile(path.join(dir, 'tile.webp')),
    ]);
    return { source, tile };
  } catch {
    return null;
  }
}

async function insertExample(db: Database, ex: ExampleCharacter): Promise<boolean> {
  const files = await readExampleFiles(ex.slug);
  if (!files) {
    console.warn(`[examples] public/examples/${ex.slug} is missing; example "${ex.name}" skipped`);
    return false;
  }
  const storage = getStorage();
  const k = keys(ex.slug);
  // Files first (put is an idempotent overwrite), rows last: a row never points at a missing file.
  await storage.put(k.source, files.source, { contentType: 'image/png', access: 'public' });
  await storage.put(k.tile, files.tile, { contentType: 'image/webp', access: 'public' });
  const [src, tile] = await Promise.all([sharp(files.source).metadata(), sharp(files.tile).metadata()]);
  const reference = exampleReference(ex.slug);
  const tileReference = `${reference}-tile`;
  return db.transaction(async (tx) => {
    const row = await insertCharacter(tx, {
      reference,
      userId: null,
      isExample: true,
      name: ex.name,
      description: ex.description,
      status: 'CREATED',
      progress: 100,
      mainTileReference: tileReference,
    });
    if (!row) return false; // another process got there first
    await insertImages(tx, [
      {
        characterId: row.id,
        kind: 'source',
        reference: `${reference}-source`,
        storageKey: k.source,
        width: src.width,
        height: src.height,
        position: 0,
      },
      {
        characterId: row.id,
        kind: 'tile',
        reference: tileReference,
        storageKey: k.tile,
        width: tile.width,
        height: tile.height,
        position: 0,
      },
    ]);
    return true;
  });
}

/** Idempotent and cheap when the examples exist (one query). Returns how many were added. */
export async function ensureExampleCharacters(db: Database): Promise<number> {
  const wanted = EXAMPLE_CHARACTERS.map((e) => exampleReference(e.slug));
  const present = await db
    .select({ reference: characters.reference })
    .from(characters)
    .where(inArray(characters.reference, wanted));
  const have = new Set(present.map((p) => p.reference));
  let added = 0;
  for (const ex of EXAMPLE_CHARACTERS) {
    if (!have.has(exampleReference(ex.slug)) && (await insertExample(db, ex))) added++;
  }
  return added;
}
