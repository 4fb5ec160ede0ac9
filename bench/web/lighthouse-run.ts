// One Lighthouse run for bench/lighthouse: the CLI with our Chrome flags, read back into a sample.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { explainLcp, type LcpExplanation } from './lantern-lcp';
import { type SignedInChrome, signedInChrome } from './signed-in-chrome';
import { CHROME_PATH, launcherFeaturesWithRenderDocument, lighthouseCommand } from './tools';

// Lighthouse's launcher (chrome-launcher) starts Chrome with RenderDocument disabled, a setting no
// user's Chrome has. On Chromium 156 that makes every one of our long pages hold its first frame for
// one or two whole seconds after it is ready (docs/measurements.md; the minimal page never waits), which puts every script and image on the simulated LCP
// path. Chrome's last --disable-features wins, so the bench passes the launcher's own list without
// RenderDocument (bench/web/tools.ts). `--launcher-features` measures with the launcher's list.
let disabledFeatures: Promise<string> | undefined;

// observedPaint: the first contentful paint in the unthrottled trace Lighthouse simulates from. Every
// script that starts running before the observed LCP is counted on the simulated LCP's path, so a late
// first frame (like the one above) shows up as a worse LCP that no change of ours caused.
export type Sample = {
  score: number;
  lcp: number;
  scriptBytes: number;
  scripts: number;
  totalBytes: number;
  observedPaint: number;
};

/** The part of Lighthouse's report JSON a caller reads further (its audits' values and items). */
export type Lhr = {
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
};

const exec = promisify(execFile);

export type Throttling = 'mobile' | 'desktop' | 'mobile-applied' | 'desktop-applied';

/**
 * One Lighthouse run. `mobile` is the setting (simulated throttling, 2× CPU); `mobile-applied`
 * throttles the real load instead (DevTools: 562.5 ms RTT, 1.4 Mbps, 2× CPU), so its LCP is observed,
 * not estimated; `desktop-applied` does the same with the desktop preset's settings (40 ms RTT, 10 Mbps,
 * no CPU slowdown; `cpuSlowdown` sets one). `cookie` (a signed-in session) is put into the cookie jar
 * of a Chrome started for the run (bench/web/signed-in-chrome.ts); Lighthouse keeps cookies when it clears the origin's storage. `explain` keeps Lighthouse's trace and Lantern's graphs to say what the LCP counted.
 */
export async function runLighthouse(
  url: string,
  throttling: Throttling,
  { explain = false, launcherFeatures = false, cookie = '', cpuSlowdown = 0 } = {},
): Promise<{ sample: Sample; explanation?: LcpExplanation; lhr: Lhr }> {
  const [node, cli] = lighthouseCommand();
  disabledFeatures ??= launcherFeatures ? Promise.resolve('') : launcherFeaturesWithRenderDocument();
  const features = await disabledFeatures;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stickerfy-lh-'));
  const out = path.join(dir, 'run.json');
  const chromeFlags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    ...(features ? [`--disable-features=${features}`] : []),
  ];
  const chrome: SignedInChrome | undefined = cookie
    ? await signedInChrome(new URL(url).origin, cookie, chromeFlags)
    : undefined;
  const flags = [
    cli,
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    ...(chrome ? [`--port=${chrome.port}`] : [`--chrome-flags=${chromeFlags.join(' ')}`]),
    ...(throttling.startsWith('desktop') ? ['--preset=desktop'] : ['--throttling.cpuSlowdownMultiplier=2']),
    ...(throttling.endsWith('-applied') ? ['--throttling-method=devtools'] : []),
    // After the preset, so it wins over the preset's own multiplier.
    ...(cpuSlowdown > 0 ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
    ...(explain ? ['--save-assets'] : []),
  ];
  try {
    const env = { ...process.env, CHROME_PATH, ...(explain ? { LANTERN_DEBUG: '1' } : {}) };
    await exec(node, flags, { env, maxBuffer: 64 << 20 });
    const lhr = JSON.parse(fs.readFileSync(out, 'utf8'));
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const requests: { resourceType?: string; transferSize?: number }[] =
      lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
    const sample: Sample = {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      scriptBytes: scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0),
      scripts: scripts.length,
      totalBytes: lhr.audits['total-byte-weight'].numericValue,
      observedPaint: metrics.observedFirstContentfulPaint ?? Number.NaN,
    };
    const explanation = explain
      ? explainLcp(out.replace(/\.json$/, ''), metrics.observedLargestContentfulPaintTs)
      : undefined;
    return { sample, explanation, lhr };
  } finally {
    await chrome?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
