// Renders the landing's sticker pools with our own renderer (no downloads, docs/product-rules.md): 130 hero and
// 100 gallery stickers of the example characters (made from tests/fixtures/photos by our pipeline),
// alone and together, across the whole style catalogue, moods and label languages in many scripts.
//
//   npx tsx --conditions=react-server scripts/render-landing-stickers.ts           make missing files
//   npx tsx --conditions=react-server scripts/render-landing-stickers.ts --force   make them all again
//
// (react-server: the label texts come from a server-only loader, lib/suggestions/local/texts.ts.)
//
// Output: public/landing/{hero,gallery}/<n>.webp, 256 px (the slots are ≤ 128 CSS px wide), and
// public/landing/hero/160/<n>.webp, the hero's copy for phones (derived from the 256 px file).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  GALLERY_POOL_SIZE,
  HERO_POOL_SIZE,
  HERO_COPY_PX,
  heroStickerCopySrc,
  heroStickerSrc,
  LANDING_STICKER_PX,
} from '../lib/config/landing';
import { MOODS } from '../lib/config/moods';
import { STYLE_SEEDS } from '../lib/config/styles';
import { estimateHeadBox } from '../lib/media/head-box';
import { toRaw } from '../lib/media/raw';
import { renderLocalSticker } from '../lib/media/sticker';
import type { RenderTile } from '../lib/media/sticker/types';
import { labelsFor, PHRASES } from '../lib/suggestions/local/label-bank';

const OUT = path.resolve('public/landing');
const CAST = [['astro'], ['chelsea'], ['astro'], ['chelsea'], ['astro', 'chelsea']] as const;
// Every script the label renderer supports, the interface languages first.
const LANGUAGES = [
  'en',
  'ja',
  'es',
  'ar',
  'ru',
  'hi',
  'fr',
  'ko',
  'zh',
  'th',
  'de',
  'uk',
  'pt-BR',
  'he',
  'it',
  'tr',
  'vi',
  'pl',
  'el',
  'id',
  'nl',
  'sv',
  'kk',
  'pt',
];
const MOOD_CYCLE = MOODS.filter((m) => m !== 'all');
const MAX_BYTES = 12 * 1024;

export type LandingSticker = {
  file: string;
  characters: readonly string[];
  style: string;
  language: string;
  label: string;
  mood: string;
  seed: number;
};

/** The whole plan, deterministic: sticker k of 230 gets its cast, style, phrase, language and mood. */
export function landingPlan(): LandingSticker[] {
  const total = HERO_POOL_SIZE + GALLERY_POOL_SIZE;
  return Array.from({ length: total }, (_, k) => {
    const hero = k < HERO_POOL_SIZE;
    const n = hero ? k + 1 : k - HERO_POOL_SIZE + 1;
    // 37 is coprime with the 102 styles, so consecutive stickers jump across the catalogue.
    const style = STYLE_SEEDS[(k * 37 + 5) % STYLE_SEEDS.length];
    const phraseIndex = (k * 7 + (k >> 3)) % PHRASES.length;
    const phrase = PHRASES[phraseIndex];
    const language = LANGUAGES[(k * 5 + (k >> 2)) % LANGUAGES.length] as string;
    const tagged = phrase?.tags.find((t) => (MOOD_CYCLE as readonly string[]).includes(t));
    return {
      file: `${hero ? 'hero' : 'gallery'}/${n}.webp`,
      characters: CAST[k % CAST.length] as readonly string[],
      style: style?.reference ?? 'classic',
      language,
      label: labelsFor(language)[phraseIndex] ?? 'Hello!',
      mood: tagged ?? (MOOD_CYCLE[k % MOOD_CYCLE.length] as string),
      seed: k * 13 + 7,
    };
  });
}

async function loadTile(slug: string): Promise<RenderTile> {
  const data = fs.readFileSync(path.resolve('public/examples', slug, 'tile.webp'));
  return { data, headBox: estimateHeadBox(await toRaw(data)) };
}

async function renderOne(s: LandingSticker, tiles: Map<string, RenderTile>) {
  const style = STYLE_SEEDS.find((x) => x.reference === s.style);
  if (!style) throw new Error(`unknown style ${s.style}`);
  const sticker = await renderLocalSticker({
    tiles: s.characters.map((c) => tiles.get(c) as RenderTile),
    style,
    entry: {
      name: s.label,
      labelText: s.label,
      description: '',
      theme: '',
      pose: '',
      visualFlair: '',
      fontStyle: '',
    },
    labelLanguage: s.language,
    moods: [s.mood],
    context: '',
    seed: s.seed,
  });
  // Busy styles (halftone, sticker bomb) compress worse: step the quality down to stay small.
  const small = await sharp(sticker).resize(LANDING_STICKER_PX, LANDING_STICKER_PX).toBuffer();
  let webp = Buffer.alloc(0);
  for (let quality = 68; quality >= 36; quality -= 8) {
    webp = await sharp(small).webp({ quality, alphaQuality: 70, effort: 6 }).toBuffer();
    if (webp.length <= MAX_BYTES) break;
  }
  return webp;
}

async function main() {
  const force = process.argv.includes('--force');
  const tiles = new Map<string, RenderTile>();
  for (const slug of ['astro', 'chelsea']) tiles.set(slug, await loadTile(slug));
  const todo = landingPlan().filter((s) => force || !fs.existsSync(path.join(OUT, s.file)));
  let bytes = 0;
  const started = performance.now();
  // Two at a time: the machine has two cores.
  for (let i = 0; i < todo.length; i += 2) {
    await Promise.all(
      todo.slice(i, i + 2).map(async (s) => {
        const webp = await renderOne(s, tiles);
        fs.mkdirSync(path.dirname(path.join(OUT, s.file)), { recursive: true });
        fs.writeFileSync(path.join(OUT, s.file), webp);
        bytes += webp.length;
        console.log(`${s.file} ${s.style} ${s.language} "${s.label}" ${(webp.length / 1024).toFixed(1)} KB`);
      }),
    );
  }
  const secs = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`${todo.length} stickers, ${(bytes / 1024).toFixed(0)} KB, ${secs} s`);
  await deriveHeroCopies(force);
}

/** The hero's smaller copies (160 and 192 px), from the 256 px files. */
async function deriveHeroCopies(force: boolean) {
  const pub = (src: string) => path.resolve('public', `.${src}`);
  for (const px of HERO_COPY_PX) {
    let made = 0;
    for (let n = 1; n <= HERO_POOL_SIZE; n++) {
      const out = pub(heroStickerCopySrc(px, n));
      if (!force && fs.existsSync(out)) continue;
      fs.mkdirSync(path.dirname(out), { recursive: true });
      const webp = await sharp(pub(heroStickerSrc(n)))
        .resize(px, px)
        .webp({ quality: 72, alphaQuality: 70, effort: 6 })
        .toBuffer();
      fs.writeFileSync(out, webp);
      made++;
    }
    console.log(`${made} hero copies at ${px} px`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
