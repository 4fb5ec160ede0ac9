// Label edit benchmark: npx tsx --conditions=react-server bench/label-edit.ts
// A real sticker (the example astronaut tile, cartoon style, a drawn body with parts) is drawn
// once; then 20 previews (the preview route's render: the layout again with a new label, encoded
// for the screen) and 20 saved edits (the save's work: the layout, the Telegram-ready WebP, its
// 320 px copy, both stored, the old files deleted; the row's one UPDATE is not in it), each with a
// different label in a different script. Prints p50 / p95. Targets (docs/product-rules.md, label
// edits): preview ≤ 150 ms, saved edit ≤ 400 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STYLE_SEEDS } from '../lib/config/styles';
import { estimateHeadBox } from '../lib/media/head-box';
import { toRaw } from '../lib/media/raw';
import { drawLocalSticker } from '../lib/media/sticker';
import { encodeFigure, previewSticker, relabelSticker } from '../lib/media/sticker/relabel';
import { registry } from '../lib/registry';
import { localBlobStore } from '../lib/storage/local';
import { deleteStickerFiles } from '../lib/stickers/lifecycle';
import { newStickerImageKey, storeStickerFiles } from '../lib/stickers/thumbnail';

const RUNS = 20;
const LABELS: [string, string][] = [
  ['こんにちは', 'ja'],
  ['Good morning!', 'en'],
  ['مرحبا', 'ar'],
  ['Привет, друзья', 'ru'],
  ['안녕하세요', 'ko'],
  ['See you\ntomorrow', 'en'],
  ['你好', 'zh'],
  ['สวัสดี', 'th'],
  ['नमस्ते', 'hi'],
  ['¡Hola!', 'es'],
];

/** CPU ms of this process (libvips' threads included): what the edit costs, whatever else runs. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
};

async function main() {
  registry.override({ storage: localBlobStore(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-label-'))) });
  const style = STYLE_SEEDS.find((s) => s.reference === 'cartoon');
  if (!style) throw new Error('cartoon style missing');
  const data = fs.readFileSync(path.resolve('public/examples/astro/tile.webp'));
  const { image, layout, figure } = await drawLocalSticker({
    tiles: [{ data, headBox: estimateHeadBox(await toRaw(data)) }],
    style: { ...style, look: style.look },
    entry: {
      name: 'Hi',
      labelText: 'Hello',
      description: 'waving hello with a balloon',
      theme: '',
      pose: '',
      visualFlair: '',
      fontStyle: '',
    },
    labelLanguage: 'en',
    moods: ['happy'],
    context: '',
    seed: 7,
  });
  // As stored: the figure is a PNG, the layout JSON, read back for each edit.
  const stored = { figure: await encodeFigure(figure), layout: JSON.parse(JSON.stringify(layout)) };
  const owner = '00000000-0000-4000-8000-000000000001';
  let files = await storeStickerFiles(
    newStickerImageKey({ userId: owner, visibility: 'PRIVATE', imageKey: null }),
    image,
  );
  const label = (i: number) => {
    const [text, language] = LABELS[i % LABELS.length] as [string, string];
    return {
      text,
      language,
      color: i % 2 ? '#d62828' : '#2a1650',
      outline: '#ffffff',
      placement: i % 3 ? 'bottom' : 'top',
    } as const;
  };
  await previewSticker(stored.figure, stored.layout, label(0)); // warm-up: fonts, sharp's pools

  const preview: number[] = [];
  const previewCpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const c = cpuMs();
    await previewSticker(stored.figure, stored.layout, label(i));
    preview.push(performance.now() - t);
    previewCpu.push(cpuMs() - c);
  }
  const saved: number[] = [];
  const savedCpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const c = cpuMs();
    const next = await relabelSticker(stored.figure, stored.layout, label(i + 1));
    const stored2 = await storeStickerFiles(
      newStickerImageKey({ userId: owner, visibility: 'PRIVATE', imageKey: files.imageKey }),
      next,
    );
    await deleteStickerFiles(files);
    files = stored2;
    saved.push(performance.now() - t);
    savedCpu.push(cpuMs() - c);
  }
  const ms = (xs: number[], p: number) => `${pct(xs, p).toFixed(0).padStart(4)} ms`;
  const row = (name: string, xs: number[], cpu: number[], target: number) =>
    `${name.padEnd(11)} wall p50 ${ms(xs, 50)} p95 ${ms(xs, 95)} · CPU p50 ${ms(cpu, 50)} p95 ${ms(cpu, 95)} · target ≤ ${target} ms`;
  console.log(`label edits, ${RUNS} runs each (load average ${os.loadavg()[0]?.toFixed(2)})`);
  console.log(row('preview', preview, previewCpu, 150));
  console.log(row('saved edit', saved, savedCpu, 400));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
