// Animated sticker benchmark: npx tsx --conditions=react-server bench/animated.ts [--posters] [--families=a,b]
// Every preset × every style family (tests/media/animation-layers.ts ALL_FAMILY_STYLES): wall ms
// and CPU ms (this process and its ffmpeg children) of one animation, the WEBM's, the WebP's and
// the thumbnail's size, and how many encodes each took; then per preset the slowest and the median
// family against the goals. Then a batch of 8 animations, two at a time (the job runner's
// per-person concurrency): wall time and peak memory (proportional set size of this process plus
// its ffmpeg children, sampled every 25 ms). Goals (docs/animated-stickers.md): ≤ 2.5 s wall per
// animated sticker on 2 cores for every preset, ≤ 600 MB peak for the batch, and the files within
// Telegram's and WhatsApp's limits. Wall time measures the machine's queue as well as the work when
// other jobs run: the load average is printed with it, and CPU time is the work alone.
// `--posters` writes each preset's poster (cartoon family) to docs/animation/<preset>.webp.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ANIMATION_PRESETS, type AnimationPreset } from '../lib/config/animation';
import { type AnimationLayers, animateLayers, LIMITS } from '../lib/media/animation';
import { ALL_FAMILY_STYLES, makeLayers } from '../tests/media/animation-layers';

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

const GOAL_MS = 2500;
const GOAL_MB = 600;
const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const kb = (b: number) => (b / 1024).toFixed(0);

async function main() {
  const posters = process.argv.includes('--posters');
  const only = process.argv
    .find((a) => a.startsWith('--families='))
    ?.slice('--families='.length)
    .split(',');
  const families = Object.entries(ALL_FAMILY_STYLES).filter(([f]) => !only || only.includes(f));
  const layers: Record<string, AnimationLayers> = {};
  for (const [family, style] of families) layers[family] = await makeLayers(style);
  console.log(`load average at the start: ${load()}`);
  console.log(
    '| preset | family | wall ms | CPU ms | WEBM KB | WebP KB | thumb KB | encodes (webm/webp/thumb) |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---|');
  type Row = { ms: number; cpu: number; webm: number; webp: number; thumb: number };
  const rows: Record<string, Row[]> = {};
  for (const preset of ANIMATION_PRESETS) {
    rows[preset] = [];
    for (const [family] of families) {
      const { out, ms, cpu } = await one(layers[family] as AnimationLayers, preset);
      rows[preset].push({ ms, cpu, webm: out.webm.length, webp: out.webp.length, thumb: out.thumb.length });
      console.log(
        `| ${preset} | ${family} | ${ms.toFixed(0)} | ${cpu.toFixed(0)} | ${kb(out.webm.length)} | ${kb(out.webp.length)} | ${kb(out.thumb.length)} | ${out.steps.webm}/${out.steps.webp}/${out.steps.thumb} |`,
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
  console.log(`\nper preset over ${families.length} families (load average now ${load()}):\n`);
  console.log(
    `| preset | wall ms median / max | CPU ms median / max | WEBM KB max (≤ ${kb(LIMITS.webm)}) | WebP KB max (≤ ${kb(LIMITS.webp)}) | thumb KB max (≤ ${kb(LIMITS.thumb)}) | ≤ ${GOAL_MS} ms |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---|');
  const all: Row[] = [];
  for (const preset of ANIMATION_PRESETS) {
    const r = rows[preset] as Row[];
    all.push(...r);
    const max = (k: keyof Row) => Math.max(...r.map((x) => x[k]));
    const wall = r.map((x) => x.ms);
    const cpu = r.map((x) => x.cpu);
    console.log(
      `| ${preset} | ${median(wall).toFixed(0)} / ${max('ms').toFixed(0)} | ${median(cpu).toFixed(0)} / ${max('cpu').toFixed(0)} | ${kb(max('webm'))} | ${kb(max('webp'))} | ${kb(max('thumb'))} | ${max('ms') <= GOAL_MS ? 'yes' : 'no'} |`,
    );
  }
  console.log(
    `\nevery animation: ${median(all.map((x) => x.ms)).toFixed(0)} ms wall median, ${Math.max(...all.map((x) => x.ms)).toFixed(0)} max; ${median(all.map((x) => x.cpu)).toFixed(0)} ms CPU median, ${Math.max(...all.map((x) => x.cpu)).toFixed(0)} max`,
  );

  // A batch of 8, two at a time, with memory sampled throughout.
  let peak = memoryNowMb();
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryNowMb());
  }, 25);
  const names = families.map(([f]) => f);
  const jobs = Array.from({ length: 8 }, (_, i) => ({
    preset: ANIMATION_PRESETS[i % ANIMATION_PRESETS.length] as AnimationPreset,
    family: names[i % names.length] as string,
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
    `batch of 8 (2 at a time): ${wall.toFixed(0)} ms wall (${(wall / 8).toFixed(0)} ms per sticker), ${(cpuMs() - c0).toFixed(0)} ms CPU, peak memory ${peak.toFixed(0)} MB (PSS of this process + ffmpeg; goal ≤ ${GOAL_MB} MB)`,
  );
  console.log(`load average at the end: ${load()}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
