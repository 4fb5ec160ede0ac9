// Small copies of the committed style previews (public/styles/<reference>.webp, 256 px) for their slots
// in the style picker (~116–132 CSS px wide; components/create-sticker/style-card.tsx): a 1× screen
// takes the 144 px copy, sharper screens the original. Run after render-style-previews.ts:
//   npx tsx scripts/build-style-thumbs.ts
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { STYLE_THUMB_PX, styleThumbPath } from '../lib/config/style-thumbs';

async function main() {
  const dir = path.resolve('public/styles');
  fs.mkdirSync(path.join(dir, `${STYLE_THUMB_PX}`), { recursive: true });
  let bytes = 0;
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.webp'));
  for (const file of files) {
    const out = await sharp(path.join(dir, file))
      .resize(STYLE_THUMB_PX, STYLE_THUMB_PX, { fit: 'inside' })
      .webp({ quality: 80, alphaQuality: 90, effort: 6 })
      .toBuffer();
    fs.writeFileSync(path.join('public', styleThumbPath(`/styles/${file}`) as string), out);
    bytes += out.length;
  }
  console.log(`${files.length} copies, ${(bytes / 1024).toFixed(0)} KB`);
}

void main();
