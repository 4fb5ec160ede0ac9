import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { telegramLinks } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

// The user's Telegram links, for their data export (lib/account); they go with the user row.
export async function listTelegramLinksOfUser(db: DbOrTx, userId: string) {
  return db
    .select({
      telegramUserId: telegramLinks.telegramUserId,
      username: telegramLinks.username,
      createdAt: telegramLinks.createdAt,
      verifiedAt: telegramLinks.verifiedAt,
    })
    .from(telegramLinks)
    .where(eq(telegramLinks.userId, userId))
    .orderBy(asc(telegramLinks.createdAt));
}
