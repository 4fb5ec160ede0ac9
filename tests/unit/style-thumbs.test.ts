import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STYLE_THUMB_PX, styleImageSources, styleThumbPath } from '@/lib/config/style-thumbs';

// The style picker's previews are sized for their slots (scripts/build-style-thumbs.ts).
describe('style preview copies', () => {
  it('every committed preview has its small copy, no larger than its slot needs', async () => {
    const previews = fs.readdirSync('public/styles').filter((f) => f.endsWith('.webp'));
    expect(previews.length).toBeGreaterThan(50);
    for (const f of previews) {
      const copy = `public${styleThumbPath(`/styles/${f}`)}`;
      expect(fs.existsSync(copy), `${copy}: run npx tsx scripts/build-style-thumbs.ts`).toBe(true);
    }
    const meta = await sharp(`public${styleThumbPath(`/styles/${previews[0]}`)}`).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(STYLE_THUMB_PX);
  });

  it('offers the copy in a srcset for committed previews only', () => {
    expect(styleImageSources('/styles/pastel.webp', '116px')).toEqual({
      src: '/styles/pastel.webp',
      srcSet: `/styles/${STYLE_THUMB_PX}/pastel.webp ${STYLE_THUMB_PX}w, /styles/pastel.webp 256w`,
      sizes: '116px',
    });
    expect(styleImageSources('/blobs/u/abc.webp', '116px')).toEqual({ src: '/blobs/u/abc.webp' });
  });
});
