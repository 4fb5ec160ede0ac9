import 'server-only';
import { eq } from 'drizzle-orm';
import { telegramLinks } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

/** One Telegram account → one user; linking again (another user's code) moves it. */
export async function upsertTelegramLink(
  db: DbOrTx,
  link: { telegramUserId: number; userId: string; username: string | null; chatId: number | null },
) {
  await db
    .insert(telegramLinks)
    .values(link)
    .onConflictDoUpdate({
      target: telegramLinks.telegramUserId,
      set: { userId: link.userId, username: link.username, chatId: link.chatId },
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
