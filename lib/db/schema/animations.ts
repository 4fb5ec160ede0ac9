import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stickers } from './stickers';
import { users } from './users';

// A finished sticker's animation (docs/animated-stickers.md), one row per sticker, owned by
// lib/stickers. The files are those of the last animation that succeeded: a new request keeps them
// until its own files are stored, so a sticker never loses a working animation to a failed one.
export const stickerAnimations = pgTable(
  'sticker_animations',
  {
    stickerId: uuid()
      .primaryKey()
      .references(() => stickers.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The preset being drawn now (PROCESSING) or last drawn. */
    preset: text().notNull(),
    status: text().notNull().default('PROCESSING'), // PROCESSING | CREATED | FAILED
    errorCode: text(),
    /** The credit hold of the current request: captured on success, released on failure. */
    holdKey: text().notNull(),
    cost: integer().notNull(),
    /** The preset the stored files show (null until the first success). */
    shownPreset: text(),
    /** Telegram video sticker: WEBM VP9 with alpha, 512 px. */
    videoKey: text(),
    /** WhatsApp animated sticker: animated WebP 512×512. */
    animatedWebpKey: text(),
    /** Telegram video set thumbnail: 100×100 WEBM. */
    thumbKey: text(),
    /** A 512 px WebP still, shown where motion is off. */
    posterKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sticker_animations_user_idx').on(t.userId),
    index('sticker_animations_status_idx').on(t.status),
  ],
);
