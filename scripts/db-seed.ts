import path from 'node:path';
import { connectPglite, connectPostgres, migrateConnection, openPglite } from '../lib/db/connect';
import { lockDataDir } from '../lib/db/lock';
import { seedDatabase } from '../lib/db/seed';

const url = process.env.DATABASE_URL;
let conn: Awaited<ReturnType<typeof connectPostgres>>;
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
