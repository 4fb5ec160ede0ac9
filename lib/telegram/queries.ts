import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { telegramLinks, telegramLinkTokens } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

/**
 * One Telegram account → one user; linking again (another user's code) moves it. A ticket verifies
 * the link; a user code keeps an existing verification only while the link stays with that user.
 */
export async function upsertTelegramLink(
  db: DbOrTx,
  link: { telegramUserId: number; userId: string; username: string | null; chatId: number | null },
  verified = false,
) {
  const verifiedAt = verified
    ? sql`now()`
    : sql`CASE WHEN ${telegramLinks.userId} = ${link.userId}::uuid THEN ${telegramLinks.verifiedAt} END`;
  await db
    .insert(telegramLinks)
    .values({ ...link, verifiedAt: verified ? new Date() : null })
    .onConflictDoUpdate({
      target: telegramLinks.telegramUserId,
      set: { userId: link.userId, username: link.username, chatId: link.chatId, verifiedAt },
    });
}

export async function findTelegramLink(db: DbOrTx, telegramUserId: number) {
  const [row] = await db
    .select()
    .from(telegramLinks)
    .where(eq(telegramLinks.telegramUserId, telegramUserId))
    .limit(1);
  return row;
}

export async function insertLinkToken(
  db: DbOrTx,
  row: { tokenHash: string; userId: string; expiresAt: Date },
) {
  // The user's spent tickets go first: at most a handful are ever alive per user.
  await db
    .delete(telegramLinkTokens)
    .where(and(eq(telegramLinkTokens.userId, row.userId), lt(telegramLinkTokens.expiresAt, new Date())));
  await db.insert(telegramLinkTokens).values(row);
}

/** Deletes the ticket if it is the user's and unexpired; true when it was (one winner, one use). */
export async function takeLinkToken(db: DbOrTx, tokenHash: string, userId: string) {
  const rows = await db
    .delete(telegramLinkTokens)
    .where(
      and(
        eq(telegramLinkTokens.tokenHash, tokenHash),
        eq(telegramLinkTokens.userId, userId),
        gt(telegramLinkTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: telegramLinkTokens.userId });
  return rows.length > 0;
}

export async function purgeExpiredLinkTokens(db: DbOrTx) {
  await db.delete(telegramLinkTokens).where(lt(telegramLinkTokens.expiresAt, new Date()));
}
