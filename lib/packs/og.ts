// A public pack's share image (Open Graph). Its address carries the pack's version (when it last
// changed), so an edit is a new address that crawlers and caches fetch afresh, and no cache needs a
// long stale window to keep it cheap. The window stays short because the answer at an address can
// still change: a pack made private answers 404 there (docs/product-rules.md, visibility and images).
export const PACK_OG_CACHE = 'public, max-age=60';

export function packOgPath(pack: { reference: string; updatedAt: string }): string {
  const version = Date.parse(pack.updatedAt).toString(36);
  return `/v1/sticker-packs/public/${encodeURIComponent(pack.reference)}/og?v=${version}`;
}
