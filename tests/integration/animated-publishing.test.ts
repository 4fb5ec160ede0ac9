import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/v1/sticker-packs/[reference]/export/[kind]/route';
import type { Database } from '@/lib/db/types';
import { stickerAnimations } from '@/lib/db/schema';
import { type AnimatedSticker, animateLayers } from '@/lib/media/animation';
import { probeMedia } from '@/lib/media/animation/probe';
import { getStorage } from '@/lib/storage';
import { animateSticker } from '@/lib/stickers/animate';
import { storeAnimationFiles } from '@/lib/stickers/animation-files';
import type { StickerRow } from '@/lib/stickers/queries';
import { jsonRequest, params, session } from './packs-helpers';
import { sha } from './publishing-fake-telegram';
import { publishingHarness, setName } from './publishing-harness';
import { makePack, readZip } from './publishing-helpers';
import { callerFrom } from '../helpers/caller';

// Animated stickers leave the app (docs/animated-stickers.md): the Telegram ZIP carries their WEBM,
// the WhatsApp ZIP keeps static and animated packs in separate folders, and a Telegram set may mix
// static and video stickers, each InputSticker with its own format (checked by the fake Bot API
// with ffprobe as Telegram checks a video sticker).
callerFrom(session);

const TG = 818181;
const h = publishingHarness('animated-publishing', TG);
let made: AnimatedSticker;

