// Lighthouse beside a minimal Next.js page (issue 12). Builds both apps (ours unless --no-build),
// starts both under `next start`, runs Lighthouse mobile (simulated throttling, 2× CPU slowdown,
// median of 5) and desktop (median of 3) on our /, /ar, /ja, /explore, /terms and the minimal page,
// interleaved so that a noisy neighbour hits every page alike, and prints the issue's table.
//   flock /tmp/heavy.lock npm run bench:lighthouse [-- --no-build] [--mobile 5] [--desktop 3] [--launcher-features]
// BENCH_PORT (default 4400) and the next port are used. Raw medians land in bench/out/.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inlinedRscBytes, printHtmlBudget } from '../web/html-budget';
import { kb, machineLine, median, printTable, ratio, type Row, sec } from '../web/report';
import { buildMinimalApp, buildOurs, type Server, startMinimal, startOurs } from '../web/servers';
import { CHROME_PATH, launcherFeaturesWithRenderDocument, lighthouseCommand } from '../web/tools';

const args = process.argv.slice(2);
const flag = (name: string, dflt: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const MOBILE_RUNS = flag('--mobile', 5);
const DESKTOP_RUNS = flag('--desktop', 3);
const PORT = Number(process.env.BENCH_PORT ?? 4400);
const OUR_PAGES = ['/', '/ar', '/ja', '/explore', '/terms'] as const;

// Lighthouse's launcher (chrome-launcher) starts Chrome with RenderDocument disabled, a setting no
// user's Chrome has. On Chromium 156 that makes every one of our long pages hold its first frame for
// one or two whole seconds after it is ready (first paint observed at ~2 250 ms instead of ~450 ms;
// the minimal page, at ~170 ms, never waits), which puts every script and image on the simulated LCP
// path. Chrome's last --disable-features wins, so the bench passes the launcher's own list without
// RenderDocument (bench/web/tools.ts). `--launcher-features` measures with the launcher's list.
const LAUNCHER_FEATURES = args.includes('--launcher-features');
let disabledFeatures: Promise<string> | undefined;

// observedPaint: the first contentful paint in the unthrottled trace Lighthouse simulates from. Every
// script that starts running before the observed LCP is counted on the simulated LCP's path, so a late
// first frame (like the one above) shows up as a worse LCP that no change of ours caused.
type Sample = {
  score: number;
  lcp: number;
  scriptBytes: number;
  scripts: number;
  totalBytes: number;
  observedPaint: number;
};
type Target = { key: string; url: string };

const exec = promisify(execFile);

async function lighthouse(url: string, desktop: boolean): Promise<Sample> {
  const [node, cli] = lighthouseCommand();
  disabledFeatures ??= LAUNCHER_FEATURES ? Promise.resolve('') : launcherFeaturesWithRenderDocument();
  const features = await disabledFeatures;
  const out = path.join(os.tmpdir(), `stickerfy-lh-${process.pid}.json`);
  const flags = [
    cli,
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu${features ? ` --disable-features=${features}` : ''}`,
    ...(desktop ? ['--preset=desktop'] : ['--throttling.cpuSlowdownMultiplier=2']),
  ];
  await exec(node, flags, { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 << 20 });
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const requests: { resourceType?: string; transferSize?: number }[] =
    lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    scriptBytes: scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0),
    scripts: scripts.length,
    totalBytes: lhr.audits['total-byte-weight'].numericValue,
    observedPaint: lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN,
  };
}

async function sampleAll(targets: Target[], runs: number, desktop: boolean) {
  const samples = new Map<string, Sample[]>(targets.map((t) => [t.key, []]));
  for (let i = 0; i < runs; i++) {
    for (const t of targets) {
      let s: Sample | undefined;
      for (let attempt = 0; !s && attempt < 2; attempt++) {
        try {
          s = await lighthouse(t.url, desktop);
        } catch (err) {
          console.warn(`  ${t.key}: ${(err as Error).message.split('\n')[0]}`);
        }
      }
      if (s) samples.get(t.key)?.push(s);
      console.log(
        `  ${desktop ? 'desktop' : 'mobile'} ${i + 1}/${runs} ${t.key}: ${s ? `${s.score}, LCP ${sec(s.lcp)} (first paint observed at ${Math.round(s.observedPaint)} ms)` : 'failed'}`,
      );
    }
  }
  const med = new Map<string, Sample>();
  for (const [key, xs] of samples) {
    med.set(key, {
      score: median(xs.map((x) => x.score)),
      lcp: median(xs.map((x) => x.lcp)),
      scriptBytes: median(xs.map((x) => x.scriptBytes)),
      scripts: median(xs.map((x) => x.scripts)),
      totalBytes: median(xs.map((x) => x.totalBytes)),
      observedPaint: median(xs.map((x) => x.observedPaint)),
    });
  }
  return med;
}

/** The HTML as served (decoded) and how much of it is the inlined RSC payload. */
async function htmlSize(url: string) {
  const html = await (await fetch(url)).text();
  return { html, bytes: Buffer.byteLength(html), inlined: inlinedRscBytes(html) };
}

function rows(
  mobile: Map<string, Sample>,
  desktop: Map<string, Sample>,
  html: { min: number; ours: number; inl: number },
) {
  const m = (k: string) => mobile.get(k) as Sample;
  const d = (k: string) => desktop.get(k) as Sample;
  const min = m('minimal');
  const perf = (k: string) => ({
    label: `Mobile perf / LCP \`${k}\``,
    minimal: `${min.score} / ${sec(min.lcp)}`,
    ours: `${m(k).score} / ${sec(m(k).lcp)}`,
    ratio: `LCP ${ratio(m(k).lcp, min.lcp)}`,
    goal: '≥ 98 / ≤ 1.0 s',
    ok: m(k).score >= 98 && m(k).lcp <= 1000,
  });
  const out: Row[] = OUR_PAGES.map(perf);
  const dm = d('minimal');
  const dh = d('/');
  out.push({
    label: 'Desktop perf / LCP `/`',
    minimal: `${dm.score} / ${sec(dm.lcp)}`,
    ours: `${dh.score} / ${sec(dh.lcp)}`,
    ratio: `LCP ${ratio(dh.lcp, dm.lcp)}`,
    goal: '100 / ≤ 0.5 s',
    ok: dh.score >= 100 && dh.lcp <= 500,
  });
  const h = m('/');
  out.push(
    {
      label: 'Script transferred on `/` (mobile)',
      minimal: `${kb(min.scriptBytes)} (${min.scripts})`,
      ours: `${kb(h.scriptBytes)} (${h.scripts})`,
      ratio: ratio(h.scriptBytes, min.scriptBytes),
      goal: '≤ 1.3× minimal',
      ok: h.scriptBytes <= 1.3 * min.scriptBytes,
    },
    {
      label: 'Total bytes on `/`',
      minimal: kb(min.totalBytes),
      ours: kb(h.totalBytes),
      ratio: ratio(h.totalBytes, min.totalBytes),
      goal: '≤ 250 KB',
      ok: h.totalBytes <= 250 * 1024,
    },
    {
      label: 'HTML of `/` (decoded)',
      minimal: kb(html.min),
      ours: `${kb(html.ours)} (${kb(html.inl)} inlined data)`,
      ratio: ratio(html.ours, html.min),
      goal: '≤ 25 KB',
      ok: html.ours <= 25 * 1024,
    },
  );
  return out;
}

