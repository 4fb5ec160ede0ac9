// First-load JavaScript budgets of the public pages (docs/decisions.md), checked in CI after the build by
// scripts/check-bundle-size.ts (gzip, as read from the build's manifests). The goal is 1.3× what an
// empty Next.js page measures this way (docs/measurements.md). The budgets sit just above what
// the pages load today so that any growth fails CI: load new code lazily (next/dynamic, on
// interaction or when scrolled into view), or raise a budget on purpose with bench/lighthouse's
// numbers in the commit.
const KB = 1024;
// Measured 2026-11-27 (docs/measurements.md): 250.1, 249.0, 246.3, 239.8 and 230.6 KB; later that
// day create-sticker 235.7 KB (its style dialog loads when opened) and billing 222.5 KB (its dialogs too);
// later still, creator studio 248.2 KB (its packs and characters tabs load when shown).
const STUDIO_JS = {
  creatorStudio: 249 * KB,
  createSticker: 238 * KB,
  createCharacter: 249 * KB,
  billing: 225 * KB,
  packPage: 234 * KB,
};
// Measured 2026-11-27: landing and legal 11.8 KB, explore and pack page 14.1 KB, studio 21.1 KB;
// later that day, with explore's card rules in explore's own sheet: landing and legal 11.2 KB, explore
// 14.0 KB, studio 20.6 KB.
const CSS = { landing: 11.8 * KB, explore: 14.8 * KB, studio: 22 * KB };
export const BUNDLE_BUDGETS = [
  // The framework + the static shell's islands (header session, language switcher, auth hash) +
  // the landing's (hero stickers, gallery, styles grid, pricing loader); chunked by next.config.ts.
  { name: 'landing /', entry: '[locale]/(marketing)', maxGzipBytes: 153 * KB },
  // The framework and the static shell's islands.
  { name: 'terms', entry: '[locale]/(marketing)/terms', maxGzipBytes: 149 * KB },
  // The explore islands (tabs, search, keyset paging with the data layer).
  { name: 'explore', entry: '[locale]/explore', maxGzipBytes: 170 * KB },
  // The studio, signed in: its pages load the data layer, forms and editors; each just above today's.
  {
    name: 'creator studio',
    entry: '[locale]/(studio)/creator-studio',
    maxGzipBytes: STUDIO_JS.creatorStudio,
  },
  {
    name: 'create sticker',
    entry: '[locale]/(studio)/create-sticker',
    maxGzipBytes: STUDIO_JS.createSticker,
  },
  {
    name: 'create character',
    entry: '[locale]/(studio)/create-character',
    maxGzipBytes: STUDIO_JS.createCharacter,
  },
  { name: 'billing', entry: '[locale]/(studio)/billing', maxGzipBytes: STUDIO_JS.billing },
  {
    name: 'studio pack page',
    entry: '[locale]/(studio)/creator-studio/sticker-pack/[reference]',
    maxGzipBytes: STUDIO_JS.packPage,
  },
] as const;

// CSS per route group (gzip, every stylesheet the page loads): the public pages' first-paint sheets are
// written into their HTML (components/layout/inline-styles.tsx), where each KB counts against the HTML
// budget; the studio's sheet is linked and cached. Growth here usually means a studio file reached a
// public page's imports (scripts/build-css-sources.ts lists them).
export const CSS_BUDGETS = [
  { name: 'public: landing', entry: '[locale]/(marketing)', maxGzipBytes: CSS.landing },
  { name: 'public: terms', entry: '[locale]/(marketing)/terms', maxGzipBytes: CSS.landing },
  { name: 'public: explore', entry: '[locale]/explore', maxGzipBytes: CSS.explore },
  {
    name: 'public: pack page',
    entry: '[locale]/explore/sticker-pack/[reference]',
    maxGzipBytes: CSS.explore,
  },
  { name: 'studio: create sticker', entry: '[locale]/(studio)/create-sticker', maxGzipBytes: CSS.studio },
] as const;
