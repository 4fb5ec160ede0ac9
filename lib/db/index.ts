import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';
import { type Connection, connectPglite, connectPostgres, migrateConnection, openPglite } from './connect';
import { lockDataDir } from './lock';
import { seedDatabase } from './seed';
import type { Database } from './types';

export type { Database, DbOrTx, Tx } from './types';

// One connection per process, kept on globalThis so every bundle of the Next server shares it.
const g = globalThis as unknown as { __stickerDb?: Promise<Connection> };

async function open(): Promise<Connection> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error(
      'The database must not be opened during next build (pages that read it must be dynamic).',
    );
  }
  const e = env();
  if (e.modes.database === 'hosted') {
    return connectPostgres(e.raw.DATABASE_URL as string);
  }
  const dir = path.resolve(e.dataDir, 'pglite');
  lockDataDir(dir);
  const conn = connectPglite(await openPglite(dir));
  // Embedded mode migrates and seeds itself on start; hosted mode uses npm run db:migrate / db:seed.
  await migrateConnection(conn);
  await seedDatabase(conn.db);
  return conn;
}

export function getDb(): Promise<Database> {
  g.__stickerDb ??= open().catch((err) => {
    g.__stickerDb = undefined;
    throw err;
  });
  return g.__stickerDb.then((c) => c.db);
}

/** Tests and scripts inject their own connection. */
export function setConnection(conn: Connection | undefined) {
  g.__stickerDb = conn ? Promise.resolve(conn) : undefined;
}
