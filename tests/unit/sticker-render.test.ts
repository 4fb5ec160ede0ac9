import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STYLE_SEEDS } from '@/lib/config/styles';
import { renderLocalSticker } from '@/lib/media/sticker';
import { treatmentFor } from '@/lib/media/sticker/family-for';
import type { StickerRenderInput } from '@/lib/stickers/renderer';

/** A character-like tile: a face and a body on transparency, with a white ring like our tiles. */
const tiles = new Map<string, Promise<Buffer>>();
function tile(colour = '#e07a2f'): Promise<Buffer> {
  // Encoded once per colour: every input of the file starts from the same tile.
  const t = tiles.get(colour) ?? encodeTile(colour);
  tiles.set(colour, t);
  return t;
}

async function encodeTile(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
    <ellipse cx="256" cy="330" rx="150" ry="170" fill="#fff"/>
    <circle cx="256" cy="170" r="100" fill="#fff"/>
    <ellipse cx="256" cy="330" rx="136" ry="156" fill="${colour}"/>
    <circle cx="256" cy="170" r="86" fill="#f1c27d"/>
    <circle cx="224" cy="160" r="10" fill="#222"/><circle cx="288" cy="160" r="10" fill="#222"/>
    <path d="M220 200 Q256 230 292 200" stroke="#a33" stroke-width="8" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).webp().toBuffer();
}

const style = (reference: string) => {
  const s = STYLE_SEEDS.find((x) => x.reference === reference);
  if (!s) throw new Error(reference);
  return { reference, name: s.name, description: s.description, prompt: s.prompt, look: s.look };
};

const input = async (over: Partial<StickerRenderInput> = {}): Promise<StickerRenderInput> => ({
  tiles: [{ data: await tile() }],
  style: style('cartoon'),
  entry: {
    name: 'Hi',
    labelText: 'Hello!',
    description: 'waving',
    theme: '',
    pose: '',
    visualFlair: '',
    fontStyle: '',
  },
  labelLanguage: 'en',
  moods: ['cute'],
  context: '',
  seed: 42,
  ...over,
});

const pixels = async (webp: Buffer) =>
  (await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true })).data;
const diff = (a: Buffer, b: Buffer) => {
  let d = 0;
  for (let i = 0; i < a.length; i++) d += Math.abs((a[i] as number) - (b[i] as number));
  return d / a.length;
};

describe('the local sticker renderer', () => {
  it('makes a Telegram-ready sticker: WebP, 512×512, ≤ 512 KB, transparent around the die-cut', async () => {
    const webp = await renderLocalSticker(await input());
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect(webp.length).toBeLessThanOrEqual(512 * 1024);
    const px = await pixels(webp);
    expect(px[3]).toBe(0); // a corner
    let opaque = 0;
    for (let i = 3; i < px.length; i += 4) if ((px[i] as number) > 200) opaque++;
    expect(opaque).toBeGreaterThan(512 * 512 * 0.2);
  });

  it('is deterministic per seed, and another seed poses the sticker differently', async () => {
    const a = await pixels(await renderLocalSticker(await input({ seed: 7 })));
    const b = await pixels(await renderLocalSticker(await input({ seed: 7 })));
    const c = await pixels(await renderLocalSticker(await input({ seed: 8 })));
    expect(diff(a, b)).toBe(0);
    expect(diff(a, c)).toBeGreaterThan(5);
  });

  it('follows the entry’s pose: a close-up and a full figure of the same seed differ', async () => {
    const posed = async (pose: string) =>
      pixels(await renderLocalSticker(await input({ seed: 7, entry: { ...(await input()).entry, pose } })));
    const close = await posed('Close-up, winking');
    expect(diff(close, await posed('Close-up, winking'))).toBe(0);
    expect(diff(close, await posed('Full body, jumping for joy'))).toBeGreaterThan(5);
  });

  it('styles from different families look different', async () => {
    const refs = ['cartoon', 'neon', 'gold', 'pop-art', 'blueprint'];
    const images = await Promise.all(
      refs.map(async (r) => pixels(await renderLocalSticker(await input({ style: style(r) })))),
    );
    for (let i = 0; i < images.length; i++)
      for (let j = i + 1; j < images.length; j++)
        expect(diff(images[i] as Buffer, images[j] as Buffer), `${refs[i]} vs ${refs[j]}`).toBeGreaterThan(8);
  });

  it('draws 1–3 characters together, and the label adds ink', async () => {
    const three = await renderLocalSticker(
      await input({
        tiles: [{ data: await tile() }, { data: await tile('#3a7bd5') }, { data: await tile('#2a9d8f') }],
      }),
    );
    expect((await sharp(three).metadata()).width).toBe(512);
    const withLabel = await pixels(await renderLocalSticker(await input({ moods: [] })));
    const without = await pixels(
      await renderLocalSticker(
        await input({ moods: [], entry: { ...(await input()).entry, labelText: '' } }),
      ),
    );
    expect(diff(withLabel, without)).toBeGreaterThan(2);
  });

  it('maps AI style words to a family, catalogue references first', () => {
    const ai = (text: string) =>
      treatmentFor({ reference: null, name: text, description: text, prompt: text, look: null });
    expect(ai('Retro 8-bit pixel hero').family).toBe('pixel');
    expect(ai('Soft watercolour wash').family).toBe('watercolor');
    expect(ai('Chibi kawaii').chibi).toBe(true);
    expect(ai('Something new').family).toBe('cartoon');
    expect(treatmentFor(style('gold')).family).toBe('metallic');
  });
});
