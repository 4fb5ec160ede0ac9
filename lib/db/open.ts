import path from 'node:path';
import { type Connection, connectPglite, connectPostgres, migrateConnection, openPglite } from './connect';
import { lockDataDir } from './lock';
import { seedDatabase } from './seed';

// The one database opener, for the app (lib/db/index.ts), the operator CLIs and scripts/db-seed:
// PostgreSQL at `url`, else the embedded PGlite under `dataDir` — locked (a second process on it
// corrupts data silently, docs/measurements.md), migrated and seeded, since nobody runs db:migrate for it.
// No 'server-only' import: the CLIs run under plain tsx.
export async function openDatabase(opts: {
  url?: string | null;
  dataDir: string;
  poolSize?: number;
}): Promise<Connection> {
  if (opts.url) return connectPostgres(opts.url, opts.poolSize ?? 10);
  const dir = path.resolve(opts.dataDir, 'pglite');
  lockDataDir(dir);
  const client = await openPglite(dir);
  const conn = connectPglite(client);
  await migrateConnection(conn);
  await seedDatabase(conn.db);
  return conn;
}
