import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const stickerStyles = pgTable(
  'sticker_styles',
  {
    id: uuid().primaryKey().defaultRandom(),
    reference: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull().default(''),
    prompt: text().notNull().default(''),
    categoryName: text().notNull().default(''),
    imageKey: text(),
    order: integer().notNull().default(0),
    rarity: text().notNull().default('COMMON'), // COMMON | UNCOMMON | RARE | EPIC | UNIQUE
    costInCredits: integer().notNull().default(0),
    isFree: boolean().notNull().default(true),
    look: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sticker_styles_order_idx').on(t.order)],
);

export const userStyles = pgTable(
  'user_styles',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    styleId: uuid()
      .notNull()
      .references(() => stickerStyles.id, { onDelete: 'cascade' }),
    acquiredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.styleId] })],
);

export const stickers = pgTable(
  'stickers',
  {
    id: uuid().primaryKey().defaultRandom(),
    reference: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchReference: text(),
    characterReferences: jsonb().$type<string[]>().notNull().default([]),
    styleReference: text(),
    name: text().notNull(),
    labelText: text().notNull().default(''),
    description: text().notNull().default(''),
    language: text(),
    status: text().notNull().default('PROCESSING'), // PROCESSING | CREATING | CREATED | FAILED_CREATION
    errorCode: text(),
    position: integer().notNull().default(0),
    visibility: text().notNull().default('PRIVATE'), // PRIVATE | PUBLIC
    imageKey: text(),
    // The drawing's 320 px copy for lists and grids (lib/stickers/thumbnail.ts); null for stickers
    // drawn before thumbnails existed, which lists show at full size.
    thumbKey: text(),
    emoji: jsonb().$type<string[]>().notNull().default(['🙂']),
    spec: jsonb().$type<Record<string, unknown>>(),
    // What the drawing came out with (lib/stickers/pipeline.ts): { parts: string[] }, the drawn parts
    // its description asked for (lib/media/sticker/parts); null before it is drawn.
    meta: jsonb().$type<{ parts?: string[] } & Record<string, unknown>>(),
    // What a label edit draws from (lib/stickers/label-edit.ts, docs/product-rules.md): the figure
    // before the layout (a PNG in the owner's private space), the layout's context
    // (lib/media/sticker/relabel.ts StickerLayout) and the label as drawn now. All null for
    // stickers drawn before they were kept: those offer "Regenerate" instead.
    layerKey: text(),
    layer: jsonb().$type<Record<string, unknown>>(),
    label: jsonb().$type<{
      text: string;
      language: string;
      color: string;
      outline: string;
      placement: 'top' | 'bottom' | 'none';
    }>(),
    holdKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // When the last regeneration started (null: never regenerated). createdAt never moves, so the
    // sticker keeps its place and date in newest-first lists; progress and job recovery time the
    // current drawing from this instead.
    regeneratedAt: timestamp({ withTimezone: true }),
    /** REVIEW (reported past the threshold) or HIDDEN (by a moderator); set, the item leaves every public read (lib/db/listed.ts). */
    moderation: text(),
  },
  (t) => [
    check('stickers_moderation_state', sql`${t.moderation} IN ('REVIEW', 'HIDDEN')`),
    index('stickers_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('stickers_public_idx').on(t.visibility, t.status, t.createdAt, t.id),
    index('stickers_batch_idx').on(t.batchReference),
    // Explore (docs/decisions.md): the public feed in keyset order, and substring search over public
    // names, label texts and descriptions (pg_trgm GIN, so ILIKE '%term%' does not scan a million
    // rows). The expression must read exactly as stickerSearchText in lib/stickers/queries.ts.
    index('stickers_public_feed_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.visibility} = 'PUBLIC' AND ${t.status} = 'CREATED'`),
    index('stickers_public_search_trgm_idx')
      .using('gin', sql`(${t.name} || E'\\n' || ${t.labelText} || E'\\n' || ${t.description}) gin_trgm_ops`)
      .where(sql`${t.visibility} = 'PUBLIC' AND ${t.status} = 'CREATED'`),
  ],
);

export const stickerPacks = pgTable(
  'sticker_packs',
  {
    id: uuid().primaryKey().defaultRandom(),
    reference: text().notNull().unique(),
    publicId: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 40 }).notNull(),
    description: text().notNull().default(''),
    visibility: text().notNull().default('PRIVATE'),
    coverStickerId: uuid().references(() => stickers.id, { onDelete: 'set null' }),
    telegramSetName: text(),
    /** Bumped by every edit: an update applies only to the version it was made from (optimistic). */
    version: integer().notNull().default(0),
    /** REVIEW or HIDDEN: out of every public read (lib/db/listed.ts); its owner still sees it. */
    moderation: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sticker_packs_moderation_state', sql`${t.moderation} IN ('REVIEW', 'HIDDEN')`),
    check('sticker_packs_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 40`),
    index('sticker_packs_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('sticker_packs_public_idx').on(t.visibility, t.createdAt, t.id),
    index('sticker_packs_public_feed_idx').on(t.createdAt, t.id).where(sql`${t.visibility} = 'PUBLIC'`),
    // Explore's pack search over names and descriptions; reads as packSearchText in lib/packs/queries.ts.
    index('sticker_packs_public_search_trgm_idx')
      .using('gin', sql`(${t.name} || E'\\n' || ${t.description}) gin_trgm_ops`)
      .where(sql`${t.visibility} = 'PUBLIC'`),
  ],
);

export const stickerPackItems = pgTable(
  'sticker_pack_items',
  {
    packId: uuid()
      .notNull()
      .references(() => stickerPacks.id, { onDelete: 'cascade' }),
    stickerId: uuid()
      .notNull()
      .references(() => stickers.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packId, t.stickerId] }),
    index('sticker_pack_items_order_idx').on(t.packId, t.position),
    index('sticker_pack_items_sticker_idx').on(t.stickerId),
  ],
);
