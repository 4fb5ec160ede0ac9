import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { connectPglite, connectPostgres, createPglite, migrateConnection } from '../../lib/db/connect';
import { seedDatabase } from '../../lib/db/seed';
import { SAFETY_URL_ENV, startSafetyServer } from './shared-safety';

export const PGLITE_DUMP = path.join(os.tmpdir(), `sticker-test-pglite-${process.pid}.tar.gz`);
// One template per run (pid): two runs on one PostgreSQL (two checkouts, two terminals) must not
// drop each other's template.
export const pgTemplate = () => process.env.STICKER_PG_TEMPLATE ?? `sticker_test_template_${process.pid}`;

// Migrate once, then every test file starts from a copy (docs/measurements.md: a fresh PGlite takes seconds).
// The safety model loads once too, in its own process, while the database is prepared.
export default async function setup() {
  const safety = startSafetyServer();
  safety.catch(() => {}); // awaited below; a failure must not go unhandled meanwhile
  let teardown: () => unknown;
  try {
    teardown = await prepareDatabase();
  } catch (err) {
    (await safety.catch(() => null))?.stop();
    throw err;
  }
  const { url, stop } = await safety;
  process.env[SAFETY_URL_ENV] = url;
  return async () => {
    stop();
    await teardown();
  };
}

async function prepareDatabase(): Promise<() => unknown> {
  process.env.STICKER_PGLITE_DUMP = PGLITE_DUMP;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = pgTemplate();
    process.env.STICKER_PG_TEMPLATE = template;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${template}`);
    // Migrating and seeding commit often; the copies set the same for themselves (tests/helpers/db.ts).
    await admin.unsafe(`ALTER DATABASE ${template} SET synchronous_commit = off`);
    const conn = connectPostgres(withDatabase(url, template), 1);
    await migrateConnection(conn);
    await seedDatabase(conn.db);
    await conn.close();
    await admin.end();
    return async () => {
      const a = postgres(url, { max: 1, onnotice: () => {} });
      await a.unsafe(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await a.end();
    };
  }
  const pg = await createPglite();
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
