import { z } from 'zod';

// Product rule (docs/product-rules.md): shared by GET /v1/pricing/config and the clients that read it.
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceInUsd: z.number(),
  credits: z.number().int(),
  freeCredits: z.number().int(), // the bonus
  popular: z.boolean(),
  imagePath: z.string(),
  checkoutProductId: z.string(),
  checkoutPageTemplate: z.string(),
  starsPrice: z.number().int(), // Telegram Stars (XTR)
  stickerCount: z.number().int(), // floor((credits + freeCredits) / 10), docs/product-rules.md
});

export const pricingConfigSchema = z.object({
  enabled: z.boolean(), // false: 'Purchases are temporarily disabled.'
  plans: z.array(planSchema),
  costs: z.record(z.string(), z.number().int()), // action name → credit price
});

/**
 * Product rule (docs/product-rules.md): the response is accepted only if `data` is an object with a plans array and a costs
 * object, so the config sits directly in `data`; `data.result` repeats it for envelope consistency.
 */
export const pricingResponseSchema = z.object({
  data: pricingConfigSchema.extend({ result: pricingConfigSchema.optional() }),
});

export type Plan = z.infer<typeof planSchema>;
export type PricingConfig = z.infer<typeof pricingConfigSchema>;
