import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { stickers } from '@/lib/db/schema';
import { ensureExampleGallery } from '@/lib/examples/gallery';
import { createPack, listPublicPacks } from '@/lib/packs/service';
import { localBlobStore } from '@/lib/storage/local';
import { deleteSticker, listPublicStickers } from '@/lib/stickers/service';
import { createTestDb } from '../helpers/db';
import { makeStickers, makeUser, tempDir } from './packs-helpers';
import { registry } from '@/lib/registry';

// Explore search and paging (docs/decisions.md): a property test against an in-memory oracle, and keyset pages
// that neither skip nor repeat while new rows arrive between pages.

let conn: Connection;
beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: localBlobStore(tempDir('explore-')) });
});
afterAll(async () => {
  registry.override({ storage: undefined });
  await conn.close();
});

/** mulberry32: a seeded generator, so a failure can be replayed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
// ASCII only, with LIKE's own wildcards: ILIKE's case folding of other scripts depends on the collation.
const ALPHABET = 'abcAB C%_\\xyz';
const word = (r: () => number, min: number, max: number) =>
  Array.from(
    { length: min + Math.floor(r() * (max - min + 1)) },
    () => ALPHABET[Math.floor(r() * ALPHABET.length)],
  ).join('');

type Row = { reference: string; name: string; createdAt: number; id: string; label?: string };
const newestFirst = (a: Row, b: Row) => b.createdAt - a.createdAt || (b.id < a.id ? -1 : 1);
const oracle = (rows: Row[], q: string) =>
  rows
    // Explore searches the label too (each field on its own, never across two).
    .filter((r) => [r.name, r.label ?? ''].some((f) => f.toLowerCase().includes(q.toLowerCase())))
    .sort(newestFirst)
    .map((r) => r.reference);

async function allPages<T extends { reference: string }>(
  fetchPage: (cursor?: string) => Promise<{ items: T[]; nextCursor: string | null }>,
  between?: () => Promise<void>,
) {
  const out: string[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 200; i++) {
    const page = await fetchPage(cursor);
    out.push(...page.items.map((p) => p.reference));
    if (!page.nextCursor) return out;
    cursor = page.nextCursor;
    await between?.();
  }
  throw new Error('too many pages');
}

describe('public sticker search', () => {
  it('matches a case-insensitive substring oracle for random names and queries, in newest-first order', async () => {
    const r = rng(20261125);
    const user = await makeUser(conn.db);
    const base = Date.parse('2026-01-01T00:00:00Z');
    const names = Array.from({ length: 120 }, () => word(r, 1, 8));
    const rows = await makeStickers(conn.db, user.id, names.length, {
      visibility: 'PUBLIC',
      names,
      // Some share a timestamp so the id tie-break is exercised.
      createdAt: (i) => new Date(base + Math.floor(i / 3) * 1000),
    });
    // Private and unfinished stickers must never show, whatever their names.
    await makeStickers(conn.db, user.id, 10, { visibility: 'PRIVATE', names: names.slice(0, 10) });
    await makeStickers(conn.db, user.id, 5, {
      visibility: 'PUBLIC',
      status: 'FAILED_CREATION',
      names: names.slice(0, 5),
    });
    const model: Row[] = rows.map((row) => ({
      reference: row.reference,
      name: row.name,
      label: row.labelText,
      createdAt: row.createdAt.getTime(),
      id: row.id,
    }));
    const queries = ['', '%', '_', '\\', 'A', 'b c', ...Array.from({ length: 30 }, () => word(r, 1, 3))];
    for (const [i, q] of queries.entries()) {
      const limit = 1 + (i % 7) * 5;
      const got = await allPages((cursor) =>
        listPublicStickers(conn.db, { limit, cursor, q: q || undefined }),
      );
      const want = oracle(model, q).filter((ref) => rows.some((row) => row.reference === ref));
      expect(got, `q=${JSON.stringify(q)} limit=${limit}`).toEqual(want);
    }
  });

  it('pages neither skip nor repeat while newer stickers arrive between pages', async () => {
    const user = await makeUser(conn.db);
    const token = `pg${Date.now().toString(36)}`;
    const before = await makeStickers(conn.db, user.id, 23, {
      visibility: 'PUBLIC',
      names: Array.from({ length: 23 }, (_, i) => `${token} ${i}`),
      createdAt: (i) => new Date(Date.parse('2026-02-01T00:00:00Z') - i * 1000),
    });
    let n = 0;
    const got = await allPages(
      (cursor) => listPublicStickers(conn.db, { limit: 5, cursor, q: token }),
      async () => {
        await makeStickers(conn.db, user.id, 2, {
          visibility: 'PUBLIC',
          names: [`${token} new ${n++}`, `${token} new ${n++}`],
        });
      },
    );
    expect(got).toEqual(before.map((s) => s.reference));
    expect(new Set(got).size).toBe(got.length);
  });
});

describe('public pack search', () => {
  it('matches the oracle exactly and pages cleanly with inserts between pages', async () => {
    const r = rng(7);
    const user = await makeUser(conn.db, 1000);
    const stickers = await makeStickers(conn.db, user.id, 3);
    // A token of this run: every pack that can match is one this test made, so results are compared
    // whole — a private pack, an emptied pack or anything else extra fails the test.
    const token = `pk${Date.now().toString(36)}${Math.floor(r() * 1e6).toString(36)}`;
    const made: Row[] = [];
    const newPack = async (name: string, visibility: 'PUBLIC' | 'PRIVATE', refs = stickers.slice(0, 2)) => {
      const { pack } = await createPack(conn.db, user.id, {
        name,
        description: '',
        stickerReferences: refs.map((s) => s.reference),
        coverStickerReference: null,
        visibility,
      });
      if (visibility === 'PUBLIC')
        made.push({ reference: pack.reference, name, createdAt: Date.parse(pack.createdAt), id: '' });
      return pack;
    };
    for (let i = 0; i < 30; i++)
      await newPack(`${token}${word(r, 1, 4)}`.slice(0, 40), i % 4 === 0 ? 'PRIVATE' : 'PUBLIC');
    // A public pack whose only sticker is deleted has nothing to show: it leaves the listings.
    const emptied = await newPack(`${token}a emptied`, 'PUBLIC', stickers.slice(2));
    await deleteSticker(conn.db, user.id, stickers[2]?.reference as string);
    made.splice(
      made.findIndex((m) => m.reference === emptied.reference),
      1,
    );
    for (const q of [token, `${token}a`, `${token.toUpperCase()}B`, `${token}%`]) {
      // Packs are created one after another, so creation time alone orders the oracle; the packs
      // inserted between pages are newer than the first page and never show in this query.
      const want = made
        .filter((p) => p.name.toLowerCase().includes(q.toLowerCase()))
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((p) => p.reference);
      const got = await allPages(
        (cursor) => listPublicPacks(conn.db, { limit: 4, cursor, q }),
        () => newPack(q.slice(0, 40), 'PUBLIC').then(() => undefined),
      );
      expect(got, q).toEqual(want);
    }
  });
});

describe('example gallery', () => {
  it('seeds public example stickers and packs once, drawn by our pipeline', async () => {
    const first = await ensureExampleGallery(conn.db);
    expect(first.stickers).toBe(24);
    expect(first.packs).toBe(3);
    const again = await ensureExampleGallery(conn.db);
    expect(again).toEqual({ stickers: 24, packs: 0 });
    const packs = await listPublicPacks(conn.db, { limit: 50, q: 'Astro adventures' });
    expect(packs.items).toHaveLength(1);
    expect(packs.items[0]?.stickerCount).toBeGreaterThanOrEqual(8);
    const cats = await listPublicStickers(conn.db, { limit: 50, q: 'cat' });
    expect(cats.items.length).toBeGreaterThanOrEqual(5);
    expect(cats.items[0]?.data.image).toMatch(/^\/blobs\/examples\/stickers\//);
    // Every example has its 320 px copy for the grids, packs' previews included.
    expect(cats.items.every((s) => /_320\.webp$/.test(s.data.thumb ?? ''))).toBe(true);
    expect(packs.items[0]?.stickers.every((s) => s.data.thumb)).toBe(true);
  });

  it('gives examples seeded before thumbnails their copies on the next run', async () => {
    const examples = like(stickers.reference, 'example-sticker-%');
    await conn.db.update(stickers).set({ thumbKey: null }).where(examples);
    await ensureExampleGallery(conn.db);
    const all = await conn.db.select({ thumbKey: stickers.thumbKey }).from(stickers).where(examples);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((r) => r.thumbKey?.endsWith('_320.webp'))).toBe(true);
  });
});
