// CI size check (docs/decisions.md): the landing's first-load JavaScript, read from the production build's
// manifests (not timed), against the budget in lib/config/budgets.ts. Run after `next build`:
//   npx tsx scripts/check-bundle-size.ts [--json]
import { BUNDLE_BUDGETS } from '../lib/config/budgets';
import { firstLoadJs } from './first-load-js';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
let failed = false;
for (const budget of BUNDLE_BUDGETS) {
  const r = firstLoadJs('.next', budget.entry);
  const ok = r.gzipBytes <= budget.maxGzipBytes;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok    ' : 'OVER  '}${budget.name}: first-load JS ${kb(r.gzipBytes)} gzip (${r.files.length} files, ${kb(r.rawBytes)} raw), budget ${kb(budget.maxGzipBytes)}`,
  );
  if (!ok || process.argv.includes('--list'))
    for (const f of r.files) console.log(`        ${kb(f.gzipBytes).padStart(9)}  ${f.file}`);
}
if (failed) {
  console.error(
    '\nA page grew past its first-load JS budget (lib/config/budgets.ts): load the new code lazily or raise the budget on purpose.',
  );
  process.exit(1);
}
