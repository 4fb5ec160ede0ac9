import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// The one public-visibility filter (docs/product-rules.md, moderation): an item is in public reads
// (explore lists and search, public pack pages, share images, the public API, exports for others)
// only while it is PUBLIC and no report threshold or moderator has taken it out. Every public query
// of every domain builds on these, so a new public read cannot forget the moderation half.

type Moderated = { moderation: PgColumn };

/** Not reported past the threshold and not hidden by a moderator. */
export const notModerated = (t: Moderated): SQL => isNull(t.moderation);

/** PUBLIC and not taken out by moderation. */
export const publiclyListed = (t: Moderated & { visibility: PgColumn }): SQL =>
  and(eq(t.visibility, 'PUBLIC'), isNull(t.moderation)) as SQL;

/** The same rule for a row already read (a public page that loads by reference). */
export const isPubliclyListed = (row: { visibility?: string; moderation: string | null }): boolean =>
  (row.visibility === undefined || row.visibility === 'PUBLIC') && row.moderation === null;
