import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasEmoji } from '@/lib/media/label/emoji-font';
import { renderLabel } from '@/lib/media/label/render-label';
import { alphaBBox, type Raw } from '@/lib/media/raw';

// Emoji typed into a label are drawn at the size of its letters (from the emoji font shipped in an
// npm package), not dropped. LABEL_PNG_DIR=<dir> keeps the PNGs to look at.
const opts = { language: 'en', maxWidth: 456, maxHeight: 150 };

async function keep(name: string, label: Raw) {
  const dir = process.env.LABEL_PNG_DIR ?? os.tmpdir();
  await sharp(label.data, { raw: { width: label.width, height: label.height, channels: 4 } })
    .png()
    .toFile(path.join(dir, `label-${name}.png`));
}

/** Columns with ink, left to right: [start, end) runs separated by empty columns. */
function inkRuns(r: Raw): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  for (let x = 0; x <= r.width; x++) {
    let ink = false;
    for (let y = 0; x < r.width && y < r.height && !ink; y++)
      ink = (r.data[(y * r.width + x) * 4 + 3] as number) > 128;
    if (ink && start < 0) start = x;
    if (!ink && start >= 0) {
      runs.push([start, x]);
      start = -1;
    }
  }
  return runs;
}

describe('emoji in labels', () => {
  it('recognises emoji, and not letters of any script', () => {
    expect(hasEmoji('Party 🎉')).toBe(true);
    expect(hasEmoji('🇯🇵')).toBe(true);
    expect(hasEmoji('Ugh!')).toBe(false);
    expect(hasEmoji('おはよう 你好 مرحبا')).toBe(false);
  });

  it('an emoji alone is drawn, as tall as capital letters', async () => {
    const emoji = await renderLabel({ ...opts, text: '🎉' });
    const letter = await renderLabel({ ...opts, text: 'H' });
    if (!emoji || !letter) throw new Error('nothing drawn');
    await keep('emoji-alone', emoji);
    const e = alphaBBox(emoji, 128);
    const h = alphaBBox(letter, 128);
    expect(e && h).toBeTruthy();
    expect(e?.height ?? 0).toBeGreaterThan((h?.height ?? 0) * 0.85);
    expect(e?.width ?? 0).toBeGreaterThan((h?.width ?? 0) * 0.85);
  });

  it('text with emoji keeps the emoji beside the words, at full size', async () => {
    const both = await renderLabel({ ...opts, text: 'Yay 🎉' });
    const words = await renderLabel({ ...opts, text: 'Yay' });
    if (!both || !words) throw new Error('nothing drawn');
    await keep('emoji-text', both);
    // Same size and one line (the emoji font's line is a little taller).
    expect(both.height).toBeGreaterThanOrEqual(words.height);
    expect(both.height).toBeLessThan(words.height * 1.3);
    expect(both.width - words.width).toBeGreaterThan(50); // the emoji's width was added, not dropped
    const runs = inkRuns(both);
    const last = runs.at(-1) as [number, number];
    expect(last[1] - last[0]).toBeGreaterThan(50);
  });
});
