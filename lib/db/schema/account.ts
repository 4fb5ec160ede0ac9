import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// One account deletion (lib/account): STARTED (the account is hidden and signed out) → each job step
// → DONE. No foreign key to users: the record outlives the user row, so the sweeper finds and
// finishes a deletion a crash interrupted.
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().notNull().unique('account_deletions_user_unique'),
    authProvider: text().notNull(),
    authSubject: text().notNull(),
    state: text().notNull().default('STARTED'), // STARTED | DONE
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('account_deletions_state_idx').on(t.state, t.updatedAt)],
);

// A "Download my data" ZIP: BUILDING (one at a time per user) → READY, downloadable until
// expiresAt, or FAILED.
export const accountExports = pgTable(
  'account_exports',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().notNull().default('BUILDING'), // BUILDING | READY | FAILED
    storageKey: text(),
    sizeBytes: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('account_exports_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('account_exports_one_building').on(t.userId).where(sql`${t.status} = 'BUILDING'`),
  ],
);
