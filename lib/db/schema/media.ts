import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// A signed, single-use upload slot (POST /v1/upload-urls/images, docs/product-rules.md).
export const uploads = pgTable(
  'uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    reference: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    status: text().notNull().default('PENDING'), // PENDING | UPLOADED | CONSUMED | DELETED
    storageKey: text(),
    contentType: text(),
    sizeBytes: integer(),
    width: integer(),
    height: integer(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt)],
);

export const characters = pgTable(
  'characters',
  {
    id: uuid().primaryKey().defaultRandom(),
    reference: text().notNull().unique(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    isExample: boolean().notNull().default(false),
    name: text().notNull(),
    description: text().notNull().default(''),
    status: text().notNull().default('PENDING'), // PENDING | PROCESSING | CREATED | FAILED_CREATION
    progress: integer().notNull().default(0),
    errorCode: text(),
    mainTileReference: text(),
    templateReference: text(),
    isRemix: boolean().notNull().default(false),
    holdKey: text(),
    /** REVIEW or HIDDEN: an example character out of every public read (lib/db/listed.ts). */
    moderation: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('characters_moderation_state', sql`${t.moderation} IN ('REVIEW', 'HIDDEN')`),
    index('characters_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('characters_status_updated_idx').on(t.status, t.updatedAt),
  ],
);

// Source photos (kept only until processed, unless the character is an example) and tiles.
export const characterImages = pgTable(
  'character_images',
  {
    id: uuid().primaryKey().defaultRandom(),
    characterId: uuid()
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    kind: text().notNull(), // 'source' | 'tile'
    reference: text().notNull().unique(),
    storageKey: text().notNull(),
    width: integer(),
    height: integer(),
    position: integer().notNull().default(0),
    meta: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('character_images_character_idx').on(t.characterId, t.kind, t.position)],
);
