import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/v1/pricing/config/route';
import { COST_DEFAULTS } from '@/lib/config/pricing';
import { pricingResponseSchema } from '@/lib/contracts/pricing';
import { setSetting as writeSetting } from '@/lib/settings/service';
import type { Connection } from '@/lib/db/connect';
import { updatePlan, upsertCost } from '@/lib/pricing/queries';
import { getCost, getPricingConfig } from '@/lib/pricing/service';
import { createTestDb } from '../helpers/db';
import { registry } from '@/lib/registry';

let conn: Connection;
beforeAll(async () => {
  conn = await createTestDb();
});
afterAll(async () => conn.close());
afterEach(async () => {
  vi.unstubAllEnvs();
  registry.reload();
  await writeSetting(conn.db, 'purchasesEnabled', true);
});

const call = () => GET(new Request('http://localhost/v1/pricing/config'), { params: Promise.resolve({}) });

describe('pricing config', () => {
  it('answers the documented shape with plans in order and every cost key', async () => {
    const res = await call();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    const body = pricingResponseSchema.parse(await res.json());
    const { plans, costs, enabled } = body.data;
    expect(enabled).toBe(true);
    expect(plans.map((p) => [p.name, p.priceInUsd])).toEqual([
      ['Starter', 4.99],
      ['Standard', 9.99],
      ['Pro', 19.99],
      ['Super', 29.99],
    ]);
    expect(plans[0]).toMatchObject({ credits: 500, freeCredits: 0, stickerCount: 50, popular: false });
    expect(plans[1]).toMatchObject({ stickerCount: 110, popular: true, checkoutProductId: 'plan_standard' });
    for (const key of Object.keys(COST_DEFAULTS)) expect(typeof costs[key]).toBe('number');
    expect(body.data.result).toEqual({ enabled, plans, costs });
  });

  it('hides inactive plans and reflects operator cost changes', async () => {
    const served = async () => pricingResponseSchema.parse(await (await call()).json()).data;
    expect((await served()).plans).toHaveLength(4); // the answer's bytes are now kept (memoJson)
    // Through the operator's queries (npm run credits): they drop the in-memory copy.
    await updatePlan(conn.db, 'super', { active: false });
    await upsertCost(conn.db, 'createCharacter', 7);
    const config = await getPricingConfig(conn.db);
    expect(config.plans.map((p) => p.id)).toEqual(['starter', 'standard', 'pro']);
    expect(config.costs.createCharacter).toBe(7);
    // The route's kept bytes went with the old copy.
    expect((await served()).plans.map((p) => p.id)).toEqual(['starter', 'standard', 'pro']);
    expect((await served()).costs.createCharacter).toBe(7);
    expect(await getCost(conn.db, 'createCharacter')).toBe(7);
    expect(await getCost(conn.db, 'createStickers')).toBe(COST_DEFAULTS.createStickers);
    await updatePlan(conn.db, 'super', { active: true });
    await upsertCost(conn.db, 'createCharacter', COST_DEFAULTS.createCharacter);
  });

  it('is disabled when the operator switch is off', async () => {
    await writeSetting(conn.db, 'purchasesEnabled', false);
    expect((await getPricingConfig(conn.db)).enabled).toBe(false);
    const body = pricingResponseSchema.parse(await (await call()).json());
    expect(body.data.enabled).toBe(false);
    await writeSetting(conn.db, 'purchasesEnabled', true);
    expect((await getPricingConfig(conn.db)).enabled).toBe(true);
  });

  it('is disabled when no payment path is configured', async () => {
    // A hosted database without Stripe or ALLOW_TEST_CHECKOUT has no way to take money.
    expect(pricingResponseSchema.parse(await (await call()).json()).data.enabled).toBe(true);
    vi.stubEnv('DATABASE_URL', 'postgres://unused@127.0.0.1:1/none');
    vi.stubEnv('ALLOW_NO_CAPTCHA', '1');
    vi.stubEnv('ALLOW_TEST_CHECKOUT', '');
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '');
    registry.reload();
    expect((await getPricingConfig(conn.db)).enabled).toBe(false);
    // Same cached copy, other answer: the route's kept bytes follow the switch too.
    expect(pricingResponseSchema.parse(await (await call()).json()).data.enabled).toBe(false);
  });
});
