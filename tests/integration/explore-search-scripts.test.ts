import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { stickerPacks, stickers } from '@/lib/db/schema';
import { packSearchText } from '@/lib/packs/queries';
import { createPack, listPublicPacks } from '@/lib/packs/service';
import { registry } from '@/lib/registry';
import { localBlobStore } from '@/lib/storage/local';
import { stickerSearchText } from '@/lib/stickers/queries';
import { listPublicStickers } from '@/lib/stickers/service';
import { createTestDb } from '../helpers/db';
import { makeStickers, makeUser, tempDir } from './packs-helpers';

// Explore search in every script: names, labels and descriptions, on the trigram index (the
// property and paging tests: explore-search.test.ts).

let conn: Connection;
beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: localBlobStore(tempDir('explore-scripts-')) });
});
afterAll(async () => {
  registry.override({ storage: undefined });
  await conn.close();
});

/** A query's parameters written into its text, for EXPLAIN (which takes no bound parameters here). */
const inline = (text: string, params: unknown[]) =>
  text.replace(/\$(\d+)/g, (_, n) => `'${String(params[Number(n) - 1]).replace(/'/g, "''")}'`);

describe('search in every script', () => {
  it('finds a public sticker by its Japanese, Hindi or Arabic label and by a word of its description', async () => {
    const user = await makeUser(conn.db);
    const token = `ms${Date.now().toString(36)}`;
    const labels = ['ありがとう', 'धन्यवाद', 'شكرا جزيلا'];
    const made = await makeStickers(conn.db, user.id, labels.length, {
      visibility: 'PUBLIC',
      names: labels.map((_, i) => `${token} thanks ${i}`),
    });
    for (const [i, row] of made.entries())
      await conn.db
        .update(stickers)
        .set({ labelText: labels[i], description: `БОЛЬШОЕ Спасибо ${token}zq${i} for the help` })
        .where(eq(stickers.reference, row.reference));
    // A private sticker with the same label never shows.
    const [hidden] = await makeStickers(conn.db, user.id, 1, { visibility: 'PRIVATE' });
    await conn.db
      .update(stickers)
      .set({ labelText: labels[0] })
      .where(eq(stickers.id, hidden?.id as string));
    const found = async (q: string) =>
      (await listPublicStickers(conn.db, { limit: 50, q })).items.map((s) => s.reference);
    const [ja, hi, ar] = made.map((m) => m.reference);
    expect(await found('ありがとう')).toContain(ja);
    expect(await found('がと')).toEqual(expect.arrayContaining([ja]));
    expect(await found('धन्यवाद')).toContain(hi);
    expect(await found('جزيلا')).toContain(ar);
    expect(await found('ありがとう')).not.toContain(hidden?.reference);
    for (const q of [`${token}zq1`, `${token.toUpperCase()}ZQ1`]) expect(await found(q), q).toEqual([hi]);
    // Case folds in other scripts too, and a query never matches across two fields.
    expect((await found(`спасибо ${token}zq2`)).includes(ar as string)).toBe(true);
    expect(await found(`${token} thanks 0 ありがとう`)).toEqual([]);
  });

  it('reads the trigram index for a search over names, labels and descriptions', async () => {
    const feedIndexes = {
      stickers: ['stickers_public_feed_idx', 'stickers_public_idx'],
      packs: ['sticker_packs_public_feed_idx', 'sticker_packs_public_idx'],
    };
    const plan = async (table: 'stickers' | 'packs') => {
      const query =
        table === 'stickers'
          ? conn.db
              .select({ id: stickers.id })
              .from(stickers)
              .where(
                and(
                  eq(stickers.visibility, 'PUBLIC'),
                  eq(stickers.status, 'CREATED'),
                  ilike(stickerSearchText, '%ありがとう%'),
                ),
              )
          : conn.db
              .select({ id: stickerPacks.id })
              .from(stickerPacks)
              .where(and(eq(stickerPacks.visibility, 'PUBLIC'), ilike(packSearchText, '%ありがとう%')));
      const { sql: text, params } = query.toSQL();
      // The public-feed indexes would serve a small table better: they go for this one transaction
      // (DDL rolls back), and with sequential scans off the only way left to the rows is the trigram
      // index, which the planner takes only if the query's text is that index's expression.
      let out = '';
      await conn.db
        .transaction(async (tx) => {
          for (const name of feedIndexes[table]) await tx.execute(sql.raw(`DROP INDEX ${name}`));
          await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          const result = (await tx.execute(sql.raw(`EXPLAIN ${inline(text, params)}`))) as unknown;
          const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as object[];
          out = rows.map((r) => Object.values(r).join('')).join('\n');
          tx.rollback();
        })
        .catch((e: unknown) => {
          if (!out) throw e;
        });
      return out;
    };
    // The pattern must be the index's condition: a partial index can also be read whole, pattern unused.
    expect(await plan('stickers')).toMatch(
      /Bitmap Index Scan on stickers_public_search_trgm_idx.*\s+Index Cond:[\s\S]*~~\*/,
    );
    expect(await plan('packs')).toMatch(
      /Bitmap Index Scan on sticker_packs_public_search_trgm_idx.*\s+Index Cond:[\s\S]*~~\*/,
    );
  });

  it('still finds packs by name and description, in any script', async () => {
    const user = await makeUser(conn.db, 1000);
    const refs = await makeStickers(conn.db, user.id, 1);
    const token = `pd${Date.now().toString(36)}`;
    const { pack } = await createPack(conn.db, user.id, {
      name: `${token} Trip`,
      description: 'Мы едем на МОРЕ',
      stickerReferences: refs.map((s) => s.reference),
      coverStickerReference: null,
      visibility: 'PUBLIC',
    });
    for (const q of [`${token} trip`, 'мы едем на море'])
      expect(
        (await listPublicPacks(conn.db, { limit: 50, q })).items.map((p) => p.reference),
        q,
      ).toContain(pack.reference);
  });
});
