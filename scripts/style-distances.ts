// Prints how alike the catalogue's styles draw (lib/media/sticker/style-distance.ts): the pairwise
// distance matrix of every style's small preview, then the closest pairs and those under the
// threshold at different prices (tests/media/style-prices.test.ts holds the rule).
// Run: npx tsx --conditions=react-server scripts/style-distances.ts [--matrix]
import fs from 'node:fs';
import path from 'node:path';
import { STYLE_SEEDS } from '../lib/config/styles';
import { SAME_LOOK } from '../lib/media/sticker/style-distance';
import { styleDistances } from '../lib/media/sticker/style-distance';

async function main() {
  const tile = fs.readFileSync(path.resolve('public/examples/astro/tile.webp'));
  const t = performance.now();
  const { d } = await styleDistances(STYLE_SEEDS, tile);
  const ms = performance.now() - t;
  const refs = STYLE_SEEDS.map((s) => s.reference);
  if (process.argv.includes('--matrix')) {
    const w = 5;
    console.log(`${''.padStart(16)}${refs.map((_, j) => String(j).padStart(w)).join('')}`);
    for (const [i, row] of d.entries())
      console.log(
        `${`${i} ${refs[i]}`.slice(0, 15).padEnd(16)}${row.map((v) => v.toFixed(0).padStart(w)).join('')}`,
      );
  }
  const pairs: [number, number, number][] = [];
  for (let i = 0; i < refs.length; i++)
    for (let j = i + 1; j < refs.length; j++) pairs.push([i, j, d[i]?.[j] ?? 0]);
  pairs.sort((a, b) => a[2] - b[2]);
  const price = (i: number) => STYLE_SEEDS[i]?.costInCredits ?? 0;
  console.log(`${refs.length} styles, ${pairs.length} pairs in ${(ms / 1000).toFixed(1)} s; closest 25:`);
  for (const [i, j, v] of pairs.slice(0, 25))
    console.log(`  ${v.toFixed(1).padStart(5)}  ${refs[i]} (${price(i)}) – ${refs[j]} (${price(j)})`);
  const bad = pairs.filter(([i, j, v]) => v < SAME_LOOK && price(i) !== price(j));
  console.log(`under ${SAME_LOOK} at different prices: ${bad.length}`);
  for (const [i, j, v] of bad)
    console.log(`  ${v.toFixed(1)}  ${refs[i]} (${price(i)}) – ${refs[j]} (${price(j)})`);
  // Looks joined by pairs under the threshold: one price each would satisfy the rule.
  const group = refs.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : root(group[i] as number));
  for (const [i, j, v] of pairs) if (v < SAME_LOOK) group[root(i)] = root(j);
  const groups = new Map<number, number[]>();
  for (let i = 0; i < refs.length; i++) groups.set(root(i), [...(groups.get(root(i)) ?? []), i]);
  for (const g of groups.values())
    if (g.length > 1 && new Set(g.map(price)).size > 1)
      console.log(`one look: ${g.map((i) => `${refs[i]} (${price(i)})`).join(', ')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
