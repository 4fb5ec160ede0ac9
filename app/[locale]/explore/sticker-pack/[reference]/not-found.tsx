import { PackNotFound } from '@/components/packs/pack-not-found';
import { PACK_ROUTES } from '@/lib/config/pack-routes';

// A private or missing pack: the documented pack not-found view (docs/product-rules.md), answered with HTTP 404.
export default function PublicPackNotFound() {
  return <PackNotFound fallbackHref={PACK_ROUTES.explorePacks} />;
}
