// Safety classifier benchmark: npm run bench:safety [-- --rounds N]
// Loads the embedded classifier (lib/safety/embedded.ts) once, then screens each fixture photo and
// a 512 px WebP sticker N times, one at a time, and prints the load time, milliseconds per image
// (median and worst, with decoding) and the process's peak RSS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { embeddedClassifier, warmUpEmbeddedClassifier } from '../../lib/safety/embedded';
import { unsafeScore } from '../../lib/safety/types';

const PHOTOS = path.resolve(process.cwd(), 'tests/fixtures/photos');
const args = process.argv.slice(2);
const rounds = Math.max(1, Number(args[args.indexOf('--rounds') + 1]) || 10);

let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;

async function images(): Promise<[string, Buffer][]> {
  const photos = fs
    .readdirSync(PHOTOS)
    .filter((f) => /\.(png|jpe?g)$/i.test(f))
    .map((f): [string, Buffer] => [f, fs.readFileSync(path.join(PHOTOS, f))]);
  const first = photos[0]?.[1];
  const sticker = first ? await sharp(first).resize(512, 512).ensureAlpha().webp().toBuffer() : null;
  return sticker ? [...photos, ['sticker-512.webp', sticker]] : photos;
}

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
  await warmUpEmbeddedClassifier();
  console.log(
    `model load: ${(performance.now() - t0).toFixed(0)} ms, RSS after load ${mb(process.memoryUsage().rss)}`,
  );
  const all: number[] = [];
  for (const [name, data] of await images()) {
    const times: number[] = [];
    let score = 0;
    for (let i = 0; i < rounds; i++) {
      const s = performance.now();
      score = unsafeScore(await embeddedClassifier.classify(data));
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.log(
      `${name.padEnd(18)} ${(data.length / 1024).toFixed(0).padStart(5)} KB  median ${median.toFixed(0)} ms  worst ${(times.at(-1) ?? 0).toFixed(0)} ms  unsafe score ${score.toFixed(3)}`,
    );
  }
  all.sort((a, b) => a - b);
  const median = all[Math.floor(all.length / 2)] ?? 0;
  console.log(
    `all images: median ${median.toFixed(0)} ms, p95 ${(all[Math.floor(all.length * 0.95)] ?? 0).toFixed(0)} ms per image (goal ≤ 300 ms)`,
  );
  clearInterval(sampler);
  console.log(`peak RSS: ${mb(Math.max(peak, process.memoryUsage().rss))}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
