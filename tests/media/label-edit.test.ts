import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateHeadBox } from '@/lib/media/head-box';
import { type Raw, toRaw } from '@/lib/media/raw';
import { drawLocalSticker } from '@/lib/media/sticker';
import { relabelSticker, stickerLayersOf, type StickerLayout } from '@/lib/media/sticker/relabel';
import type { RenderTile } from '@/lib/media/sticker/types';
import { rawOf, renderInput } from './sticker-render-helpers';

// A label edit draws the label again on the kept figure (lib/media/sticker/relabel.ts): the same
// label gives the very same pixels, a new one changes only what is near the label, and 'none'
// leaves no label at all.

type Box = { x: number; y: number; width: number; height: number };

/** Pixels (alpha-weighted colour and alpha) that differ by more than `tol` outside `skip`, and inside. */
function changed(a: Raw, b: Raw, skip: Box | null, tol = 24) {
  let outside = 0;
  let inside = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const i = (y * a.width + x) * 4;
      let d = Math.abs((a.data[i + 3] as number) - (b.data[i + 3] as number));
      for (let c = 0; c < 3; c++)
        d = Math.max(d, Math.abs((a.data[i + c] as number) - (b.data[i + c] as number)));
      if (d <= tol) continue;
      const near =
        skip &&
        x >= skip.x - 16 &&
        x < skip.x + skip.width + 16 &&
        y >= skip.y - 16 &&
        y < skip.y + skip.height + 16;
      if (near) inside++;
      else outside++;
    }
  }
  return { outside, inside };
}

const opaque = (r: Raw) => {
  let n = 0;
  for (let p = 3; p < r.data.length; p += 4) if ((r.data[p] as number) > 128) n++;
  return n;
};

describe('label edits', () => {
  let tile: RenderTile;
  let drawn: Awaited<ReturnType<typeof drawLocalSticker>>;
  let figurePng: Buffer;
  let layout: StickerLayout;

  beforeAll(async () => {
    const data = fs.readFileSync(path.resolve('public/examples', 'astro', 'tile.webp'));
    tile = { data, headBox: estimateHeadBox(await toRaw(data)) };
    const input = {
      ...renderInput(tile, 'waving hello', 7),
      entry: { ...renderInput(tile, '').entry, labelText: 'Hello' },
    };
    drawn = await drawLocalSticker(input);
    const { encodeFigure } = await import('@/lib/media/sticker/relabel');
    figurePng = await encodeFigure(drawn.figure);
    layout = JSON.parse(JSON.stringify(drawn.layout)) as StickerLayout;
  });

  it('the same label drawn again from the stored layer is the same sticker', async () => {
    const again = await relabelSticker(figurePng, layout, { text: 'Hello', language: 'en' });
    const d = changed(await rawOf(drawn.image), await rawOf(again), null, 2);
    expect(d.outside).toBe(0);
  });

  it('a new label changes the label area only; the figure above it is unchanged', async () => {
    const label = drawn.boxes.label as Box;
    expect(label).not.toBeNull();
    const hi = await relabelSticker(figurePng, layout, { text: 'Hi', language: 'en' });
    const d = changed(await rawOf(drawn.image), await rawOf(hi), {
      x: 0,
      y: label.y - 24,
      width: 512,
      height: 512,
    });
    expect(d.inside).toBeGreaterThan(500);
    // Above the label's area (its top edge less the die-cut outline's reach) the figure is where it
    // was, as it was: compared at a quarter size, since the die-cut's resampling and WebP's
    // rounding move single edge pixels a little when the shape below changes.
    const small = async (b: Buffer) =>
      rawOf(await sharp(b).resize(128, 128).webp({ lossless: true }).toBuffer());
    const q = changed(
      await small(drawn.image),
      await small(hi),
      { x: 0, y: (label.y - 24) / 4, width: 128, height: 128 },
      32,
    );
    expect(q.outside).toBeLessThan(20);
    // The measure sees a figure that moved: with the label on top, the figure sits lower.
    const top = await relabelSticker(figurePng, layout, { text: 'Hi', language: 'en', placement: 'top' });
    const moved = changed(
      await small(drawn.image),
      await small(top),
      { x: 0, y: (label.y - 24) / 4, width: 128, height: 128 },
      32,
    );
    expect(moved.outside).toBeGreaterThan(200);
  });

  it('draws a label in another script, colour and place', async () => {
    const ja = await rawOf(
      await relabelSticker(figurePng, layout, { text: 'こんにちは', language: 'ja', color: '#d62828' }),
    );
    // Red letters appear where the label is.
    let red = 0;
    for (let p = 0; p < ja.data.length; p += 4)
      if ((ja.data[p] as number) > 170 && (ja.data[p + 1] as number) < 80 && (ja.data[p + 3] as number) > 200)
        red++;
    expect(red).toBeGreaterThan(300);
    const top = await stickerLayersOf(figurePng, layout, { text: 'Hello', language: 'en', placement: 'top' });
    const label = await rawOf(top.label as Buffer);
    // The label layer's ink is in the upper part of the canvas.
    let upper = 0;
    let lower = 0;
    for (let y = 0; y < 512; y++)
      for (let x = 0; x < 512; x++)
        if ((label.data[(y * 512 + x) * 4 + 3] as number) > 128) y < 200 ? upper++ : lower++;
    expect(upper).toBeGreaterThan(1000);
    expect(lower).toBe(0);
  });

  it("placement 'none' has no label pixels; the layers split body and label", async () => {
    // A green no part of the figure has: where it is, the label is.
    const green = { text: 'Hello', language: 'en', color: '#00c853' };
    const labelInk = (r: Raw) => {
      let n = 0;
      for (let p = 0; p < r.data.length; p += 4)
        if (
          (r.data[p + 3] as number) > 200 &&
          Math.abs((r.data[p] as number) - 0x00) < 30 &&
          Math.abs((r.data[p + 1] as number) - 0xc8) < 30 &&
          Math.abs((r.data[p + 2] as number) - 0x53) < 30
        )
          n++;
      return n;
    };
    const withLabel = await rawOf(await relabelSticker(figurePng, layout, green));
    const none = await rawOf(await relabelSticker(figurePng, layout, { ...green, placement: 'none' }));
    expect(labelInk(withLabel)).toBeGreaterThan(300);
    expect(labelInk(none)).toBe(0);
    expect((await stickerLayersOf(figurePng, layout, { ...green, placement: 'none' })).label).toBeNull();
    const layers = await stickerLayersOf(figurePng, layout, green);
    const body = await rawOf(layers.body);
    const label = await rawOf(layers.label as Buffer);
    expect([body.width, body.height, label.width, label.height]).toEqual([512, 512, 512, 512]);
    expect(labelInk(body)).toBe(0);
    expect(labelInk(label)).toBeGreaterThan(300);
    // Together the layers cover about what the sticker covers, each less than all of it.
    const whole = opaque(withLabel);
    expect(opaque(body)).toBeLessThan(whole);
    expect(opaque(label)).toBeLessThan(whole / 2);
    expect(opaque(body) + opaque(label)).toBeGreaterThan(whole * 0.9);
  });
});
