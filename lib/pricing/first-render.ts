import 'server-only';
import type { PricingConfig } from '@/lib/contracts/pricing';
import { getDb } from '@/lib/db';
import { asSent } from '@/lib/utils';
import { getPricingConfig } from './service';

/** The pricing config as `GET /v1/pricing/config` sends it in `data`. */
export async function pricingForFirstRender(): Promise<PricingConfig> {
  return asSent(await getPricingConfig(await getDb()));
}
