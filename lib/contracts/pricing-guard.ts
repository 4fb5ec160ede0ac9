import type { PricingConfig } from './pricing';

// The browser's check of GET /v1/pricing/config (docs/product-rules.md: accepted only if `data` is an object
// with a plans array and a costs object). Plain code rather than the zod schema in pricing.ts: this
// runs on the landing, where zod would be the page's largest script (docs/decisions.md). A unit test holds
// it to the schema's verdicts (tests/unit/pricing-guard.test.ts).

const PLAN_FIELDS = {
  id: 'string',
  name: 'string',
  description: 'string',
  priceInUsd: 'number',
  credits: 'int',
  freeCredits: 'int',
  popular: 'boolean',
  imagePath: 'string',
  checkoutProductId: 'string',
  checkoutPageTemplate: 'string',
  starsPrice: 'int',
  stickerCount: 'int',
} as const;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function fits(value: unknown, kind: 'string' | 'number' | 'int' | 'boolean'): boolean {
  if (kind === 'int') return Number.isSafeInteger(value);
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === kind;
}

const isPlan = (v: unknown) =>
  isObject(v) && Object.entries(PLAN_FIELDS).every(([key, kind]) => fits(v[key], kind));

export function isPricingConfig(v: unknown): v is PricingConfig {
  return (
    isObject(v) &&
    typeof v.enabled === 'boolean' &&
    Array.isArray(v.plans) &&
    v.plans.every(isPlan) &&
    isObject(v.costs) &&
    Object.values(v.costs).every((n) => fits(n, 'int'))
  );
}

/** The config from a response body `{ data: { enabled, plans, costs, result? } }`, or undefined. */
export function pricingFromResponse(body: unknown): PricingConfig | undefined {
  if (!isObject(body) || !isPricingConfig(body.data)) return undefined;
  const { enabled, plans, costs } = body.data;
  return {
    enabled,
    plans: plans.map((p) => {
      const plan = {} as Record<string, unknown>;
      for (const key of Object.keys(PLAN_FIELDS)) plan[key] = (p as Record<string, unknown>)[key];
      return plan as PricingConfig['plans'][number];
    }),
    costs,
  };
}
