// Idempotent seed: DATABASE_URL, or the embedded PGlite data dir (refused while the app holds it).
import path from 'node:path';
import {
  type Connection,
  connectPglite,
  connectPostgres,
  migrateConnection,
  openPglite,
} from '../lib/db/connect';
import { lockDataDir } from '../lib/db/lock';
import { seedDatabase } from '../lib/db/seed';

async function main() {
  const url = process.env.DATABASE_URL;
  let conn: Connection;
  if (url) {
    conn = connectPostgres(url, 1);
  } else {
    const dir = path.resolve(process.env.DATA_DIR ?? '.data', 'pglite');
    lockDataDir(dir);
    conn = connectPglite(await openPglite(dir));
    await migrateConnection(conn);
  }
  await seedDatabase(conn.db);
  await conn.close();
  console.log('seed applied');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
