import { expect, type Page, test } from '@playwright/test';

let counter = 0;
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.test`;
}

export const PASSWORD = 'sticker123';

/** Signs up through the real #signup modal and waits for the studio with the signed-in header. */
export async function signUp(
  page: Page,
  opts: { email?: string; firstName?: string; lastName?: string } = {},
) {
  const email = opts.email ?? uniqueEmail();
  await page.goto('/#signup');
  const modal = page.getByTestId('signup-modal');
  await expect(modal).toBeVisible();
  await modal.getByLabel('First name').fill(opts.firstName ?? 'Test');
  await modal.getByLabel('Last name').fill(opts.lastName ?? 'User');
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await modal.locator('#signup-terms').click();
  await modal.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/creator-studio');
  await expect(page.getByTestId('header-signed-in')).toBeVisible();
  return email;
}

/**
 * A new account made through /api/auth as an app would, its cookies landing in the page's context,
 * without opening any page: for tests that go straight to the page they are about (or sign in again).
 * The sign-up form is covered by tests/e2e/platform.spec.ts.
 */
export async function signUpByRequest(
  page: Page,
  opts: { email?: string; firstName?: string; lastName?: string } = {},
) {
  const email = opts.email ?? uniqueEmail();
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
 * What signUp() leaves (a new account, the studio open with the signed-in header), without the
 * landing and the modal: for tests whose subject is not the sign-up form.
 */
export async function signUpViaApi(
  page: Page,
  opts: { email?: string; firstName?: string; lastName?: string } = {},
) {
  const email = await signUpByRequest(page, opts);
  await page.goto('/creator-studio');
  await expect(page.getByTestId('header-signed-in')).toBeVisible();
  return email;
}

/**
 * Opens a signed-in page and waits for its scripts: a server-rendered form shows before its buttons
 * answer, and the signed-in header, drawn in the browser, says the page is live.
 */
export async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('header-signed-in')).toBeVisible();
}

export async function signIn(page: Page, email: string) {
  await page.goto('/#login');
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await modal.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/creator-studio');
}

/** Real purchase through the billing UI and the local test checkout: Starter = 500 credits. */
export async function buyStarterCredits(page: Page) {
  await page.goto('/billing');
  await page.getByTestId('buy-card').click();
  await page.getByTestId('pack-dialog').getByTestId('plan-starter').getByRole('button').click();
  await page.waitForURL('**/test-checkout/**');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL('**/billing**');
  await expect(page.getByTestId('credit-chip')).toHaveText('500');
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
