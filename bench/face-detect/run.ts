// Face detector benchmark: npm run bench:face-detect [-- --rounds N]
// Loads the head's face detector (lib/media/face-detect.ts) once, then finds the head of each
// character tile and cut-out below N times, one at a time, as the character pipeline does
// (lib/media/head-locate.ts: decode excluded, detection + head box included), and prints the load
// time, milliseconds per character (p50 and p95), where the head came from, and the peak RSS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { warmUpFaceDetector } from '../../lib/media/face-detect';
import { locateHeadBox } from '../../lib/media/head-locate';
import { toRaw } from '../../lib/media/raw';

const IMAGES = [
  'public/examples/astro/tile.webp',
  'public/examples/chelsea/tile.webp',
  'tests/fixtures/cutouts/astronaut.png',
  'tests/fixtures/cutouts/chelsea.png',
  'tests/fixtures/cutouts/coffee.png',
];
const args = process.argv.slice(2);
const rounds = Math.max(1, Number(args[args.indexOf('--rounds') + 1]) || 20);

let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main() {
  const cpus = os.cpus();
  console.log(`machine: ${cpus.length} cores, ${cpus[0]?.model ?? '?'}, node ${process.version}`);
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; rounds: ${rounds}`,
  );
  const t0 = performance.now();
  await warmUpFaceDetector();
  console.log(
    `detector load: ${(performance.now() - t0).toFixed(0)} ms, RSS after load ${mb(process.memoryUsage().rss)}`,
  );
  const all: number[] = [];
  for (const file of IMAGES) {
    const raw = await toRaw(fs.readFileSync(path.resolve(file)));
    const times: number[] = [];
    let source = '';
    for (let i = 0; i < rounds; i++) {
      const s = performance.now();
      source = (await locateHeadBox(raw, { timeoutMs: 60_000 })).source;
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `${file.padEnd(40)} ${raw.width}×${raw.height}  p50 ${pct(times, 0.5).toFixed(0)} ms  p95 ${pct(times, 0.95).toFixed(0)} ms  head from ${source}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(`all characters: p50 ${pct(all, 0.5).toFixed(0)} ms  p95 ${pct(all, 0.95).toFixed(0)} ms`);
  console.log(`RSS now ${mb(process.memoryUsage().rss)}, peak ${mb(peak)}`);
  clearInterval(sampler);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
