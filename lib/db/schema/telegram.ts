import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stickerPacks } from './stickers';

// A pack published to Telegram as a sticker set (docs/decisions.md): one set per pack, created by our bot and
// owned by the Telegram user who opened the deep link. The job resumes from these rows after a crash.
export const telegramStickerSets = pgTable(
  'telegram_sticker_sets',
  {
    packId: uuid()
      .primaryKey()
      .references(() => stickerPacks.id, { onDelete: 'cascade' }),
    name: text().notNull().unique(),
    title: text().notNull(),
    ownerTelegramUserId: bigint({ mode: 'number' }).notNull(),
    chatId: bigint({ mode: 'number' }).notNull(),
    languageCode: text(),
    status: text().notNull().default('PENDING'), // PENDING | PUBLISHING | PUBLISHED | FAILED
    errorCode: text(),
    errorMessage: text(),
    done: integer().notNull().default(0),
    total: integer().notNull().default(0),
    /** Set when the pack changed after publishing; the sync job clears it. */
    dirty: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('telegram_sticker_sets_status_idx').on(t.status, t.updatedAt)],
);

// Which of our stickers are in the Telegram set, under which Telegram file id (to delete or move it).
// No foreign key to stickers: a deleted sticker must still be found here to be removed from the set.
export const telegramSetStickers = pgTable(
  'telegram_set_stickers',
  {
    packId: uuid()
      .notNull()
      .references(() => telegramStickerSets.packId, { onDelete: 'cascade' }),
    stickerId: uuid().notNull(),
    fileId: text().notNull(),
    fileUniqueId: text(),
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.packId, t.stickerId] })],
);
