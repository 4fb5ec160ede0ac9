import 'server-only';
import { liveAsync } from '@/lib/registry';
import type { Connection } from './connect';
import { openDatabase } from './open';
import type { Database } from './types';

export type { Database, DbOrTx, Tx } from './types';

declare module '@/lib/registry/slots' {
  interface Slots {
    database: Connection;
  }
}

function guardBuild() {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error(
      'The database must not be opened during next build (pages that read it must be dynamic).',
    );
  }
}

/** The live connection (lib/registry), one per process: PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL. */
export function getDb(): Promise<Database> {
  return liveAsync('database', {
    // The embedded database migrates and seeds itself; hosted mode uses npm run db:migrate / db:seed.
    embedded: async (e) => {
      guardBuild();
      return openDatabase({ dataDir: e.dataDir });
    },
    hosted: async (e) => {
      guardBuild();
      return openDatabase({ url: e.database?.url, dataDir: e.dataDir });
    },
  }).then((c) => c.db);
}
