import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/v1/sticker-packs/[reference]/export/[kind]/route';
import type { Connection } from '@/lib/db/connect';
import { privatePrefix } from '@/lib/storage/keys';
import { localBlobStore } from '@/lib/storage/local';
import { createTestDb } from '../helpers/db';
import { jsonRequest, makeStickers, makeUser, params, refs, session, tempDir } from './packs-helpers';
import { makePack, noisePng, pythonZipCheck, readZip, stickerWithImage } from './publishing-helpers';
import { registry } from '@/lib/registry';
import { callerFrom } from '../helpers/caller';

callerFrom(session);

let conn: Connection;

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: localBlobStore(tempDir('publishing-exports-')) });
});
afterAll(async () => {
  registry.override({ storage: undefined });
  await conn.close();
});

const download = (reference: string, kind: string) =>
  GET(jsonRequest(`/v1/sticker-packs/${reference}/export/${kind}`, 'GET'), params({ reference, kind }));

async function zipOf(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  const zip = Buffer.from(await res.arrayBuffer());
  expect(Number(res.headers.get('content-length'))).toBe(zip.length);
  pythonZipCheck(zip);
  return { zip, files: readZip(zip), disposition: res.headers.get('content-disposition') ?? '' };
}

async function owner(stickers: number) {
  const user = await makeUser(conn.db, 1000);
  const rows = await makeStickers(conn.db, user.id, stickers);
  return { user, rows };
}

describe('GET /v1/sticker-packs/{reference}/export/telegram', () => {
  it('numbers Telegram-ready WebP files in pack order with a manifest; odd sources are re-encoded', async () => {
    const { user, rows } = await owner(2);
    const wide = await stickerWithImage(conn.db, user.id, await noisePng(900, 300), 'png', 7);
    const big = await stickerWithImage(conn.db, user.id, await noisePng(700, 700), 'png', 8);
    const order = [rows[1], wide, rows[0], big].map((r) => r?.reference as string);
    const pack = await makePack(conn.db, user.id, order, { name: 'Été / "fun" 🌞' });
    // Every file of this private pack is read from the owner's private store.
    expect([rows[0], rows[1], wide, big].every((r) => r?.imageKey?.startsWith(privatePrefix(user.id)))).toBe(
      true,
    );
    session.user = user;

    const { files, disposition } = await zipOf(await download(pack.reference, 'telegram'));
    expect(files.map((f) => f.name)).toEqual(['01.webp', '02.webp', '03.webp', '04.webp', 'manifest.json']);
    expect(files.every((f) => f.method === 0)).toBe(true);
    for (const f of files.slice(0, 4)) {
      const meta = await sharp(f.data).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512);
      expect(Math.min(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);
      expect(f.data.length).toBeLessThanOrEqual(512 * 1024);
    }
    expect(await sharp(files[1]?.data).metadata()).toMatchObject({ width: 512, height: 171 });
    const manifest = JSON.parse(files[4]?.data.toString('utf8') ?? '{}');
    expect(manifest.title).toBe('Été / "fun" 🌞');
    expect(manifest.stickers.map((s: { emoji: string[] }) => s.emoji)).toEqual([
      ['😀'],
      ['🔥', '🎉'],
      ['😀'],
      ['🔥', '🎉'],
    ]);
    expect(disposition).toMatch(/^attachment; filename="Ete-fun-telegram\.zip"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/[\r\n]/);
  });
});

describe('GET /v1/sticker-packs/{reference}/export/whatsapp', () => {
  it('one folder of 512×512 WebP ≤ 100 KB, a 96×96 tray PNG ≤ 50 KB, title and author', async () => {
    const { user, rows } = await owner(3);
    const big = await stickerWithImage(conn.db, user.id, await noisePng(700, 700), 'png', 9);
    const pack = await makePack(conn.db, user.id, [...refs(rows), big.reference], {
      name: 'Cats',
      coverStickerReference: big.reference,
    });
    session.user = user;
    const { files } = await zipOf(await download(pack.reference, 'whatsapp'));
    expect(files.map((f) => f.name)).toEqual([
      'Cats/01.webp',
      'Cats/02.webp',
      'Cats/03.webp',
      'Cats/04.webp',
      'Cats/tray.png',
      'Cats/title.txt',
      'Cats/author.txt',
    ]);
    for (const f of files.filter((x) => x.name.endsWith('.webp'))) {
      expect(await sharp(f.data).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
      expect(f.data.length).toBeLessThanOrEqual(100 * 1024);
    }
    const tray = files.find((f) => f.name.endsWith('tray.png'));
    expect(await sharp(tray?.data).metadata()).toMatchObject({ format: 'png', width: 96, height: 96 });
    expect(tray?.data.length).toBeLessThanOrEqual(50 * 1024);
    expect(files.find((f) => f.name.endsWith('title.txt'))?.data.toString()).toBe('Cats\n');
    expect(files.find((f) => f.name.endsWith('author.txt'))?.data.toString()).toBe('Stickerfy\n');
  });

  it('splits a big pack into balanced folders of 3–30 (61 → 21 + 20 + 20)', async () => {
    const { user, rows } = await owner(61);
    const pack = await makePack(conn.db, user.id, refs(rows), { name: 'Big one', visibility: 'PUBLIC' });
    session.user = null;
    const { files } = await zipOf(await download(pack.publicId, 'whatsapp'));
    const perFolder = new Map<string, number>();
    for (const f of files.filter((x) => x.name.endsWith('.webp'))) {
      const folder = f.name.split('/')[0] as string;
      perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
    }
    expect([...perFolder]).toEqual([
      ['Big-one-1', 21],
      ['Big-one-2', 20],
      ['Big-one-3', 20],
    ]);
    const titles = files.filter((f) => f.name.endsWith('title.txt')).map((f) => f.data.toString().trim());
    expect(titles).toEqual(['Big one (1/3)', 'Big one (2/3)', 'Big one (3/3)']);
    expect(files.filter((f) => f.name.endsWith('tray.png'))).toHaveLength(3);
  });

  it('refuses fewer than 3 stickers with 400 and a reason the page translates', async () => {
    const { user, rows } = await owner(2);
    const pack = await makePack(conn.db, user.id, refs(rows));
    session.user = user;
    const res = await download(pack.reference, 'whatsapp');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      details: { reason: 'WHATSAPP_MIN_STICKERS', min: 3 },
    });
  });
});

describe('export authorization', () => {
  it('a private pack: its owner only; someone else or nobody gets 404; a public pack: anyone', async () => {
    const { user, rows } = await owner(3);
    const priv = await makePack(conn.db, user.id, refs(rows));
    const pub = await makePack(conn.db, user.id, refs(rows), { visibility: 'PUBLIC' });
    const stranger = await makeUser(conn.db, 0);
    for (const kind of ['telegram', 'whatsapp']) {
      session.user = user;
      expect((await download(priv.reference, kind)).status).toBe(200);
      for (const who of [stranger, null]) {
        session.user = who;
        expect((await download(priv.reference, kind)).status).toBe(404);
        expect((await download(priv.publicId, kind)).status).toBe(404);
        expect((await download(pub.reference, kind)).status).toBe(200);
        expect((await download(pub.publicId, kind)).status).toBe(200);
      }
    }
    session.user = user;
    expect((await download('no-such-pack', 'telegram')).status).toBe(404);
    expect((await download(priv.reference, 'signal')).status).toBe(400);
  });
});
