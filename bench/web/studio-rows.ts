// The studio's rows: signed in (a fresh account's session cookie), Lighthouse's desktop preset with
// throttling applied to the real load, median of `runs`, on the studio pages and a pack page (an
// example pack's page: a fresh install has no pack of the new account's own). Then the image bytes
// /create-sticker fetches before any scroll (its style previews are lazy, sized for their slots).
import { EXAMPLE_PACKS } from '../../lib/config/example-gallery';
import { imageBytesBeforeScroll } from './image-bytes';
import { runLighthouse } from './lighthouse-run';
import { kb, median, type Row, sec } from './report';
import { signUp } from './servers';

export const STUDIO_GOAL = { score: 95, lcpMs: 1000 } as const;

export const studioPages = () => [
  '/creator-studio',
  '/create-sticker',
  '/create-character',
  '/billing',
  `/explore/sticker-pack/example-pack-${EXAMPLE_PACKS[0]?.slug}`,
];

export async function studioRows(origin: string, runs: number, launcherFeatures: boolean): Promise<Row[]> {
  const cookie = await signUp(origin);
  const pages = studioPages();
  const samples = new Map<string, { score: number; lcp: number }[]>(pages.map((p) => [p, []]));
  console.log(`\nStudio, signed in: Lighthouse desktop with applied throttling ×${runs}, interleaved …`);
  for (let i = 0; i < runs; i++)
    for (const p of pages) {
      try {
        const { sample } = await runLighthouse(origin + p, 'desktop-applied', { launcherFeatures, cookie });
        samples.get(p)?.push(sample);
        console.log(`  studio ${i + 1}/${runs} ${p}: ${sample.score}, LCP ${sec(sample.lcp)}`);
      } catch (err) {
        console.warn(`  ${p}: ${(err as Error).message.split('\n')[0]}`);
      }
    }
  const rows: Row[] = pages.map((p) => {
    const xs = samples.get(p) ?? [];
    const score = median(xs.map((x) => x.score));
    const lcp = median(xs.map((x) => x.lcp));
    return {
      label: `Signed-in desktop perf / applied LCP \`${p.replace(/example-pack-.*/, 'example-pack-…')}\``,
      minimal: '',
      ours: `${score} / ${sec(lcp)}`,
      goal: `≥ ${STUDIO_GOAL.score} / ≤ ${sec(STUDIO_GOAL.lcpMs)}`,
      ok: score >= STUDIO_GOAL.score && lcp <= STUDIO_GOAL.lcpMs,
    };
  });
  for (const screen of ['desktop', 'phone'] as const) {
    const img = await imageBytesBeforeScroll(`${origin}/create-sticker`, { screen, cookie });
    rows.push({
      label: `Images on \`/create-sticker\` before any scroll (${screen}, signed in)`,
      minimal: '',
      ours: `${kb(img.bytes)} (${img.images} images)`,
      goal: 'printed',
      ok: true,
    });
  }
  return rows;
}
