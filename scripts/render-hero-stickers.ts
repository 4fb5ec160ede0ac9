// Renders the landing hero's stickers with our own pipeline (no downloads): the example characters
// made from tests/fixtures/photos, in several styles, with labels in several scripts.
// Run: npx tsx scripts/render-hero-stickers.ts → public/hero/<n>.webp
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { HERO_STICKERS } from '../lib/config/hero';
import { STYLE_SEEDS } from '../lib/config/styles';
import { renderLocalSticker } from '../lib/media/sticker';

const OUT = path.resolve('public/hero');

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  for (const [i, h] of HERO_STICKERS.entries()) {
    const style = STYLE_SEEDS.find((s) => s.reference === h.style);
    if (!style) throw new Error(`unknown style ${h.style}`);
    const sticker = await renderLocalSticker({
      tiles: [{ data: fs.readFileSync(path.resolve('public/examples', h.character, 'tile.webp')) }],
      style: { ...style, look: style.look },
      entry: {
        name: h.label,
        labelText: h.label,
        description: '',
        theme: '',
        pose: '',
        visualFlair: '',
        fontStyle: '',
      },
      labelLanguage: h.language,
      moods: [h.mood],
      context: '',
      seed: h.seed,
    });
    const webp = await sharp(sticker).resize(320, 320).webp({ quality: 80, alphaQuality: 90 }).toBuffer();
    fs.writeFileSync(path.join(OUT, `${i + 1}.webp`), webp);
    console.log(`hero/${i + 1}.webp ${(webp.length / 1024).toFixed(1)} KB`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
