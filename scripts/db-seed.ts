// Idempotent seed: DATABASE_URL, or the embedded PGlite data dir (refused while the app holds it).
import { openDatabase } from '../lib/db/open';
import { seedLiveDatabase } from '../lib/cli/seed';

async function main() {
  const conn = await openDatabase({
    url: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? '.data',
    poolSize: 1,
  });
  await seedLiveDatabase(conn.db); // the embedded database is seeded when opened; PostgreSQL here
  await conn.close();
  console.log('seed applied');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
