// One-off, idempotent: files stored before images had a private space (lib/storage/keys.ts) move to
// where their visibility puts them — every owner's character tiles to their private space, and each
// sticker's files to the space its visibility and packs ask for (docs/product-rules.md). Safe while
// the app runs; run once after upgrading, with the app's DATABASE_URL / DATA_DIR and storage env:
//   npx tsx --conditions=react-server scripts/private-images.ts
import { privatizeCharacterTiles } from '../lib/characters/image-access';
import { openDatabase } from '../lib/db/open';
import { users as usersTable } from '../lib/db/schema';
import { syncPackStickerImages } from '../lib/packs/image-access';
import { registry } from '../lib/registry';

async function main() {
  const conn = await openDatabase({
    url: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? '.data',
    poolSize: 2,
  });
  registry.override({ database: conn });
  const users = await conn.db.select({ id: usersTable.id }).from(usersTable);
  let tiles = 0;
  let stickers = 0;
  for (const { id } of users) {
    tiles += await privatizeCharacterTiles(conn.db, id);
    stickers += await syncPackStickerImages(conn.db, id);
  }
  await conn.close();
  console.log(`${users.length} users: ${tiles} character tiles and ${stickers} stickers' files moved`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
