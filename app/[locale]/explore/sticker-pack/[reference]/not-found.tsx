import { PackNotFound } from '@/components/packs/pack-not-found';
import { PACK_ROUTES } from '@/lib/config/pack-routes';

// A private or missing pack: SPEC §2's pack not-found view, answered with HTTP 404.
export default function PublicPackNotFound() {
  return <PackNotFound fallbackHref={PACK_ROUTES.explorePacks} />;
}
