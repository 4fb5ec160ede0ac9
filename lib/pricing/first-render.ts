import 'server-only';
import type { PricingConfig } from '@/lib/contracts/pricing';
import { getDb } from '@/lib/db';
import { getPricingConfig } from './service';

/** The pricing config as `GET /v1/pricing/config` sends it in `data`. */
export async function pricingForFirstRender(): Promise<PricingConfig> {
  return JSON.parse(JSON.stringify(await getPricingConfig(await getDb()))) as PricingConfig;
}