beforeAll(async () => {
  // One real animation (frames and ffmpeg), stored again for each sticker under its own keys.
  const body = await sharp({
    create: { width: 512, height: 512, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><circle cx="256" cy="256" r="180" fill="#ff5fa2" stroke="#fff" stroke-width="14"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  made = await animateLayers({ body, label: null }, 'bounce');
}, 120_000);

async function animate(db: Database, sticker: StickerRow) {
  const files = await storeAnimationFiles(
    { userId: sticker.userId, imageKey: sticker.imageKey as string },
    made,
  );
  await db.insert(stickerAnimations).values({
    stickerId: sticker.id,
    userId: sticker.userId,
    preset: 'bounce',
    shownPreset: 'bounce',
    status: 'CREATED',
    holdKey: `test-animate:${sticker.id}`,
    cost: 0,
    ...files,
  });
  return files;
}

const download = async (reference: string, kind: string) => {
  const res = await GET(
    jsonRequest(`/v1/sticker-packs/${reference}/export/${kind}`, 'GET'),
    params({ reference, kind }),
  );
  expect(res.status).toBe(200);
  return readZip(Buffer.from(await res.arrayBuffer()));
};

describe('animated stickers in exports', () => {
  it('Telegram ZIP: .webm for the animated ones, each with its format in the manifest', async () => {
    const { user, all } = await h.packOf(1, 'Unused', 2);
    const moving = all[1] as StickerRow;
    await animate(h.conn.db, moving);
    const pack = await makePack(
      h.conn.db,
      user.id,
      all.map((s) => s.reference),
      { name: 'Moves' },
    );
    session.user = user;
    const files = await download(pack.reference, 'telegram');
    expect(files.map((f) => f.name)).toEqual(['01.webp', '02.webm', '03.webp', 'manifest.json']);
    const webm = files.find((f) => f.name === '02.webm')?.data as Buffer;
    expect((await probeMedia(webm)).codec).toBe('vp9');
    const manifest = JSON.parse(files.find((f) => f.name === 'manifest.json')?.data.toString() ?? '{}');
    expect(manifest.format).toBe('mixed');
    expect(manifest.stickers.map((s: { format: string }) => s.format)).toEqual(['static', 'video', 'static']);
  });

  it('WhatsApp ZIP: static and animated stickers in separate packs; a lone animated one goes as its still', async () => {
    const { user, all } = await h.packOf(1, 'Unused', 6);
    for (const s of all.slice(3, 6)) await animate(h.conn.db, s);
    const pack = await makePack(
      h.conn.db,
      user.id,
      all.slice(0, 6).map((s) => s.reference),
      { name: 'Party' },
    );
    session.user = user;
    const files = await download(pack.reference, 'whatsapp');
    const names = files.map((f) => f.name);
    expect(names.filter((n) => n.startsWith('Party/') && n.endsWith('.webp'))).toHaveLength(3);
    const animated = files.filter((f) => f.name.startsWith('Party-animated/') && f.name.endsWith('.webp'));
    expect(animated).toHaveLength(3);
    for (const f of animated) {
      const meta = await sharp(f.data, { pages: -1 }).metadata();
      expect([meta.width, meta.pageHeight]).toEqual([512, 512]);
      expect(meta.pages).toBeGreaterThan(1);
    }
    for (const f of files.filter((x) => x.name.startsWith('Party/') && x.name.endsWith('.webp')))
      expect((await sharp(f.data).metadata()).pages ?? 1).toBe(1);
    expect(names).toContain('Party-animated/tray.png');

    // One animated among static ones: WhatsApp needs 3 per pack, so it joins the static pack as its still.
    const small = await makePack(
      h.conn.db,
      user.id,
      [all[0], all[1], all[3]].map((s) => s?.reference as string),
      { name: 'Few' },
    );
    // One still among three animated: it joins the animated pack as a held two-frame animation.
    const mostly = await makePack(
      h.conn.db,
      user.id,
      [all[0], all[3], all[4], all[5]].map((s) => s?.reference as string),
      { name: 'Mostly' },
    );
    const held = (await download(mostly.reference, 'whatsapp')).filter((f) => f.name.endsWith('.webp'));
    expect(held.map((f) => f.name)).toEqual([1, 2, 3, 4].map((i) => `Mostly-animated/0${i}.webp`));
    for (const f of held) expect((await sharp(f.data, { pages: -1 }).metadata()).pages).toBeGreaterThan(1);

    const few = await download(small.reference, 'whatsapp');
    expect(few.filter((f) => f.name.endsWith('.webp')).map((f) => f.name)).toEqual([
      'Few/01.webp',
      'Few/02.webp',
      'Few/03.webp',
    ]);
  });
});

describe('animated stickers on Telegram', () => {
  it('a mixed set is created with each sticker in its own format', async () => {
    const { pack, stickers } = await h.packOf(3, 'Mixed');
    const files = await animate(h.conn.db, stickers[1] as StickerRow);
    const mark = h.fake.mark();
    await h.start(pack);
    expect(h.fake.since(mark)).toContain('createNewStickerSet');
    const set = h.fake.sets.get(setName(pack));
    expect(set?.stickers.map((s) => s.format)).toEqual(['static', 'video', 'static']);
    const video = await getStorage().get(files.videoKey);
    expect(set?.stickers[1]?.hash).toBe(sha(video?.data as Buffer));
    // Its cover (the first sticker) is still, so the thumbnail is its image.
    expect(set?.thumbnailFormat).toBe('static');
  });

  it("a mixed set whose cover is animated gets the animation's WEBM thumbnail as a video", async () => {
    const { pack, stickers } = await h.packOf(3, 'Moving cover');
    const files = await animate(h.conn.db, stickers[0] as StickerRow);
    const mark = h.fake.mark();
    await h.start(pack);
    const set = h.fake.sets.get(setName(pack));
    expect(set?.stickers.map((s) => s.format)).toEqual(['video', 'static', 'static']);
    const [call] = h.fake.calls.slice(mark).filter((c) => c.method === 'setStickerSetThumbnail');
    expect(call?.payload.format).toBe('video');
    expect((call?.payload.thumbnail as { filename?: string } | undefined)?.filename).toBe('thumbnail.webm');
    const thumb = await getStorage().get(files.thumbKey);
    expect(set?.thumbnail).toBe(sha(thumb?.data as Buffer));
    expect(set?.thumbnailFormat).toBe('video');
  });

  it('a sticker animated after its set was published is replaced in place by its video, once', async () => {
    const { user, pack, stickers } = await h.packOf(2, 'Later');
    await h.start(pack);
    const name = setName(pack);
    expect(h.fake.sets.get(name)?.stickers.map((s) => s.format)).toEqual(['static', 'static']);
    const mark = h.fake.mark();
    const first = stickers[0] as StickerRow;
    await animateSticker(h.conn.db, user.id, first.reference, 'wiggle');
    await h.runner.whenIdle();
    // It is the set's first sticker (its cover), so the thumbnail becomes its animation's too.
    expect(h.fake.since(mark).filter((m) => m !== 'getStickerSet')).toEqual([
      'replaceStickerInSet',
      'setStickerSetThumbnail',
    ]);
    expect(h.fake.sets.get(name)?.stickers.map((s) => s.format)).toEqual(['video', 'static']);
    expect(h.fake.sets.get(name)?.thumbnailFormat).toBe('video');
  });
});
