// Animated sticker benchmark: npx tsx --conditions=react-server bench/animated.ts [--posters]
// Per preset × style family: wall ms and CPU ms (this process and its ffmpeg children) of one
// animation, the WEBM's and the WebP's size, and how many encodes each took. Then a batch of 8
// animations, two at a time (the job runner's per-person concurrency): wall time and peak memory
// (proportional set size of this process plus its ffmpeg children, sampled every 25 ms). Targets (docs/animated-stickers.md):
// ≤ 2.5 s per animated sticker on 2 cores, ≤ 600 MB peak for the batch. `--posters` writes each
// preset's poster (cartoon family) to docs/animation/<preset>.webp.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ANIMATION_PRESETS, type AnimationPreset } from '../lib/config/animation';
import { type AnimationLayers, animateLayers } from '../lib/media/animation';
import { FAMILY_STYLES, makeLayers } from '../tests/media/animation-layers';

const TICK_MS = 1000 / 100; // /proc times are in clock ticks (USER_HZ = 100 on Linux)

/** CPU ms of this process and of its children that have ended (ffmpeg runs are waited for). */
function cpuMs() {
  const own = process.cpuUsage();
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const children = (Number(fields[13]) + Number(fields[14])) * TICK_MS; // cutime + cstime
  return (own.user + own.system) / 1000 + children;
}

// Proportional set size: pages shared between processes (two ffmpeg runs map one 68 MB binary)
// are counted once in total, as the machine holds them once.
function memoryNowMb() {
  let kb = 0;
  const read = (pid: string) => {
    const m = /Pss:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) : 0;
  };
  kb += read('self');
  for (const tid of fs.readdirSync('/proc/self/task')) {
    let kids = '';
    try {
      kids = fs.readFileSync(`/proc/self/task/${tid}/children`, 'utf8');
    } catch {}
    for (const pid of kids.split(' ').filter(Boolean)) {
      try {
        kb += read(pid);
      } catch {}
    }
  }
  return kb / 1024;
}

async function one(layers: AnimationLayers, preset: AnimationPreset) {
  const t0 = performance.now();
  const c0 = cpuMs();
  const out = await animateLayers(layers, preset);
  return { out, ms: performance.now() - t0, cpu: cpuMs() - c0 };
}

async function main() {
  const posters = process.argv.includes('--posters');
  const layers: Record<string, AnimationLayers> = {};
  for (const [family, style] of Object.entries(FAMILY_STYLES)) layers[family] = await makeLayers(style);
  console.log('preset      family   wall ms  cpu ms  webm KB  webp KB  thumb KB  encodes (webm/webp/thumb)');
  const perSticker: number[] = [];
  const perCpu: number[] = [];
  for (const preset of ANIMATION_PRESETS) {
    for (const family of Object.keys(FAMILY_STYLES)) {
      const { out, ms, cpu } = await one(layers[family] as AnimationLayers, preset);
      perSticker.push(ms);
      perCpu.push(cpu);
      const kb = (b: Buffer) => (b.length / 1024).toFixed(0).padStart(7);
      console.log(
        `${preset.padEnd(11)} ${family.padEnd(8)} ${ms.toFixed(0).padStart(7)} ${cpu.toFixed(0).padStart(7)} ${kb(out.webm)}  ${kb(out.webp)}  ${kb(out.thumb)}   ${out.steps.webm}/${out.steps.webp}/${out.steps.thumb}`,
      );
      if (posters && family === 'cartoon') {
        fs.mkdirSync(path.resolve('docs/animation'), { recursive: true });
        const small = await sharp(out.poster)
          .resize(192, 192)
          .webp({ quality: 80, alphaQuality: 90 })
          .toBuffer();
        fs.writeFileSync(path.resolve(`docs/animation/${preset}.webp`), small);
      }
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
  console.log(
    `median per sticker: ${median(perSticker).toFixed(0)} ms wall, ${median(perCpu).toFixed(0)} ms CPU`,
  );

  // A batch of 8, two at a time, with memory sampled throughout.
  let peak = memoryNowMb();
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryNowMb());
  }, 25);
  const jobs = Array.from({ length: 8 }, (_, i) => ({
    preset: ANIMATION_PRESETS[i % ANIMATION_PRESETS.length] as AnimationPreset,
    family: Object.keys(FAMILY_STYLES)[i % 3] as string,
  }));
  const t0 = performance.now();
  const c0 = cpuMs();
  const queue = [...jobs];
  await Promise.all(
    [0, 1].map(async () => {
      for (let job = queue.shift(); job; job = queue.shift())
        await animateLayers(layers[job.family] as AnimationLayers, job.preset);
    }),
  );
  clearInterval(sampler);
  const wall = performance.now() - t0;
  console.log(
    `batch of 8 (2 at a time): ${wall.toFixed(0)} ms wall (${(wall / 8).toFixed(0)} ms per sticker), ${(cpuMs() - c0).toFixed(0)} ms CPU, peak memory ${peak.toFixed(0)} MB (PSS of this process + ffmpeg)`,
  );
  console.log(
    `load average at the end: ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
