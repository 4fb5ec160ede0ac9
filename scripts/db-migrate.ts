// Hosted mode: apply drizzle/ migrations to DATABASE_URL (embedded mode migrates itself on start).
import { connectPostgres, migrateConnection } from '../lib/db/connect';

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is not set. The embedded database migrates itself when the app starts.');
    process.exit(1);
  }
  const conn = connectPostgres(url, 1);
  await migrateConnection(conn);
  await conn.close();
  console.log('migrations applied');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
