import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type Connection, connectPglite, connectPostgres, createPglite } from '../../lib/db/connect';
import { pgTemplate, withDatabase } from './global-setup';
import { registry } from '../../lib/registry';

export const usingPostgres = !!process.env.TEST_DATABASE_URL;

/**
 * A fresh, migrated and seeded database for one test file: a PGlite copy of the dump by default,
 * or a new PostgreSQL database cloned from the template when TEST_DATABASE_URL is set. Its commits
 * do not wait for the disk (synchronous_commit off, docs/measurements.md): what other sessions see
 * is the same, only a crash of the server could lose the last commits of a throwaway database.
 * It is also installed as the app's connection, so getDb() in services and routes returns it.
 */
export async function createTestDb(opts: { install?: boolean; poolSize?: number } = {}): Promise<Connection> {
  let conn: Connection;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `sticker_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate()}`);
    await admin.unsafe(`ALTER DATABASE ${name} SET synchronous_commit = off`);
    await admin.end();
    const inner = connectPostgres(withDatabase(url, name), opts.poolSize ?? 20);
    conn = {
      ...inner,
      close: async () => {
        await inner.close();
        const a = postgres(url, { max: 1, onnotice: () => {} });
        await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  } else {
    const dump = fs.readFileSync(process.env.STICKER_PGLITE_DUMP as string);
    const pg = await createPglite({ loadDataDir: new Blob([dump]) });
    conn = connectPglite(pg);
  }
  if (opts.install !== false) registry.override({ database: conn });
  return conn;
}
