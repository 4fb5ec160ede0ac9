// The drawn bodies' contact sheet (lib/media/sticker/body): every pose drawn by the local sticker
// renderer with the example character's head (public/examples/astro) in four drawn families, a prop
// in the hand on every other row, each row named. Look at it at full size after changing a pose.
// Run: npx tsx --conditions=react-server scripts/render-pose-sheet.ts → docs/sticker-poses.png
// Options: --only=wave,dance --size=256 (cell size) --out=/tmp/x.png --styles=cartoon,comic
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { STYLE_SEEDS } from '../lib/config/styles';
import { estimateHeadBox } from '../lib/media/head-box';
import { renderLabel } from '../lib/media/label/render-label';
import { blankRaw, type Raw, rawSharp, toRaw } from '../lib/media/raw';
import { drawLocalSticker } from '../lib/media/sticker';
import { POSE_IDS } from '../lib/media/sticker/body/poses';
import { blendRaw } from '../lib/media/sticker/compose';
import type { ChosenParts } from '../lib/media/sticker/parts/catalogue';
import type { RenderTile, StickerRenderInput } from '../lib/media/sticker/types';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const CELL = Number(arg('size') ?? 220);
const OUT = path.resolve(arg('out') ?? 'docs/sticker-poses.png');
const STYLES = (arg('styles') ?? 'cartoon,comic,kawaii,pixel-hero').split(',');
const ONLY = arg('only')?.split(',');
const NAME_W = 120;
// A prop in the hand on every other row: it must sit in the drawn hand.
const PROPS = ['coffee-cup', 'trophy', 'balloon', 'phone', 'gift', 'book', 'camera', 'big-heart'];
const WEAR = ['party-hat', 'crown', 'sunglasses', 'cap', 'headphones'];

function input(t: RenderTile, reference: string, seed: number): StickerRenderInput {
  const s = STYLE_SEEDS.find((x) => x.reference === reference);
  if (!s) throw new Error(`unknown style ${reference}`);
  const { name, description, prompt, look } = s;
  return {
    tiles: [t],
    style: { reference, name, description, prompt, look },
    entry: { name: '', labelText: '', description: '', theme: '', pose: '', visualFlair: '', fontStyle: '' },
    labelLanguage: 'en',
    moods: [],
    context: '',
    seed,
  };
}

async function sticker(t: RenderTile, style: string, pose: string, row: number): Promise<Raw> {
  const only: ChosenParts = {};
  if (row % 2 === 1) only.prop = PROPS[Math.floor(row / 2) % PROPS.length];
  if (row % 3 === 0) only.wear = WEAR[Math.floor(row / 3) % WEAR.length];
  const { image } = await drawLocalSticker(input(t, style, 40 + row), only, pose);
  const { data, info } = await sharp(image)
    .resize(CELL, CELL)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function caption(text: string): Promise<Raw | null> {
  // Drawn three times as large, then scaled down (the label renderer's type is sized for stickers).
  const big = await renderLabel({
    text,
    language: 'en',
    maxWidth: 3 * (NAME_W - 8),
    maxHeight: 90,
    fill: '#2a1650',
  });
  if (!big) return null;
  const w = Math.max(1, Math.round(big.width / 3));
  const h = Math.max(1, Math.round(big.height / 3));
  const { data } = await rawSharp(big)
    .resize(w, h, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: w, height: h };
}

async function main() {
  const data = fs.readFileSync(path.resolve('public/examples/astro/tile.webp'));
  // The head box the character pipeline stores with a tile (lib/characters/pipeline.ts).
  const astro: RenderTile = { data, headBox: estimateHeadBox(await toRaw(data)) };
  const poses = POSE_IDS.filter((p) => !ONLY || ONLY.includes(p));
  const W = NAME_W + STYLES.length * CELL;
  const sheet = blankRaw(W, poses.length * CELL);
  for (let i = 0; i < sheet.data.length; i += 4) {
    sheet.data.fill(0xf4, i, i + 3);
    sheet.data[i + 3] = 255;
  }
  for (const [row, pose] of poses.entries()) {
    const name = await caption(pose);
    if (name)
      blendRaw(
        sheet,
        name,
        Math.round((NAME_W - name.width) / 2),
        row * CELL + Math.round((CELL - name.height) / 2),
      );
    for (const [col, style] of STYLES.entries())
      blendRaw(
        sheet,
        await sticker(astro, style, pose, POSE_IDS.indexOf(pose)),
        NAME_W + col * CELL,
        row * CELL,
      );
  }
  await rawSharp(sheet).png({ compressionLevel: 9, palette: true, colours: 256 }).toFile(OUT);
  console.log(`${OUT}: ${poses.length} poses × ${STYLES.length} styles (${STYLES.join(', ')})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
