// First-load JavaScript budgets of the public pages (docs/decisions.md), checked in CI after the build by
// scripts/check-bundle-size.ts (gzip, as read from the build's manifests). The goal is 1.3× what an
// empty Next.js page measures this way (docs/measurements.md). The budgets sit just above what
// the pages load today so that any growth fails CI: load new code lazily (next/dynamic, on
// interaction or when scrolled into view), or raise a budget on purpose with bench/lighthouse's
// numbers in the commit.
const KB = 1024;
export const BUNDLE_BUDGETS = [
  // The framework + the static shell's islands (header session, language switcher, auth hash) +
  // the landing's (hero stickers, gallery, styles grid, pricing loader); chunked by next.config.ts.
  { name: 'landing /', entry: '[locale]/(marketing)', maxGzipBytes: 153 * KB },
  // The framework and the static shell's islands.
  { name: 'terms', entry: '[locale]/(marketing)/terms', maxGzipBytes: 149 * KB },
  // The explore islands (tabs, search, keyset paging with the data layer).
  { name: 'explore', entry: '[locale]/explore', maxGzipBytes: 170 * KB },
] as const;
