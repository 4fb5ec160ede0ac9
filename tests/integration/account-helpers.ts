import fs from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { grantCredits } from '@/lib/credits/service';
import type { Database } from '@/lib/db/types';
import { getStorage, newBlobKey } from '@/lib/storage';
import { linkTelegramAccount } from '@/lib/telegram/service';
import { findUser } from '@/lib/users/service';
import { uploadPhoto } from './characters-helpers';
import { makeStickers } from './packs-helpers';
import { makePack } from './publishing-helpers';
import { makeCharacter } from './stickers-helpers';

// A whole account's worth of data for the deletion and export tests: credits bought and spent,
// stickers (one public), a public pack published to Telegram, a character, an upload, a Telegram
// link and a private object in the user's own folder of the store.

let telegramIds = 7_000_000;

/** Rows of a raw query on either driver (postgres.js answers an array, PGlite `{ rows }`). */
export async function query<T>(db: Database, q: SQL): Promise<T[]> {
  const r = (await db.execute(q)) as unknown as T[] | { rows: T[] };
  return Array.isArray(r) ? r : r.rows;
}

export async function seedAccount(db: Database, userId: string, label = 'A') {
  await grantCredits(db, {
    userId,
    credits: 40,
    kind: 'PURCHASE',
    description: 'Starter pack',
    idempotencyKey: `test-purchase:${userId}`,
    amount: '4.99',
    currency: 'USD',
    amountUsd: '4.99',
    externalReference: `pi_${label}_${userId.slice(0, 8)}`,
  });
  const stickers = await makeStickers(db, userId, 3, {
    names: [`${label} one`, `${label} two`, `${label} three`],
  });
  await db.execute(sql`update stickers set visibility = 'PUBLIC' where id = ${stickers[0]?.id}`);
  const pack = await makePack(
    db,
    userId,
    stickers.map((s) => s.reference),
    { name: `${label} pack`, visibility: 'PUBLIC' },
  );
  const [packId] = await query<{ id: string }>(
    db,
    sql`select id from sticker_packs where public_id = ${pack.publicId}`,
  );
  const telegramUserId = ++telegramIds;
  await db.execute(sql`insert into telegram_sticker_sets (pack_id, name, title, owner_telegram_user_id, chat_id, status)
    values (${packId?.id}, ${`pack_${pack.publicId.toLowerCase()}_by_testbot`}, 'Set', ${telegramUserId}, ${telegramUserId}, 'PUBLISHED')`);
  const character = await makeCharacter(db, userId, `${label} robo`);
  await uploadPhoto(db, userId);
  const user = await findUser(db, userId);
  await linkTelegramAccount(db, {
    publicId: user?.publicId as string,
    telegramUserId,
    username: `u${label}`,
    chatId: telegramUserId,
  });
  const privateKey = newBlobKey('stickers', 'webp', userId);
  await getStorage().put(privateKey, Buffer.from('private drawing'), {
    contentType: 'image/webp',
    access: 'private',
  });
  return { stickers, pack, character, telegramUserId, privateKey };
}

const TABLES = [
  ['users', 'id'],
  ['stickers', 'user_id'],
  ['sticker_packs', 'user_id'],
  ['characters', 'user_id'],
  ['uploads', 'user_id'],
  ['telegram_links', 'user_id'],
  ['credit_holds', 'user_id'],
  ['credit_ledger', 'user_id'],
  ['account_exports', 'user_id'],
] as const;

/** How many rows of each table name the user. */
export async function rowsOf(db: Database, userId: string) {
  const out: Record<string, number> = {};
  for (const [table, column] of TABLES) {
    const [r] = await query<{ n: number }>(
      db,
      sql.raw(`select count(*)::int as n from ${table} where ${column} = '${userId}'`),
    );
    out[table] = r?.n ?? -1;
  }
  return out;
}

export async function authRowsOf(db: Database, email: string) {
  const [r] = await query<{ users: number; sessions: number }>(
    db,
    sql`select
    (select count(*)::int from auth_user where email = ${email}) as users,
    (select count(*)::int from auth_session s join auth_user u on u.id = s.user_id where u.email = ${email}) as sessions`,
  );
  return r;
}

/** Every object of a local store, by space (the sidecars are not objects). */
export function objectsIn(root: string) {
  const all: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const e of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
      if (e.isDirectory()) walk(path.join(dir, e.name), `${prefix}${e.name}/`);
      else if (!e.name.endsWith('.meta.json') && !e.name.endsWith('.tmp')) all.push(`${prefix}${e.name}`);
    }
  };
  walk(root, '');
  return all.sort();
}
