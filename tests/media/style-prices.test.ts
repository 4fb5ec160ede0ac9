import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STYLE_SEEDS } from '@/lib/config/styles';
import { SAME_LOOK, styleDistances } from '@/lib/media/sticker/style-distance';

// Styles earn their price: two catalogue styles whose small previews (drawn by the local
// renderer's families from the example character) differ by less than SAME_LOOK read as the same
// look, and must cost the same (lib/config/style-variants.ts SAME_LOOK_RARITY; docs/product-rules.md).
describe('style prices', () => {
  it('no two styles at different prices draw the same look', async () => {
    const tile = fs.readFileSync(path.resolve('public/examples/astro/tile.webp'));
    const { d } = await styleDistances(STYLE_SEEDS, tile);
    const same: string[] = [];
    let closestPaid = Number.POSITIVE_INFINITY;
    for (let i = 0; i < STYLE_SEEDS.length; i++)
      for (let j = i + 1; j < STYLE_SEEDS.length; j++) {
        const [a, b] = [STYLE_SEEDS[i], STYLE_SEEDS[j]];
        if (!a || !b || a.costInCredits === b.costInCredits) continue;
        const v = d[i]?.[j] ?? 0;
        closestPaid = Math.min(closestPaid, v);
        if (v < SAME_LOOK)
          same.push(
            `${a.reference} (${a.costInCredits}) – ${b.reference} (${b.costInCredits}): ${v.toFixed(1)}`,
          );
      }
    console.log(
      `${STYLE_SEEDS.length} styles; closest pair at different prices ${closestPaid.toFixed(1)} (threshold ${SAME_LOOK})`,
    );
    expect(same).toEqual([]);
    // The measure tells looks apart: the photo cut-out and a drawn cartoon are far from each other.
    const at = (ref: string) => STYLE_SEEDS.findIndex((s) => s.reference === ref);
    expect(d[at('classic')]?.[at('cartoon')]).toBeGreaterThan(3 * SAME_LOOK);
  }, 30_000);
});
