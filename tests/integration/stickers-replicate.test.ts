import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UnsafeContentError } from '@/lib/ai/errors';
import { BACKGROUND_MODEL, STICKER_MODEL } from '@/lib/config/ai';
import { createReplicateStickerRenderer } from '@/lib/stickers/replicate-renderer';
import type { StickerRenderInput } from '@/lib/stickers/renderer';
import { type FakeReplicate, startFakeReplicate } from '../helpers/fake-replicate';
import { fakeTile } from './characters-helpers';

// Hosted stickers against a local stand-in for Replicate (docs/architecture.md): the model draws, Replicate
// removes the background, our renderer adds the label and the die-cut.
let fake: FakeReplicate;
const cutout = () =>
  sharp({ create: { width: 600, height: 700, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: { create: { width: 300, height: 420, channels: 4, background: '#e07a2f' } },
        top: 140,
        left: 150,
      },
    ])
    .png()
    .toBuffer();

const input = async (): Promise<StickerRenderInput> => ({
  tiles: [{ data: await fakeTile() }],
  style: {
    reference: 'gold',
    name: 'Gold',
    description: 'Luxurious metallic gold',
    prompt: 'Gold sticker style: shiny metal',
    look: null,
  },
  entry: {
    name: 'Hi',
    labelText: 'おはよう',
    description: 'waving hello',
    theme: 'x',
    pose: 'jumping',
    visualFlair: 'sparkles',
    fontStyle: 'x',
  },
  labelLanguage: 'ja',
  moods: ['fun'],
  context: 'coffee break',
  seed: 1,
});
const renderer = () =>
  createReplicateStickerRenderer({ auth: 'test-token', baseUrl: fake.baseUrl, pollIntervalMs: 5 });

beforeAll(async () => {
  fake = await startFakeReplicate(await cutout());
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.scenario = 'success';
});
afterAll(async () => fake.close());

describe('the hosted sticker renderer', () => {
  it('draws with the style prompt (no text), removes the background on Replicate, labels and die-cuts locally', async () => {
    const { image, parts } = await renderer().render(await input());
    // The model draws the description itself: no parts of ours on top.
    expect(parts).toEqual([]);
    const meta = await sharp(image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
    const created = fake.created();
    expect(created.map((r) => (r.body as { version: string }).version)).toEqual([
      STICKER_MODEL.version,
      BACKGROUND_MODEL.version,
    ]);
    const first = (created[0] as { body: { input: { prompt: string; image: string } } }).body.input;
    expect(first.prompt).toContain('Gold sticker style');
    expect(first.prompt).toContain('coffee break');
    expect(first.prompt).toContain('no text');
    expect(first.image).toMatch(/^data:image\/png;base64,/);
    expect(JSON.stringify(created.map((r) => r.body))).not.toContain('test-token'); // the SDK bug that leaks it
  });

  it('two characters: one reference image holds both side by side, and the prompt says there are two', async () => {
    const tile = (colour: string) =>
      sharp({ create: { width: 512, height: 512, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
        .composite([
          {
            input: { create: { width: 300, height: 300, channels: 4, background: colour } },
            top: 106,
            left: 106,
          },
        ])
        .webp({ lossless: true })
        .toBuffer();
    const two = {
      ...(await input()),
      tiles: [{ data: await tile('#ff0000') }, { data: await tile('#0000ff') }],
    };
    await renderer().render(two);
    const sent = (fake.created()[0] as { body: { input: { prompt: string; image: string } } }).body.input;
    expect(sent.prompt).toContain('two characters');
    expect(sent.prompt).not.toContain('a single sticker character');
    const png = Buffer.from(sent.image.replace(/^data:image\/png;base64,/, ''), 'base64');
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(2 * info.height);
    // The centre of each half is one character's colour: red on the left, blue on the right.
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
    ];
    const y = Math.round(info.height / 2);
    expect(at(Math.round(info.width / 4), y)).toEqual([255, 0, 0, 255]);
    expect(at(Math.round((3 * info.width) / 4), y)).toEqual([0, 0, 255, 255]);
  });

  it('a failed prediction throws; an unsafe one throws UnsafeContentError (no retry)', async () => {
    fake.scenario = 'failure';
    await expect(renderer().render(await input())).rejects.toThrow(/failed/);
    fake.scenario = 'unsafe';
    await expect(renderer().render(await input())).rejects.toBeInstanceOf(UnsafeContentError);
  });
});
