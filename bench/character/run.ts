// Character pipeline benchmark: npx tsx bench/character/run.ts [--model small|medium] [photo.png…]
// Runs the local provider's steps on each fixture photo, one at a time, and prints seconds per
// photo and per step, peak RSS and output sizes. Tiles land in bench/out/ (gitignored).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { SegmentationModel } from '../../lib/media/background';
import { characterTilesFromPhotos, type StepTimings } from '../../lib/media/character';

const PHOTOS = path.resolve(process.cwd(), 'tests/fixtures/photos');
const OUT = path.resolve('bench/out');
const args = process.argv.slice(2);
const model = (args[args.indexOf('--model') + 1] === 'small' ? 'small' : 'medium') as SegmentationModel;
const named = args.filter((a) => a.endsWith('.png') || a.endsWith('.jpg'));
const files = named.length ? named : fs.readdirSync(PHOTOS).filter((f) => /\.(png|jpe?g)$/i.test(f));

let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 50);
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
const s = (ms: number) => (ms / 1000).toFixed(2);

async function main() {
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus.length} cores, ${cpus[0]?.model ?? '?'}, ${mb(os.totalmem())} RAM, node ${process.version}`,
  );
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; model: ${model}`,
  );
  fs.mkdirSync(OUT, { recursive: true });
  const rows: (StepTimings & { file: string; bytes: number; size: string; cpuMs: number })[] = [];
  for (const file of files) {
    const input = fs.readFileSync(path.isAbsolute(file) ? file : path.join(PHOTOS, file));
    const cpu0 = process.cpuUsage();
    const result = await characterTilesFromPhotos([input], { model });
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const tile = result.tiles[0] as Buffer;
    const meta = await sharp(tile).metadata();
    const base = path.basename(file).replace(/\.\w+$/, '');
    fs.writeFileSync(path.join(OUT, `${base}.webp`), tile);
    fs.writeFileSync(path.join(OUT, `${base}.png`), await sharp(tile).png().toBuffer());
    const t = result.photos[0]?.timings as StepTimings;
    rows.push({ file: base, ...t, cpuMs, bytes: tile.length, size: `${meta.width}x${meta.height}` });
    console.log(`${base}: ${s(t.totalMs)} s wall, ${s(cpuMs)} s CPU, peak RSS so far ${mb(peak)}`);
  }
  clearInterval(sampler);
  console.log('\nphoto        total  cpu    decode  bg-removal  crop  die-cut  tile   output');
  for (const r of rows) {
    console.log(
      `${r.file.padEnd(12)} ${s(r.totalMs).padStart(5)}  ${s(r.cpuMs).padStart(5)}  ${s(r.decodeMs).padStart(6)}  ${s(r.removeBackgroundMs).padStart(10)}  ${s(r.cropMs).padStart(4)}  ${s(r.dieCutMs).padStart(7)}  ${s(r.tileMs).padStart(4)}   ${r.size} ${(r.bytes / 1024).toFixed(1)} KB`,
    );
  }
  const mean = rows.reduce((a, r) => a + r.totalMs, 0) / Math.max(1, rows.length);
  const cpuMean = rows.reduce((a, r) => a + r.cpuMs, 0) / Math.max(1, rows.length);
  // Wall time depends on what else runs; CPU time over the cores is what an idle machine would take.
  console.log(`\nmean ${s(mean)} s wall per photo (first includes model load), ${s(cpuMean)} s CPU`);
  console.log(
    `idle-machine estimate: ~${s(cpuMean / cpus.length)} s per photo on ${cpus.length} cores; peak RSS ${mb(peak)}`,
  );
  console.log(
    `targets: <= 20 s per photo ${mean <= 20_000 ? 'OK' : 'MISSED'}, <= 1.5 GB ${peak <= 1.5 * 1024 ** 3 ? 'OK' : 'MISSED'}`,
  );
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; tiles in ${OUT}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
