// CI size check (docs/decisions.md): each page's first-load JavaScript and each route group's CSS,
// read from the production build's manifests (not timed), against the budgets in
// lib/config/budgets.ts. Run after `next build` (NEXT_DIST_DIR for a build beside .next):
//   npx tsx scripts/check-bundle-size.ts [--list]
import { BUNDLE_BUDGETS, CSS_BUDGETS } from '../lib/config/budgets';
import { type FirstLoad, firstLoadCss, firstLoadJs } from './first-load-js';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const dist = process.env.NEXT_DIST_DIR || '.next';
let failed = false;

function report(kind: string, budget: { name: string; maxGzipBytes: number }, r: FirstLoad) {
  const ok = r.gzipBytes <= budget.maxGzipBytes;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok    ' : 'OVER  '}${budget.name}: ${kind} ${kb(r.gzipBytes)} gzip (${r.files.length} files, ${kb(r.rawBytes)} raw), budget ${kb(budget.maxGzipBytes)}`,
  );
  if (!ok || process.argv.includes('--list'))
    for (const f of r.files) console.log(`        ${kb(f.gzipBytes).padStart(9)}  ${f.file}`);
}

for (const budget of BUNDLE_BUDGETS) report('first-load JS', budget, firstLoadJs(dist, budget.entry));
for (const budget of CSS_BUDGETS) report('CSS', budget, firstLoadCss(dist, budget.entry));
if (failed) {
  console.error(
    '\nA page grew past its budget (lib/config/budgets.ts): load the new code lazily, keep studio styles out of public pages, or raise the budget on purpose.',
  );
  process.exit(1);
}
