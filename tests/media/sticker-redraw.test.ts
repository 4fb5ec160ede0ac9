import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateHeadBox } from '@/lib/media/head-box';
import { type Raw, toRaw } from '@/lib/media/raw';
import { localStickerRenderer } from '@/lib/media/sticker';
import { partList } from '@/lib/media/sticker/parts/catalogue';
import { planDrawing, redrawSeed } from '@/lib/media/sticker/plan';
import type { RenderTile, StickerRenderInput } from '@/lib/media/sticker/types';
import { makeTile } from '@/lib/media/tile';
import { seedFrom } from '@/lib/stickers/spec';
import { difference, rawOf, renderInput } from './sticker-render-helpers';

// A redraw (lib/stickers/service.ts regenerateSticker) is never the drawing it replaces: its seed
// is chosen (lib/media/sticker/plan.ts redrawSeed) for another pose where the words allow several,
// other parts, another side and outfit, or for the photo cut-out another framing and side. Each
// redraw is drawn for real and compared with the one before, 32 times in a row.

// Stickers that differ only in their seed's outfit and side differ by ~30–60 on this measure
// (tests/media/sticker-poses.test.ts keeps 25 for a redraw); a repeat of the same picture is 0.
const MIN_REDRAW_DIFFERENCE = 25;

let tile: RenderTile;
beforeAll(async () => {
  const cutout = fs.readFileSync(path.resolve('tests/fixtures/cutouts/astronaut.png'));
  const data = await makeTile(cutout);
  tile = { data, headBox: estimateHeadBox(await toRaw(data)) };
});

/** `times` redraws in a row, as the service makes them; each drawn and measured against the previous. */
async function redrawChain(first: StickerRenderInput, times: number) {
  let prev = { seed: first.seed, ...(await localStickerRenderer.render(first)) };
  let prevRaw = await rawOf(prev.image);
  const steps: { pose: string | undefined; parts: string[]; d: number; samePose: boolean }[] = [];
  for (let n = 0; n < times; n++) {
    const holdKey = `sticker-redo:test:${n}`;
    const seed = redrawSeed(first, { seed: prev.seed, parts: prev.parts }, (k) =>
      seedFrom(k ? `${holdKey}:${k}` : holdKey),
    );
    const input = { ...first, seed };
    const out = await localStickerRenderer.render(input);
    // The plan the redraw was chosen from is what the renderer drew.
    const plan = planDrawing(input);
    expect(out.parts).toEqual([...(plan.pose ? [plan.pose] : []), ...partList(plan.chosen)]);
    const raw: Raw = await rawOf(out.image);
    const d = difference(prevRaw, raw);
    steps.push({
      pose: plan.pose ?? undefined,
      parts: out.parts,
      d,
      samePose: out.parts[0] === prev.parts[0],
    });
    prev = { seed, ...out };
    prevRaw = raw;
  }
  return steps;
}

const summary = (steps: { d: number }[]) => {
  const ds = steps.map((s) => s.d).sort((a, b) => a - b);
  return `min ${ds[0]?.toFixed(1)}, median ${ds[Math.floor(ds.length / 2)]?.toFixed(1)}, max ${ds.at(-1)?.toFixed(1)}`;
};

describe('a redraw is a new drawing', () => {
  it('32 redraws in a row: each has another pose (the words allow two) and other pixels than the one before', async () => {
    const steps = await redrawChain(renderInput(tile, 'jumping and cheering, hooray', 5), 32);
    console.log(`32 redraws, jump/cheer (threshold ${MIN_REDRAW_DIFFERENCE}): ${summary(steps)}`);
    for (const [i, s] of steps.entries()) {
      expect(s.samePose, `redraw ${i + 1}: ${s.parts.join(' ')}`).toBe(false);
      expect(s.d, `redraw ${i + 1}`).toBeGreaterThan(MIN_REDRAW_DIFFERENCE);
    }
  }, 240_000);

  it('words that allow one pose, and the photo cut-out: every redraw still differs in pixels', async () => {
    for (const [description, reference] of [
      ['asleep on a pillow', 'cartoon'],
      ['waving hello', 'classic'],
    ] as const) {
      const steps = await redrawChain(renderInput(tile, description, 9, reference), 12);
      console.log(`12 redraws, ${description} in ${reference}: ${summary(steps)}`);
      for (const [i, s] of steps.entries())
        expect(s.d, `${description} ${i + 1}`).toBeGreaterThan(MIN_REDRAW_DIFFERENCE);
    }
  }, 240_000);

  it('is deterministic per redraw and never returns the previous seed', () => {
    const input = renderInput(tile, 'dancing in a party hat', 5);
    const pick = (key: string) =>
      redrawSeed(input, { seed: 5, parts: ['dance', 'party-hat'] }, (k) => seedFrom(`${key}:${k}`));
    expect(pick('a')).toBe(pick('a'));
    // Asked to draw its own seed again, it takes another.
    expect(redrawSeed(input, { seed: 5 }, (k) => (k === 0 ? 5 : 100 + k))).not.toBe(5);
  });
});
