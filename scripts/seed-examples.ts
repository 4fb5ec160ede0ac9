// Example characters for remix mode.
//
//   npx tsx --conditions=react-server scripts/seed-examples.ts            make missing files
//   npx tsx --conditions=react-server scripts/seed-examples.ts --force    make them again
//   npx tsx --conditions=react-server scripts/seed-examples.ts --db       also insert the rows
//
// Files: our own CPU pipeline runs once on tests/fixtures/photos and the results are committed
// under public/examples/<slug>/ (source.png ≤ 768 px, tile.webp), so a fresh clone needs neither
// the fixtures nor ~15 s per example. Rows: the embedded server inserts them at start
// (ensureExampleCharacters); --db does it for a hosted database (DATABASE_URL) too.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { EXAMPLE_CHARACTERS, EXAMPLES_DIR } from '../lib/characters/examples';

const FIXTURES = path.resolve(process.cwd(), 'tests/fixtures/photos');
const MAX_SOURCE_SIDE = 768;
const args = new Set(process.argv.slice(2));

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

async function makeFiles() {
  const { localCharacterRenderer } = await import('../lib/media/character-renderer');
  for (const ex of EXAMPLE_CHARACTERS) {
    const dir = path.join(EXAMPLES_DIR, ex.slug);
    const tileFile = path.join(dir, 'tile.webp');
    if (!args.has('--force') && (await exists(tileFile))) {
      console.log(`${ex.slug}: present`);
      continue;
    }
    const photo = await fs.readFile(path.join(FIXTURES, ex.photo)).catch(() => {
      throw new Error(`${ex.photo} not found in ${FIXTURES}: the fixtures are needed to make the files`);
    });
    const source = await sharp(photo)
      .rotate()
      .resize(MAX_SOURCE_SIDE, MAX_SOURCE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const started = performance.now();
    const { tiles, mainIndex } = await localCharacterRenderer.render({ photos: [source] });
    const tile = tiles[mainIndex];
    if (!tile) throw new Error(`${ex.slug}: the pipeline made no tile`);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, 'source.png'), source);
    await fs.writeFile(tileFile, tile);
    const secs = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${ex.slug}: source ${source.length} B, tile ${tile.length} B, pipeline ${secs} s`);
  }
}

async function insertRows() {
  const { getDb } = await import('../lib/db');
  const { ensureExampleCharacters } = await import('../lib/characters/examples');
  const { ensureExampleGallery } = await import('../lib/examples/gallery');
  const db = await getDb();
  const added = await ensureExampleCharacters(db);
  const gallery = await ensureExampleGallery(db);
  console.log(
    `example characters added: ${added}; gallery: ${gallery.stickers} stickers, ${gallery.packs} new packs`,
  );
}

async function main() {
  await makeFiles();
  if (args.has('--db')) await insertRows();
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
