import 'server-only';
import { env } from '@/lib/env';
import type { Connection } from './connect';
import { openDatabase } from './open';
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
  // Hosted mode uses npm run db:migrate / db:seed; the embedded database migrates and seeds itself.
  return openDatabase({ url: e.database?.url, dataDir: e.dataDir });
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
