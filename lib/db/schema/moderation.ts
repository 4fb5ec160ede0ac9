import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Moderation (lib/moderation, docs/product-rules.md). item_id points at a sticker, pack or character
// row by kind, so it has no foreign key: a report on an item deleted since simply matches nothing.

/** One report per person per item; a reporter's account deletion takes their reports with it. */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemKind: text().notNull(), // sticker | pack | character
    itemId: uuid().notNull(),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when a moderator decides (hide or restore): only open reports count towards the threshold. */
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('content_reports_kind', sql`${t.itemKind} IN ('sticker', 'pack', 'character')`),
    uniqueIndex('content_reports_one_per_person_idx').on(t.itemKind, t.itemId, t.reporterId),
    index('content_reports_open_idx').on(t.itemKind, t.itemId).where(sql`${t.resolvedAt} IS NULL`),
    index('content_reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);

/** The review record: who did what, when and why. The actor's address stays as text if the account goes. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actor: text().notNull(), // the admin's email, or "cli" for the operator tool
    action: text().notNull(), // hide | restore | suspend | unsuspend | auto-review
    targetKind: text().notNull(), // sticker | pack | character | user
    targetId: uuid().notNull(),
    targetLabel: text().notNull(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_actions_created_idx').on(t.createdAt)],
);

/** A person who may not make anything public until a moderator lifts it. */
export const publishingSuspensions = pgTable('publishing_suspensions', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
