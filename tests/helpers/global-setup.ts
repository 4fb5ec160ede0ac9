import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { connectPglite, connectPostgres, migrateConnection } from '../../lib/db/connect';
import { seedDatabase } from '../../lib/db/seed';

export const PGLITE_DUMP = path.join(os.tmpdir(), `sticker-test-pglite-${process.pid}.tar.gz`);
export const PG_TEMPLATE = 'sticker_test_template';

// Migrate once, then every test file starts from a copy (NOTES.md: a fresh PGlite takes seconds).
export default async function setup() {
  process.env.STICKER_PGLITE_DUMP = PGLITE_DUMP;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${PG_TEMPLATE}`);
    const conn = connectPostgres(withDatabase(url, PG_TEMPLATE), 1);
    await migrateConnection(conn);
    await seedDatabase(conn.db);
    await conn.close();
    await admin.end();
    return;
  }
  const pg = await PGlite.create();
  const conn = connectPglite(pg);
  await migrateConnection(conn);
  await seedDatabase(conn.db);
  const dump = await pg.dumpDataDir('gzip');
  fs.writeFileSync(PGLITE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
  return () => fs.rmSync(PGLITE_DUMP, { force: true });
}

export function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}
