import { expect, type Page, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './helpers';

/**
 * A new account made through /api/auth as signUpViaApi makes it, its cookies landing in the page's
 * context, but without opening the studio: for tests that go straight to another page (or sign in
 * again). The sign-up form is covered by tests/e2e/platform.spec.ts.
 */
export async function signUpByRequest(page: Page, opts: { firstName?: string; lastName?: string } = {}) {
  const email = uniqueEmail();
  const firstName = opts.firstName ?? 'Test';
  const lastName = opts.lastName ?? 'User';
  const origin = new URL(test.info().project.use.baseURL as string).origin;
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: { email, password: PASSWORD, name: `${firstName} ${lastName}`, firstName, lastName },
  });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

/**
 * 50 credits for the signed-in account: WELCOME50 (seeded by playwright.config.ts) redeemed through
 * the API. The purchase and the promo form themselves are covered by tests/e2e/billing.spec.ts.
 */
export async function redeemWelcomeCredits(page: Page) {
  const res = await page.request.post('/v1/promo-codes/redeem', { data: { promoCode: 'WELCOME50' } });
  expect(res.status(), await res.text()).toBe(200);
  expect((await res.json()).data.balance.availableCredits).toBe(50);
}
