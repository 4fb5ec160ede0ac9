// Renders the explore gallery's example stickers with our own pipeline (no downloads): the example
// characters (public/examples/<slug>/tile.webp, made from tests/fixtures/photos) in many styles, moods
// and label scripts. Run: npx tsx --conditions=react-server scripts/render-example-gallery.ts → public/examples/stickers/<file>.webp
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { EXAMPLE_STICKERS } from '../lib/config/example-gallery';
import { STYLE_SEEDS } from '../lib/config/styles';
import { renderLocalSticker } from '../lib/media/sticker';

const OUT = path.resolve('public/examples/stickers');

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  let total = 0;
  for (const ex of EXAMPLE_STICKERS) {
    const style = STYLE_SEEDS.find((s) => s.reference === ex.style);
    if (!style) throw new Error(`unknown style ${ex.style}`);
    const started = performance.now();
    const sticker = await renderLocalSticker({
      tiles: [{ data: fs.readFileSync(path.resolve('public/examples', ex.character, 'tile.webp')) }],
      style: { ...style, look: style.look },
      entry: {
        name: ex.name,
        labelText: ex.label,
        description: '',
        theme: '',
        pose: '',
        visualFlair: '',
        fontStyle: '',
      },
      labelLanguage: ex.language,
      moods: [ex.mood],
      context: '',
      seed: ex.seed,
    });
    // Still a Telegram-ready 512 px sticker; a little more compression keeps the repository small.
    const webp = await sharp(sticker).webp({ quality: 80, alphaQuality: 90, effort: 6 }).toBuffer();
    fs.writeFileSync(path.join(OUT, `${ex.file}.webp`), webp);
    total += webp.length;
    const ms = Math.round(performance.now() - started);
    console.log(`${ex.file}.webp ${(webp.length / 1024).toFixed(1)} KB (${ms} ms)`);
  }
  console.log(`${EXAMPLE_STICKERS.length} stickers, ${(total / 1024).toFixed(0)} KB`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
