import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateHeadBox } from '@/lib/media/head-box';
import type { Raw } from '@/lib/media/raw';
import { drawBody } from '@/lib/media/sticker/body/drawn';
import { CHIBI_BODY } from '@/lib/media/sticker/body/figure-drawn';
import { subjectFromTile } from '@/lib/media/sticker/compose';
import { treatmentFor } from '@/lib/media/sticker/family-for';
import { catalogueStyle } from './sticker-render-helpers';

// Chibi styles (lib/media/sticker/body/figure-drawn.ts CHIBI_BODY) draw a big head on a small
// body. Measured on the drawn figure: the head (from the top of its hair to the collar) against
// the whole figure (hair to feet; the head's share includes the bit of neck above the collar).
// The plain cartoon measures 0.40–0.42; chibi measured 0.44–0.46 before (the head ×1.18 on a
// full-size body: barely bigger) and 0.55–0.57 now (head ×1.3 on a body ×0.7).
const MIN_CHIBI_HEAD = 0.5;
const MAX_PLAIN_HEAD = 0.45;
const POSES = ['wave', 'thumbs-up', 'shrug', 'hug', 'point', 'salute', 'dance', 'run', 'bow'];

let cut: Raw;
beforeAll(async () => {
  cut = await subjectFromTile(fs.readFileSync(path.resolve('public/examples/astro/tile.webp')));
});

describe('chibi proportions', () => {
  it('chibi styles draw the head about half the figure; the plain cartoon does not', async () => {
    const box = estimateHeadBox(cut);
    if (!box) throw new Error('no head box');
    const rows: string[] = [];
    const found: { style: string; pose: string; ratio: number }[] = [];
    for (const style of ['chibi', 'chibi-pop', 'kawaii', 'cartoon']) {
      // The drawn figure's options as drawnFigure gives them for the style.
      const chibi = treatmentFor(catalogueStyle(style)).chibi;
      const ratios: string[] = [];
      for (const pose of POSES) {
        const f = await drawBody(cut, box, { pose, variant: 0, flip: false, ...(chibi ? CHIBI_BODY : {}) });
        const top = Math.max(0, f.head.cy - f.head.h / 2);
        const ratio = (f.neck.y - top) / (f.raw.height - top);
        found.push({ style, pose, ratio });
        ratios.push(`${pose} ${ratio.toFixed(2)}`);
      }
      rows.push(`${style.padEnd(10)} ${ratios.join(', ')}`);
    }
    console.log(
      `head / figure height (chibi ≥ ${MIN_CHIBI_HEAD}, plain ≤ ${MAX_PLAIN_HEAD}):\n${rows.join('\n')}`,
    );
    for (const f of found) {
      if (f.style === 'cartoon') expect(f.ratio, f.pose).toBeLessThan(MAX_PLAIN_HEAD);
      else expect(f.ratio, `${f.style} ${f.pose}`).toBeGreaterThan(MIN_CHIBI_HEAD);
    }
  }, 60_000);
});
