import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Our own user row, created on first sign-in from either identity provider.
// balance = sum(credit_ledger.delta); held = sum of HELD credit_holds; available = balance - held.
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    authProvider: text().notNull(), // 'embedded' | 'clerk'
    authSubject: text().notNull(),
    email: text(),
    firstName: text(),
    lastName: text(),
    imageUrl: text(),
    publicId: text().notNull().unique(),
    balance: integer().notNull().default(0),
    held: integer().notNull().default(0),
    activeHolds: integer().notNull().default(0),
    creditExpiry: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_balance_nonnegative', sql`${t.balance} >= 0`),
    check('users_held_within_balance', sql`${t.held} >= 0 AND ${t.held} <= ${t.balance}`),
    check('users_active_holds_nonnegative', sql`${t.activeHolds} >= 0`),
    uniqueIndex('users_auth_subject_idx').on(t.authProvider, t.authSubject),
  ],
);

// A Telegram account linked to a user through the bot's /start payment-<code> deep link, or by the
// single-use ticket of the owner's own "Add to Telegram". Only a ticket proves the account is the
// owner's (verified_at): a user code is not a secret, so a link made with one may buy credits for that
// user but never own their sticker sets.
export const telegramLinks = pgTable(
  'telegram_links',
  {
    telegramUserId: bigint({ mode: 'number' }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text(),
    chatId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('telegram_links_user_idx').on(t.userId)],
);

// A single-use ticket from the pack owner's "Add to Telegram" (POST /v1/sticker-packs/{ref}/telegram):
// the Telegram account that opens the bot with it is linked to this user, so it may own the user's
// sticker sets. Only a hash is stored; it expires after 30 minutes and is deleted when used.
export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('telegram_link_tokens_user_idx').on(t.userId, t.expiresAt)],
);
