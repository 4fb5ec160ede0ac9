import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';
import type { Database } from './types';

export const migrationsFolder = path.join(process.cwd(), 'drizzle');

export type Connection = { db: Database; close: () => Promise<void>; kind: 'pglite' | 'postgres' };

export function connectPglite(client: PGlite): Connection {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** The PGlite behind a handle from connectPglite; null for PostgreSQL. */
export function pgliteClientOf(db: Database): PGlite | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

export function connectPostgres(url: string, max = 10): Connection {
  const client = postgres(url, { max, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
}

export async function migrateConnection(conn: Connection): Promise<void> {
  if (conn.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: both drivers share the migrator contract
    await migratePglite(conn.db as any, { migrationsFolder });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: both drivers share the migrator contract
    await migratePostgres(conn.db as any, { migrationsFolder });
  }
}

/** Every PGlite we open loads the extensions our migrations use (pg_trgm: explore search). */
export async function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm, ...options.extensions } });
}

export async function openPglite(dataDir: string): Promise<PGlite> {
  return createPglite({ dataDir });
}
