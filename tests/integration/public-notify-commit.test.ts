import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CONTENT_CHANNEL } from '@/lib/cache/public-memo';
import { type Connection, connectPostgres } from '@/lib/db/connect';
import { stickerPacks } from '@/lib/db/schema';
import { hidePacksOfUser } from '@/lib/packs/account-data';
import { PUBLIC_PACKS_SCOPE } from '@/lib/packs/public-cache';
import { hideStickersOfUser } from '@/lib/stickers/account-data';
import { PUBLIC_STICKERS_SCOPE } from '@/lib/stickers/public-scope';
import { createTestDb, usingPostgres } from '../helpers/db';
import { withDatabase } from '../helpers/global-setup';
import { makeStickers, makeUser } from './packs-helpers';

// Another instance drops its copy of public content when it hears the NOTIFY (lib/cache/public-memo.ts).
// A change made inside a transaction must be announced with its commit: heard before it, the other
// instance would reload the old rows and keep serving them; heard for a rollback, it drops for nothing.
let conn: Connection;
let other: Connection; // the listening instance: its own connection on PostgreSQL, the one client on PGlite
const heard: string[] = [];
type Listener = { listen: (channel: string, fn: (payload: string) => void) => Promise<unknown> };

beforeAll(async () => {
  conn = await createTestDb();
  if (usingPostgres) {
    const [row] = (await conn.db.execute(sql`select current_database() as name`)) as unknown as {
      name: string;
    }[];
    other = connectPostgres(withDatabase(process.env.TEST_DATABASE_URL as string, row?.name as string), 2);
  } else other = conn;
  const client = (other.db as unknown as { $client: Listener }).$client;
  await client.listen(PUBLIC_CONTENT_CHANNEL, (payload) => heard.push(payload));
});
afterAll(async () => {
  if (other !== conn) await other.close();
  await conn.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function heardWithin(ms: number, scope: string) {
  for (let waited = 0; waited < ms && !heard.includes(scope); waited += 20) await sleep(20);
  return heard.includes(scope);
}

async function publicOwner() {
  const user = await makeUser(conn.db, 0);
  await makeStickers(conn.db, user.id, 1, { visibility: 'PUBLIC' });
  const [pack] = await conn.db
    .insert(stickerPacks)
    .values({ reference: randomUUID(), publicId: randomUUID().slice(0, 12), userId: user.id, name: 'Open' })
    .returning();
  await conn.db
    .update(stickerPacks)
    .set({ visibility: 'PUBLIC' })
    .where(eq(stickerPacks.id, pack?.id as string));
  return { user, packId: pack?.id as string };
}

describe('public content changes made in a transaction', () => {
  it('are announced with the commit, not before it', async () => {
    const { user, packId } = await publicOwner();
    heard.length = 0;
    await conn.db.transaction(async (tx) => {
      expect(await hideStickersOfUser(tx, user.id)).toBe(1);
      expect(await hidePacksOfUser(tx, user.id)).toBe(1);
      // Long enough for a notification sent outside the transaction to arrive.
      await sleep(300);
      expect(heard).toEqual([]);
    });
    expect(await heardWithin(2_000, PUBLIC_PACKS_SCOPE)).toBe(true);
    expect(await heardWithin(2_000, PUBLIC_STICKERS_SCOPE)).toBe(true);
    const [row] = await other.db.select().from(stickerPacks).where(eq(stickerPacks.id, packId));
    expect(row?.visibility).toBe('PRIVATE');
  });

  it('are never announced for a rollback', async () => {
    const { user, packId } = await publicOwner();
    heard.length = 0;
    await expect(
      conn.db.transaction(async (tx) => {
        await hidePacksOfUser(tx, user.id);
        await hideStickersOfUser(tx, user.id);
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect(await heardWithin(500, PUBLIC_PACKS_SCOPE)).toBe(false);
    expect(heard).toEqual([]);
    const [row] = await conn.db.select().from(stickerPacks).where(eq(stickerPacks.id, packId));
    expect(row?.visibility).toBe('PUBLIC');
  });
});
