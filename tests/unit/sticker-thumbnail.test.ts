import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STICKER_SLOTS, stickerSources } from '@/components/stickers/sticker-sources';
import { isValidBlobKey, newBlobKey } from '@/lib/storage/keys';
import { makeThumbnail, THUMB_PX, thumbKeyFor } from '@/lib/stickers/thumbnail';

describe('sticker thumbnails', () => {
  it('are stored beside the drawing under a valid blob key', () => {
    const key = newBlobKey('stickers', 'webp');
    const thumb = thumbKeyFor(key);
    expect(thumb).toBe(key.replace('.webp', `_${THUMB_PX}.webp`));
    expect(isValidBlobKey(thumb)).toBe(true);
    expect(isValidBlobKey(thumbKeyFor('examples/stickers/astro-hello-example.webp'))).toBe(true);
  });

  it('scale a 512 px drawing to the thumbnail size, keep its transparency and weigh less', async () => {
    // A sticker-like drawing: an opaque disc with detail on a transparent square.
    const disc = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><circle cx="256" cy="256" r="200" fill="#7c3aed"/><text x="256" y="280" font-size="90" text-anchor="middle" fill="#fff">Hi!</text></svg>`,
    );
    const drawing = await sharp(disc).webp({ quality: 90 }).toBuffer();
    const small = await makeThumbnail(drawing);
    const meta = await sharp(small).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', THUMB_PX, THUMB_PX, true]);
    expect(small.length).toBeLessThan(drawing.length);
    // The corner stays transparent, the centre opaque.
    const { data, info } = await sharp(small).raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(2, 2)).toBe(0);
    expect(alphaAt(THUMB_PX / 2, THUMB_PX / 4)).toBe(255);
  });

  it('never enlarge a drawing smaller than the thumbnail', async () => {
    const tiny = await sharp({ create: { width: 100, height: 80, channels: 4, background: '#fff0' } })
      .webp()
      .toBuffer();
    expect((await sharp(await makeThumbnail(tiny)).metadata()).width).toBe(100);
  });
});

describe('stickerSources', () => {
  it('offers the small copy and the drawing by width, the small one as the fallback src', () => {
    expect(stickerSources({ image: '/a.webp', thumb: '/a_320.webp' }, STICKER_SLOTS.grid)).toEqual({
      src: '/a_320.webp',
      srcSet: '/a_320.webp 320w, /a.webp 512w',
      sizes: STICKER_SLOTS.grid,
    });
  });

  it('falls back to the drawing alone for stickers without a copy, and to nothing without an image', () => {
    expect(stickerSources({ image: '/a.webp', thumb: null }, STICKER_SLOTS.grid)).toEqual({ src: '/a.webp' });
    expect(stickerSources({ image: '/a.webp' }, STICKER_SLOTS.quarter)).toEqual({ src: '/a.webp' });
    expect(stickerSources({ image: null, thumb: '/a_320.webp' }, STICKER_SLOTS.grid)).toBeNull();
  });
});