async function main() {
  console.log(machineLine());
  const servers: Server[] = [];
  try {
    const minimalDir = buildMinimalApp();
    if (!args.includes('--no-build')) buildOurs();
    const minimal = await startMinimal(minimalDir, PORT + 1);
    servers.push(minimal);
    const ours = await startOurs('embedded', PORT);
    servers.push(ours);
    const targets: Target[] = [
      { key: 'minimal', url: `${minimal.origin}/` },
      ...OUR_PAGES.map((p) => ({ key: p, url: ours.origin + p })),
    ];
    for (const t of targets) await fetch(t.url); // warm caches and the lazy database open
    const [hMin, hOurs] = [await htmlSize(`${minimal.origin}/`), await htmlSize(`${ours.origin}/`)];
    console.log(`Lighthouse mobile ×${MOBILE_RUNS}, desktop ×${DESKTOP_RUNS}, interleaved …`);
    const mobile = await sampleAll(targets, MOBILE_RUNS, false);
    const desktop = await sampleAll(
      targets.filter((t) => t.key === 'minimal' || t.key === '/'),
      DESKTOP_RUNS,
      true,
    );
    const table = rows(mobile, desktop, { min: hMin.bytes, ours: hOurs.bytes, inl: hOurs.inlined });
    printTable(
      `Lighthouse (mobile: simulated, 2× CPU, median of ${MOBILE_RUNS}; desktop preset, median of ${DESKTOP_RUNS}; ${LAUNCHER_FEATURES ? "the launcher's Chrome features" : 'RenderDocument on, as in Chrome'}) — ${machineLine()}`,
      table,
    );
    fs.mkdirSync('bench/out', { recursive: true });
    const file = `bench/out/lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    fs.writeFileSync(
      file,
      JSON.stringify({ mobile: Object.fromEntries(mobile), desktop: Object.fromEntries(desktop) }, null, 2),
    );
    console.log(`medians written to ${file}`);
    const paints = [...mobile].map(([k, v]) => `${k} ${Math.round(v.observedPaint)} ms`).join(', ');
    console.log(`\nFirst paint in the unthrottled mobile trace (median): ${paints}`);
    printHtmlBudget('Where the HTML of `/` goes', hOurs.html);
  } finally {
    for (const s of servers) await s.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
