// The drawn parts' contact sheet (lib/media/sticker/parts): every wear, prop, effect and bubble drawn
// by the local sticker renderer on the example character (public/examples/astro) and a few on the
// example cat (public/examples/chelsea, no head box: the silhouette's top), each named under it.
// Run: npx tsx --conditions=react-server scripts/render-parts-sheet.ts → docs/sticker-parts.png
// Options: --only=crown,cake (just those) --size=512 (cell size) --out=/tmp/x.png --style=cartoon
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { STYLE_SEEDS } from '../lib/config/styles';
import { estimateHeadBox } from '../lib/media/head-box';
import { renderLabel } from '../lib/media/label/render-label';
import { blankRaw, rawSharp, toRaw } from '../lib/media/raw';
import { drawLocalSticker } from '../lib/media/sticker';
import { blendRaw } from '../lib/media/sticker/compose';
import { type ChosenParts, kindOf, PART_IDS } from '../lib/media/sticker/parts/catalogue';
import { planPose } from '../lib/media/sticker/pose';
import { rng } from '../lib/media/sticker/random';
import type { RenderTile, StickerRenderInput } from '../lib/media/sticker/types';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const CELL = Number(arg('size') ?? 200);
const OUT = path.resolve(arg('out') ?? 'docs/sticker-parts.png');
const STYLE = arg('style') ?? 'cartoon';
const COLUMNS = Number(arg('columns') ?? 8);
const ONLY = arg('only')?.split(',');
const NAME_H = 22;
// The cat gets a few of each kind: no head box there, the parts find the top of the silhouette.
const ON_CAT = [
  'party-hat',
  'crown',
  'sunglasses',
  'headphones',
  'coffee-cup',
  'big-heart',
  'zzz',
  'hearts',
  'speech-question',
];

async function tile(slug: string, withHead: boolean): Promise<RenderTile> {
  const data = fs.readFileSync(path.resolve('public/examples', slug, 'tile.webp'));
  return { data, headBox: withHead ? estimateHeadBox(await toRaw(data)) : null };
}

function input(t: RenderTile, seed: number): StickerRenderInput {
  const s = STYLE_SEEDS.find((x) => x.reference === STYLE);
  if (!s) throw new Error(`unknown style ${STYLE}`);
  return {
    tiles: [t],
    style: {
      reference: s.reference,
      name: s.name,
      description: s.description,
      prompt: s.prompt,
      look: s.look,
    },
    entry: { name: '', labelText: '', description: '', theme: '', pose: '', visualFlair: '', fontStyle: '' },
    labelLanguage: 'en',
    moods: [],
    context: '',
    seed,
  };
}

async function cell(t: RenderTile, id: string, seed: number, caption: string) {
  const kind = kindOf(id);
  if (!kind) throw new Error(`unknown part ${id}`);
  const only: ChosenParts = { [kind]: id };
  const { image } = await drawLocalSticker(input(t, seed), only);
  const { data, info } = await sharp(image)
    .resize(CELL, CELL)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out = blankRaw(CELL, CELL + NAME_H);
  blendRaw(out, { data, width: info.width, height: info.height }, 0, 0);
  // The caption drawn three times as large, then scaled down: the label renderer's type is sized
  // for stickers, and at a cell's width its smallest size would wrap a long name.
  const big = await renderLabel({
    text: caption,
    language: 'en',
    maxWidth: 3 * (CELL - 8),
    maxHeight: 3 * NAME_H,
    fill: '#2a1650',
  });
  if (big) {
    const w = Math.max(1, Math.round(big.width / 3));
    const h = Math.max(1, Math.round(big.height / 3));
    const { data: small } = await rawSharp(big)
      .resize(w, h, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    blendRaw(
      out,
      { data: small, width: w, height: h },
      Math.round((CELL - w) / 2),
      CELL + Math.round((NAME_H - h) / 2),
    );
  }
  return out;
}

async function main() {
  const astro = await tile('astro', true);
  const cat = await tile('chelsea', false);
  const jobs: [RenderTile, string, number, string][] = [];
  for (const [i, id] of PART_IDS.entries())
    if (!ONLY || ONLY.includes(id)) jobs.push([astro, id, 11 + i, id]);
  // The cat in full (a seed whose pose keeps the whole figure), so its parts show where they sit.
  let catSeed = 5;
  while (planPose(rng(catSeed), catSeed, '').framing !== 'full') catSeed++;
  for (const id of ON_CAT) if (!ONLY || ONLY.includes(id)) jobs.push([cat, id, catSeed, `${id} (cat)`]);
  const cells = [];
  for (const [t, id, seed, caption] of jobs) cells.push(await cell(t, id, seed, caption));
  const columns = Math.min(COLUMNS, cells.length);
  const rows = Math.ceil(cells.length / columns);
  const W = columns * CELL;
  const H = rows * (CELL + NAME_H);
  const sheet = blankRaw(W, H);
  for (let i = 0; i < sheet.data.length; i += 4) {
    sheet.data.fill(0xf4, i, i + 3);
    sheet.data[i + 3] = 255;
  }
  for (const [i, c] of cells.entries())
    blendRaw(sheet, c, (i % columns) * CELL, Math.floor(i / columns) * (CELL + NAME_H));
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  await rawSharp(sheet).png({ palette: true, colours: 256, compressionLevel: 9, dither: 0.5 }).toFile(OUT);
  console.log(`${OUT}: ${cells.length} stickers, ${Math.round(fs.statSync(OUT).size / 1024)} KB`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
