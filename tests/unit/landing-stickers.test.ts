import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findLabelLanguage } from '@/lib/config/label-languages';
import {
  GALLERY_POOL_SIZE,
  gallerySrc,
  HERO_POOL_SIZE,
  HERO_COPY_PX,
  heroStickerCopySrc,
  heroStickerSrc,
} from '@/lib/config/landing';
import { STYLE_SEEDS } from '@/lib/config/styles';
import { landingPlan } from '../../scripts/render-landing-stickers';

const file = (src: string) => path.resolve(__dirname, '../../public', `.${src}`);

describe('landing sticker pools', () => {
  it('plans 130 hero and 100 gallery stickers across the catalogue and many scripts', () => {
    const plan = landingPlan();
    expect(plan.filter((s) => s.file.startsWith('hero/'))).toHaveLength(HERO_POOL_SIZE);
    expect(plan.filter((s) => s.file.startsWith('gallery/'))).toHaveLength(GALLERY_POOL_SIZE);
    expect(new Set(plan.map((s) => s.style)).size).toBe(STYLE_SEEDS.length);
    const scripts = new Set(plan.map((s) => findLabelLanguage(s.language)?.script));
    expect(scripts.size).toBeGreaterThanOrEqual(9);
    expect(plan.some((s) => s.characters.length > 1)).toBe(true);
  });

  it('every pool image is committed: a small 256 px WebP', async () => {
    const srcs = [
      ...Array.from({ length: HERO_POOL_SIZE }, (_, i) => heroStickerSrc(i + 1)),
      ...Array.from({ length: GALLERY_POOL_SIZE }, (_, i) => gallerySrc(i + 1)),
    ];
    let total = 0;
    for (const src of srcs) {
      const buf = fs.readFileSync(file(src));
      total += buf.length;
      expect(buf.length, src).toBeLessThanOrEqual(16 * 1024);
      const meta = await sharp(buf).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha], src).toEqual(['webp', 256, 256, true]);
    }
    expect(total / srcs.length).toBeLessThan(10 * 1024);
  });

  it.each(HERO_COPY_PX.map((px) => [px, px === 160 ? 6 : 8] as const))(
    'every hero sticker has its %i px copy (smaller screens), under %i KB on average',
    async (px, kb) => {
      let total = 0;
      for (let n = 1; n <= HERO_POOL_SIZE; n++) {
        const buf = fs.readFileSync(file(heroStickerCopySrc(px, n)));
        total += buf.length;
        const meta = await sharp(buf).metadata();
        expect([meta.format, meta.width, meta.height, meta.hasAlpha], `${n}`).toEqual(['webp', px, px, true]);
      }
      expect(total / HERO_POOL_SIZE).toBeLessThan(kb * 1024);
    },
  );
});
